'use client'

import {
  createSiweApiClient,
  createSiweConfig,
  ethereumMainnet,
  initModal,
  syncConnection,
  watchInjectedConnectors,
  type TokenListEntry,
} from '@agentry/modal-core'
import { AgentryModal } from '@agentry/modal-ui/react'
import { useEffect, useState, type ReactNode } from 'react'
import type { ModalServices } from '@/lib/server/config'
import { localNetwork } from '@/lib/shell/localNetwork'

export type ModalProviderProps = {
  /** RPC URL of the local development chain (1337), read from the server's environment at run time. */
  localRpcUrl: string
  /**
   * Contracts deployed on the local chain, by name: the modal reads ENS, Multicall3, Chainlink feeds and
   * Uniswap v3 there when set, and lists its `token`.
   */
  localChainContracts?: Readonly<Record<string, `0x${string}`>>
  /** The hosted services of the modal (a project id and service URLs), none by default. */
  modalServices?: ModalServices
  /** Whether this page was rendered for a signed-in viewer (decides whether sign-out must reload). */
  isAuthenticated: boolean
  /** The visitor's language, chosen by the server from Accept-Language (the page's `<html lang>`). */
  locale?: string
  children?: ReactNode
}

let initialised: Promise<void> | undefined

function configureModal(props: Omit<ModalProviderProps, 'children' | 'locale'>): Promise<void> {
  initialised ??= readLocalTokens(props).then((tokens) => initialiseModal(props, tokens))
  return initialised
}

/** The local chain's token, when one is deployed; its reader (and viem) loads only then. */
async function readLocalTokens({
  localRpcUrl,
  localChainContracts,
}: Pick<ModalProviderProps, 'localRpcUrl' | 'localChainContracts'>): Promise<TokenListEntry[]> {
  if (!localChainContracts?.token) return []
  const { localTokens } = await import('@/lib/shell/localTokens')
  return localTokens({ rpcUrl: localRpcUrl, contracts: localChainContracts })
}

function initialiseModal(
  { localRpcUrl, localChainContracts, modalServices, isAuthenticated }: Omit<ModalProviderProps, 'children' | 'locale'>,
  tokens: TokenListEntry[],
) {
  const network = localNetwork({ rpcUrl: localRpcUrl, contracts: localChainContracts })
  initModal({
    networks: [ethereumMainnet, network],
    ...(tokens.length > 0 ? { tokens: { [network.caipNetworkId]: tokens } } : {}),
    // Spec section 9: the analytics feature is off in the app.
    features: { analytics: false },
    ...(modalServices?.projectId ? { projectId: modalServices.projectId } : {}),
    serviceUrls: { ...modalServices?.serviceUrls },
    ...(modalServices?.walletConnectRelayUrl
      ? { walletConnect: { relayUrl: modalServices.walletConnectRelayUrl } }
      : {}),
    // Email login through our own wallet host (npm run local starts it on http://localhost:3001).
    ...(modalServices?.embeddedWalletUrl ? { embeddedWallet: { hostUrl: modalServices.embeddedWalletUrl } } : {}),
    metadata: {
      name: 'Agentry',
      description: 'Build, deploy and monetize AI agents on-chain without coding.',
      url: window.location.origin,
      icons: [`${window.location.origin}/icon.svg`],
    },
    siwx: createSiweConfig({
      ...createSiweApiClient({ baseUrl: '/auth' }),
      required: false,
      // The server renders the navigation from the session cookie, so a new session needs a new page.
      onSignIn: () => window.location.reload(),
      // Only a page rendered for a signed-in viewer shows anything that sign-out takes away.
      onSignOut: () => {
        if (isAuthenticated) window.location.reload()
      },
    }),
  })
  // WalletConnect loads its client only when configured; starting it restores a session kept from before.
  if (modalServices?.walletConnectRelayUrl) {
    void import('@agentry/modal-core/walletconnect')
      .then(({ setUpWalletConnect }) => setUpWalletConnect())
      .catch((error: unknown) => console.warn('WalletConnect could not start:', error))
  }
}

/**
 * Configures the wallet modal once in the browser, starts wallet discovery and the start-up connection
 * sync, and renders the modal element in the visitor's language. Runtime settings come from the server
 * layout as props, not from build-time NEXT_PUBLIC variables.
 */
export function ModalProvider({
  localRpcUrl,
  localChainContracts,
  modalServices,
  isAuthenticated,
  locale,
  children,
}: ModalProviderProps) {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let live = true
    let stopWatching: (() => void) | undefined
    // The local chain's token is read from its contract first (no wait when none is deployed).
    void configureModal({ localRpcUrl, localChainContracts, modalServices, isAuthenticated }).then(() => {
      if (!live) return
      setReady(true)
      stopWatching = watchInjectedConnectors()
      void syncConnection()
    })
    return () => {
      live = false
      stopWatching?.()
    }
    // The services and contracts are fixed for the page's life (configureModal runs once): no dependency.
  }, [localRpcUrl, isAuthenticated])

  return (
    <>
      {children}
      {ready ? <AgentryModal locale={locale} /> : null}
    </>
  )
}
