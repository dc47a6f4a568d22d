import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/**
 * One backup file: a first line that says what it is, the manifest as one line of JSON, the payload (a pg_dump
 * archive, or Moldline's logical dump, gzip-compressed), and a last line with the payload's length and SHA-256.
 * `head -c 4096 FILE` shows the manifest; a copy cut short (a full disk, an interrupted transfer) fails the check
 * before a restore touches anything.
 */
const MAGIC = 'MOLDLINE-BACKUP 1\n';
const TRAILER = '\nMOLDLINE-BACKUP-END ';
const MAX_HEADER = 1 << 20;
const MAX_TRAILER = 512;

export const FORMATS = ['pg_dump', 'logical'] as const;

export const manifestSchema = z.object({
  app: z.literal('moldline'),
  app_version: z.string(),
  created_at: z.string(),
  database: z.object({ kind: z.enum(['postgres', 'pglite']), server_version: z.string() }),
  /** pg_dump: a pg_dump custom-format archive (PostgreSQL only); logical: Moldline's own dump (either database). */
  format: z.enum(FORMATS),
  pg_dump_version: z.string().nullable(),
  migrations: z.object({ count: z.int().min(0), last_tag: z.string().nullable(), last_created_at: z.number().nullable() }),
  /** Rows per table as the dump holds them (the same snapshot), drizzle's bookkeeping included. */
  tables: z.record(z.string(), z.int().min(0)),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Writes `out` (through `out.partial`, renamed when complete): the manifest, then what `payload` streams. */
export async function writeBackupFile(out: string, manifest: Manifest, payload: Readable): Promise<{ bytes: number; sha256: string }> {
  if (fs.existsSync(out)) throw new Error(`${out} already exists: choose another --out.`);
  const partial = `${out}.partial`;
  const file = fs.createWriteStream(partial, { flags: 'w', mode: 0o600 });
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  try {
    file.write(MAGIC + JSON.stringify(manifest) + '\n');
    await pipeline(
      payload,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
        flush(done) {
          done(null, TRAILER + JSON.stringify({ bytes, sha256: hash.digest('hex') }) + '\n');
        },
      }),
      file,
    );
    const sha256 = readTrailer(partial).sha256;
    fs.renameSync(partial, out);
    return { bytes, sha256 };
  } catch (error) {
    file.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

export type BackupFile = { path: string; manifest: Manifest; start: number; end: number; sha256: string };

/** Reads and checks a backup file's frame: clear errors for anything that is not a whole Moldline backup. */
export function openBackupFile(file: string): BackupFile {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const size = fs.statSync(file).size;
  const head = readRange(file, 0, Math.min(size, MAX_HEADER)).toString('utf8');
  if (!head.startsWith(MAGIC)) throw new Error(`${file} is not a Moldline backup (it does not start with "${MAGIC.trim()}").`);
  const lineEnd = head.indexOf('\n', MAGIC.length);
  if (lineEnd < 0) throw new Error(`${file} is damaged: its manifest is cut short.`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(head.slice(MAGIC.length, lineEnd)));
  } catch (error) {
    throw new Error(`${file} is damaged: its manifest cannot be read (${error instanceof Error ? error.message.split('\n')[0] : error}).`);
  }
  const start = Buffer.byteLength(head.slice(0, lineEnd + 1), 'utf8');
  const trailer = readTrailer(file);
  if (start + trailer.bytes !== trailer.at) throw new Error(`${file} is damaged: it should hold ${trailer.bytes} bytes of data but holds ${trailer.at - start}.`);
  return { path: file, manifest, start, end: trailer.at, sha256: trailer.sha256 };
}

function readTrailer(file: string): { bytes: number; sha256: string; at: number } {
  const size = fs.statSync(file).size;
  const tail = readRange(file, Math.max(0, size - MAX_TRAILER), size).toString('latin1');
  const at = tail.lastIndexOf(TRAILER);
  const damaged = `${file} is damaged or incomplete: its closing line is missing (was the copy cut short?).`;
  if (at < 0 || !tail.endsWith('\n')) throw new Error(damaged);
  try {
    const parsed = z.object({ bytes: z.int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).parse(JSON.parse(tail.slice(at + TRAILER.length)));
    return { ...parsed, at: size - tail.length + at };
  } catch {
    throw new Error(damaged);
  }
}

function readRange(file: string, from: number, to: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, to - from));
    fs.readSync(fd, buffer, 0, buffer.length, from);
    return buffer;
  } finally {
    fs.closeSync(fd);
  }
}

/** The payload as a stream (`end` exclusive). */
export const payloadStream = (backup: BackupFile): Readable => fs.createReadStream(backup.path, { start: backup.start, end: backup.end - 1 });

/** Reads the whole payload once and compares its SHA-256 with the file's closing line. */
export async function verifyPayload(backup: BackupFile): Promise<void> {
  const hash = crypto.createHash('sha256');
  if (backup.end > backup.start) for await (const chunk of payloadStream(backup)) hash.update(chunk as Buffer);
  if (hash.digest('hex') !== backup.sha256) throw new Error(`${backup.path} is damaged: its data does not match the checksum written with it.`);
}
