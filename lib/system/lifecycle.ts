/**
 * Where the process is in its life, for GET /api/health/ready: migrations applied at start (instrumentation.ts),
 * shutting down (scripts/server.mjs on SIGTERM). Kept on globalThis under a registered symbol because the
 * server (plain JavaScript, outside the build), instrumentation and the route modules are loaded separately.
 * The server also calls `closeDatabase` once the requests in flight are done.
 */
export type Lifecycle = {
  migrated: boolean;
  shuttingDown: boolean;
  closeDatabase?: () => Promise<void>;
};

const KEY = Symbol.for('moldline.lifecycle');

export function lifecycle(): Lifecycle {
  const store = globalThis as unknown as Record<symbol, Lifecycle | undefined>;
  store[KEY] ??= { migrated: false, shuttingDown: false };
  return store[KEY];
}
