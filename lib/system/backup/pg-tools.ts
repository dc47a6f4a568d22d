import { spawn, spawnSync } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';

/** PostgreSQL's client programs (pg_dump, pg_restore) when they are on the PATH, with their major version. */
export type PgTool = { command: string; version: string; major: number };

export function findPgTool(command: 'pg_dump' | 'pg_restore'): PgTool | null {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /(\d+)(?:\.(\d+))?/.exec(result.stdout);
  return match ? { command, version: match[0], major: Number(match[1]) } : null;
}

/**
 * The connection for a client program: the URL without its password on the command line (which `ps` shows to
 * every user of the machine), the password in PGPASSWORD.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** What a client program wrote to stderr, the last lines, without the connection's password. */
function tail(stderr: string, url: string): string {
  const password = (() => {
    try {
      return decodeURIComponent(new URL(url).password);
    } catch {
      return '';
    }
  })();
  const text = stderr.trim().split('\n').slice(-8).join('\n');
  return password ? text.split(password).join('***') : text;
}

/**
 * pg_dump's custom-format archive of the database, read in `snapshot` (exported by the caller's transaction, so
 * the archive and the manifest's counts are the same moment). The stream fails when pg_dump does.
 */
export function pgDump(tool: PgTool, url: string, snapshot: string): Readable {
  const { dbname, env } = connection(url);
  const child = spawn(tool.command, ['--format=custom', '--compress=6', `--snapshot=${snapshot}`, '--no-password', `--dbname=${dbname}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = new PassThrough();
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  child.stdout.pipe(out, { end: false });
  child.on('error', (error) => out.destroy(error));
  child.on('close', (code) => {
    if (code === 0) out.end();
    else out.destroy(new Error(`pg_dump failed (exit ${code}): ${tail(stderr, url)}`));
  });
  return out;
}

/**
 * pg_restore of an archive read from `archive` into `url`: one transaction (nothing is left half-restored when
 * it fails), stopping at the first error, objects owned by whoever restores (the app's user on the target need
 * not be the one that made the backup).
 */
export function pgRestore(tool: PgTool, url: string, archive: Readable): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--no-password', `--dbname=${dbname}`], {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.stdin.on('error', () => {}); // pg_restore stopped reading: its exit code says why
    archive.on('error', (error) => {
      child.kill();
      reject(error);
    });
    archive.pipe(child.stdin);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed (exit ${code}): ${tail(stderr, url)}`))));
  });
}
