import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage } from '@agentry/sign-client'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { startTestWallet, WALLET_ACCOUNT, type TestWallet } from '@agentry/test-utils/official-wallet'
import { createPublicClient, http, numberToHex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { removeConnector } from '../connectors/connectorsState.js'
import { connect } from '../flows/connect.js'
import { initModal } from '../flows/initModal.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { resetAllState } from '../resetAllState.js'
import { routerState } from '../router/routerState.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'
import { walletConnectState } from './walletConnectState.js'

// The WalletConnect connector against the official wallet client 2.21.8 (Apache-2.0) over our relay on
// 127.0.0.1: the EIP-5792 and EIP-7811 reads a wallet granted reach that wallet, not the chain's node
// (issue 29 item 3). The wallet answers wallet_getAssets with the balance it reads from anvil.

const EIP_5792_READS = ['wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets']

let relay: RelayServer
let anvil: Anvil
let wallet: TestWallet | undefined
const node = () => createPublicClient({ transport: http(anvil.rpcUrl) })

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(async () => {
  await relay.close()
  await anvil.stop()
})
beforeEach(() => resetAllState())
afterEach(async () => {
  await tearDownWalletConnect()
  removeConnector(WALLET_CONNECT_CONNECTOR_ID)
  await wallet?.close()
  wallet = undefined
})

/** Sets up the connector on chain 1 (anvil) and connects the official wallet through the QR code. */
async function connectOfficialWallet(approveMethods?: (asked: string[]) => string[]) {
  wallet = await startTestWallet({ relayUrl: relay.url, chains: { 1: anvil.rpcUrl }, approveMethods })
  initModal({
    networks: [{ ...ethereumMainnet, rpcUrls: { default: { http: [anvil.rpcUrl] } } }],
    walletConnect: { relayUrl: relay.url },
  })
  const connector = await setUpWalletConnect({ storage: new MemoryStorage() })
  const connecting = connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  await expect.poll(() => walletConnectState.uri).toMatch(/^wc:/)
  await wallet.client.pair({ uri: walletConnectState.uri! })
  await connecting
  expect(chainState.chains.eip155?.accountState.address).toBe(WALLET_ACCOUNT.address)
  return { provider: connector.provider!, wallet }
}

describe('the WalletConnect connector with the official wallet client 2.21.8', () => {
  it('sends the EIP-5792 and 7811 reads the wallet granted to the wallet, without an approval step', async () => {
    const { provider, wallet } = await connectOfficialWallet()
    const capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [WALLET_ACCOUNT.address] })
    expect(capabilities).toEqual({ '0x1': { atomic: { status: 'unsupported' } } })
    const status = await provider.request({ method: 'wallet_getCallsStatus', params: ['0xabc'] })
    expect(status).toMatchObject({ id: '0xabc', chainId: '0x1', status: 200 })
    const balance = await node().getBalance({ address: WALLET_ACCOUNT.address })
    const assets = await provider.request({ method: 'wallet_getAssets', params: [{ account: WALLET_ACCOUNT.address }] })
    expect(assets).toEqual({ '0x1': [expect.objectContaining({ type: 'native', balance: numberToHex(balance) })] })
    expect(wallet.requests.map(({ method }) => method)).toEqual(EIP_5792_READS)
    expect(wallet.requests.every(({ chainId }) => chainId === 'eip155:1')).toBe(true)
    expect(routerState.view).not.toBe('ApproveTransaction')
  })

  it('keeps other reads on the node: the wallet sees none of them', async () => {
    const { provider, wallet } = await connectOfficialWallet()
    const block = await provider.request({ method: 'eth_blockNumber' })
    expect(BigInt(block as string)).toBe(await node().getBlockNumber())
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(wallet.requests).toEqual([])
  })

  it('a wallet that did not grant wallet_getCapabilities is not asked for it', async () => {
    const { provider, wallet } = await connectOfficialWallet((asked) =>
      asked.filter((method) => !EIP_5792_READS.includes(method)),
    )
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [WALLET_ACCOUNT.address] }),
    ).rejects.toThrow()
    expect(wallet.requests).toEqual([])
  })
})
