import { fileURLToPath } from 'node:url'
import {
  sampleWallets,
  startBlockchainApiService,
  startWalletDirectoryService,
  startWebApp,
  type BlockchainApiService,
  type BlockchainApiServiceOptions,
  type ServiceWalletRecord,
  type WalletDirectoryService,
  type WebApp,
} from '@agentry/test-utils'

const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url))
/** The project id of the deployments the specs start. */
export const PROJECT_ID = 'e2e-project'

export type ModalDeployment = {
  api: BlockchainApiService
  directory: WalletDirectoryService
  app: WebApp
  stop(): Promise<void>
}

/**
 * A deployment of apps/web with a project id, as specs that need the hosted services start it: the
 * blockchain API and wallet directory stand-ins of `@agentry/test-utils` (so nothing leaves 127.0.0.1)
 * and the production server on the e2e anvil. `api` adds to the stand-in's options (supported chains
 * default to Ethereum and the local chain).
 *
 * @example
 * const deployment = await startModalDeployment({ api: { history } })
 * await page.goto(deployment.app.url)
 */
export async function startModalDeployment({
  api: apiOptions = {},
  wallets = sampleWallets(4),
}: { api?: Partial<BlockchainApiServiceOptions>; wallets?: ServiceWalletRecord[] } = {}): Promise<ModalDeployment> {
  const api = await startBlockchainApiService({
    projectId: PROJECT_ID,
    supportedChains: ['eip155:1', 'eip155:1337'],
    ...apiOptions,
  })
  const directory = await startWalletDirectoryService({ projectId: PROJECT_ID, wallets })
  const app = await startWebApp({
    appDir: WEB_DIR,
    env: {
      LOCAL_RPC_URL: process.env.E2E_RPC_URL!,
      MODAL_PROJECT_ID: PROJECT_ID,
      MODAL_BLOCKCHAIN_API_URL: api.url,
      MODAL_WALLET_DIRECTORY_URL: directory.url,
    },
  })
  return {
    api,
    directory,
    app,
    async stop() {
      await app.stop()
      await api.close()
      await directory.close()
    },
  }
}
