#!/usr/bin/env bash
# `npm run example -- <folder> [example ...]`: what a stranger runs before our packages are on the npm registry.
# Installs the monorepo's dependencies, builds the packages, packs them, and copies each example (all of
# examples/ when none is named) into <folder>/<example>, installed with npm from those tarballs, built and
# type-checked (prepare-examples.mjs). The test command's examples stage runs this same script.
source "$(dirname "$0")/env.sh"

if [ $# -lt 1 ]; then
  echo "usage: npm run example -- <folder> [html|next|vite-wagmi ...]" >&2
  exit 2
fi
install_deps
pnpm turbo run build --filter='./packages/*'
node tooling/scripts/prepare-examples.mjs "$@"
