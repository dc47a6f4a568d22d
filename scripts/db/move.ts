/**
 * npm run db:move -- --to postgres://user:password@host:5432/database [--keep FILE]
 * Copies the embedded database (PGLITE_DATA_DIR) into an empty PostgreSQL database and checks every table's
 * rows. The logical backup it goes through stays in backups/ (or --keep FILE). The app must be stopped.
 */
import { args, defaultBackupPath, fail, run, seconds, size } from './cli';
import { pgliteDataDir } from '@/lib/env';
import { redactUrl } from '@/lib/system/backup/connection';
import { moveToPostgres } from '@/lib/system/backup/service';

const USAGE = 'Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--keep FILE]';

run(async () => {
  const { values, positionals } = args({ to: { type: 'string' }, keep: { type: 'string' } }, USAGE);
  if (positionals.length || !values.to) fail(`Say where to: --to postgres://…\n${USAGE}`);
  const dir = pgliteDataDir();
  const keep = (values.keep as string | undefined) ?? defaultBackupPath('pglite', 'moldline-move');
  const to = values.to as string;
  const moved = await moveToPostgres(dir, to, keep, { log: (m) => console.log(m) });
  const rows = Object.values(moved.manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Moved ${rows} rows in ${Object.keys(moved.manifest.tables).length} tables (backup ${seconds(moved.backupMs)}, ${size(moved.bytes)}; restore ${seconds(moved.restoreMs)}); every count checked.`);
  console.log(`
Next steps (README, "Moving from the embedded database"):
  1. Set DATABASE_URL=${redactUrl(to)} (with its password) where the app reads its environment,
     e.g. .env.local or the service's Environment=, and keep NEXTAUTH_SECRET as it is.
  2. Start the app (npm start) and sign in: the data, sessions' users and tokens came along.
  3. Keep ${dir} and ${keep} until you are satisfied; the app no longer uses them.`);
});
