#!/usr/bin/env bash
# For the demo only (npm run demo): when no NEXTAUTH_SECRET is configured (environment or .env.local), make a
# random one and keep it in .env.local (git-ignored, mode 600) so demo sessions survive restarts. A production
# server is given its secret (the same on every instance) and refuses to start without one: see scripts/start.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
umask 077
if [ -f .env.local ]; then chmod 600 .env.local; fi
if [ -n "${NEXTAUTH_SECRET:-}" ]; then exit 0; fi
if [ -f .env.local ] && grep -q '^NEXTAUTH_SECRET=' .env.local; then exit 0; fi
secret=$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")
printf 'NEXTAUTH_SECRET=%s\n' "$secret" >> .env.local
chmod 600 .env.local
echo "Generated NEXTAUTH_SECRET in .env.local (mode 600)"
