/**
 * The probes (CONTRACT §2, §14): /api/health is liveness (the database answers), /api/health/ready is readiness —
 * 503 until this process has migrated, from SIGTERM on, and while the database does not answer.
 */
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb, useDatabase } from '@/db/client';
import { GET as live } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { lifecycle } from '@/lib/system/lifecycle';
import { call } from '../helpers';

// tests/setup-db.ts records the test database as migrated, as instrumentation.ts does at a server's start.
afterEach(() => {
  Object.assign(lifecycle(), { migrated: true, shuttingDown: false });
});

describe('GET /api/health/ready', () => {
  it('answers 503 "starting" until the migrations have run, then 200', async () => {
    lifecycle().migrated = false;
    const starting = await call(ready, 'GET', '/api/health/ready');
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ status: 'starting', database: 'unchecked', migrations: 'pending' });
    expect(starting.headers.get('cache-control')).toBe('no-store');

    lifecycle().migrated = true;
    const up = await call(ready, 'GET', '/api/health/ready');
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ status: 'ready', database: 'connected', migrations: 'applied' });
  });

  it('answers 503 "shutting_down" from SIGTERM on, while liveness stays 200', async () => {
    lifecycle().shuttingDown = true;
    const draining = await call(ready, 'GET', '/api/health/ready');
    expect(draining.status).toBe(503);
    expect(draining.body.status).toBe('shutting_down');
    expect((await call(live, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'connected' });
  });

  it('answers 503 "unavailable" when the database does not answer (and liveness too)', async () => {
    const original = getDb() as unknown as { $client: unknown };
    const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    // Nothing listens on port 9: every query fails.
    useDatabase({ kind: 'postgres', client: postgres('postgres://nobody@127.0.0.1:9/none', { max: 1, connect_timeout: 1, onnotice: () => {} }) });
    try {
      const down = await call(ready, 'GET', '/api/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'unavailable', database: 'unavailable', migrations: 'applied' });
      expect((await call(live, 'GET', '/api/health')).status).toBe(503);
    } finally {
      useDatabase({ kind, client: original.$client } as Parameters<typeof useDatabase>[0]);
    }
    expect((await call(ready, 'GET', '/api/health/ready')).status).toBe(200);
  });
});
