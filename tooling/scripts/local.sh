#!/usr/bin/env bash
# One command for a fresh machine: install, build, start anvil (chain 1337) with the local fixtures deployed
# (tooling/scripts/local-fixtures.ts) and the site on http://127.0.0.1:3000.
source "$(dirname "$0")/env.sh"
install_deps
node tooling/scripts/dev-env.mjs
pnpm turbo run build --filter=@agentry/web... --filter=@agentry/relay --filter=@agentry/wallet

ANVIL_PORT="${ANVIL_PORT:-8545}"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT INT TERM
if curl -s -X POST -H 'content-type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' "http://127.0.0.1:$ANVIL_PORT" >/dev/null 2>&1; then
  echo "anvil: already answering on 127.0.0.1:$ANVIL_PORT"
else
  pnpm --filter @agentry/test-utils exec anvil --host 127.0.0.1 --port "$ANVIL_PORT" --chain-id 1337 --silent &
  pids+=($!)
  echo "anvil: chain 1337 on http://127.0.0.1:$ANVIL_PORT"
fi
# The contracts the modal uses with no vendor account (ENS with dev.eth for anvil account 0, Multicall3,
# Uniswap v3 with a WETH/AGT pool, AGT transfers, Chainlink feeds), deployed once per chain; their addresses
# reach the site through LOCAL_CHAIN_CONTRACTS in a git-ignored env file.
FIXTURES_ENV=apps/web/.env.fixtures.local
pnpm exec tsx tooling/scripts/local-fixtures.ts "http://127.0.0.1:$ANVIL_PORT" "$FIXTURES_ENV"
set -a
# shellcheck source=/dev/null
source "$FIXTURES_ENV"
set +a
# Our WalletConnect relay, so QR-code wallets work locally with no vendor account.
RELAY_PORT="${RELAY_PORT:-8787}"
node packages/relay/dist/cli.js --host 127.0.0.1 --port "$RELAY_PORT" &
pids+=($!)
export MODAL_WALLETCONNECT_RELAY_URL="${MODAL_WALLETCONNECT_RELAY_URL:-ws://127.0.0.1:$RELAY_PORT}"
echo "relay: $MODAL_WALLETCONNECT_RELAY_URL"
# The embedded-wallet host (apps/wallet) on its own origin; the site is the page allowed to embed its frame.
# Email login mails codes to the host's own SMTP server on 127.0.0.1 (WALLET_DEV_INBOX), read on its inbox page.
WALLET_PORT="${WALLET_PORT:-3001}"
node apps/wallet/scripts/dev-env.mjs
WALLET_PORT="$WALLET_PORT" WALLET_PUBLIC_URL="${WALLET_PUBLIC_URL:-http://localhost:$WALLET_PORT}" \
  WALLET_ALLOWED_ORIGINS="${WALLET_ALLOWED_ORIGINS:-http://127.0.0.1:3000,http://localhost:3000}" \
  WALLET_DEV_INBOX="${WALLET_DEV_INBOX:-1}" WALLET_RPC_URLS="${WALLET_RPC_URLS:-1337=http://127.0.0.1:$ANVIL_PORT}" \
  node --env-file=apps/wallet/.env.local apps/wallet/dist/server.js &
pids+=($!)
echo "wallet host: ${WALLET_PUBLIC_URL:-http://localhost:$WALLET_PORT}/frame, inbox ${WALLET_PUBLIC_URL:-http://localhost:$WALLET_PORT}/dev/inbox"
# Social login: set WALLET_OAUTH_<NAME>_CLIENT_ID/_SECRET (or WALLET_OIDC_*) in the shell or in apps/wallet/.env.local,
# with ${WALLET_PUBLIC_URL:-http://localhost:$WALLET_PORT}/social/callback registered at the provider; the modal shows only those.
SOCIAL_SET="$( (env; cat apps/wallet/.env.local 2>/dev/null) | grep -oE '^WALLET_(OAUTH_[A-Z]+|OIDC)_CLIENT_ID=.' | cut -d= -f1 | sort -u | tr '\n' ' ')"
echo "wallet host social login: ${SOCIAL_SET:-none configured (see apps/wallet/README.md, Social login)}"
# The site's modal logs in by email through that host (no vendor account).
export MODAL_EMBEDDED_WALLET_URL="${MODAL_EMBEDDED_WALLET_URL:-${WALLET_PUBLIC_URL:-http://localhost:$WALLET_PORT}}"
echo "site: http://127.0.0.1:3000"
pnpm --filter @agentry/web start &
pids+=($!)
wait "${pids[-1]}"
