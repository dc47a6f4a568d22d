/**
 * Records the SQL the app really sends, so that the bare comparison server (scripts/bench/bare-server.mjs) can send
 * the very same statements without anyone copying SQL by hand: when the app's queries change, the next run of
 * `npm run bench` records the new ones.
 *
 * The app's database is installed (db/client.ts `useDatabase`, the test/bench hook-in) on a driver client wrapped
 * here: every statement the app's code sends is logged with its text, its parameters and the driver options that
 * decide what goes over the wire (postgres.js: `prepare`, `.values()`; PGlite: `rowMode`, the parsers drizzle sets),
 * and transactions (postgres.js `begin`, PGlite `transaction`) as one step holding their statements. On PostgreSQL a
 * postgres.js `debug` hook counts what really went to the server (BEGIN and COMMIT included), and a recording that
 * missed a statement is refused.
 *
 * Parameters that carry the caller's bearer token (the token itself, or `hashToken(token)` as the token lookup
 * sends it) are stored as markers, so the bare server derives them from each request's own token.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type postgres from 'postgres';

/** One parameter: a JSON value, a Date or bigint or bytes, or a marker for what is derived from the caller's token. */
export type Param =
  | { t: 'value'; v: string | number | boolean | null | unknown[] | Record<string, unknown> }
  | { t: 'date'; v: string }
  | { t: 'bigint'; v: string }
  | { t: 'bytes'; v: string }
  | { t: 'token'; derive: TokenDerivation };

/** How a parameter is computed from the bearer token; the bare server implements each one. */
export type TokenDerivation = 'raw' | 'sha256-hex';

export type Statement = {
  text: string;
  params: Param[];
  /** postgres.js: named prepared statement (true) or unnamed Parse/Bind/Execute (false). */
  prepare?: boolean;
  /** postgres.js: rows as arrays (`.values()`), as drizzle asks for selects. */
  values?: boolean;
  /** PGlite: `exec` (simple protocol) instead of `query`. */
  exec?: boolean;
  /** PGlite: `rowMode` of the query. */
  rowMode?: 'array' | 'object';
  /** PGlite: type OIDs whose parser is replaced by drizzle with the identity (dates and times stay text). */
  identityParsers?: number[];
};

export type Step = { statement: Statement } | { transaction: Statement[] };

export type Recorder<C> = {
  /** The wrapped client to install as the app's database. */
  client: C;
  /** Starts a new log; returns it (it fills as the app's code runs). */
  start: () => Step[];
  /** Statements the server saw since `start` (PostgreSQL only; null where the driver has no such hook). */
  wireCount: () => number | null;
  close: () => Promise<void>;
};

function encode(value: unknown): Param {
  if (value instanceof Date) return { t: 'date', v: value.toISOString() };
  if (typeof value === 'bigint') return { t: 'bigint', v: value.toString() };
  if (value instanceof Uint8Array) return { t: 'bytes', v: Buffer.from(value).toString('base64') };
  if (value === undefined) return { t: 'value', v: null };
  return { t: 'value', v: value as string };
}

/** Bind `fn` members to the real object: PGlite keeps its state in private fields a Proxy cannot reach. */
function wrap<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(t, key) {
      if (key in overrides) return overrides[key as keyof T];
      const v = Reflect.get(t, key, t);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
}

/** A postgres.js client (same options as db/client.ts) whose statements are recorded. */
export function recordPostgres(connect: (debug: () => void) => postgres.Sql): Recorder<postgres.Sql> {
  let log: Step[] = [];
  let wire = 0;
  const sql = connect(() => void wire++);

  const recordingSql = (target: postgres.Sql, push: (s: Statement) => void): postgres.Sql => {
    const unsafe = (text: string, params: unknown[] = [], options: { prepare?: boolean } = {}) => {
      const statement: Statement = { text, params: params.map(encode), prepare: 'prepare' in options ? Boolean(options.prepare) : true };
      push(statement);
      const query = target.unsafe(text, params as never[], options);
      const values = query.values.bind(query);
      Object.assign(query, {
        values: () => {
          statement.values = true;
          return values();
        },
      });
      return query;
    };
    const begin = (...args: unknown[]) => {
      const fn = args[args.length - 1] as (tx: postgres.TransactionSql) => unknown;
      if (args.length > 1) throw new Error('The recorder does not replay transaction options (isolation levels).');
      const inner: Statement[] = [];
      log.push({ transaction: inner });
      return target.begin((tx) => fn(recordingSql(tx as unknown as postgres.Sql, (s) => inner.push(s)) as unknown as postgres.TransactionSql));
    };
    const savepoint = () => {
      throw new Error('The recorder does not replay savepoints (nested transactions).');
    };
    return wrap(target, { unsafe, begin, savepoint } as never);
  };

  return {
    client: recordingSql(sql, (s) => log.push({ statement: s })),
    start: () => {
      log = [];
      wire = 0;
      return log;
    },
    wireCount: () => wire,
    close: () => sql.end({ timeout: 5 }),
  };
}

/** A PGlite database whose statements are recorded. */
export function recordPglite(pg: PGlite): Recorder<PGlite> {
  let log: Step[] = [];
  type Q = Pick<PGlite, 'query' | 'exec'>;
  const recordingQueries = <T extends Q>(target: T, push: (s: Statement) => void): T =>
    wrap(target, {
      query: (text: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> } = {}) => {
        push({ text, params: params.map(encode), rowMode: options.rowMode ?? 'object', identityParsers: Object.keys(options.parsers ?? {}).map(Number) });
        return target.query(text, params, options as never);
      },
      exec: (text: string, options?: never) => {
        push({ text, params: [], exec: true });
        return target.exec(text, options);
      },
    } as never);
  const top = recordingQueries(pg, (s) => log.push({ statement: s }));
  const client = wrap(pg, {
    query: top.query,
    exec: top.exec,
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => {
      const inner: Statement[] = [];
      log.push({ transaction: inner });
      return pg.transaction((tx) => fn(recordingQueries(tx, (s) => inner.push(s))));
    },
  } as never);
  return {
    client,
    start: () => {
      log = [];
      return log;
    },
    wireCount: () => null,
    close: () => pg.close(),
  };
}

/** Statements a step list sends, BEGIN and COMMIT included (what the PostgreSQL server sees). */
export function statementCount(steps: Step[]): number {
  return steps.reduce((n, s) => n + ('statement' in s ? 1 : s.transaction.length + 2), 0);
}

/** Replaces the parameters that `derivations` compute from `token` by markers; returns how many it replaced. */
export function markTokenParams(steps: Step[], token: string, derivations: Record<TokenDerivation, (token: string) => string>): number {
  const byValue = new Map(Object.entries(derivations).map(([name, fn]) => [fn(token), name as TokenDerivation]));
  let marked = 0;
  const mark = (s: Statement) => {
    s.params = s.params.map((p) => {
      const derive = p.t === 'value' && typeof p.v === 'string' ? byValue.get(p.v) : undefined;
      if (!derive) return p;
      marked++;
      return { t: 'token', derive };
    });
  };
  for (const step of steps) ('statement' in step ? [step.statement] : step.transaction).forEach(mark);
  return marked;
}
