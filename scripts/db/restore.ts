/**
 * npm run db:restore -- FILE [--force]
 * Restores a db:backup file into the configured database (DATABASE_URL, else PGLITE_DATA_DIR), which must be
 * empty unless --force. Every table's rows are counted against the backup's manifest afterwards.
 */
import { args, configuredPlace, run, seconds } from './cli';
import { describePlace, restoreDatabase } from '@/lib/system/backup/service';

const USAGE = 'Usage: npm run db:restore -- FILE [--force]';

run(async () => {
  const { values, positionals } = args({ force: { type: 'boolean' } }, USAGE);
  if (positionals.length !== 1) throw new Error(`Name one backup file.\n${USAGE}`);
  const place = configuredPlace();
  console.log(`Restoring ${positionals[0]} into ${describePlace(place)} …`);
  const { manifest, ms } = await restoreDatabase(positionals[0], place, { force: Boolean(values.force), log: (m) => console.log(m) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Restored in ${seconds(ms)}: ${Object.keys(manifest.tables).length} tables and ${rows} rows, every count as in the backup (${manifest.created_at}).`);
  console.log('Start the app on it (npm start): migrations newer than the backup run at start.');
});
