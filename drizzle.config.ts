import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; migrations are applied by scripts/migrate.ts and at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  casing: 'snake_case',
});
