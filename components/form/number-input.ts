/**
 * What a number input's text is sent as: the API takes JSON numbers only (lib/validation/fields.ts), so the form
 * turns "12" into 12 and an empty input into null ("not given": a required field then says it is required). Text
 * that is not a number stays text, for the schema to refuse with its message. Also applied to the form's default
 * values before each check (useApiForm's resolver), so a default written as '' or '12' is sent typed too.
 */
export function numberFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : value;
}

/** `values` as the form sends them when `numberFields` are NumberFields (for tests of a form's schema and body). */
export function asFormSends<T extends Record<string, unknown>>(values: T, numberFields: readonly string[]): T {
  const out: Record<string, unknown> = { ...values };
  for (const name of numberFields) if (name in out) out[name] = numberFromInput(out[name]);
  return out as T;
}
