# Shared by local.sh and test-all.sh: telemetry off, pnpm through corepack, dependencies installed.
set -euo pipefail
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_ENABLE_AUTO_PIN=0
export TURBO_NO_UPDATE_NOTIFIER=1 npm_config_update_notifier=false
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

ensure_pnpm() {
  if ! pnpm --version >/dev/null 2>&1; then
    corepack enable >/dev/null 2>&1 || as_root corepack enable || true
  fi
  if ! pnpm --version >/dev/null 2>&1; then
    npm install -g pnpm@10.34.9 >/dev/null
  fi
}

install_deps() {
  ensure_pnpm
  if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
}
