/**
 * Validating JSON against the OpenAPI document's schemas (JSON Schema 2020-12, Ajv 8), `#/components/...`
 * references resolved in the document itself. Test helper.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument, type JsonSchema } from '@/lib/openapi/document';

const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The JSON Schema of a documented answer: `status` of `METHOD path`, or undefined when it has no JSON body. */
export function responseSchema(method: string, path: string, status: string): JsonSchema | undefined {
  const op = openApiDocument().paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  let response = op.responses[status] as { $ref?: string; content?: Record<string, { schema: JsonSchema }> } | undefined;
  if (response?.$ref) response = openApiDocument().components.responses[response.$ref.split('/').pop()!] as typeof response;
  return response?.content?.['application/json']?.schema;
}

/** The messages of why `value` does not match `schema` (empty when it does). */
export function schemaErrors(schema: JsonSchema, value: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    // The document's components ride along, so `#/components/schemas/Paginator` resolves.
    validate = ajv.compile({ ...schema, components: openApiDocument().components });
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`);
}
