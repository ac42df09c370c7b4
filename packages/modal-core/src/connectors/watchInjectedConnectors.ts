import { optionsState } from '../options/optionsState.js'
import { addConnector, connectorsState, removeConnector } from './connectorsState.js'
import type { Connector } from './types.js'
import type { Eip1193Provider } from '../adapters/types.js'

/** Id of the `window.ethereum` fallback connector. */
export const INJECTED_CONNECTOR_ID = 'injected'

type Eip6963Detail = {
  info?: { uuid?: string; name?: string; icon?: string; rdns?: string }
  provider?: Eip1193Provider
}

function isProvider(value: unknown): value is Eip1193Provider {
  return typeof (value as { request?: unknown } | null)?.request === 'function'
}

function toConnector(detail: Eip6963Detail): Connector | undefined {
  const { info, provider } = detail
  if (!info || !isProvider(provider)) return undefined
  const id = info.rdns || info.uuid
  if (!id) return undefined
  return {
    id,
    name: info.name || id,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(info.icon ? { imageUrl: info.icon } : {}),
    info: { ...info },
    provider,
  }
}

function syncInjectedFallback(): void {
  const ethereum = (window as { ethereum?: unknown }).ethereum
  const announcedSame = connectorsState.connectors.some(
    (connector) => connector.type === 'ANNOUNCED' && connector.provider === ethereum,
  )
  if (!optionsState.enableInjected || !isProvider(ethereum) || announcedSame) {
    if (connectorsState.connectors.some((connector) => connector.id === INJECTED_CONNECTOR_ID))
      removeConnector(INJECTED_CONNECTOR_ID)
    return
  }
  if (connectorsState.connectors.some((connector) => connector.id === INJECTED_CONNECTOR_ID)) return
  addConnector({
    id: INJECTED_CONNECTOR_ID,
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    provider: ethereum,
  })
}

/**
 * Starts browser-wallet discovery: listens for EIP-6963 `eip6963:announceProvider`, asks wallets to
 * announce themselves, de-duplicates by rdns / uuid (type ANNOUNCED) and adds `window.ethereum` as an
 * INJECTED connector when no announced wallet is that same provider. Does nothing without a window
 * (server rendering). Honours `enableEIP6963` / `enableInjected`.
 *
 * @returns a function that stops listening.
 * @example
 * initModal({ networks: [localDevChain] })
 * const unwatch = watchInjectedConnectors()
 * await syncConnection()
 */
export function watchInjectedConnectors(): () => void {
  if (typeof window === 'undefined') return () => {}
  const onAnnounce = (event: Event) => {
    const connector = toConnector((event as CustomEvent<Eip6963Detail>).detail ?? {})
    if (!connector) return
    const known = connectorsState.connectors.find(
      (existing) =>
        existing.id === connector.id || (connector.info?.uuid && existing.info?.uuid === connector.info.uuid),
    )
    if (known && known.provider === connector.provider) return
    if (known && known.id !== connector.id) removeConnector(known.id)
    addConnector(connector)
    syncInjectedFallback()
  }
  if (optionsState.enableEIP6963) {
    window.addEventListener('eip6963:announceProvider', onAnnounce)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  syncInjectedFallback()
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
