#!/usr/bin/env bash
# npm run demo: migrate + seed the embedded database with the demo plant, build, and serve on $PORT (default 3000).
# MOLDLINE_DEMO=1 tells the server that demo passwords are expected here (a production start refuses them).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export MOLDLINE_DEMO=1
[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-secret.sh
npm run --silent db:seed -- --demo
npm run --silent build
port="${PORT:-3000}"
echo
echo "Moldline is starting on http://localhost:${port}"
echo "Sign in as admin@example.com / admin123"
echo
PORT="$port" exec bash scripts/start.sh
