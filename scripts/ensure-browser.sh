#!/usr/bin/env bash
# Prints the Chromium executable Playwright should use, installing one when the machine has none:
# $CHROMIUM_PATH if set, else Debian's /usr/bin/chromium (apt-get install when missing and possible),
# else Playwright's own download (printed as an empty line = "use Playwright's browser").
set -uo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
for c in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$c" ]; then echo "$c"; exit 0; fi
done
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the e2e suite..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "No system Chromium: trying Playwright's own browser download..." >&2
npx playwright install chromium >&2 && { echo ""; exit 0; }
exit 1
