#!/usr/bin/env bash
# npm start: production server on $PORT (default 3000). Migrations run at server start (instrumentation.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-secret.sh
export NEXT_TELEMETRY_DISABLED=1
exec node_modules/.bin/next start -p "${PORT:-3000}"
