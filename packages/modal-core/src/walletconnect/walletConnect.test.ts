import { SessionProvider } from '@agentry/provider/session'
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient, type SessionNamespace } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getAdapter } from '../flows/getAdapter.js'
import { chainState } from '../chain/chainState.js'
import { removeConnector } from '../connectors/connectorsState.js'
import { connect } from '../flows/connect.js'
import { connectionState } from '../connection/connectionState.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { routerState } from '../router/routerState.js'
import { approvePendingRequest } from '../flows/approvePendingRequest.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'
import { walletConnectState } from './walletConnectState.js'
import { walletConnectLinks } from './walletConnectLinks.js'

// The WalletConnect connector with our sign-client on both sides over our relay on 127.0.0.1; the wallet
// signs with the first anvil account, reads go to a real anvil node (chain 1).

const account = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const granted = (chains: string[]): Record<string, SessionNamespace> => ({
  eip155: {
    chains,
    accounts: chains.map((chain) => `${chain}:${account.address}`),
    // eth_syncing: a node method the wallet lists too; it must still go to the node (issue 28 item 3).
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_getCapabilities', 'wallet_getAssets', 'eth_syncing'],
    events: ['accountsChanged', 'chainChanged'],
  },
})

// What the wallet answers to the EIP-5792 and 7811 reads: only the wallet knows these, a node does not.
const WALLET_ANSWERS: Record<string, unknown> = {
  wallet_getCapabilities: { '0x1': { atomic: { status: 'supported' } } },
  wallet_getAssets: {
    '0x1': [{ address: '0x0000000000000000000000000000000000000000', balance: '0x1', type: 'native' }],
  },
}

let rejectProposals = false
let rejectRequests = false
let relay: RelayServer
let anvil: Anvil
let wallet: SignClient
const walletRequests: string[] = []

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 1 })
  wallet = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name: 'Test Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  wallet.on('session_proposal', ({ id, params }) => {
    if (rejectProposals) return void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    const chains = params.optionalNamespaces.eip155?.chains ?? []
    void wallet.approve({ id, namespaces: granted(chains) })
  })
  wallet.on('session_request', ({ id, topic, params }) => {
    walletRequests.push(params.request.method)
    if (rejectRequests) {
      const error = { code: 4001, message: 'User rejected the request.' }
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', error } }).catch(() => undefined)
      return
    }
    const answer = WALLET_ANSWERS[params.request.method]
    if (answer) {
      void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: answer } }).catch(() => undefined)
      return
    }
    const [message] = params.request.params as [Hex]
    void account
      .signMessage({ message: { raw: message } })
      .then((result) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }).catch(() => undefined))
  })
})
afterAll(async () => {
  await wallet.close()
  await relay.close()
  await anvil.stop()
})

const mainnet = () => ({ ...ethereumMainnet, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
let storage: MemoryStorage

beforeEach(() => {
  resetAllState()
  storage = new MemoryStorage()
  walletRequests.length = 0
})
afterEach(async () => {
  await tearDownWalletConnect()
  removeConnector(WALLET_CONNECT_CONNECTOR_ID)
})

/** Connects through the QR code: the URI appears, the wallet scans it, the connection completes. */
async function connectByQr(): Promise<void> {
  const connecting = connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  await expect.poll(() => walletConnectState.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(walletConnectState.status).toBe('pairing')
  await wallet.pair({ uri: walletConnectState.uri! })
  await connecting
}

describe('the WalletConnect connector', () => {
  it('connects through the pairing URI; a signature passes ApproveTransaction and the wallet; reads go to the chain', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage })
    await connectByQr()
    expect(connectionState.status).toBe('connected')
    expect(chainState.chains.eip155?.accountState.address).toBe(account.address)
    expect(walletConnectState).toMatchObject({ status: 'connected', uri: undefined, peer: { name: 'Test Wallet' } })

    const message = 'Sign in to Agentry'
    const signing = getAdapter('eip155').signMessage({ message, address: account.address })
    await expect.poll(() => routerState.view).toBe('ApproveTransaction')
    expect(walletRequests).toEqual([])
    approvePendingRequest()
    const signature = (await signing) as Hex
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
    expect(walletRequests).toEqual(['personal_sign'])

    const connector = await setUpWalletConnect()
    const block = await connector.provider!.request({ method: 'eth_blockNumber' })
    expect(block).toMatch(/^0x/)
    expect(walletRequests).toEqual(['personal_sign'])
    expect(stringToHex(message)).toBeTypeOf('string')
  })

  it('set up by the app and again by the view, it starts once: one connector, one relay connection (issue 28 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    // Earlier tests' clients are closed; only the wallet's connection may be left.
    await expect.poll(() => relay.stats().connections).toBeLessThanOrEqual(1)
    const before = relay.stats().connections
    const [first, second] = await Promise.all([setUpWalletConnect({ storage }), setUpWalletConnect({ storage })])
    expect(second).toBe(first)
    expect(await setUpWalletConnect()).toBe(first)
    // One provider: the connector's is @agentry/provider's (its core), not a second one of modal-core's.
    expect(first.provider).toBeInstanceOf(SessionProvider)
    expect(relay.stats().connections).toBe(before + 1)
  })

  it('the trip goes one way: the provider never pairs; connect pairs, then the provider reads the session (issue 28 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    // Before, eth_requestAccounts called back into the connector to pair, and waited for a wallet here.
    // The provider's EIP-1193 error (4900), which the modal's adapter types as ProviderRequestError.
    await expect(connector.provider!.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      name: 'ProviderNotConnectedError',
      code: 4900,
    })
    expect(walletConnectState.uri).toBeUndefined()
    await connectByQr()
    expect(await connector.provider!.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
  })

  it('EIP-5792 and 7811 reads the wallet granted go to the wallet without approval, not to the node (issue 29 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    const provider = connector.provider!
    const capabilities = await provider.request({ method: 'wallet_getCapabilities', params: [account.address] })
    expect(capabilities).toEqual(WALLET_ANSWERS.wallet_getCapabilities)
    const assets = await provider.request({ method: 'wallet_getAssets', params: [{ account: account.address }] })
    expect(assets).toEqual(WALLET_ANSWERS.wallet_getAssets)
    expect(walletRequests).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(routerState.view).not.toBe('ApproveTransaction')
  })

  it('a node method the wallet granted goes to the node without approval: one safe list with @agentry/provider (issue 28 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    // A wallet's method list does not pull a node method to the wallet (nor through ApproveTransaction).
    expect(await connector.provider!.request({ method: 'eth_syncing' })).toBe(false)
    expect(walletRequests).toEqual([])
    expect(routerState.view).not.toBe('ApproveTransaction')
  })

  it('a malformed chain id to wallet_switchEthereumChain is invalid params (-32602), not 4902 or a TypeError (issue 28 item 13)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    // The provider speaks EIP-1193 errors (a numeric code), as every wallet does.
    for (const params of [[{ chainId: 'nonsense' }], [{ chainId: '0x0' }], [{}], undefined]) {
      await expect(connector.provider!.request({ method: 'wallet_switchEthereumChain', params })).rejects.toMatchObject(
        { name: 'InvalidChainIdError', code: -32602, shortMessage: 'Invalid chainId' },
      )
    }
    expect(walletRequests).toEqual([])
  })

  it("the views get the modal's typed errors: a wallet's refusal (4001) through the adapter is UserRejectedError (issue 28 item 3)", async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage })
    await connectByQr()
    rejectRequests = true
    try {
      const signing = getAdapter('eip155').signMessage({ message: 'no', address: account.address })
      await expect.poll(() => routerState.view).toBe('ApproveTransaction')
      approvePendingRequest()
      await expect(signing).rejects.toMatchObject({
        name: 'UserRejectedError',
        code: 'USER_REJECTED',
        shortMessage: 'Signature declined',
      })
    } finally {
      rejectRequests = false
    }
    expect(walletRequests).toEqual(['personal_sign'])
  })

  it('wallet_getCallsStatus the wallet did not grant is refused here (4100), asking neither the wallet nor the node (issue 28 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    // A node does not know EIP-5792's call status; the old provider asked it and got 'Method not found'.
    await expect(
      connector.provider!.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }),
    ).rejects.toMatchObject({
      name: 'CallStatusNotApprovedError',
      code: 4100,
      shortMessage: 'Fetching call status not approved by the wallet.',
    })
    expect(walletRequests).toEqual([])
    expect(routerState.view).not.toBe('ApproveTransaction')
  })

  it("reads go to the network's RPC URL; a network without an http(s) URL does not stop the set-up (issue 28 item 3)", async () => {
    const noHttp = {
      ...createLocalDevChain({ rpcUrl: anvil.rpcUrl }),
      rpcUrls: { default: { http: ['ws://127.0.0.1:1'] } },
    }
    initModal({ networks: [mainnet(), noHttp], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    expect(await connector.provider!.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await connector.provider!.request({ method: 'eth_getBalance', params: [account.address, 'latest'] })).toBe(
      await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [account.address, 'latest'] }),
      })
        .then((response) => response.json())
        .then((body: { result: string }) => body.result),
    )
    expect(walletRequests).toEqual([])
  })

  it('a declined pairing is stored as { code, message, params }, not as text (issue 28 item 4)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage })
    rejectProposals = true
    try {
      await expect(connectByQr()).rejects.toThrow()
    } finally {
      rejectProposals = false
    }
    expect(walletConnectState.error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      params: {},
    })
  })

  it('restores the session after a reload; a kept session for other chains is ended and asked again', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage })
    await connectByQr()
    // A reload: the client starts again from what storage kept.
    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    resetAllState()
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const restored = await setUpWalletConnect({ storage })
    expect(await restored.provider!.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await restored.provider!.request({ method: 'eth_chainId' })).toBe('0x1')

    // The app now also configures chain 1337, which the kept session never approved.
    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    resetAllState()
    const deleted = new Promise<string>((resolve) => wallet.once('session_delete', ({ topic }) => resolve(topic)))
    initModal({
      networks: [mainnet(), createLocalDevChain({ rpcUrl: anvil.rpcUrl })],
      walletConnect: { relayUrl: relay.url },
    })
    const fresh = await setUpWalletConnect({ storage })
    expect(await fresh.provider!.request({ method: 'eth_accounts' })).toEqual([])
    await deleted
    await connectByQr()
    expect(connectionState.status).toBe('connected')
  })

  it('the wallet ending the session disconnects the app', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage })
    await connectByQr()
    const topic = wallet.session.getAll().at(-1)!.topic
    await wallet.disconnect({ topic })
    await expect.poll(() => connectionState.status).toBe('disconnected')
    expect(walletConnectState.status).toBe('idle')
  })

  it('the end of a session is announced once: one disconnect (code 6000) and one empty accountsChanged (issue 28 item 3)', async () => {
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    const connector = await setUpWalletConnect({ storage })
    await connectByQr()
    const provider = connector.provider!
    const seen: [string, unknown][] = []
    for (const name of ['disconnect', 'accountsChanged'])
      provider.on!(name, (payload: unknown) => seen.push([name, payload]))
    await wallet.disconnect({ topic: wallet.session.getAll().at(-1)!.topic })
    await expect.poll(() => walletConnectState.status).toBe('idle')
    // Only the provider listens to the client's session events, so nothing is announced twice.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(seen.map(([name]) => name).sort()).toEqual(['accountsChanged', 'disconnect'])
    expect(seen.find(([name]) => name === 'disconnect')![1]).toMatchObject({
      code: 6000,
      message: 'User disconnected.',
    })
    expect(seen.find(([name]) => name === 'accountsChanged')![1]).toEqual([])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('without a relay URL it is not set up', async () => {
    initModal({ networks: [mainnet()] })
    await expect(setUpWalletConnect()).rejects.toThrow('WalletConnectConnector not found')
  })

  it('deep links hand the URI to a directory wallet', () => {
    const uri = 'wc:ab@2?relay-protocol=irn&symKey=cd'
    expect(
      walletConnectLinks(
        { mobile_link: 'rainbow://', desktop_link: 'ledgerlive:', webapp_link: 'https://app.example.org/' },
        uri,
      ),
    ).toEqual({
      mobile: `rainbow://wc?uri=${encodeURIComponent(uri)}`,
      desktop: `ledgerlive://wc?uri=${encodeURIComponent(uri)}`,
      webapp: `https://app.example.org/wc?uri=${encodeURIComponent(uri)}`,
    })
  })
})
