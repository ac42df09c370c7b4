import { optionsState } from '../options/optionsState.js'
import { createWalletDirectoryClient, type WalletDirectoryClient } from './createWalletDirectoryClient.js'

let current: { key: string; client: WalletDirectoryClient } | undefined

/**
 * The hosted wallet directory for the configured project, or undefined without a project id (then the
 * modal lists the injected and announced wallets only).
 *
 * @example
 * const directory = getWalletDirectory()
 */
export function getWalletDirectory(): WalletDirectoryClient | undefined {
  const { projectId, serviceUrls } = optionsState
  if (!projectId) return undefined
  const key = `${serviceUrls.walletDirectory}\n${projectId}`
  if (current?.key !== key)
    current = { key, client: createWalletDirectoryClient({ baseUrl: serviceUrls.walletDirectory, projectId }) }
  return current.client
}
