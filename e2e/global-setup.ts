import { fileURLToPath } from 'node:url'
import { ANVIL_ACCOUNTS, startAnvil, startWebApp } from '@agentry/test-utils'
import { deployLocalFixtures, localChainContractsEnv, type LocalFixtures } from '@agentry/test-utils/chain-fixtures'
import { E2E_FIXTURES_ACCOUNT } from './localFixtures'
import { E2E_FOOTER } from './settings'

const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url))

/**
 * Starts a real anvil (chain 1337) with the local fixtures deployed on it (as `npm run local` does: ENS,
 * Multicall3, Uniswap v3, AGT, Chainlink), and the production build of apps/web wired to it, on free ports.
 * The fixtures' name and transfers belong to E2E_FIXTURES_ACCOUNT, so the accounts the other specs read
 * keep their 10000 ETH and no name. Done here rather than with Playwright's `webServer` so the anvil URL
 * can flow into the server's env. Returns the teardown, which stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const anvil = await startAnvil({ chainId: 1337 })
  let app
  let fixtures: LocalFixtures
  try {
    fixtures = await deployLocalFixtures({ rpcUrl: anvil.rpcUrl, accountKey: E2E_FIXTURES_ACCOUNT.privateKey })
    app = await startWebApp({
      appDir: WEB_DIR,
      ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) } : {}),
      env: {
        ...E2E_FOOTER,
        LOCAL_RPC_URL: anvil.rpcUrl,
        LOCAL_CHAIN_CONTRACTS: localChainContractsEnv(fixtures.contracts),
        ADMIN_ADDRESSES: ANVIL_ACCOUNTS[1].address,
        DEPLOY_ENV: 'e2e',
        // All test traffic comes from 127.0.0.1: the production per-client limits would throttle the
        // suite itself. The limits have their own tests in apps/web.
        RATE_LIMIT_NONCE_PER_MIN: '6000',
        RATE_LIMIT_LOGIN_PER_MIN: '6000',
      },
    })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  process.env.E2E_BASE_URL = app.url
  process.env.E2E_RPC_URL = anvil.rpcUrl
  process.env.E2E_SERVER_LOG = app.logFile
  process.env.E2E_LOCAL_FIXTURES = JSON.stringify(fixtures)
  console.info(`e2e: anvil ${anvil.rpcUrl}, site ${app.url} (server log ${app.logFile})`)
  return async () => {
    await app.stop()
    await anvil.stop()
  }
}
