import type { CaipNetworkId } from '../caip/types.js'
import { optionsState } from '../options/optionsState.js'

/**
 * The hosted chain RPC proxy for a network (spec section 7: `/v1/?chainId={chain}&projectId={project}`),
 * or undefined without a project id. For networks whose own RPC the app does not want to expose.
 *
 * @example
 * initModal({ networks: [ethereumMainnet], projectId })
 * getRpcProxyUrl('eip155:1') // 'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=…'
 */
export function getRpcProxyUrl(caipNetworkId: CaipNetworkId): string | undefined {
  const { projectId, serviceUrls } = optionsState
  if (!projectId) return undefined
  const url = new URL(
    'v1/',
    serviceUrls.blockchainApi.endsWith('/') ? serviceUrls.blockchainApi : `${serviceUrls.blockchainApi}/`,
  )
  url.searchParams.set('chainId', caipNetworkId)
  url.searchParams.set('projectId', projectId)
  return url.href
}

/**
 * The hosted bundler endpoint for smart accounts on a network (spec section 7: with projectId, chainId
 * and the bundler's name; it answers `eth_getUserOperationReceipt` among others), or undefined without
 * a project id.
 *
 * @example
 * getBundlerUrl({ chainId: 8453, bundler: 'pimlico' })
 */
export function getBundlerUrl({ chainId, bundler }: { chainId: number; bundler: string }): string | undefined {
  const { projectId, serviceUrls } = optionsState
  if (!projectId) return undefined
  const url = new URL(
    'v1/bundler',
    serviceUrls.blockchainApi.endsWith('/') ? serviceUrls.blockchainApi : `${serviceUrls.blockchainApi}/`,
  )
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('bundler', bundler)
  return url.href
}
