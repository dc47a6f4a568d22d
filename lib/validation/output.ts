/**
 * Builders of the API's answer schemas (the DTOs), client-safe. A module declares its DTO once as a zod object on
 * these (`export const moldDto = z.object({ id: out.id(), … })`, `export type MoldDto = z.infer<typeof moldDto>`):
 * the mapping function is typed by it and the OpenAPI document (lib/openapi/responses.ts) shows it. Input
 * schemas stay in lib/validation/fields.ts.
 */
import { z } from 'zod';

const described = <T extends z.ZodType>(schema: T, description?: string): T => (description ? schema.meta({ description }) : schema);

export const out = {
  /** A row id (serial). */
  id: (description?: string) => described(z.int().min(1), description),
  /** A whole number ≥ 0 (counts, shots, parts). */
  count: (description?: string) => described(z.int().min(0), description),
  /** Any whole number (signed quantities, deltas). */
  int: (description?: string) => described(z.int(), description),
  /** A decimal (numeric columns answer as JSON numbers). */
  number: (description?: string) => described(z.number(), description),
  /** The record's version: If-Match / `version` of an update (CONTRACT §8). */
  version: () => z.int().min(0).meta({ description: 'Bumped by every stored change; send it back as `version` or If-Match.' }),
  text: (description?: string) => described(z.string(), description),
  /** YYYY-MM-DD (the plant's day). */
  date: (description?: string) => described(z.iso.date(), description),
  /** ISO-8601 UTC, milliseconds (`2026-11-02T08:15:00.000Z`). */
  timestamp: (description?: string) => described(z.iso.datetime(), description),
  bool: (description?: string) => described(z.boolean(), description),
  /** One of a module's constants. */
  enum: <const T extends readonly [string, ...string[]]>(values: T, description?: string) => described(z.enum(values), description),
};

/** `created_at` / `updated_at` of a record. */
export const timestamps = { created_at: out.timestamp(), updated_at: out.timestamp() };
