import { quoteIdent, type Session } from './connection';
import { MIGRATIONS_TABLE } from './migrations';

/** What the backup tools read from the catalog: the app's tables (schema public), their columns, their order. */
export type TableInfo = { name: string; columns: string[] };

/**
 * The tables of schema public, parents before children (foreign keys), each with its stored columns (generated
 * columns are computed again on load). A load in this order satisfies every foreign key as it goes.
 */
export async function appTables(session: Session): Promise<TableInfo[]> {
  const tables = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await session.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by c.relname, a.attnum`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map<string, string[]>(tables.map((t) => [t.name, []]));
  for (const r of references) parents.get(r.child)?.push(r.parent);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`The foreign keys of ${name} form a cycle: the backup tools cannot order its load.`);
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) visit(parent);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const t of tables) visit(t.name);
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table_name === name).map((c) => c.column_name) }));
}

/** Rows per table (and drizzle's bookkeeping), read in the caller's transaction. */
export async function rowCounts(session: Session, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (!tables.length) return counts;
  const [row] = await session.query<Record<string, number>>(`select ${tables.map((t, i) => `(select count(*)::int from ${qualified(t)}) as c${i}`).join(', ')}`);
  tables.forEach((t, i) => (counts[t] = Number(row[`c${i}`])));
  return counts;
}

const qualified = (name: string) => (name === MIGRATIONS_TABLE ? MIGRATIONS_TABLE : quoteIdent(name));

/** Sequences of schema public with their state (serial ids, customer codes): they must continue after a restore. */
export type SequenceState = { name: string; last_value: string; is_called: boolean };

export async function sequenceStates(session: Session): Promise<SequenceState[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names) {
    const [s] = await session.query<{ last_value: string; is_called: boolean }>(`select last_value::text as last_value, is_called from ${quoteIdent(name)}`);
    states.push({ name, last_value: s.last_value, is_called: s.is_called });
  }
  return states;
}

/**
 * Why the database is not empty (null when it is): any table, view or sequence in schema public, any enum there,
 * or drizzle's bookkeeping. An extension alone (a template database's pg_trgm) is fine.
 */
export async function nonEmptyReason(session: Session): Promise<string | null> {
  const [row] = await session.query<{ relations: number; types: number; drizzle: boolean; rows: number | null }>(
    `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
                and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')) as relations,
            (select count(*)::int from pg_type t join pg_namespace n on n.oid = t.typnamespace
              where n.nspname = 'public' and t.typtype = 'e') as types,
            exists (select 1 from pg_namespace where nspname = 'drizzle') as drizzle`,
  );
  if (row.relations === 0 && row.types === 0 && !row.drizzle) return null;
  const tables = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const counts = await rowCounts(session, tables.map((t) => t.name));
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return `it holds ${tables.length} tables with ${rows} rows${row.drizzle ? ' and a migration history' : ''}`;
}

/**
 * Empties the database for `--force`: drizzle's schema and everything in schema public (tables, sequences, types,
 * functions, the pg_trgm extension), keeping the schema itself with its owner and grants. In the caller's
 * transaction where there is one.
 */
export async function wipe(session: Session): Promise<void> {
  await session.exec('drop schema if exists drizzle cascade');
  const extensions = await session.query<{ name: string }>(
    `select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`,
  );
  for (const e of extensions) await session.exec(`drop extension if exists ${quoteIdent(e.name)} cascade`);
  const objects = await session.query<{ statement: string }>(
    `select format('drop %s if exists public.%I cascade', case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end, c.relname) as statement
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     union all
     select format('drop function if exists public.%I(%s) cascade', p.proname, pg_get_function_identity_arguments(p.oid))
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
     union all
     select format('drop type if exists public.%I cascade', t.typname)
       from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' and t.typtype in ('e', 'c', 'd') and t.typrelid = 0`,
  );
  for (const o of objects) await session.exec(o.statement);
}

/**
 * After a restore: the foreign keys whose insert checks run once per statement (migration 0036) back as the live
 * database has them. `validate` (a logical load, made with user triggers off) first checks every row loaded against
 * its parents, and an orphan refuses the restore as the keys' own checks would have; then `apply()` turns the keys'
 * per-row checks off again (pg_restore recreates them on) or the trigger off where they must stay (not a superuser).
 * A dump from before the migration has nothing to do.
 */
export async function restoreReferenceChecks(session: Session, { validate }: { validate: boolean }): Promise<void> {
  const [{ present }] = await session.query<{ present: boolean }>(`select to_regprocedure('references_per_statement_apply()') is not null as present`);
  if (!present) return;
  await session.query(validate ? 'select references_per_statement_validate(), references_per_statement_apply()' : 'select references_per_statement_apply()');
}
