import { optionsState } from '../options/optionsState.js'
import { connectorsState } from './connectorsState.js'
import { getRecentWallets } from './recentWallets.js'
import type { Connector, ConnectorSection } from './types.js'

export type ConnectorSectionEntry = { section: ConnectorSection; connectors: Connector[] }

/** Spec section 2: the order of the wallet list. */
export const CONNECTOR_SECTION_ORDER: readonly ConnectorSection[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

function sectionOf(
  connector: Connector,
  recentIds: Set<string>,
  featuredIds: Set<string>,
): ConnectorSection | undefined {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (recentIds.has(connector.id) || (connector.info?.rdns && recentIds.has(connector.info.rdns))) return 'recent'
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' || connector.type === 'MULTI_CHAIN')
    return 'injected'
  if ((connector.explorerId && featuredIds.has(connector.explorerId)) || featuredIds.has(connector.id))
    return 'featured'
  if (connector.type === 'EXTERNAL') return 'external'
  // AUTH (email / social) is offered as a connect method, not in the wallet list.
  return undefined
}

/**
 * The wallet list of the Connect view, grouped and ordered walletConnect, recent, injected, featured,
 * custom, external, recommended; empty sections are left out and each connector appears once.
 *
 * @example
 * for (const { section, connectors } of getConnectorSections()) render(section, connectors)
 */
export function getConnectorSections(): ConnectorSectionEntry[] {
  const recentIds = new Set(getRecentWallets().flatMap((wallet) => [wallet.id, ...(wallet.rdns ? [wallet.rdns] : [])]))
  const featuredIds = new Set(optionsState.featuredWalletIds)
  const groups = new Map<ConnectorSection, Connector[]>()
  for (const connector of connectorsState.connectors) {
    const section = sectionOf(connector, recentIds, featuredIds)
    if (!section) continue
    groups.set(section, [...(groups.get(section) ?? []), connector])
  }
  return CONNECTOR_SECTION_ORDER.flatMap((section) => {
    const connectors = groups.get(section)
    return connectors?.length ? [{ section, connectors }] : []
  })
}
