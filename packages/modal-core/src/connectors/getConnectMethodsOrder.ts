import { optionsState } from '../options/optionsState.js'
import { connectorsState } from './connectorsState.js'
import type { ConnectMethod } from '../options/types.js'

/**
 * The order of connect methods on the Connect view: the `connectMethodsOrder` option when given, else
 * email, social, wallet — or wallet, email, social once a browser wallet is found. Methods whose
 * feature is off (email, socials) are left out.
 *
 * @example
 * getConnectMethodsOrder() // ['wallet', 'email', 'social'] with MetaMask installed
 */
export function getConnectMethodsOrder(): ConnectMethod[] {
  const browserWallet = connectorsState.connectors.some(
    (connector) => connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
  )
  const order: ConnectMethod[] =
    optionsState.connectMethodsOrder ?? (browserWallet ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  const { email, socials } = optionsState.features
  return order.filter((method) => {
    if (method === 'email') return email
    if (method === 'social') return Array.isArray(socials) && socials.length > 0
    return true
  })
}
