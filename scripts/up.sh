#!/usr/bin/env bash
# The README's first command: install, build, then serve the platform. The server migrates the
# embedded database and seeds the demo on start, and prints the URL and the demo logins.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh
pnpm install --frozen-lockfile
pnpm build
exec pnpm start
