# Sourced by the scripts: puts the pinned pnpm on PATH on a machine that has only Node and npm.
# Corepack ships with Node 20 and needs no root when called directly; a shim makes `pnpm` callable
# from package scripts too. This registry serves no corepack signatures, hence the integrity override.
PNPM_VERSION=10.34.9
export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_ENABLE_STRICT=0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  shim_dir="$(pwd)/node_modules/.tools/bin"
  mkdir -p "$shim_dir"
  if command -v corepack >/dev/null 2>&1; then
    printf '#!/usr/bin/env bash\nexec corepack pnpm@%s "$@"\n' "$PNPM_VERSION" >"$shim_dir/pnpm"
  else
    printf '#!/usr/bin/env bash\nexec npx -y pnpm@%s "$@"\n' "$PNPM_VERSION" >"$shim_dir/pnpm"
  fi
  chmod +x "$shim_dir/pnpm"
  export PATH="$shim_dir:$PATH"
fi
