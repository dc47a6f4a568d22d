/**
 * The bare comparison server of `npm run bench` (scripts/bench/api.ts): plain `node:http` and the database driver —
 * postgres.js with DATABASE_URL, else PGlite on PGLITE_DATA_DIR — and nothing else: no framework, no ORM, no
 * validation, no row mapping. For each benchmarked URL it sends exactly the statements the app sent for it, as
 * recorded by scripts/bench/recorder.ts (same text, same parameters, same driver options, same transactions), so the
 * gap between the two servers is what the app adds on top of its SQL. It is the ceiling, not a second app.
 *
 *   PORT=3101 DATABASE_URL=… node scripts/bench/bare-server.mjs <recording.json>
 *   PORT=3101 PGLITE_DATA_DIR=… node scripts/bench/bare-server.mjs <recording.json>
 *
 * The token check is the app's: the statements that carried the caller's token (or its SHA-256) are sent with the
 * value derived from this request's `Authorization: Bearer …`, and when such a statement finds no row the answer is
 * 401 without the rest. A URL the app checks without SQL at steady state (a token cache) is checked against the
 * run's token hash in memory. Answers are `{ success: true, data }` with the rows of the statements that are not only
 * the token check (one statement: its rows; several: a list of row lists).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recording = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const port = Number(process.env.PORT);
if (!port) throw new Error('PORT is required');

const sha256Hex = (value) => createHash('sha256').update(value).digest('hex');
const DERIVE = { raw: (token) => token, 'sha256-hex': sha256Hex };

class Unauthenticated extends Error {}

function decode(param, token) {
  switch (param.t) {
    case 'value':
      return param.v;
    case 'date':
      return new Date(param.v);
    case 'bigint':
      return BigInt(param.v);
    case 'bytes':
      return Buffer.from(param.v, 'base64');
    case 'token':
      return DERIVE[param.derive](token);
    default:
      throw new Error(`unknown parameter kind ${param.t}`);
  }
}

const isTokenCheck = (statement) => statement.params.some((p) => p.t === 'token');

/** The driver: `statement(conn, s, token)` runs one statement, `transaction(fn)` runs fn(conn) in BEGIN … COMMIT. */
async function openDriver() {
  if (recording.kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    // The app's client options (db/client.ts, read back by the recorder): pool size, prepared statements, session settings.
    const sql = postgres(process.env.DATABASE_URL, { ...(recording.postgresOptions ?? { max: 10 }), onnotice: () => {} });
    // As drizzle-orm's postgres-js driver does to the app's client: dates, times and intervals stay text both ways.
    const transparent = (v) => v;
    for (const type of ['1184', '1082', '1083', '1114', '1182', '1185', '1115', '1231']) {
      sql.options.parsers[type] = transparent;
      sql.options.serializers[type] = transparent;
    }
    sql.options.serializers['114'] = transparent;
    sql.options.serializers['3802'] = transparent;
    return {
      conn: sql,
      statement: async (conn, s, token) => {
        const query = conn.unsafe(s.text, s.params.map((p) => decode(p, token)), { prepare: s.prepare });
        return s.values ? await query.values() : await query;
      },
      transaction: (fn) => sql.begin(fn),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = process.env.PGLITE_DATA_DIR;
  if (!dir) throw new Error('PGLITE_DATA_DIR is required without DATABASE_URL');
  const pg = new PGlite(dir, { extensions: { pg_trgm } });
  await pg.waitReady;
  const identity = (v) => v;
  const parsersOf = new Map();
  const parsers = (oids) => {
    const key = oids.join(',');
    if (!parsersOf.has(key)) parsersOf.set(key, Object.fromEntries(oids.map((oid) => [oid, identity])));
    return parsersOf.get(key);
  };
  return {
    conn: pg,
    statement: async (conn, s, token) => {
      if (s.exec) return (await conn.exec(s.text)).flatMap((r) => r.rows);
      const options = { rowMode: s.rowMode, parsers: parsers(s.identityParsers ?? []) };
      return (await conn.query(s.text, s.params.map((p) => decode(p, token)), options)).rows;
    },
    transaction: (fn) => pg.transaction(fn),
    close: () => pg.close(),
  };
}

const driver = await openDriver();
const calls = new Map(recording.calls.map((c) => [c.path, c]));

async function runStatements(conn, statements, token, data, checks) {
  for (const s of statements) {
    const rows = await driver.statement(conn, s, token);
    if (isTokenCheck(s)) {
      if (!rows.length) throw new Unauthenticated();
      checks.push(rows);
    } else data.push(rows);
  }
}

async function answer(call, token) {
  if (call.auth) {
    if (!token) throw new Unauthenticated();
    if (!call.steps.some((step) => ('statement' in step ? [step.statement] : step.transaction).some(isTokenCheck)) && sha256Hex(token) !== recording.tokenHash) {
      throw new Unauthenticated();
    }
  }
  const data = [];
  const checks = [];
  for (const step of call.steps) {
    if ('statement' in step) await runStatements(driver.conn, [step.statement], token, data, checks);
    else await driver.transaction((tx) => runStatements(tx, step.transaction, token, data, checks));
  }
  // A statement that both checks the token and reads the data (one statement per request) is the data.
  const rows = data.length ? data : checks;
  return rows.length === 1 ? rows[0] : rows;
}

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  res.end(text);
}

const server = createServer((req, res) => {
  const call = req.method === 'GET' ? calls.get(req.url) : undefined;
  if (!call) return send(res, 404, { success: false, message: 'Not found' });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  answer(call, match ? match[1] : '').then(
    (data) => send(res, 200, { success: true, data }),
    (error) => {
      if (error instanceof Unauthenticated) return send(res, 401, { success: false, message: 'Unauthenticated' });
      console.error('[bare]', error);
      send(res, 500, { success: false, message: 'Internal error' });
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`bare server listening on http://127.0.0.1:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections?.();
    driver.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
