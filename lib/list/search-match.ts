import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A list's search over several ways a row can match — its own columns, each on its own (trigram or prefix) index,
 * or a foreign key among the few rows of another table that match — in the two forms a page needs:
 *
 * - `index`: `id in (select id … where a union select id … where b …)`, each branch on its own index (an OR of
 *   them would scan the table). What a narrow search's page and its count read, and what `PageQuery.matches`
 *   gives the planner to estimate.
 * - `filter`: `(a or b …)` on the list's own row (a branch through another table is an uncorrelated subquery,
 *   hashed once). A broad search's page (`RowsRequest.broad`) walks the order's index with it and stops after a
 *   page of matches, instead of finding every match to sort and count them.
 *
 * Branches name the list's table by its own name (drizzle columns, `${orders.number} ilike ${pattern}`), so they
 * read the same inside the union's subqueries and on the outer row; another table takes an alias of its own.
 */
export type SearchMatch = { index: SQL; filter: SQL };

export function searchMatch(table: PgTable, id: AnyPgColumn, branches: SQL[]): SearchMatch {
  return {
    index: sql`${id} in (${sql.join(
      branches.map((where) => sql`select ${id} from ${table} where ${where}`),
      sql` union `,
    )})`,
    filter: sql`(${sql.join(branches, sql` or `)})`,
  };
}
