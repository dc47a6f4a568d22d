import fs from 'node:fs';
import path from 'node:path';
import { appTables, nonEmptyReason, restoreReferenceChecks, rowCounts, wipe } from './catalog';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, pgliteExtensions } from '@/db/client';
import { hasPgliteData, openPglite, openPostgres, pgliteSession, redactUrl, type Session } from './connection';
import { openBackupFile, payloadStream, verifyPayload, writeBackupFile, type Manifest } from './file';
import { loadLogicalDump, logicalDump, scanLogicalDump } from './logical';
import { applyMigrations, migrationLevel, migrationsUpTo, MIGRATIONS_TABLE } from './migrations';
import { findPgTool, pgDump, pgRestore } from './pg-tools';
import pkg from '@/package.json';

/** A database the tools work on: a PostgreSQL URL, or the embedded database's directory. */
export type Place = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
export type Log = (message: string) => void;

export const describePlace = (place: Place) => (place.kind === 'postgres' ? `PostgreSQL ${redactUrl(place.url)}` : `the embedded database at ${place.dir}`);

const open = (place: Place): Promise<Session> => (place.kind === 'postgres' ? openPostgres(place.url) : openPglite(place.dir));

/**
 * `npm run db:backup`: one file, one snapshot. The manifest's counts are read in the same REPEATABLE READ
 * transaction as the dump (pg_dump joins it through an exported snapshot), so writes that land meanwhile are
 * either all in the backup or not at all. PostgreSQL with a pg_dump at least as new as the server: a pg_dump
 * archive; otherwise (or with `logical`) Moldline's logical dump.
 */
export async function backupDatabase(
  place: Place,
  out: string,
  options: { logical?: boolean; log?: Log; /** An embedded database already open (tests: in memory); left open. */ session?: Session } = {},
): Promise<{ manifest: Manifest; bytes: number; ms: number }> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  const session = options.session ?? (await open(place));
  try {
    await session.exec('begin isolation level repeatable read read only');
    const [{ server_version }] = await session.query<{ server_version: string }>('show server_version');
    const level = await migrationLevel(session);
    if (level.count === 0) throw new Error(`${describePlace(place)} has never been migrated: there is nothing to back up.`);
    const tables = await appTables(session);
    const counts = await rowCounts(session, [...tables.map((t) => t.name), MIGRATIONS_TABLE]);

    let format: Manifest['format'] = 'logical';
    const tool = place.kind === 'postgres' && !options.logical ? findPgTool('pg_dump') : null;
    const serverMajor = Number(server_version.split(/[.\s]/)[0]);
    if (tool && tool.major >= serverMajor) format = 'pg_dump';
    else if (place.kind === 'postgres' && !options.logical) {
      log(tool ? `pg_dump ${tool.version} is older than the server (${server_version}): taking a logical dump through the driver.` : 'pg_dump is not installed: taking a logical dump through the driver.');
    }
    const manifest: Manifest = {
      app: 'moldline',
      app_version: pkg.version,
      created_at: new Date().toISOString(),
      database: { kind: place.kind, server_version },
      format,
      pg_dump_version: format === 'pg_dump' ? tool!.version : null,
      migrations: level,
      tables: counts,
    };
    let payload;
    if (format === 'pg_dump') {
      const [{ snapshot }] = await session.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      payload = pgDump(tool!, (place as { url: string }).url, snapshot);
    } else {
      payload = logicalDump(session, tables);
    }
    const { bytes } = await writeBackupFile(out, manifest, payload);
    await session.exec('commit');
    return { manifest, bytes, ms: Date.now() - started };
  } catch (error) {
    await session.exec('rollback').catch(() => {});
    throw error;
  } finally {
    if (!options.session) await session.close();
  }
}

/** Compares a restored database's rows with the manifest: the first difference, or null. */
async function countMismatch(session: Session, manifest: Manifest): Promise<string | null> {
  const tables = (await appTables(session)).map((t) => t.name);
  const restored = await rowCounts(session, [...tables, MIGRATIONS_TABLE]);
  for (const [table, rows] of Object.entries(manifest.tables)) {
    if (restored[table] === undefined) return `table ${table} is missing`;
    if (restored[table] !== rows) return `${table} has ${restored[table]} rows, the backup ${rows}`;
  }
  for (const table of tables) if (manifest.tables[table] === undefined && restored[table] !== 0) return `${table} is not in the backup but has ${restored[table]} rows`;
  return null;
}

/**
 * `npm run db:restore -- FILE`: into an empty database of either kind (PostgreSQL: DATABASE_URL; the embedded
 * database: its directory). The file is checked whole before anything is touched; a database that holds
 * anything is refused unless `force`. Afterwards every table's rows are counted against the manifest.
 * PostgreSQL, logical dump: one transaction (migrations, rows, sequences, the count check), so a failure changes
 * nothing. pg_dump archive: pg_restore's own single transaction, then the check (a mismatch empties the database
 * again). Embedded: built in a new directory beside the target and moved into place when it checks out.
 */
export async function restoreDatabase(file: string, place: Place, options: { force?: boolean; log?: Log } = {}): Promise<{ manifest: Manifest; ms: number }> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const backup = openBackupFile(file);
  const { manifest } = backup;
  const plan = migrationsUpTo(manifest.migrations);
  if ('problem' in plan) throw new Error(`Cannot restore ${file}: ${plan.problem}`);
  if (manifest.format === 'pg_dump' && place.kind === 'pglite') {
    throw new Error(
      `${file} is a pg_dump archive of a PostgreSQL database: restore it into PostgreSQL (set DATABASE_URL). ` +
        'To restore into the embedded database, back up with `npm run db:backup -- --logical`.',
    );
  }
  const restoreTool = manifest.format === 'pg_dump' ? findPgTool('pg_restore') : null;
  if (manifest.format === 'pg_dump') {
    if (!restoreTool) throw new Error(`${file} is a pg_dump archive and needs pg_restore (PostgreSQL's client programs, e.g. apt-get install postgresql-client).`);
    const made = Number(manifest.pg_dump_version?.split('.')[0]);
    if (restoreTool.major < made) throw new Error(`${file} was made by pg_dump ${manifest.pg_dump_version}; pg_restore ${restoreTool.version} cannot read it. Use pg_restore ${made} or newer.`);
  }
  log(`Checking ${file} (${manifest.format}, ${manifest.database.kind}, ${manifest.created_at}) …`);
  await verifyPayload(backup);
  if (manifest.format === 'logical') await scanLogicalDump(payloadStream(backup), manifest.tables);

  if (place.kind === 'pglite') {
    await restoreIntoPglite(backup, place.dir, plan.entries, options.force ?? false, log);
    return { manifest, ms: Date.now() - started };
  }

  const session = await openPostgres(place.url);
  try {
    const occupied = await nonEmptyReason(session);
    if (occupied && !options.force) throw new Error(`The target database ${redactUrl(place.url)} is not empty (${occupied}). Restore into an empty database, or add --force to replace everything in it.`);
    if (manifest.format === 'logical') {
      await session.exec('begin');
      try {
        if (occupied) await wipe(session);
        await applyMigrations(session, plan.entries);
        await loadLogicalDump(session, payloadStream(backup));
        const mismatch = await countMismatch(session, manifest);
        if (mismatch) throw new Error(`The restored rows do not match the backup (${mismatch}); nothing was changed.`);
        await session.exec('commit');
      } catch (error) {
        await session.exec('rollback').catch(() => {});
        throw error;
      }
    } else {
      if (occupied) {
        log('Emptying the target database (--force) …');
        await session.exec('begin');
        await wipe(session);
        await session.exec('commit');
      }
      await pgRestore(restoreTool!, place.url, payloadStream(backup));
      const mismatch = await countMismatch(session, manifest);
      if (mismatch) {
        await session.exec('begin');
        await wipe(session);
        await session.exec('commit');
        throw new Error(`The restored rows do not match the backup (${mismatch}); the target database was emptied again.`);
      }
      // pg_restore recreated the foreign keys (checking every row) with their per-row insert checks on.
      await restoreReferenceChecks(session, { validate: false });
    }
    log('Refreshing the planner statistics (VACUUM ANALYZE) …');
    await session.exec('vacuum (analyze)');
  } finally {
    await session.close();
  }
  return { manifest, ms: Date.now() - started };
}

async function restoreIntoPglite(backup: ReturnType<typeof openBackupFile>, dir: string, entries: Parameters<typeof applyMigrations>[1], force: boolean, log: Log) {
  // The target's lock, held to the end: a running app refuses the restore, and no app starts on it meanwhile.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const release = lockDataDir(dir);
  try {
    if (hasPgliteData(dir)) {
      const existing = pgliteSession(new PGlite(dir, { extensions: pgliteExtensions() }), dir);
      let occupied: string | null;
      try {
        occupied = await nonEmptyReason(existing);
      } finally {
        await existing.close();
      }
      if (occupied && !force) throw new Error(`The embedded database at ${dir} is not empty (${occupied}). Restore into another PGLITE_DATA_DIR, or add --force to replace it.`);
    }
    const building = `${dir}.restoring-${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    const session = await openPglite(building, { create: true });
    try {
      await session.exec('begin');
      await applyMigrations(session, entries);
      await loadLogicalDump(session, payloadStream(backup));
      const mismatch = await countMismatch(session, backup.manifest);
      if (mismatch) throw new Error(`The restored rows do not match the backup (${mismatch}); nothing was changed.`);
      await session.exec('commit');
      await session.exec('vacuum (analyze)');
      await session.close();
    } catch (error) {
      await session.close().catch(() => {});
      fs.rmSync(building, { recursive: true, force: true });
      throw error;
    }
    if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    if (fs.existsSync(dir)) {
      const replaced = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, replaced);
      log(`The database that was at ${dir} is kept at ${replaced}: delete it when the restore checks out.`);
    }
    fs.renameSync(building, dir);
  } finally {
    release();
  }
}

/**
 * `npm run db:move -- --to postgres://…`: the embedded database into an empty PostgreSQL database. A logical
 * backup of it is written to `keep` (and stays there), then restored into the target with the count check, so
 * sequences and counters (customer codes, work-order numbers) continue where they were.
 */
export async function moveToPostgres(dir: string, url: string, keep: string, options: { log?: Log } = {}): Promise<{ manifest: Manifest; backupMs: number; restoreMs: number; bytes: number }> {
  const log = options.log ?? (() => {});
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`--to must be a PostgreSQL URL (postgres://user:password@host:5432/database), not ${JSON.stringify(redactUrl(url))}.`);
  // Refuse a non-empty target before reading anything.
  const target = await openPostgres(url);
  try {
    const occupied = await nonEmptyReason(target);
    if (occupied) throw new Error(`The target database ${redactUrl(url)} is not empty (${occupied}). db:move copies into an empty database only: create one with createdb.`);
  } finally {
    await target.close();
  }
  log(`Backing up the embedded database at ${dir} to ${keep} …`);
  const backup = await backupDatabase({ kind: 'pglite', dir }, keep, { logical: true, log });
  log(`Restoring into ${redactUrl(url)} …`);
  const restored = await restoreDatabase(keep, { kind: 'postgres', url }, { log });
  return { manifest: backup.manifest, backupMs: backup.ms, restoreMs: restored.ms, bytes: backup.bytes };
}
