'use client'

import {
  createLocalDevChain,
  createSiweApiClient,
  createSiweConfig,
  ethereumMainnet,
  initModal,
  syncConnection,
  watchInjectedConnectors,
} from '@agentry/modal-core'
import { AgentryModal } from '@agentry/modal-ui/react'
import { useEffect, useState, type ReactNode } from 'react'

export type ModalProviderProps = {
  /** RPC URL of the local development chain (1337), read from the server's environment at run time. */
  localRpcUrl: string
  /** Whether this page was rendered for a signed-in viewer (decides whether sign-out must reload). */
  isAuthenticated: boolean
  children?: ReactNode
}

let initialised = false

function configureModal({ localRpcUrl, isAuthenticated }: Omit<ModalProviderProps, 'children'>) {
  if (initialised) return
  initialised = true
  initModal({
    networks: [ethereumMainnet, createLocalDevChain({ rpcUrl: localRpcUrl })],
    // Spec section 9: the analytics feature is off in the app.
    features: { analytics: false },
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
}

/**
 * Configures the wallet modal once in the browser, starts wallet discovery and the start-up connection
 * sync, and renders the modal element. Runtime settings come from the server layout as props, not from
 * build-time NEXT_PUBLIC variables.
 */
export function ModalProvider({ localRpcUrl, isAuthenticated, children }: ModalProviderProps) {
  const [ready, setReady] = useState(false)

  useEffect(() => {
    configureModal({ localRpcUrl, isAuthenticated })
    setReady(true)
    const stopWatching = watchInjectedConnectors()
    void syncConnection()
    return stopWatching
  }, [localRpcUrl, isAuthenticated])

  return (
    <>
      {children}
      {ready ? <AgentryModal /> : null}
    </>
  )
}
