import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '@/db/client';

describe('PGlite data directory lock', () => {
  const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'moldline-lock-')), 'pglite');

  it('refuses a directory held by another live process, with a message saying what to do', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, String(process.ppid)); // the test runner's parent is alive
    expect(() => lockDataDir(d)).toThrow(/in use by process \d+\. Stop that process .* or set PGLITE_DATA_DIR/);
    expect(fs.readFileSync(`${d}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock and releases it', () => {
    const d = dir();
    fs.writeFileSync(`${d}.lock`, '999999999'); // no such process
    const release = lockDataDir(d);
    expect(fs.readFileSync(`${d}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${d}.lock`)).toBe(false);
  });
});
