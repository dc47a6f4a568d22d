#!/usr/bin/env bash
# npm test — every suite of the project, ending with one line "N passed, M failed" for all of them together:
#   typecheck, lint, unit + service/API tests on PGlite (and on PostgreSQL when DATABASE_URL is set),
#   production build, server-level tests on that build, Playwright e2e in Chromium. Exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
results=test-results
mkdir -p "$results"
rm -f "$results"/*.json "$results"/steps.txt

step() { # step NAME COMMAND... — a pass/fail step counted as one test
  local name=$1; shift
  echo; echo "=== $name"
  if "$@"; then echo "pass $name" >> "$results/steps.txt"; else echo "fail $name" >> "$results/steps.txt"; fi
}

suite() { # suite NAME JSON COMMAND... — a runner whose JSON report is counted test by test
  local name=$1 json=$2; shift 2
  echo; echo "=== $name"
  "$@"
  local rc=$?
  if [ ! -s "$json" ]; then echo "crash $name (no report, exit $rc)" >> "$results/steps.txt"
  elif [ $rc -ne 0 ]; then echo "exit $name $rc" >> "$results/steps.txt"; fi
}

step typecheck node_modules/.bin/tsc --noEmit
step lint node_modules/.bin/eslint . --max-warnings=0

suite "unit + API tests (PGlite)" "$results/vitest-pglite.json" \
  env -u DATABASE_URL node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

if [ -n "${DATABASE_URL:-}" ]; then
  suite "unit + API tests (PostgreSQL)" "$results/vitest-postgres.json" \
    node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
else
  echo; echo "=== DATABASE_URL not set: the API tests ran on PGlite only (set it to also run them on PostgreSQL)."
fi

chromium=$(bash scripts/ensure-browser.sh)
if [ $? -ne 0 ]; then
  echo "crash e2e (no browser could be found or installed)" >> "$results/steps.txt"
else
  export CHROMIUM_PATH="$chromium"
  if env -u DATABASE_URL NEXT_DIST_DIR=.next npm run --silent build > "$results/build.log" 2>&1; then
    echo "pass build" >> "$results/steps.txt"
    # Production servers on that build (tests/ops/server): restore-and-start, logs, kill -9, SIGTERM, and with
    # DATABASE_URL two instances on one PostgreSQL database.
    suite "server tests (production build)" "$results/vitest-server.json" \
      env NEXT_DIST_DIR=.next node_modules/.bin/vitest run -c vitest.server.config.mts --reporter=default --reporter=json --outputFile.json="$results/vitest-server.json"
    suite "e2e (Playwright, Chromium ${chromium:-bundled})" "$results/playwright.json" \
      env -u DATABASE_URL NEXT_DIST_DIR=.next E2E_JSON="$results/playwright.json" node_modules/.bin/playwright test
  else
    tail -50 "$results/build.log"
    echo "fail build" >> "$results/steps.txt"
  fi
fi

node scripts/test-summary.mjs "$results"
