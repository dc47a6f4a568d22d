import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // `server-only` throws outside React server components; services are tested directly.
      'server-only': path.resolve(import.meta.dirname, 'tests/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // tests/ops/server needs a production build: scripts/test.sh runs it after the build (vitest.server.config.mts).
    exclude: ['node_modules/**', 'e2e/**', '.next*/**', '.data/**', 'tests/ops/server/**'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-db.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
