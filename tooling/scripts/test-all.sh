#!/usr/bin/env bash
# One command for a fresh machine: install what is missing (chromium, PostgreSQL), build, lint, typecheck,
# unit tests, browser tests. CI runs exactly this. Each stage prints its wall time, and a table of them all
# ends the run, a failed stage marked in it (the run still fails at once, with that stage's status).
source "$(dirname "$0")/env.sh"

STAGE_TIMES=()
RUN_START=$SECONDS
STAGE=""
STAGE_START=0

# Appends "name  XmYYs[ note]" to the table and prints it.
record_stage() {
  local line
  line=$(printf '%-46s %3dm%02ds %s' "$STAGE" $(((SECONDS - STAGE_START) / 60)) $(((SECONDS - STAGE_START) % 60)) "$1")
  STAGE_TIMES+=("$line")
  echo "::: stage done: $line"
}

# `stage NAME COMMAND...` runs COMMAND as a stage of its own and times it. Called plainly (never in an `if`
# or after `||`), so set -e still holds inside it: a failing command ends the run, and the EXIT trap marks
# the stage that failed in the table.
stage() {
  STAGE=$1
  STAGE_START=$SECONDS
  shift
  echo "::: stage: $STAGE"
  "$@"
  record_stage ""
  STAGE=""
}

print_times() {
  local status=$?
  if [ -n "$STAGE" ]; then record_stage "FAILED (exit $status)"; fi
  echo
  echo "Stage times (wall clock):"
  printf '  %s\n' "${STAGE_TIMES[@]}"
  printf '  %-46s %3dm%02ds\n' "total" $(((SECONDS - RUN_START) / 60)) $(((SECONDS - RUN_START) % 60))
  exit "$status"
}
trap print_times EXIT

services_and_install() {
  bash tooling/scripts/ensure-services.sh
  install_deps
}

check_repo() {
  # The public packages as npm would publish them: publint, attw, LICENSE, no source maps, true engines.
  bash tooling/scripts/check-packages.sh
  # One formatter for the whole repo (Prettier, width 120): a file it would change fails the run.
  pnpm run format:check
  # bench/ and e2e/ belong to no package: typecheck and lint them here.
  pnpm exec tsc -p tsconfig.json
  pnpm exec eslint bench e2e
  # The changesets configuration must stay valid (it names the private packages it ignores).
  pnpm exec changeset status >/dev/null
}

stage "services and install" services_and_install
stage "turbo: build, lint, typecheck, unit tests" pnpm turbo run build lint typecheck test --concurrency=2
stage "packages, format, bench/e2e types, changesets" check_repo
# The static Storybook of modal-ui (its cache key covers modal-core, whose source the stories bundle, through
# ^build), the browser tests, then every story once (play steps, axe, console, requests) and every docs page.
stage "storybook build" pnpm turbo run build-storybook
stage "e2e (apps/web in Chromium)" pnpm exec playwright test -c e2e/playwright.config.ts
stage "storybook (stories, docs, manager)" pnpm exec playwright test -c e2e/playwright.storybook.config.ts
# The examples as strangers meet them: installed from the packed tarballs with npm, strict typecheck, build,
# then driven in Chromium against anvil.
stage "examples" bash tooling/scripts/examples.sh
