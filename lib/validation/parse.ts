import type { z } from 'zod';
import { NotFoundError, ValidationError } from '@/lib/errors';

/**
 * Input parsing for services and pages (not tied to HTTP): zod failures become a ValidationError (422 with
 * the `errors` map keyed by the request's field names); a bad id is a NotFoundError.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/** A record id from a route or URL: a positive int4, else 404 for that entity (CONTRACT §1). */
export function parseId(raw: string | string[] | undefined, entity: string): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,10}$/.test(value)) throw new NotFoundError(entity);
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw new NotFoundError(entity);
  return id;
}

/** A query string or a page's searchParams as a plain object of first values (what the schemas parse). */
export function queryObject(query: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  if (query instanceof URLSearchParams) {
    for (const [k, v] of query) if (!(k in out)) out[k] = v;
  } else {
    for (const [k, v] of Object.entries(query)) {
      const first = Array.isArray(v) ? v[0] : v;
      if (first !== undefined) out[k] = first;
    }
  }
  return out;
}
