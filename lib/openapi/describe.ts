/**
 * JSON Schema → the words of the /api-docs reference: a field's type ("integer", "string | null", "one of …")
 * and its limits ("1–50 characters", "≥ 0"). Pure.
 */
import type { JsonSchema } from './document';

export type FieldRow = { name: string; type: string; required: boolean; limits: string[]; description?: string };

function variants(schema: JsonSchema): JsonSchema[] {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).flatMap(variants);
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as JsonSchema[]).flatMap(variants);
  if (Array.isArray(schema.type)) return (schema.type as string[]).map((t) => ({ ...schema, type: t }));
  return [schema];
}

function oneType(s: JsonSchema): string {
  if (Array.isArray(s.enum)) return `one of ${(s.enum as unknown[]).map((v) => String(v)).join(', ')}`;
  if ('const' in s) return JSON.stringify(s.const);
  if (s.$ref) return String(s.$ref).split('/').pop()!;
  if (s.type === 'array') return `array of ${s.items ? typeName(s.items as JsonSchema) : 'any'}`;
  if (s.type === 'string' && s.format) return `string (${String(s.format)})`;
  return typeof s.type === 'string' ? s.type : 'any';
}

/** "integer", "string (date) | null", "one of a, b". */
export function typeName(schema: JsonSchema): string {
  const names = [...new Set(variants(schema).map(oneType))];
  // null last: "string | null" reads better than "null | string".
  return names.sort((a, b) => Number(a === 'null') - Number(b === 'null')).join(' | ');
}

const fmt = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US', { maximumFractionDigits: 4 }) : String(n));

/** The limits a client must keep: lengths, ranges, item counts, defaults. */
export function limitsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  for (const s of variants(schema)) {
    if (s.type === 'null') continue;
    const { minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, minItems, maxItems, pattern } = s as Record<string, unknown>;
    if (minLength !== undefined && maxLength !== undefined) out.push(`${fmt(minLength)}–${fmt(maxLength)} characters`);
    else if (maxLength !== undefined) out.push(`at most ${fmt(maxLength)} characters`);
    else if (minLength !== undefined) out.push(`at least ${fmt(minLength)} characters`);
    if (exclusiveMinimum !== undefined) out.push(`> ${fmt(exclusiveMinimum)}`);
    if (minimum !== undefined && maximum !== undefined) out.push(`${fmt(minimum)} to ${fmt(maximum)}`);
    else if (minimum !== undefined) out.push(`≥ ${fmt(minimum)}`);
    else if (maximum !== undefined) out.push(`≤ ${fmt(maximum)}`);
    if (exclusiveMaximum !== undefined) out.push(`< ${fmt(exclusiveMaximum)}`);
    if (minItems !== undefined || maxItems !== undefined) out.push(`${fmt(minItems ?? 0)}–${maxItems !== undefined ? fmt(maxItems) : '∞'} items`);
    if (pattern !== undefined && s.format === undefined) out.push(`pattern ${String(pattern)}`);
  }
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  // The int4 / safe-integer ceiling on every id and counter is noise: "1 to 2,147,483,647" reads "≥ 1".
  const huge = /(2,147,483,647|9,007,199,254,740,991)$/;
  return [...new Set(out)]
    .filter((l) => !(l.startsWith('≤') && huge.test(l)) && !/^-(2,147,483,648|9,007,199,254,740,991) to /.test(l))
    .map((l) => (huge.test(l) ? l.replace(/^(.+) to .+$/, '≥ $1') : l));
}

/** The fields of an object schema, nested objects and arrays of objects flattened (`items[].quantity`). */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  for (const [name, prop] of Object.entries(properties)) {
    const full = `${prefix}${name}`;
    const items = prop.type === 'array' ? (prop.items as JsonSchema | undefined) : undefined;
    rows.push({
      name: full,
      type: items?.properties ? 'array of objects' : typeName(prop),
      required: required.has(name),
      limits: limitsOf(prop),
      ...(prop.description ? { description: String(prop.description) } : {}),
    });
    // A nullable object (`anyOf [object, null]`) is expanded like an object.
    const object = prop.properties ? prop : ((prop.anyOf as JsonSchema[] | undefined) ?? []).find((b) => b.properties);
    if (items?.properties) rows.push(...fieldRows(items, `${full}[].`));
    else if (object) rows.push(...fieldRows(object, `${full}.`));
  }
  return rows;
}

/**
 * The `data` of a success answer's schema (envelope `{success, data}`, `{success, message, data}`, the paginator's
 * `allOf`, or the `oneOf` of a list that may be paged): its fields, and whether they are those of each row.
 */
export function responseDataFields(schema: JsonSchema | undefined): { rows: FieldRow[]; each: boolean } | undefined {
  if (!schema) return undefined;
  const options = (schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (options) {
    for (const option of [...options].reverse()) {
      const found = responseDataFields(option);
      if (found) return found;
    }
    return undefined;
  }
  const data = (schema.properties as Record<string, JsonSchema> | undefined)?.data;
  if (!data) return undefined;
  const items = data.type === 'array' ? (data.items as JsonSchema | undefined) : undefined;
  const target = items ?? data;
  if (!target.properties) return undefined;
  return { rows: fieldRows(target), each: Boolean(items) };
}
