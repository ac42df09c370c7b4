#!/usr/bin/env bash
# One command for a fresh machine: install what is missing (chromium, PostgreSQL), build, lint, typecheck,
# unit tests, browser tests. CI runs exactly this.
source "$(dirname "$0")/env.sh"
bash tooling/scripts/ensure-services.sh
install_deps
pnpm turbo run build lint typecheck test --concurrency=2
# The public packages as npm would publish them: publint, attw, LICENSE, no source maps, true engines.
bash tooling/scripts/check-packages.sh
# One formatter for the whole repo (Prettier, width 120): a file it would change fails the run.
pnpm run format:check
# bench/ and e2e/ belong to no package: typecheck and lint them here.
pnpm exec tsc -p tsconfig.json
pnpm exec eslint bench e2e
# The changesets configuration must stay valid (it names the private packages it ignores).
pnpm exec changeset status >/dev/null
# The static Storybook of modal-ui (its cache key covers modal-core, whose source the stories bundle, through
# ^build), the browser tests, then every story once (play steps, axe, console, requests) and every docs page.
pnpm turbo run build-storybook
pnpm exec playwright test -c e2e/playwright.config.ts
pnpm exec playwright test -c e2e/playwright.storybook.config.ts
# The examples as strangers meet them: installed from the packed tarballs with npm, strict typecheck, build,
# then driven in Chromium against anvil.
bash tooling/scripts/examples.sh
