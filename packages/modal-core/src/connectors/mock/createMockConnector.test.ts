import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { chainState } from '../../chain/chainState.js'
import { getNetwork } from '../../chain/findNetwork.js'
import { getActiveNetwork } from '../../chain/getActiveNetwork.js'
import { switchNetwork } from '../../flows/switchNetwork.js'
import { connect } from '../../flows/connect.js'
import { connectionState } from '../../connection/connectionState.js'
import { disconnect } from '../../flows/disconnect.js'
import { ProviderRequestError, UserRejectedError } from '../../errors/providerErrors.js'
import { ethereumMainnet } from '../../networks/ethereumMainnet.js'
import { createLocalDevChain } from '../../networks/localDevChain.js'
import { initModal } from '../../flows/initModal.js'
import { resetAllState } from '../../resetAllState.js'
import { signIn } from '../../flows/signIn.js'
import { siwxState } from '../../siwx/siwxState.js'
import { stubSiwx } from '../../test/stubSiwx.js'
import { settleBackgroundWork } from '../../utils/background.js'
import { addConnector } from '../connectorsState.js'
import { createMockConnector, type CreateMockConnectorParameters } from './createMockConnector.js'
import type { MockConnectorFeatures } from './createMockProvider.js'

const address = ANVIL_ACCOUNTS[0].address

function addMock(features?: MockConnectorFeatures, parameters: Partial<CreateMockConnectorParameters> = {}) {
  const connector = createMockConnector({ accounts: [address], chainId: 1337, features, ...parameters })
  addConnector(connector)
  return connector
}

beforeEach(() => {
  const rpcUrl = inject('anvilRpcUrl')
  initModal({
    networks: [createLocalDevChain({ rpcUrl }), { ...ethereumMainnet, rpcUrls: { default: { http: [rpcUrl] } } }],
  })
})
afterEach(async () => {
  await settleBackgroundWork()
  resetAllState()
})

describe('createMockConnector', () => {
  test('is a plain EXTERNAL eip155 connector with a provider', () => {
    const { provider, disconnect: _, ...rest } = addMock()
    expect(rest).toEqual({ id: 'mock', name: 'Mock Connector', type: 'EXTERNAL', chain: 'eip155' })
    expect(typeof provider.request).toBe('function')
  })

  test('connects through connect(): account and network in the state', async () => {
    addMock()
    await connect({ connectorId: 'mock' })
    expect(connectionState.status).toBe('connected')
    expect(chainState.chains.eip155.accountState.caipAddress).toBe(`eip155:1337:${address}`)
    expect(getActiveNetwork()?.id).toBe(1337)
  })

  test('connectError: true is a user rejection; the status comes back', async () => {
    addMock({ connectError: true })
    const error = await connect({ connectorId: 'mock' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect((error as UserRejectedError).shortMessage).toMatchInlineSnapshot(`"Connection request declined"`)
    expect(connectionState.status).toBe('disconnected')
  })

  test('connectError with an error of its own fails with that cause', async () => {
    const cause = Object.assign(new Error('Internal error'), { code: -32603 })
    addMock({ connectError: cause })
    const error = await connect({ connectorId: 'mock' }).catch((e: unknown) => e)
    expect((error as Error).cause).toBe(cause)
    expect(connectionState.status).toBe('disconnected')
  })

  test.each([4902, 5000, -32603])('switch error %i: the chain is added and the switch retried', async (code) => {
    const { provider } = addMock({ switchChainErrorCode: code })
    await connect({ connectorId: 'mock' })
    await switchNetwork(getNetwork(1))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(connectionState.connections[0]?.chainId).toBe(1)
    expect(getActiveNetwork()?.id).toBe(1)
  })

  test('switch error 4001 is a declined switch; the network stays', async () => {
    addMock({ switchChainErrorCode: 4001 })
    await connect({ connectorId: 'mock' })
    const error = await switchNetwork(getNetwork(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect((error as UserRejectedError).shortMessage).toMatchInlineSnapshot(`"Network switch declined"`)
    expect(getActiveNetwork()?.id).toBe(1337)
  })

  test('another switch error is not an add-chain case', async () => {
    addMock({ switchChainErrorCode: -32000 })
    await connect({ connectorId: 'mock' })
    const error = await switchNetwork(getNetwork(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRequestError)
    expect(error).toMatchObject({ rpcCode: -32000, method: 'wallet_switchEthereumChain' })
    expect(getActiveNetwork()?.id).toBe(1337)
  })

  test('rejectSignature: sign-in ends with "Signature declined"', async () => {
    initModal({
      networks: [createLocalDevChain({ rpcUrl: inject('anvilRpcUrl') })],
      siwx: stubSiwx({ getMessageParams: async () => ({ domain: 'localhost', uri: 'http://localhost' }) }),
    })
    addMock({ rejectSignature: true })
    await connect({ connectorId: 'mock' })
    await settleBackgroundWork()
    await signIn()
    expect(siwxState.status).toBe('error')
    expect(siwxState.error).toMatchInlineSnapshot(`"Signature declined"`)
  })

  test('signs nothing without rejectSignature: 4200', async () => {
    const { provider } = addMock()
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', address] })).rejects.toMatchObject({
      code: 4200,
    })
  })

  test('disconnect() ends the wallet-side connection too', async () => {
    const { provider } = addMock()
    await connect({ connectorId: 'mock' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    await disconnect()
    expect(connectionState.status).toBe('disconnected')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
