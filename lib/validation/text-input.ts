import { z } from 'zod';
import { toNumberish } from './fields';

/**
 * Values that arrive as text (a CSV file's cells) turned into what a body schema accepts: the field builders are
 * strict (a JSON number for a number, see ./fields.ts), so a cell "12.5" under a number field becomes 12.5 and
 * "true"/"yes"/"1" under a boolean becomes true — read from the schema's own JSON Schema, so each field is read as
 * the schema declares it and text fields keep their text ("0012" stays a code). A cell that is not a number where
 * one is expected is left as it is, for the schema to refuse with its own message.
 */
type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

const kinds = new WeakMap<z.ZodType, Record<string, 'number' | 'boolean' | 'text'>>();

function kindOf(schema: JsonSchema | undefined): 'number' | 'boolean' | 'text' {
  const types = new Set<string>();
  const walk = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const t of [s.type ?? []].flat()) types.add(t);
    s.anyOf?.forEach(walk);
  };
  walk(schema);
  if (types.has('number') || types.has('integer')) return 'number';
  if (types.has('boolean')) return 'boolean';
  return 'text';
}

function fieldKinds(schema: z.ZodType) {
  let known = kinds.get(schema);
  if (!known) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    known = Object.fromEntries(Object.entries(json.properties ?? {}).map(([k, v]) => [k, kindOf(v)]));
    kinds.set(schema, known);
  }
  return known;
}

const TRUE = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off']);

export function fromText(schema: z.ZodType, values: Record<string, string | undefined>): Record<string, unknown> {
  const known = fieldKinds(schema);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const kind = known[key];
    if (value === undefined) continue;
    if (kind === 'number') out[key] = toNumberish(value);
    else if (kind === 'boolean') {
      const t = value.trim().toLowerCase();
      out[key] = TRUE.has(t) ? true : FALSE.has(t) ? false : value;
    } else out[key] = value;
  }
  return out;
}
