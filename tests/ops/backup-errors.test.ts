/**
 * Bad input to db:backup / db:restore always gets a clear error and changes nothing (issue 29): a file that is
 * not a backup, a copy cut short, a flipped byte, a backup from a newer Moldline, a pg_dump archive for the
 * embedded database, a non-empty target, a database in use, a payload that is not a dump.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '@/db/client';
import { openPostgres, pgliteSession, type Session } from '@/lib/system/backup/connection';
import { openBackupFile, writeBackupFile, type Manifest } from '@/lib/system/backup/file';
import { applyMigrations, journal } from '@/lib/system/backup/migrations';
import { backupDatabase, restoreDatabase } from '@/lib/system/backup/service';
import { scratchDir, scratchPostgres } from './databases';

const scratch = scratchDir();
let source: PGlite;
let good: string;
let manifest: Manifest;

/** A small migrated database with a few rows, in memory, as the source of every backup here. */
beforeAll(async () => {
  source = new PGlite({ extensions: pgliteExtensions() });
  const session = pgliteSession(source, 'source');
  await session.exec('begin');
  await applyMigrations(session, journal());
  await session.exec('commit');
  await session.exec(`insert into customers (customer_code, company_name) values ('CN01', 'First Plastics'), ('CN02', 'Second Molding')`);
  good = path.join(scratch.dir, 'good.backup');
  manifest = (await backupDatabase({ kind: 'pglite', dir: 'memory' }, good, { session })).manifest;
}, 300_000);

afterAll(async () => {
  await source.close();
  scratch.cleanup();
});

const target = (name: string) => path.join(scratch.dir, 'targets', name);
const leftovers = () => (fs.existsSync(path.join(scratch.dir, 'targets')) ? fs.readdirSync(path.join(scratch.dir, 'targets')).filter((f) => !f.endsWith('.lock')) : []);

/** A copy of the good backup with `change` applied to its bytes. */
function variant(name: string, change: (bytes: Buffer) => Buffer): string {
  const file = path.join(scratch.dir, name);
  fs.writeFileSync(file, change(fs.readFileSync(good)));
  return file;
}

/** A backup file whose frame and checksum are right, with the given manifest and payload. */
async function crafted(name: string, changes: Partial<Manifest>, payload: Buffer): Promise<string> {
  const file = path.join(scratch.dir, name);
  await writeBackupFile(file, { ...manifest, ...changes }, Readable.from([payload]));
  return file;
}

async function expectRefused(file: string, dir: string, message: RegExp, options: { force?: boolean } = {}) {
  const before = leftovers();
  await expect(restoreDatabase(file, { kind: 'pglite', dir }, options)).rejects.toThrow(message);
  expect(leftovers()).toEqual(before); // no target, no half-built directory
}

// The embedded-database cases do not depend on the run's database: they run once, in the PGlite pass.
const onPostgres = !!process.env.DATABASE_URL;

describe.skipIf(onPostgres)('db:restore refuses bad input and changes nothing', () => {
  it('a file that is not a backup', async () => {
    const file = path.join(scratch.dir, 'notes.txt');
    fs.writeFileSync(file, 'shopping list\n');
    await expectRefused(file, target('a'), /is not a Moldline backup/);
    await expectRefused(path.join(scratch.dir, 'missing.backup'), target('a'), /does not exist/);
  });

  it('a copy cut short, and one with a flipped byte', async () => {
    await expectRefused(variant('short.backup', (b) => b.subarray(0, b.length - 300)), target('b'), /damaged or incomplete: its closing line is missing/);
    const flipped = variant('flipped.backup', (b) => {
      const copy = Buffer.from(b);
      copy[openBackupFile(good).start + 40] ^= 0xff;
      return copy;
    });
    await expectRefused(flipped, target('b'), /does not match the checksum/);
  });

  it('a manifest that is not readable', async () => {
    const file = variant('manifest.backup', (b) => Buffer.from(b.toString('latin1').replace('"format":"logical"', '"format":"zip"'), 'latin1'));
    await expectRefused(file, target('c'), /its manifest cannot be read/);
  });

  it('a backup from a Moldline with migrations this one does not have', async () => {
    const last = journal().at(-1)!;
    const file = await crafted('newer.backup', { migrations: { count: manifest.migrations.count + 1, last_tag: '9999_future', last_created_at: last.when + 1000 } }, Buffer.from(''));
    await expectRefused(file, target('d'), /at migration 9999_future .* which this Moldline does not have/);
  });

  it('a pg_dump archive for the embedded database', async () => {
    const file = await crafted('archive.backup', { format: 'pg_dump', pg_dump_version: '15.2', database: { kind: 'postgres', server_version: '15.2' } }, Buffer.from('PGDMP'));
    await expectRefused(file, target('e'), /is a pg_dump archive of a PostgreSQL database: restore it into PostgreSQL/);
  });

  it('a payload with the right checksum that does not match its manifest (read through before anything is built)', async () => {
    const rows = (table: string, n: number) => `@table {"name":"${table}","columns":["id"]}\n${Array.from({ length: n }, (_, i) => `${i + 1}\n`).join('')}\\.\n`;
    const all = Object.entries(manifest.tables).filter(([t]) => !t.includes('.'));
    const whole = all.map(([t, n]) => rows(t, n)).join('');
    const cases: [string, string, RegExp][] = [
      ['extra', `${whole}${rows('invoices', 1)}@end\n`, /does not match its manifest: table invoices holds 1 rows, the manifest says nothing of it/],
      ['fewer', `${all.map(([t, n]) => rows(t, t === 'customers' ? n - 1 : n)).join('')}@end\n`, /table customers holds 1 rows, the manifest says 2/],
      ['lacking', `${all.filter(([t]) => t !== 'molds').map(([t, n]) => rows(t, n)).join('')}@end\n`, /it lacks molds/],
      ['cut', `${whole}@table {"name":"extra","columns":["id"]}\n1\n`, /ends inside table extra/],
      ['unended', whole, /ends before its last table/],
      ['garbage', '%PDF-1.7 not a dump\n', /unexpected line/],
    ];
    for (const [name, text, message] of cases) await expectRefused(await crafted(`${name}.backup`, {}, zlib.gzipSync(text)), target('f'), message);
    await expectRefused(await crafted('not-gzip.backup', {}, Buffer.from('plain text, not gzip')), target('f'), /data is damaged/);
  });

  it('a dump whose columns this schema does not have: the half-built database is removed', async () => {
    const bogus = zlib.gzipSync('@table {"name":"customers","columns":["id","customer_code","company_name","loyalty_tier"]}\n9\tCN09\tOdd Columns Inc.\tgold\n\\.\n@end\n');
    const file = await crafted('columns.backup', { tables: { customers: 1 } }, bogus);
    await expectRefused(file, target('g'), /The backup's table customers has columns this database does not: loyalty_tier/);
    expect(fs.readdirSync(path.join(scratch.dir, 'targets')).filter((f) => f.includes('restoring'))).toEqual([]);
  }, 300_000);

  it('a dump with a row whose parent is not in it, on a foreign key checked per statement (checked once the rows are in)', async () => {
    const orphan = zlib.gzipSync(
      '@table {"name":"cost_sheets","columns":["id","product_id","version","material_cost","machine_cost","labor_cost","overhead_cost","total_cost","selling_price","inputs","input_key","changes"]}\n' +
        '1\t999\t1\t1\t1\t1\t1\t4\t5\t[]\tk\t["initial"]\n\\.\n@end\n',
    );
    const file = await crafted('orphan.backup', { tables: { cost_sheets: 1 } }, orphan);
    await expectRefused(file, target('h'), /violates foreign key constraint "cost_sheets_product_id_products_id_fk"/);
  }, 300_000);

  it('a non-empty embedded database without --force (and replaces it with --force, keeping the old one)', async () => {
    const dir = target('full');
    await restoreDatabase(good, { kind: 'pglite', dir });
    const rowsIn = async () => {
      const pg = new PGlite(dir, { extensions: pgliteExtensions() });
      try {
        return (await pg.query<{ n: number }>('select count(*)::int as n from customers')).rows[0].n;
      } finally {
        await pg.close();
      }
    };
    const pg = new PGlite(dir, { extensions: pgliteExtensions() });
    await pg.exec(`insert into customers (customer_code, company_name) values ('CN03', 'Added Later')`);
    await pg.close();
    await expectRefused(good, dir, /The embedded database at .* is not empty \(it holds \d+ tables with \d+ rows and a migration history\)\. .*add --force/);
    expect(await rowsIn()).toBe(3);

    await restoreDatabase(good, { kind: 'pglite', dir }, { force: true });
    expect(await rowsIn()).toBe(2);
    expect(leftovers().filter((f) => f.startsWith('full.replaced-'))).toHaveLength(1);
  }, 300_000);

  it('an embedded database that a running app holds', async () => {
    const dir = target('busy');
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(process.ppid)); // a live process that is not this one
    try {
      await expect(restoreDatabase(good, { kind: 'pglite', dir })).rejects.toThrow(/is in use by process \d+\. Stop that process/);
      expect(fs.existsSync(dir)).toBe(false);
    } finally {
      fs.rmSync(`${dir}.lock`);
    }
  });
});

describe.skipIf(onPostgres)('db:backup refuses', () => {
  it('to overwrite a file, leaving it as it was', async () => {
    const before = fs.readFileSync(good);
    await expect(backupDatabase({ kind: 'pglite', dir: 'memory' }, good, { session: pgliteSession(source, 'source', async () => {}) })).rejects.toThrow(/already exists: choose another --out/);
    expect(fs.readFileSync(good).equals(before)).toBe(true);
  });

  it('a database that was never migrated', async () => {
    const empty = new PGlite();
    try {
      const out = path.join(scratch.dir, 'empty.backup');
      await expect(backupDatabase({ kind: 'pglite', dir: 'memory' }, out, { session: pgliteSession(empty, 'empty', async () => {}) })).rejects.toThrow(/has never been migrated/);
      expect(fs.existsSync(out) || fs.existsSync(`${out}.partial`)).toBe(false);
    } finally {
      await empty.close();
    }
  }, 60_000);
});

describe.skipIf(!onPostgres)('db:restore into PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof scratchPostgres>>;
  let session: Session;
  beforeAll(async () => {
    db = await scratchPostgres('restore_err');
    session = await openPostgres(db.url);
  });
  afterAll(async () => {
    await session?.close();
    await db?.drop();
  });

  const tables = async () => (await session.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`))[0].n;

  it('rolls everything back when the load fails half-way (the database stays empty)', async () => {
    const bogus = zlib.gzipSync('@table {"name":"customers","columns":["id","customer_code","company_name","loyalty_tier"]}\n9\tCN09\tOdd Columns Inc.\tgold\n\\.\n@end\n');
    const file = await crafted('pg-columns.backup', { tables: { customers: 1 } }, bogus);
    await expect(restoreDatabase(file, { kind: 'postgres', url: db.url })).rejects.toThrow(/has columns this database does not: loyalty_tier/);
    expect(await tables()).toBe(0);
    expect((await session.query(`select 1 from pg_namespace where nspname = 'drizzle'`)).length).toBe(0);
  }, 60_000);

  it('refuses a database that holds something, without --force, and leaves it as it was', async () => {
    await session.exec(`create table notes (id int); insert into notes values (1), (2)`);
    await expect(restoreDatabase(good, { kind: 'postgres', url: db.url })).rejects.toThrow(/is not empty \(it holds 1 tables with 2 rows\)\. Restore into an empty database, or add --force/);
    expect((await session.query<{ n: number }>('select count(*)::int as n from notes'))[0].n).toBe(2);
    await restoreDatabase(good, { kind: 'postgres', url: db.url }, { force: true });
    expect((await session.query(`select 1 from pg_tables where tablename = 'notes'`)).length).toBe(0);
    expect((await session.query<{ n: number }>('select count(*)::int as n from customers'))[0].n).toBe(2);
  }, 60_000);
});
