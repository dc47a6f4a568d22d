/**
 * The production server's log (scripts/server.mjs): one JSON object per line on stdout, for journald, Docker or a
 * log shipper to read without a parser of its own. Every request gets one line (time, request id, method, path,
 * status, duration, user id); whatever the app prints with console.* becomes a line too, at the matching level.
 * LOG_LEVEL (debug, info, warn, error, silent; default info) sets the least level written.
 *
 * Nothing secret is logged: request lines carry no headers, query string or body by construction, and every
 * message passes through `redact`, which blanks bearer tokens, our `mlt_` tokens, session cookies, password-like
 * fields and passwords in connection strings — a second line of defence for an error that quotes what it got.
 */
import { format } from 'node:util';

export const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** The LOG_LEVEL value, checked: a typo stops the server instead of silently logging nothing. */
export function parseLogLevel(value) {
  const level = (value ?? '').trim().toLowerCase() || 'info';
  if (!Object.hasOwn(LEVELS, level)) throw new Error(`LOG_LEVEL must be one of ${Object.keys(LEVELS).join(', ')} (it is ${JSON.stringify(value)}).`);
  return level;
}

const REDACTIONS = [
  // Moldline's API tokens, wherever they appear.
  [/\bmlt_[A-Za-z0-9_-]{8,}/g, 'mlt_[redacted]'],
  // Authorization header values.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // Session and CSRF cookies of next-auth (any prefix, chunked cookies too).
  [/((?:__Secure-|__Host-)?next-auth\.[A-Za-z.-]+(?:\.\d+)?=)[^;\s"',]+/g, '$1[redacted]'],
  // "password": "…", password=…, token: …, secret=… (JSON, form bodies, objects printed by util.format).
  [/((?:["']?)(?:password|password_confirmation|current_password|new_password|secret|token|access_token|cookie|authorization)(?:["']?)\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s,;&}]+)/gi, '$1[redacted]'],
  // The password in a connection string.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#\s@]+:)[^@\s/]+@/gi, '$1[redacted]@'],
];

export function redact(text) {
  let out = String(text);
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/**
 * @param {{ level?: string, write?: (line: string) => void }} [options]
 */
export function createLogger({ level = 'info', write = (line) => process.stdout.write(line) } = {}) {
  const least = LEVELS[parseLogLevel(level)];
  const enabled = (lvl) => LEVELS[lvl] >= least && least < LEVELS.silent;
  /** One line: the fields as given (callers pass no secrets), `msg` redacted. */
  const log = (lvl, fields) => {
    if (!enabled(lvl)) return;
    const line = { time: new Date().toISOString(), level: lvl, ...fields };
    if (typeof line.msg === 'string') line.msg = redact(line.msg);
    write(`${JSON.stringify(line)}\n`);
  };
  return {
    enabled,
    log,
    /** console.*-style arguments as one redacted message. */
    message: (lvl, ...args) => log(lvl, { msg: format(...args) }),
  };
}

/** console.log/info → info, warn → warn, error → error, debug → debug, each a JSON line of `logger`. */
export function routeConsole(logger) {
  console.log = (...args) => logger.message('info', ...args);
  console.info = (...args) => logger.message('info', ...args);
  console.warn = (...args) => logger.message('warn', ...args);
  console.error = (...args) => logger.message('error', ...args);
  console.debug = (...args) => logger.message('debug', ...args);
}

/** A request line's level: server errors are errors, 503 (starting, shutting down, busy: expected) a warning, the rest info. */
export const requestLevel = (status) => (status === 503 ? 'warn' : status >= 500 ? 'error' : 'info');
