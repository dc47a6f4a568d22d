import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '@/db/client';
import { executeRows } from './rows';

/**
 * Per-status counters of a large table (work orders, sales orders): a small table `(status primary key, count,
 * …sums)` kept by every write that creates a row or moves its status, in the write's own transaction — so a
 * list filtered only by status, and the figures of a module's stat cards, read a handful of rows instead of
 * counting (and the count is exact: it commits or rolls back with the write).
 *
 * - `adjust(tx, deltas)`: add to the counters; rows are upserted in the statuses' order, so two moves in opposite
 *   directions lock them in the same order and cannot deadlock.
 * - `read(db)`: every status's count (0 when it has no row) and its sums.
 * - `rebuild(tx)`: recount from the table (seeds and bulk loads that insert rows without the service).
 * - `total(counts, statuses?)`: the count of some statuses (all when none are given).
 *
 * `sums` are further additive columns of the counters table (work orders' Σ efficiency): `of` is what one row of the
 * counted table adds to it, for `rebuild`.
 */
export type StatusCounter<S extends string, X extends string> = {
  adjust(tx: Tx, deltas: { status: S; count: number; sums?: Partial<Record<X, number>> }[]): Promise<void>;
  read(db: DbOrTx): Promise<{ counts: Record<S, number>; sums: Record<S, Record<X, number>> }>;
  rebuild(tx: Tx): Promise<void>;
  total(counts: Record<S, number>, statuses?: readonly S[]): number;
};

export function statusCounter<S extends string, X extends string = never>(def: {
  /** The counters table: `status` (primary key, the counted table's enum), `count` and the `sums` columns. */
  table: PgTable;
  /** The enum's values, in its order (the lock order of `adjust`). */
  statuses: readonly S[];
  /** The counted table (its `status` column). */
  source: PgTable;
  sums?: Record<X, { column: string; of: SQL }>;
}): StatusCounter<S, X> {
  const sums = Object.entries(def.sums ?? {}) as [X, { column: string; of: SQL }][];
  const col = (name: string) => sql.identifier(name);
  const sumColumns = sums.map(([, s]) => sql`, ${col(s.column)}`);
  return {
    async adjust(tx, deltas) {
      const sorted = [...deltas].filter((d) => d.count !== 0 || sums.some(([k]) => (d.sums?.[k] ?? 0) !== 0));
      sorted.sort((a, b) => def.statuses.indexOf(a.status) - def.statuses.indexOf(b.status));
      for (const d of sorted) {
        const values = sums.map(([k]) => sql`, ${d.sums?.[k] ?? 0}`);
        const sets = sums.map(([, s]) => sql`, ${col(s.column)} = ${def.table}.${col(s.column)} + excluded.${col(s.column)}`);
        await tx.execute(sql`
          insert into ${def.table} (status, count${sql.join(sumColumns)}) values (${d.status}, ${d.count}${sql.join(values)})
          on conflict (status) do update set count = ${def.table}.count + excluded.count${sql.join(sets)}`);
      }
    },
    async read(db) {
      const rows = await executeRows<Record<string, string | number>>(db, sql`select status::text as status, count::text as count${sql.join(sumColumns)} from ${def.table}`);
      const counts = Object.fromEntries(def.statuses.map((s) => [s, 0])) as Record<S, number>;
      const zero = () => Object.fromEntries(sums.map(([k]) => [k, 0])) as Record<X, number>;
      const sumsOf = Object.fromEntries(def.statuses.map((s) => [s, zero()])) as Record<S, Record<X, number>>;
      for (const r of rows) {
        const status = r.status as S;
        if (!(status in counts)) continue;
        counts[status] = Number(r.count);
        for (const [k, s] of sums) sumsOf[status][k] = Number(r[s.column]);
      }
      return { counts, sums: sumsOf };
    },
    async rebuild(tx) {
      await tx.execute(sql`delete from ${def.table}`);
      await tx.execute(sql`
        insert into ${def.table} (status, count${sql.join(sumColumns)})
        select status, count(*)${sql.join(sums.map(([, s]) => sql`, ${s.of}`))} from ${def.source} group by status`);
    },
    total(counts, statuses = def.statuses) {
      return statuses.reduce((sum, s) => sum + counts[s], 0);
    },
  };
}
