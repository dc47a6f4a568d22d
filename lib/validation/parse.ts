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

