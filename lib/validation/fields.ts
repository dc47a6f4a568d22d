/**
 * The zod field builders every module's schemas are made of, with one wording of messages (Laravel's, as the
 * spec's screens show them). Client-safe: the same schema validates a form in the browser and the request on
 * the server.
 *
 * Strict input (issue 24 item 6): a builder accepts exactly what the OpenAPI document (generated from it with
 * `z.toJSONSchema`) says, so a JSON body is judged as the document describes it:
 *   - numbers (integer, decimal, money, percent, reference) are JSON numbers: `"12"` is a 422;
 *   - `bool` is `true` or `false`: `"true"` is a 422; `enumOf` is one of the values exactly: `" EA "` is a 422;
 *   - `date` is the string YYYY-MM-DD exactly; text is trimmed (surrounding spaces are not kept).
 *   required:  text, integer, decimal, money, date, enumOf, bool   → the value (missing, null or blank → 422 "required")
 *   optional:  optionalText, optionalInteger, …                     → value | null (null clears) | undefined (absent);
 *              blank text and dates ("" or spaces) are null too; a blank number is a 422.
 * On a PATCH schema, `.optional()` on a required builder keeps it required-when-sent: absent is fine; null or blank
 * is a 422, never read as "not sent".
 * Strings are the natural form of a query string (lib/list/query.ts builders coerce them) and of a CSV cell
 * (`fromText` in ./text-input.ts); browser forms send numbers (NumberField's `setValueAs`, components/form).
 */
import { z } from 'zod';
import { isIsoDate, todayInPlant } from '@/lib/dates';

// In the browser, zod would probe `new Function` to compile object parsers; the page's CSP (no unsafe-eval)
// refuses it, and Chrome logs the refusal as a page issue (Lighthouse: best practices 96). The forms' small
// objects parse just as well without it. The server keeps the compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });
import { round } from '@/lib/numbers';

export const INT4_MAX = 2_147_483_647;
/** numeric(18, 4): 14 integer digits. */
export const AMOUNT_MAX = 99_999_999_999_999;

export const messages = {
  required: (label: string) => `The ${label} field is required.`,
  text: (label: string) => `The ${label} must be text.`,
  tooLong: (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`,
  integer: (label: string) => `The ${label} must be an integer.`,
  number: (label: string) => `The ${label} must be a number.`,
  min: (label: string, min: number) => `The ${label} must be at least ${min}.`,
  greaterThan: (label: string, min: number) => `The ${label} must be greater than ${min}.`,
  max: (label: string, max: number) => `The ${label} may not be greater than ${max}.`,
  date: (label: string) => `The ${label} must be a valid date (YYYY-MM-DD).`,
  notInFuture: (label: string) => `The ${label} cannot be in the future.`,
  notInPast: (label: string) => `The ${label} must be today or later.`,
  email: (label: string) => `The ${label} must be a valid email address.`,
  boolean: (label: string) => `The ${label} field must be true or false.`,
  reference: (label: string) => `The selected ${label} does not exist.`,
  choice: (label: string, values: readonly string[]) => `The selected ${label} is invalid. Choose ${orList(values)}.`,
};

/** ['a','b','c'] → 'a, b or c'. */
export function orList(values: readonly string[]): string {
  return values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// ---- normalisers ----

/** Strings trimmed; anything else unchanged. */
function trimmed(v: unknown): unknown {
  return typeof v === 'string' ? v.trim() : v;
}

/** Blank → null, strings trimmed. */
export function toTextOrNull(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? null : t;
}

/** Blank → null; a numeric string → number; anything else unchanged (and refused by z.number()). */
export function toNumberish(v: unknown): unknown {
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return null;
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return v;
    const n = Number(t);
    return Number.isFinite(n) ? n : v;
  }
  return v;
}

/**
 * No conversion: the value is judged as sent. Wrapping in this identity preprocess keeps a builder's input type
 * `unknown`, as before, so a form's values (what its inputs hold until the resolver checks them) still type-check.
 */
const asSent = (v: unknown) => v;

const requiredOr = (label: string, other: string) => (issue: { input?: unknown }) => (isBlank(issue.input) ? messages.required(label) : other);

// ---- text ----

export type TextOptions = { max: number; min?: number };

/** Required text, trimmed, 1..max characters. */
export function text(label: string, { max, min = 1 }: TextOptions) {
  return z.preprocess(
    trimmed,
    z
      .string({ error: requiredOr(label, messages.text(label)) })
      .min(min, min <= 1 ? messages.required(label) : `The ${label} must be at least ${min} characters.`)
      .max(max, messages.tooLong(label, max)),
  );
}

/** Optional text: trimmed, blank → null (a cleared form field clears the column). */
export function optionalText(label: string, max: number) {
  return z.preprocess(toTextOrNull, z.string({ error: messages.text(label) }).max(max, messages.tooLong(label, max)).nullable()).optional();
}

/** Optional email address (blank → null). */
export function optionalEmail(label: string, max = 255) {
  return z
    .preprocess(toTextOrNull, z.email({ error: (i) => (typeof i.input === 'string' ? messages.email(label) : messages.text(label)) }).max(max, messages.tooLong(label, max)).nullable())
    .optional();
}

// ---- numbers ----

export type NumberRange = { min?: number; max?: number; /** strictly greater than */ gt?: number };

function integerType(label: string, { min = 0, max = INT4_MAX, gt }: NumberRange, blankMessage?: string) {
  let n = z.number({ error: blankMessage ? requiredOr(label, messages.integer(label)) : messages.integer(label) }).int(messages.integer(label));
  n = gt !== undefined ? n.gt(gt, messages.greaterThan(label, gt)) : n.min(min, messages.min(label, min));
  return n.max(max, messages.max(label, max));
}

/** A required integer (a JSON number); default range 0..INT4_MAX. */
export function integer(label: string, range: NumberRange = {}) {
  return z.preprocess(asSent, integerType(label, range, 'required'));
}

/** An optional integer: null → null, absent → undefined. */
export function optionalInteger(label: string, range: NumberRange = {}) {
  return z.preprocess(asSent, integerType(label, range).nullable()).optional();
}

export type DecimalOptions = NumberRange & { /** decimal places kept (rounded half away from zero); default 4 */ scale?: number };

function decimalType(label: string, { min = 0, max = AMOUNT_MAX, gt }: DecimalOptions, required: boolean) {
  let n = z.number({ error: required ? requiredOr(label, messages.number(label)) : messages.number(label) });
  n = gt !== undefined ? n.gt(gt, messages.greaterThan(label, gt)) : n.min(min, messages.min(label, min));
  return n.max(max, messages.max(label, max));
}

/** A required decimal, rounded to `scale` places (default 4, numeric(18,4)). */
export function decimal(label: string, options: DecimalOptions = {}) {
  const scale = options.scale ?? 4;
  return z.preprocess(asSent, decimalType(label, options, true)).transform((v) => round(v, scale));
}

/** An optional decimal: null → null, absent → undefined. */
export function optionalDecimal(label: string, options: DecimalOptions = {}) {
  const scale = options.scale ?? 4;
  return z
    .preprocess(asSent, decimalType(label, options, false).nullable())
    .transform((v) => (v == null ? v : round(v, scale)))
    .optional();
}

/** Money: ≥ 0, 2 decimals. */
export const money = (label: string, options: DecimalOptions = {}) => decimal(label, { scale: 2, ...options });
export const optionalMoney = (label: string, options: DecimalOptions = {}) => optionalDecimal(label, { scale: 2, ...options });

/** A percentage 0–100 (4 decimals). */
export const percent = (label: string) => decimal(label, { min: 0, max: 100, scale: 4 });
export const optionalPercent = (label: string) => optionalDecimal(label, { min: 0, max: 100, scale: 4 });

/** An optional id of another record (existence is the service's check): null → null. */
export function optionalReference(label: string) {
  return z
    .preprocess(
      asSent,
      z
        .number({ error: messages.reference(label) })
        .int(messages.reference(label))
        .min(1, messages.reference(label))
        .max(INT4_MAX, messages.reference(label))
        .nullable(),
    )
    .optional();
}

/** A required id of another record. */
export function reference(label: string) {
  return z.preprocess(
    asSent,
    z
      .number({ error: requiredOr(label, messages.reference(label)) })
      .int(messages.reference(label))
      .min(1, messages.reference(label))
      .max(INT4_MAX, messages.reference(label)),
  );
}

// ---- dates ----

export type DateOptions = { notInFuture?: boolean; notInPast?: boolean };

function dateType(label: string, { notInFuture = false, notInPast = false }: DateOptions, required: boolean) {
  let d = z.string({ error: required ? requiredOr(label, messages.date(label)) : messages.date(label) });
  if (required) d = d.refine((v) => v.trim() !== '', { message: messages.required(label), abort: true });
  d = d.refine(isIsoDate, messages.date(label));
  if (notInFuture) d = d.refine((v) => !isIsoDate(v) || v <= todayInPlant(), messages.notInFuture(label));
  if (notInPast) d = d.refine((v) => !isIsoDate(v) || v >= todayInPlant(), messages.notInPast(label));
  const limits = [notInFuture && 'not after today', notInPast && 'not before today'].filter(Boolean).join(', ');
  // The refinements are invisible to JSON Schema: say what they check (the OpenAPI document shows it).
  return d.meta({ format: 'date', ...(limits ? { description: `A calendar date (YYYY-MM-DD), ${limits} (the plant's day).` } : {}) });
}

/** A required calendar date YYYY-MM-DD (exactly); optionally not after (or not before) the plant's today. */
export function date(label: string, options: DateOptions = {}) {
  return z.preprocess(asSent, dateType(label, options, true));
}

/** An optional date: blank or null → null (a cleared date field), absent → undefined. */
export function optionalDate(label: string, options: DateOptions = {}) {
  return z.preprocess((v) => (isBlank(v) ? (v === undefined ? undefined : null) : v), dateType(label, options, false).nullable()).optional();
}

// ---- instants ----

const timestampMessage = (label: string) => `The ${label} must be a date and time (ISO 8601, e.g. 2026-11-27T06:30:00Z).`;

function timestampType(label: string, required: boolean) {
  return z
    .iso.datetime({ offset: true, local: false, error: required ? requiredOr(label, timestampMessage(label)) : timestampMessage(label) })
    .meta({ format: 'date-time' });
}

/** A required instant, ISO 8601 with `Z` or an offset (what `Date.toISOString()` writes). */
export function timestamp(label: string) {
  return z.preprocess(asSent, timestampType(label, true));
}

/** An optional instant: blank or null → null, absent → undefined. */
export function optionalTimestamp(label: string) {
  return z.preprocess((v) => (isBlank(v) ? (v === undefined ? undefined : null) : v), timestampType(label, false).nullable()).optional();
}

// ---- choices ----

/** One of the constant array's values (the same array the pgEnum is built from). */
export function enumOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(asSent, z.enum(values, { error: requiredOr(label, messages.choice(label, values)) }));
}

/** true or false, as JSON booleans (a query string's flag is `boolParam`, lib/list/query.ts). */
export function bool(label: string) {
  return z.preprocess(asSent, z.boolean({ error: messages.boolean(label) }));
}

/** A query-string list of enum values (`status=active,maintenance`); unknown values → 422 on the param. */
export function enumList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .string()
    .meta({ description: `One or a comma list of: ${values.join(', ')}.` })
    .optional()
    .transform((v, ctx): T[number][] | undefined => {
      const items = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (!items.length) return undefined;
      if (items.some((s) => !(values as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: messages.choice(label, values) });
        return z.NEVER;
      }
      return [...new Set(items)] as T[number][];
    });
}
