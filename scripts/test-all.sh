#!/usr/bin/env bash
# The README's second command: every test (lint, types, unit, component, server, browser).
# Each stage runs even when an earlier one failed, so one run shows everything that is red;
# the closing line counts the tests of all stages: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh
results=.results
rm -rf "$results" && mkdir -p "$results"
failed_stages=()

stage() {
  local name=$1
  shift
  echo "── $name"
  if ! "$@"; then failed_stages+=("$name"); fi
}

stage install pnpm install --frozen-lockfile
stage lint pnpm lint
stage typecheck pnpm typecheck
# Jest per package, one after another, each on every core (Jest's default leaves one idle, which
# on 2 cores means one worker: the server's suite took 6 min, 3 with both); each test file is on
# its own (the server's have a schema each). Each writes its counts for the summary.
for pkg in shared-api shared-ui shell mf-auth mf-client-cabinet mf-admin deploy server; do
  stage "unit:$pkg" pnpm --filter "$pkg" exec jest --ci --maxWorkers=100% --json --outputFile="$PWD/$results/jest-$pkg.json"
done
stage build pnpm build
source scripts/lib/chromium.sh
source scripts/lib/nginx.sh
stage e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" pnpm --filter e2e exec playwright test
# Bytes on the wire and the first visit's round trips against issue 14's budgets (README, "Bytes
# on the wire"): a budget exceeded fails CI.
stage bench:web timeout 900 pnpm bench:web

node scripts/summarize-results.mjs "$results" "${failed_stages[@]}"
