import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/db/client';

/** A per-year counter table: `year` (primary key) and `last_number` (work_order_sequences, maintenance_sequences). */
type YearSequence = PgTable & { year: PgColumn; lastNumber: PgColumn };

/**
 * The next number of `year` in a per-year counter table: one upsert on the year's row, which the database
 * serialises, so concurrent creates never share a number (a rolled-back create leaves a gap, as invoice numbers do).
 */
export async function nextYearlyNumber(tx: Tx, table: YearSequence, year: number): Promise<number> {
  const [row] = await tx
    .insert(table)
    .values({ year, lastNumber: 1 } as never)
    .onConflictDoUpdate({ target: table.year, set: { lastNumber: sql`${table.lastNumber} + 1` } as never })
    .returning({ n: table.lastNumber });
  return Number(row.n);
}
