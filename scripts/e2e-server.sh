#!/usr/bin/env bash
# The server Playwright tests against: a fresh embedded database (demo seed) and the production build, served
# the way `npm start` serves it (scripts/server.mjs). MOLDLINE_DEMO=1: demo passwords are expected here.
set -euo pipefail
cd "$(dirname "$0")/.."
unset DATABASE_URL
export PGLITE_DATA_DIR="${E2E_PGLITE_DATA_DIR:-$(mktemp -d)/pglite}"
export NEXT_TELEMETRY_DISABLED=1
export MOLDLINE_DEMO=1
# Request lines (info) would drown the Playwright report in CI; warnings and errors still show.
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-e2e-$(node -e "process.stdout.write(require('crypto').randomBytes(24).toString('hex'))")}"
# react-server: services import 'server-only' (empty under that condition, as inside Next's server).
node_modules/.bin/tsx --conditions=react-server scripts/seed.ts --demo >/dev/null
export NODE_ENV=production PORT="${PORT:-3100}" HOSTNAME=127.0.0.1
exec node scripts/server.mjs
