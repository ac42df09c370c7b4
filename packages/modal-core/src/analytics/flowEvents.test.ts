// @vitest-environment happy-dom
import { ANVIL_ACCOUNTS, startWalletDirectoryService, type WalletDirectoryService } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { addConnector } from '../connectors/connectorsState.js'
import { createMockConnector } from '../connectors/mock/createMockConnector.js'
import { closeModal } from '../flows/closeModal.js'
import { connect } from '../flows/connect.js'
import { disconnect } from '../flows/disconnect.js'
import { initModal } from '../flows/initModal.js'
import { openModal } from '../flows/openModal.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import type { ModalOptions } from '../options/types.js'
import { resetAllState } from '../resetAllState.js'
import { settleBackgroundWork } from '../utils/background.js'

// A real local HTTP server stands for the sink: the hosted service or a dapp's own server.
let sink: WalletDirectoryService
beforeAll(async () => {
  sink = await startWalletDirectoryService({ projectId: 'project-1', wallets: [] })
})
afterAll(async () => {
  await sink.close()
})
afterEach(async () => {
  await settleBackgroundWork()
  sink.requests.length = 0
  sink.events.length = 0
  resetAllState()
})

function configure(options: Partial<ModalOptions>): void {
  initModal({
    networks: [createLocalDevChain({ rpcUrl: inject('anvilRpcUrl') })],
    projectId: 'project-1',
    serviceUrls: { analytics: sink.url },
    ...options,
  })
  addConnector(createMockConnector({ accounts: [ANVIL_ACCOUNTS[0].address], chainId: 1337 }))
  addConnector(
    createMockConnector({
      id: 'declining',
      accounts: [ANVIL_ACCOUNTS[0].address],
      chainId: 1337,
      features: { connectError: true },
    }),
  )
}

const propsOf = (event: unknown) => (event as { props: unknown }).props

/** Opens, connects, fails a connect, disconnects and closes: each flow that records an event. */
async function runFlows(): Promise<void> {
  await openModal()
  await connect({ connectorId: 'declining' }).catch(() => undefined)
  await connect({ connectorId: 'mock' })
  await disconnect()
  closeModal()
  await settleBackgroundWork()
}

describe('events the flows send', () => {
  test('with analytics on, each flow posts its event to the sink, disconnect included', async () => {
    configure({ features: { analytics: true } })
    await runFlows()
    // Events go out in the background, side by side: their order at the sink is not the flows' order.
    const events = sink.events.map(propsOf)
    expect(events).toHaveLength(5)
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        {
          type: 'track',
          event: 'CONNECT_ERROR',
          properties: {
            connectorId: 'declining',
            namespace: 'eip155',
            code: 'USER_REJECTED',
            message: 'Connection request declined',
          },
        },
        {
          type: 'track',
          event: 'CONNECT_SUCCESS',
          properties: { connectorId: 'mock', namespace: 'eip155', name: 'Mock Connector' },
        },
        { type: 'track', event: 'DISCONNECT_SUCCESS', properties: {} },
        { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
      ]),
    )
  })

  test('a failed disconnect records an error event', async () => {
    configure({ features: { analytics: true } })
    addConnector({
      ...createMockConnector({ id: 'stuck', accounts: [ANVIL_ACCOUNTS[1].address], chainId: 1337 }),
      disconnect: () => Promise.reject(new Error('the wallet is locked')),
    })
    await connect({ connectorId: 'stuck' })
    await disconnect({ connectorId: 'stuck' })
    await settleBackgroundWork()
    expect(sink.events.map(propsOf).at(-1)).toEqual({
      type: 'track',
      event: 'DISCONNECT_ERROR',
      properties: { connectorId: 'stuck', message: 'the wallet is locked' },
    })
  })

  test('off by default: the same flows send nothing, not even the config request', async () => {
    configure({})
    await runFlows()
    expect(sink.requests).toEqual([])
  })

  test('turned off explicitly (as the app does): nothing is sent', async () => {
    configure({ features: { analytics: false } })
    await runFlows()
    expect(sink.requests).toEqual([])
  })
})
