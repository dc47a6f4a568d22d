#!/usr/bin/env bash
# Browser sessions are signed with NEXTAUTH_SECRET. When none is configured (environment or .env.local),
# make a random one and keep it in .env.local (git-ignored) so sessions survive restarts.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${NEXTAUTH_SECRET:-}" ]; then exit 0; fi
if [ -f .env.local ] && grep -q '^NEXTAUTH_SECRET=' .env.local; then exit 0; fi
secret=$(node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))")
printf 'NEXTAUTH_SECRET=%s\n' "$secret" >> .env.local
echo "Generated NEXTAUTH_SECRET in .env.local"
