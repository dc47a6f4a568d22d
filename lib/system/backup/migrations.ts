import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '@/db/client';
import type { Session } from './connection';

/** A migration of db/migrations as drizzle's migrator applies it (meta/_journal.json). */
export type JournalEntry = { tag: string; when: number };
/** How far a database is migrated: drizzle's bookkeeping rows (drizzle.__drizzle_migrations). */
export type MigrationLevel = { count: number; last_tag: string | null; last_created_at: number | null };

export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export function journal(dir = MIGRATIONS_DIR): JournalEntry[] {
  const parsed = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return parsed.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

/** The level of the database behind `session` (count 0 when it was never migrated). */
export async function migrationLevel(session: Session): Promise<MigrationLevel> {
  const [{ exists }] = await session.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!exists) return { count: 0, last_tag: null, last_created_at: null };
  const [row] = await session.query<{ count: number; last: string | null }>(`select count(*)::int as count, max(created_at)::text as last from ${MIGRATIONS_TABLE}`);
  const last = row.last == null ? null : Number(row.last);
  return { count: row.count, last_created_at: last, last_tag: journal().find((e) => e.when === last)?.tag ?? null };
}

/**
 * The migrations of this app that bring an empty database to `level`, or why they cannot: a backup from a newer
 * Moldline (or another branch) names a migration this one does not have.
 */
export function migrationsUpTo(level: MigrationLevel): { entries: JournalEntry[] } | { problem: string } {
  const all = journal();
  const entries = level.last_created_at == null ? [] : all.filter((e) => e.when <= level.last_created_at!);
  const known = entries.length > 0 && entries[entries.length - 1].when === level.last_created_at;
  if (level.count > 0 && (!known || entries.length !== level.count)) {
    const mine = all[all.length - 1];
    return {
      problem:
        `the backup's database is at migration ${level.last_tag ?? level.last_created_at} (${level.count} applied), which this Moldline does not have ` +
        `(its last is ${mine.tag}, ${all.length} in all): restore it with the Moldline version that made it.`,
    };
  }
  return { entries };
}

/**
 * Applies `entries` on an empty database exactly as drizzle's migrator does (the statements between its
 * breakpoints, then a bookkeeping row with the file's SHA-256 and the journal's time), inside the caller's
 * transaction: the app's own migrator later sees them applied and runs only what came after.
 */
export async function applyMigrations(session: Session, entries: JournalEntry[], dir = MIGRATIONS_DIR): Promise<void> {
  await session.exec(`create schema if not exists drizzle; create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`);
  for (const entry of entries) {
    const text = fs.readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await session.exec(statement);
    }
    await session.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [crypto.createHash('sha256').update(text).digest('hex'), entry.when]);
  }
}
