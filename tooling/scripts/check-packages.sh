#!/usr/bin/env bash
# Packs every public package as it would be published (pnpm pack: workspace ranges become versions) and
# checks each tarball as a stranger would meet it: publint (package.json against the files), attw (types
# resolve for Node 16+ ESM and bundlers; the packages are ESM only), a LICENSE and README inside, no
# source maps, and engines.node that every runtime dependency fits in. Run after the build.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

public=()
for manifest in packages/*/package.json; do
  if [ "$(node -p "require('./$manifest').private === true")" = false ]; then public+=("$(dirname "$manifest")"); fi
done

failed=0
fail() {
  echo "FAIL $1" >&2
  failed=1
}

node tooling/scripts/check-engines.mjs "${public[@]}" || fail "engines"

for dir in "${public[@]}"; do
  tarball="$(cd "$dir" && pnpm pack --pack-destination "$out" | tail -n 1)"
  name="$(basename "$tarball")"
  listing="$(tar -tzf "$tarball")"
  echo "== $name: $(wc -c <"$tarball") bytes packed, $(echo "$listing" | wc -l) files"
  pnpm exec publint run "$tarball" --strict || fail "publint $name"
  pnpm exec attw "$tarball" --profile esm-only --format table-flipped || fail "attw $name"
  echo "$listing" | grep -qx 'package/LICENSE' || fail "$name has no LICENSE"
  echo "$listing" | grep -qx 'package/README.md' || fail "$name has no README.md"
  if echo "$listing" | grep -q '\.map$'; then fail "$name ships source maps"; fi
  # The registry page shows the README out of the repository: a relative link there leads nowhere.
  relative="$(tar -xOzf "$tarball" package/README.md | grep -oE '\]\([^)]+\)' | grep -vE '^\]\((https?:|mailto:|#)' || true)"
  if [ -n "$relative" ]; then fail "$name README has relative links: $relative"; fi
done

if [ "$failed" != 0 ]; then
  echo "check-packages: failed" >&2
  exit 1
fi
echo "check-packages: ${#public[@]} packages clean"
