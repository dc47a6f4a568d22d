#!/usr/bin/env bash
# The server Playwright tests against: a fresh embedded database (demo seed) and the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
unset DATABASE_URL
export PGLITE_DATA_DIR="${E2E_PGLITE_DATA_DIR:-$(mktemp -d)/pglite}"
export NEXT_TELEMETRY_DISABLED=1
export NEXTAUTH_SECRET="${NEXTAUTH_SECRET:-e2e-$(node -e "process.stdout.write(require('crypto').randomBytes(16).toString('hex'))")}"
node_modules/.bin/tsx scripts/seed.ts >/dev/null
exec node_modules/.bin/next start -p "${PORT:-3100}" -H 127.0.0.1
