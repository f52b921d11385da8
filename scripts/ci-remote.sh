#!/usr/bin/env bash
# Per-remote CI: a change to one remote checks, builds and releases that remote alone, with the
# shared packages it uses, never the shell or the other remotes (deploy/README.md).
#
#   bash scripts/ci-remote.sh <auth|cabinet|admin> [--version X.Y.Z] [--env NAME] [--promote]
#
# --version  publish this version to the CDN folder (CDN_DIR, default .cdn); without it the
#            remote is checked and built only
# --promote  then promote it in --env (default local), through the gates (manifest, shared
#            singletons against the deployed shell's manifest in SHELL_DIST, browser smoke test)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh

remote=${1:-}
shift || true
version="" env=local promote=0
while [ $# -gt 0 ]; do
  case $1 in
    --version) version=$2; shift 2 ;;
    --env) env=$2; shift 2 ;;
    --promote) promote=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
case $remote in
  auth) pkg=mf-auth ;;
  cabinet) pkg=mf-client-cabinet ;;
  admin) pkg=mf-admin ;;
  *) echo "usage: $0 <auth|cabinet|admin> [--version X.Y.Z] [--env NAME] [--promote]" >&2; exit 2 ;;
esac
if [ "$promote" = 1 ] && [ -z "$version" ]; then echo "--promote needs --version" >&2; exit 2; fi

# The remote, the workspace packages it depends on ("pkg..." in pnpm's filter), and deploy.
filter=(--filter "$pkg..." --filter deploy)
dirs=$(pnpm ls -r --depth -1 --parseable --filter "$pkg..." | sed "s|^$PWD/||" | grep -v "^$PWD$")

echo "── install ($pkg and its workspace dependencies)"
pnpm install --frozen-lockfile "${filter[@]}"
echo "── lint: $(echo $dirs | tr '\n' ' ')"
pnpm exec eslint $dirs
pnpm exec prettier --check $dirs
echo "── typecheck and unit tests"
pnpm --filter "$pkg..." --workspace-concurrency=1 run typecheck
pnpm --filter "$pkg..." --workspace-concurrency=1 exec jest --ci
echo "── build $remote"
pnpm --filter deploy run release build "$remote"
if [ -n "$version" ]; then
  echo "── publish $remote $version"
  pnpm --filter deploy run release publish "$remote" "$version"
fi
if [ "$promote" = 1 ]; then
  source scripts/lib/chromium.sh
  echo "── promote $remote $version in $env"
  pnpm --filter deploy run release promote "$remote" "$version" --env "$env"
fi
