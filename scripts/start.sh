#!/usr/bin/env bash
# npm start: the production server on $PORT (default 3000), through scripts/server.mjs (which records the TCP
# peer's address for throttling; see TRUSTED_PROXIES). Migrations and the start checks run at server start
# (instrumentation.ts): it refuses to start without NEXTAUTH_SECRET (the same value on every instance; it is
# never generated here) or while a demo password still works (unless MOLDLINE_DEMO=1).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${NEXTAUTH_SECRET:-}" ] && ! { [ -f .env.local ] && grep -q '^NEXTAUTH_SECRET=' .env.local; }; then
  echo "Moldline refuses to start: NEXTAUTH_SECRET is not set." >&2
  echo "  Set it to one long random value (openssl rand -hex 32) in the environment or .env.local, the same on every instance." >&2
  exit 1
fi
if [ -f .env.local ]; then chmod 600 .env.local; fi
export NEXT_TELEMETRY_DISABLED=1
export NODE_ENV=production
# Password checks run on libuv's thread pool; leave threads for file reads while they do.
export UV_THREADPOOL_SIZE="${UV_THREADPOOL_SIZE:-8}"
# A request leaves a few hundred short-lived objects (rows, DTOs, the JSON): 32 MB semi-spaces for V8's young
# generation (above V8's default) mean fewer collections — 5 % more molds-page requests per second, 0.96 instead of
# 1.01–1.06 ms of CPU each, measured under autocannon (issue 13) — for a few tens of MB more memory.
# exec: SIGTERM from systemd, Docker or a process manager reaches the server itself, which drains its requests and
# closes the database (scripts/server.mjs). Its log is JSON lines on stdout (LOG_LEVEL, README "Logs").
exec node --max-semi-space-size=32 scripts/server.mjs
