// `npm run bench [-- name...]`: runs the benchmarks (all by default) and records bench/RESULTS.md.
// Needs a build first (`npm run test:all` or `pnpm turbo run build`).
import { runAccountTokens } from './accountTokens.js'
import { runAuthLoad } from './authLoad.js'
import { runConnectClick } from './connectClick.js'
import { runConnectClickFrames } from './connectClickFrames.js'
import { runModalLoad } from './modalLoad.js'
import { runRelayCluster } from './relayCluster.js'
import { runRelayRedis } from './relayRedis.js'
import { runRelaySoak } from './relaySoak.js'
import { runSiteCluster } from './siteCluster.js'
import { runSignClient } from './signClient.js'
import { runSignClientFuzz } from './signClientFuzz.js'
import { runWagmiEager } from './wagmiEager.js'
import { runWalletConnectUnreachable } from './walletConnectUnreachable.js'

const suites: Record<string, () => Promise<unknown>> = {
  'account-tokens': runAccountTokens,
  auth: runAuthLoad,
  'connect-click': runConnectClick,
  'connect-click-frames': runConnectClickFrames,
  modal: runModalLoad,
  'relay-cluster': runRelayCluster,
  'relay-redis': runRelayRedis,
  'relay-soak': runRelaySoak,
  'site-cluster': runSiteCluster,
  'sign-client': runSignClient,
  'sign-client-fuzz': runSignClientFuzz,
  'wagmi-eager': runWagmiEager,
  'walletconnect-unreachable': runWalletConnectUnreachable,
}

const wanted = process.argv.slice(2).filter((a) => a !== '--')
const names = wanted.length ? wanted : Object.keys(suites)
for (const name of names) {
  const suite = suites[name]
  if (!suite) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(suites).join(', ')}`)
    process.exit(2)
  }
  await suite()
}
