import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The server-level tests (tests/ops/server): production servers started from the build scripts/test.sh makes
 * (NEXT_DIST_DIR, default .next), one file at a time — each starts servers of its own. The PostgreSQL cases run
 * when DATABASE_URL is set (they create and drop databases of their own on that server).
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'tests/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/ops/server/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
