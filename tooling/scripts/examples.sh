#!/usr/bin/env bash
# The examples as a stranger meets them (example.sh, the README's command: packed tarballs, npm install,
# strict typecheck, build), then Playwright drives each built example in Chromium against anvil (e2e/examples). Run after the
# build. EXAMPLES_WORK picks the folder (default: a fresh one under /tmp).
source "$(dirname "$0")/env.sh"

work="${EXAMPLES_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/agentry-examples.XXXXXX")}"
# The examples are built against our relay on a free port (their relay URL is fixed at build time); the
# browser tests start the relay there.
EXAMPLE_RELAY_URL="ws://127.0.0.1:$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
export EXAMPLE_RELAY_URL
# README snippets are the examples' files: a README that drifts from them fails here.
node tooling/scripts/check-readme-examples.mjs
bash tooling/scripts/example.sh "$work"
EXAMPLES_WORK="$work" pnpm exec playwright test -c e2e/playwright.examples.config.ts
