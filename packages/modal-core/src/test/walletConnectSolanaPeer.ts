// A WalletConnect session exposed to Solana, with our sign-client on both sides over our relay on
// 127.0.0.1. The wallet holds an EVM account (the first anvil account) and a Solana ed25519 key; it
// signs Solana messages and transactions for real, and the Solana test RPC verifies what is sent.
// Shared by walletconnect/walletConnectSolana*.test.ts: `useWalletConnectSolanaPeer()` starts the parts.
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient, type ProposalStruct, type SessionNamespace } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { startSolanaTestRpc, type SolanaTestRpc } from '@agentry/test-utils/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { removeConnector } from '../connectors/connectorsState.js'
import { approvePendingRequest } from '../flows/approvePendingRequest.js'
import { connect } from '../flows/connect.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createSolanaLocalnet } from '../networks/solanaNetworks.js'
import { resetAllState } from '../resetAllState.js'
import { routerState } from '../router/routerState.js'
import { pendingRequestsState } from '../rpc/pendingRequestsState.js'
import { settleBackgroundWork } from '../utils/background.js'
import {
  createWalletConnectSolanaWallet,
  WALLET_CONNECT_SOLANA_METHODS,
  type WalletConnectSolanaWallet,
} from '../walletconnect/createWalletConnectSolanaWallet.js'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from '../walletconnect/exposeWalletConnectSolana.js'
import { tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/setUpWalletConnect.js'
import { walletConnectState } from '../walletconnect/walletConnectState.js'
import { grantNamespaces } from './grantNamespaces.js'

export const evmAccount = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
export const solanaKey = Keypair.generate()
export const solanaAddress = solanaKey.publicKey.toBase58()
const solanaSecret = solanaKey.secretKey.slice(0, 32)

/** How the wallet behaves: whether it grants solana accounts, how it answers transactions, whether it declines. */
export const mode = {
  evm: true,
  solana: true,
  transactionAnswer: 'signature' as 'signature' | 'transaction',
  decline: false,
}
/** The proposals the wallet received, and the requests it answered, since the test began. */
export const proposals: ProposalStruct[] = []
export const walletRequests: { method: string; params: unknown }[] = []

/** The running parts (set by `useWalletConnectSolanaPeer`) and the dapp's storage of the current test. */
export const peer = {} as {
  relay: RelayServer
  anvil: Anvil
  rpc: SolanaTestRpc
  wallet: SignClient
  storage: MemoryStorage
}

function grant(proposal: ProposalStruct): Record<string, SessionNamespace> {
  return grantNamespaces(proposal, {
    evmAddress: evmAccount.address,
    solanaAddress,
    evm: mode.evm,
    solana: mode.solana,
  })
}

/** The wallet's side of a Solana request: an ed25519 signature over the message bytes. */
async function answerSolana(method: string, params: Record<string, string>): Promise<unknown> {
  if (method === 'solana_signMessage') {
    expect(params.pubkey).toBe(solanaAddress)
    return { signature: base58.encode(ed25519.sign(base58.decode(params.message!), solanaSecret)) }
  }
  const transaction = VersionedTransaction.deserialize(base64.decode(params.transaction!))
  const signature = ed25519.sign(transaction.message.serialize(), solanaSecret)
  if (mode.transactionAnswer === 'signature') return { signature: base58.encode(signature) }
  transaction.addSignature(solanaKey.publicKey, signature)
  return { transaction: base64.encode(transaction.serialize()) }
}

const dapps: SignClient[] = []
const wallets: WalletConnectSolanaWallet[] = []

/**
 * Starts the relay, anvil, the Solana test RPC and the wallet for the calling test file, and resets the
 * modal's state, the wallet's mode and the WalletConnect connectors around each test.
 */
export function useWalletConnectSolanaPeer(): void {
  beforeAll(async () => {
    peer.relay = await startRelay()
    peer.anvil = await startAnvil({ chainId: 1 })
    peer.rpc = await startSolanaTestRpc()
    const wallet = (peer.wallet = await SignClient.init({
      relayUrl: peer.relay.url,
      metadata: { name: 'Test Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
      storage: new MemoryStorage(),
    }))
    wallet.on('session_proposal', ({ id, params }) => {
      proposals.push(params)
      void wallet.approve({ id, namespaces: grant(params) })
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      const { method, params: requestParams } = params.request
      walletRequests.push({ method, params: requestParams })
      const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
        wallet.respond({ topic, response: { id, jsonrpc: '2.0', ...response } }).catch(() => undefined)
      if (mode.decline) return void respond({ error: { code: 5000, message: 'User rejected.' } })
      const answer = method.startsWith('solana_')
        ? answerSolana(method, requestParams as Record<string, string>)
        : evmAccount.signMessage({ message: { raw: (requestParams as [Hex])[0] } })
      void answer.then((result) => respond({ result }))
    })
  })
  afterAll(async () => {
    await peer.wallet.close()
    await peer.relay.close()
    await peer.anvil.stop()
    await peer.rpc.close()
  })
  beforeEach(() => {
    localStorage.clear()
    resetAllState()
    peer.storage = new MemoryStorage()
    walletRequests.length = 0
    proposals.length = 0
    Object.assign(mode, { evm: true, solana: true, transactionAnswer: 'signature', decline: false })
  })
  afterEach(async () => {
    for (const solanaWallet of wallets.splice(0)) solanaWallet.close()
    for (const dapp of dapps.splice(0)) await dapp.close()
    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
  })
}

export const mainnet = () => ({ ...ethereumMainnet, rpcUrls: { default: { http: [peer.anvil.rpcUrl] } } })
const localnet = () => createSolanaLocalnet({ rpcUrl: peer.rpc.url })
/** The modal's options: Ethereum on anvil, Solana localnet on the test RPC, WalletConnect over the relay. */
export const modalOptions = () => ({ networks: [mainnet(), localnet()], walletConnect: { relayUrl: peer.relay.url } })

/** Connects through the QR code: the URI appears, the wallet scans it, the connection completes. */
export async function connectByQr(): Promise<void> {
  const connecting = connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  await expect.poll(() => walletConnectState.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await peer.wallet.pair({ uri: walletConnectState.uri! })
  await connecting
  await settleBackgroundWork()
}

/** Approves on ApproveTransaction once the request waits there, checking the wallet was not asked before. */
export async function approveWhenAsked(method: string): Promise<void> {
  await expect.poll(() => pendingRequestsState.requests[0]?.request.method).toBe(method)
  expect(routerState.view).toBe('ApproveTransaction')
  expect(walletRequests).toEqual([])
  approvePendingRequest()
}

/** A dapp client of its own with a session from the wallet, and the Solana wallet over that session. */
export async function sessionWallet(): Promise<WalletConnectSolanaWallet> {
  const dapp = await SignClient.init({
    relayUrl: peer.relay.url,
    metadata: { name: 'Dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  dapps.push(dapp)
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      solana: { chains: ['solana:localnet'], methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [] },
    },
  })
  await peer.wallet.pair({ uri: uri! })
  const session = await approval()
  const solanaWallet = createWalletConnectSolanaWallet({ client: dapp, topic: session.topic })
  wallets.push(solanaWallet)
  return solanaWallet
}
