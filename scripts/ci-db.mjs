// .ci/run helper: `create` prints a DATABASE_URL for a fresh database on the local PostgreSQL
// (127.0.0.1:5432, user postgres) when one answers, else nothing; `drop NAME` removes it.
import postgres from 'postgres';

const [cmd, name] = process.argv.slice(2);
const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  if (cmd === 'create') {
    const db = `moldline_ci_${process.pid}_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${db}`);
    console.log(`postgres://postgres@127.0.0.1:5432/${db}`);
  } else if (cmd === 'drop' && /^moldline_ci_\w+$/.test(name ?? '')) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} catch (err) {
  if (cmd !== 'create') console.error(`ci-db ${cmd}: ${err.message}`);
} finally {
  await admin.end({ timeout: 2 });
}
