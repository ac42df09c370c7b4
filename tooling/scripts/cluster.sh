#!/usr/bin/env bash
# `npm run cluster`: the deployment picture on one machine (README, "Deployment"). Installs what is missing
# (PostgreSQL, Redis, NATS from Debian's packages), builds the site and the relay, then runs
# tooling/scripts/cluster.mjs: 2 site instances behind a proxy on :3000, 2 relays on NATS and Redis behind
# ws://127.0.0.1:8787, 2 embedded-wallet hosts on PostgreSQL and Redis behind http://localhost:3100, anvil
# (chain 1337). Ctrl-C stops everything. CLUSTER_SKIP_BUILD=1 skips the build.
source "$(dirname "$0")/env.sh"
bash tooling/scripts/ensure-services.sh
if [ "${CLUSTER_SKIP_BUILD:-}" != "1" ]; then
  install_deps
  pnpm turbo run build --filter=@agentry/web... --filter=@agentry/relay --filter=@agentry/wallet
fi
exec node tooling/scripts/cluster.mjs
