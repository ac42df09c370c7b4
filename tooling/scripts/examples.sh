#!/usr/bin/env bash
# The examples as a stranger meets them (prepare-examples.mjs: packed tarballs, npm install, strict typecheck,
# build), then Playwright drives each built example in Chromium against anvil (e2e/examples). Run after the
# build. EXAMPLES_WORK picks the folder (default: a fresh one under /tmp).
source "$(dirname "$0")/env.sh"

work="${EXAMPLES_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/agentry-examples.XXXXXX")}"
# README snippets are the examples' files: a README that drifts from them fails here.
node tooling/scripts/check-readme-examples.mjs
node tooling/scripts/prepare-examples.mjs "$work"
EXAMPLES_WORK="$work" pnpm exec playwright test -c e2e/playwright.examples.config.ts
