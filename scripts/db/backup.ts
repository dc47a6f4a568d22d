/**
 * npm run db:backup [-- --out FILE] [--logical]
 * One file (manifest + dump) of the configured database, taken in one snapshot while the app keeps serving
 * (PostgreSQL). The embedded database is single-process: stop the app first (its lock file says when it runs).
 */
import { args, configuredPlace, defaultBackupPath, run, seconds, size } from './cli';
import { backupDatabase, describePlace } from '@/lib/system/backup/service';

const USAGE = 'Usage: npm run db:backup [-- --out FILE] [--logical]';

run(async () => {
  const { values, positionals } = args({ out: { type: 'string' }, logical: { type: 'boolean' } }, USAGE);
  if (positionals.length) throw new Error(`Unexpected argument ${positionals[0]}.\n${USAGE}`);
  const place = configuredPlace();
  const out = (values.out as string | undefined) ?? defaultBackupPath(place.kind);
  console.log(`Backing up ${describePlace(place)} …`);
  const { manifest, bytes, ms } = await backupDatabase(place, out, { logical: Boolean(values.logical), log: (m) => console.log(m) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Backup written: ${out}`);
  console.log(`  ${manifest.format}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migrations.last_tag}, ${size(bytes)} in ${seconds(ms)}`);
});
