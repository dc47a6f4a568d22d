/** The production server's log lines (scripts/logger.mjs): levels, the JSON shape, and what is never written. */
import { describe, expect, it } from 'vitest';
import { createLogger, parseLogLevel, redact, requestLevel } from '@/scripts/logger.mjs';

function capture(level?: string) {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level, write: (line) => lines.push(line) }) };
}

describe('LOG_LEVEL', () => {
  it('defaults to info and refuses an unknown level', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel(' WARN ')).toBe('warn');
    expect(() => parseLogLevel('verbose')).toThrow(/LOG_LEVEL must be one of debug, info, warn, error, silent/);
  });

  it('writes the level given and above, nothing at silent', () => {
    const { lines, logger } = capture('warn');
    logger.log('info', { msg: 'request' });
    logger.log('warn', { msg: 'slow' });
    logger.log('error', { msg: 'broken' });
    expect(lines.map((l) => JSON.parse(l).level)).toEqual(['warn', 'error']);
    const silent = capture('silent');
    silent.logger.log('error', { msg: 'x' });
    expect(silent.lines).toEqual([]);
  });

  it('writes one JSON object per line with the time first', () => {
    const { lines, logger } = capture();
    logger.log('info', { msg: 'request', request_id: 'abc', method: 'GET', path: '/api/molds', status: 200, duration_ms: 3.2, user_id: 7 });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]);
    expect(Object.keys(line).slice(0, 2)).toEqual(['time', 'level']);
    expect(line).toMatchObject({ level: 'info', request_id: 'abc', status: 200, user_id: 7 });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('gives server errors the error level and 503 (starting, draining, busy) a warning', () => {
    expect([200, 404, 429, 500, 503, 504].map(requestLevel)).toEqual(['info', 'info', 'info', 'error', 'warn', 'error']);
  });
});

describe('redact', () => {
  it.each([
    ['Authorization: Bearer mlt_AbCdEf0123456789xyz', 'mlt_AbCdEf0123456789xyz'],
    ['token mlt_AbCdEf0123456789xyz was refused', 'mlt_AbCdEf0123456789xyz'],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig', 'eyJhbGciOiJIUzI1NiJ9'],
    ['cookie: next-auth.session-token=eyJhbGc.abc.def; other=1', 'eyJhbGc.abc.def'],
    ['__Secure-next-auth.session-token.0=chunkvalue123', 'chunkvalue123'],
    ['{"email":"a@b.c","password":"hunter2-secret"}', 'hunter2-secret'],
    ["{ current_password: 'old-pass-1', password: 'new-pass-2' }", 'old-pass-1'],
    ["{ current_password: 'old-pass-1', password: 'new-pass-2' }", 'new-pass-2'],
    ['email=a%40b.c&password=form-pass-9&csrfToken=1', 'form-pass-9'],
    ['connect postgres://moldline:db-pass-7@db.internal:5432/moldline failed', 'db-pass-7'],
  ])('blanks the secret in %j', (text, secret) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
  });

  it('leaves ordinary messages alone', () => {
    expect(redact('Moldline listening on http://localhost:3000')).toBe('Moldline listening on http://localhost:3000');
    expect(redact('Mold MLD-001 reached 95% of its interval')).toBe('Mold MLD-001 reached 95% of its interval');
  });

  it('is applied to every message the logger writes', () => {
    const { lines, logger } = capture();
    logger.message('error', 'login failed for %s', '{"password":"p4ssw0rd!"}');
    expect(lines[0]).not.toContain('p4ssw0rd!');
  });
});
