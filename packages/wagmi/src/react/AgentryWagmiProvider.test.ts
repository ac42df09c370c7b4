// @vitest-environment happy-dom
import {
  connect as modalConnect,
  connectionState,
  connectorsState,
  createLocalDevChain,
  disconnect as modalDisconnect,
  resetAllState,
} from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { defineChain, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createConfig, mock, useConnection, WagmiProvider } from 'wagmi'
import { waitFor } from '@agentry/test-utils/wait'
// The modal's balance reads run in the background: settled before anvil stops.
import { settleBackgroundWork } from '../../../modal-core/src/utils/background.js'
import { AgentryWagmiProvider } from './AgentryWagmiProvider.js'

// React: the provider component inside WagmiProvider bridges the modal and wagmi's hooks.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let anvil: Anvil
let root: Root | undefined
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
})
afterEach(async () => {
  act(() => root?.unmount())
  await settleBackgroundWork()
  resetAllState()
})
afterAll(async () => {
  await anvil.stop()
})

function Status() {
  const connection = useConnection()
  return createElement('output', { id: 'status' }, `${connection.status}:${connection.address ?? ''}`)
}

describe('AgentryWagmiProvider', () => {
  it("lists wagmi's connectors in the modal; the modal's connect and disconnect show in wagmi's hooks", async () => {
    const local = defineChain({
      id: 1337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const config = createConfig({
      chains: [local],
      multiInjectedProviderDiscovery: false,
      connectors: [mock({ accounts: [ANVIL_ACCOUNTS[2].address] })],
      transports: { [local.id]: http(anvil.rpcUrl) },
    })
    const modalOptions = { networks: [createLocalDevChain({ rpcUrl: anvil.rpcUrl })] }
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    act(() =>
      root!.render(
        createElement(
          WagmiProvider,
          { config },
          createElement(
            QueryClientProvider,
            { client: new QueryClient() },
            createElement(AgentryWagmiProvider, { modalOptions }, createElement(Status)),
          ),
        ),
      ),
    )
    const status = () => container.querySelector('#status')?.textContent
    await waitFor('the mock connector in the modal', () => connectorsState.connectors.some(({ id }) => id === 'mock'))
    // WagmiProvider reconnects on mount (nothing to restore here) before it settles.
    await waitFor('the page to show disconnected', () => status() === 'disconnected:')

    await act(() => modalConnect({ connectorId: 'mock' }))
    await waitFor('the page to show the connected account', () => status() === `connected:${ANVIL_ACCOUNTS[2].address}`)
    expect(connectionState.status).toBe('connected')

    await act(() => modalDisconnect({ connectorId: 'mock' }))
    await waitFor('the page to show disconnected', () => status() === 'disconnected:')
  })
})
