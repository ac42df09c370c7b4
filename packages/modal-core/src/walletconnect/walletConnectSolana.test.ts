// @vitest-environment happy-dom
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage, SignClient, type ProposalStruct, type SessionNamespace } from '@agentry/sign-client'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { startSolanaTestRpc, type SolanaTestRpc } from '@agentry/test-utils/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../adapters/solana/splTokenInstructions.js'
import type {
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  StandardAccount,
  StandardEventsFeature,
} from '../adapters/solana/walletStandard.js'
import { getAdapter } from '../flows/getAdapter.js'
import { chainState } from '../chain/chainState.js'
import { getNetwork } from '../chain/findNetwork.js'
import { switchNetwork } from '../flows/switchNetwork.js'
import { connect } from '../flows/connect.js'
import { connectionState } from '../connection/connectionState.js'
import { disconnect } from '../flows/disconnect.js'
import { getConnector, removeConnector } from '../connectors/connectorsState.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createSolanaLocalnet } from '../networks/solanaNetworks.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { grantNamespaces } from '../test/grantNamespaces.js'
import { routerState } from '../router/routerState.js'
import { approvePendingRequest } from '../flows/approvePendingRequest.js'
import { pendingRequestsState } from '../rpc/pendingRequestsState.js'
import { rejectPendingRequest } from '../flows/rejectPendingRequest.js'
import { settleBackgroundWork } from '../utils/background.js'
import {
  createWalletConnectSolanaWallet,
  WALLET_CONNECT_SOLANA_METHODS,
  type WalletConnectSolanaWallet,
} from './createWalletConnectSolanaWallet.js'
import { WALLET_CONNECT_SOLANA_CONNECTOR_ID } from './exposeWalletConnectSolana.js'
import { placeSolanaSignature } from './placeSolanaSignature.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'
import { walletConnectState } from './walletConnectState.js'

// A WalletConnect session exposed to Solana, with our sign-client on both sides over our relay on
// 127.0.0.1. The wallet holds an EVM account (the first anvil account) and a Solana ed25519 key; it
// signs Solana messages and transactions for real, and the Solana test RPC verifies what is sent.

const evmAccount = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const solanaKey = Keypair.generate()
const solanaAddress = solanaKey.publicKey.toBase58()
const solanaSecret = solanaKey.secretKey.slice(0, 32)

/** How the wallet behaves: whether it grants solana accounts, how it answers transactions, whether it declines. */
const mode = { evm: true, solana: true, transactionAnswer: 'signature' as 'signature' | 'transaction', decline: false }
const proposals: ProposalStruct[] = []
const walletRequests: { method: string; params: unknown }[] = []

let relay: RelayServer
let anvil: Anvil
let rpc: SolanaTestRpc
let wallet: SignClient

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

beforeAll(async () => {
  relay = await startRelay()
  anvil = await startAnvil({ chainId: 1 })
  rpc = await startSolanaTestRpc()
  wallet = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name: 'Test Wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
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
  await wallet.close()
  await relay.close()
  await anvil.stop()
  await rpc.close()
})

const mainnet = () => ({ ...ethereumMainnet, rpcUrls: { default: { http: [anvil.rpcUrl] } } })
const localnet = () => createSolanaLocalnet({ rpcUrl: rpc.url })
const modalOptions = () => ({ networks: [mainnet(), localnet()], walletConnect: { relayUrl: relay.url } })
let storage: MemoryStorage
const dapps: SignClient[] = []
const wallets: WalletConnectSolanaWallet[] = []

beforeEach(() => {
  localStorage.clear()
  resetAllState()
  storage = new MemoryStorage()
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

/** Connects through the QR code: the URI appears, the wallet scans it, the connection completes. */
async function connectByQr(): Promise<void> {
  const connecting = connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
  await expect.poll(() => walletConnectState.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri: walletConnectState.uri! })
  await connecting
  await settleBackgroundWork()
}

/** Approves on ApproveTransaction once the request waits there, checking the wallet was not asked before. */
async function approveWhenAsked(method: string): Promise<void> {
  await expect.poll(() => pendingRequestsState.requests[0]?.request.method).toBe(method)
  expect(routerState.view).toBe('ApproveTransaction')
  expect(walletRequests).toEqual([])
  approvePendingRequest()
}

/** A dapp client of its own with a session from the wallet, and the Solana wallet over that session. */
async function sessionWallet(): Promise<WalletConnectSolanaWallet> {
  const dapp = await SignClient.init({
    relayUrl: relay.url,
    metadata: { name: 'Dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    storage: new MemoryStorage(),
  })
  dapps.push(dapp)
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      solana: { chains: ['solana:localnet'], methods: [...WALLET_CONNECT_SOLANA_METHODS], events: [] },
    },
  })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  const solanaWallet = createWalletConnectSolanaWallet({ client: dapp, topic: session.topic })
  wallets.push(solanaWallet)
  return solanaWallet
}

const feature = <feature>(solanaWallet: WalletConnectSolanaWallet, name: string) =>
  solanaWallet.features[name] as feature

describe('createWalletConnectSolanaWallet', () => {
  it('is a Wallet Standard wallet with the session’s solana account, its public key and clusters', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    expect(solanaWallet.accounts).toEqual([
      {
        address: solanaAddress,
        publicKey: solanaKey.publicKey.toBytes(),
        chains: ['solana:localnet'],
        features: ['solana:signMessage', 'solana:signTransaction'],
      },
    ])
    expect(solanaWallet.chains).toEqual(['solana:localnet'])
    expect(Object.keys(solanaWallet.features)).toEqual([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
    ])
    expect(solanaWallet.name).toBe('Test Wallet')
  })

  it('signs a message after ApproveTransaction: solana_signMessage with the base58 message and pubkey; the signature verifies', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const message = new TextEncoder().encode('Sign in to Agentry')
    const signing = feature<SolanaSignMessageFeature>(solanaWallet, 'solana:signMessage').signMessage({
      account: solanaWallet.accounts[0]!,
      message,
    })
    await approveWhenAsked('solana_signMessage')
    const [output] = await signing
    expect(walletRequests).toEqual([
      { method: 'solana_signMessage', params: { message: base58.encode(message), pubkey: solanaAddress } },
    ])
    expect(output!.signedMessage).toEqual(message)
    expect(ed25519.verify(output!.signature, message, solanaKey.publicKey.toBytes())).toBe(true)
  })

  it('puts a signature-only answer into the signer’s slot of a legacy and a v0 transaction another key paid for and signed first', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const payer = Keypair.generate()
    const mint = Keypair.generate().publicKey
    const owner = solanaKey.publicKey
    // The adapter's own SPL builders: the payer signs first, our account (the token owner) second.
    // They return plain instructions of their own key type: web3.js's Transaction wants its classes.
    const instructions = [
      createAssociatedTokenAccountIdempotent({ payer: payer.publicKey, owner: payer.publicKey, mint }),
      transferChecked({
        source: associatedTokenAddress(owner, mint),
        mint,
        destination: associatedTokenAddress(payer.publicKey, mint),
        owner,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ].map(
      ({ programId, keys, data }) =>
        new TransactionInstruction({
          programId: new PublicKey(programId.toBytes()),
          keys: keys.map((meta) => ({ ...meta, pubkey: new PublicKey(meta.pubkey.toBytes()) })),
          data: Buffer.from(data),
        }),
    )
    const blockhash = base58.encode(new Uint8Array(32).fill(7))
    const legacy = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight: 1 }).add(
      ...instructions,
    )
    legacy.partialSign(payer)
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions,
      }).compileToV0Message(),
    )
    v0.sign([payer])
    const signTransaction = feature<SolanaSignTransactionFeature>(
      solanaWallet,
      'solana:signTransaction',
    ).signTransaction
    const account = solanaWallet.accounts[0]!

    for (const unsigned of [
      legacy.serialize({ requireAllSignatures: false, verifySignatures: false }),
      v0.serialize(),
    ].map((bytes) => Uint8Array.from(bytes))) {
      walletRequests.length = 0
      const signing = signTransaction({ account, transaction: unsigned, chain: 'solana:localnet' })
      await approveWhenAsked('solana_signTransaction')
      const [output] = await signing
      expect(walletRequests).toEqual([
        { method: 'solana_signTransaction', params: { transaction: base64.encode(unsigned) } },
      ])
      const signed = VersionedTransaction.deserialize(output!.signedTransaction)
      const keys = signed.message.staticAccountKeys.map((key) => key.toBase58())
      expect(keys.slice(0, 2)).toEqual([payer.publicKey.toBase58(), solanaAddress])
      const bytes = signed.message.serialize()
      expect(ed25519.verify(signed.signatures[0]!, bytes, payer.publicKey.toBytes())).toBe(true)
      expect(ed25519.verify(signed.signatures[1]!, bytes, solanaKey.publicKey.toBytes())).toBe(true)
      // Nothing but the second slot changed.
      expect(output!.signedTransaction.length).toBe(unsigned.length)
      expect(output!.signedTransaction.subarray(0, 1 + 64)).toEqual(unsigned.subarray(0, 1 + 64))
      expect(output!.signedTransaction.subarray(1 + 128)).toEqual(unsigned.subarray(1 + 128))
    }
  })

  it('a transaction our account does not sign is refused without a wrong slot', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const other = Keypair.generate()
    const transfer = new Transaction({
      feePayer: other.publicKey,
      blockhash: base58.encode(new Uint8Array(32).fill(1)),
      lastValidBlockHeight: 1,
    }).add(SystemProgram.transfer({ fromPubkey: other.publicKey, toPubkey: new PublicKey(solanaAddress), lamports: 1 }))
    const signing = feature<SolanaSignTransactionFeature>(solanaWallet, 'solana:signTransaction').signTransaction({
      account: solanaWallet.accounts[0]!,
      transaction: transfer.serialize({ requireAllSignatures: false, verifySignatures: false }),
    })
    await approveWhenAsked('solana_signTransaction')
    await expect(signing).rejects.toMatchObject({
      name: 'ProviderRequestError',
      shortMessage: 'Wallet request failed',
      details: 'the account is not a signer of this transaction',
    })
  })

  it('rejecting on ApproveTransaction rejects with Request was aborted and the wallet is never asked; a wallet that declines is Signature declined', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const signMessage = feature<SolanaSignMessageFeature>(solanaWallet, 'solana:signMessage').signMessage
    const message = new TextEncoder().encode('no')
    const signing = signMessage({ account: solanaWallet.accounts[0]!, message })
    await expect.poll(() => pendingRequestsState.requests.length).toBe(1)
    expect(rejectPendingRequest()).toBe(1)
    await expect(signing).rejects.toMatchObject({ name: 'RequestAbortedError', shortMessage: 'Request was aborted' })
    expect(walletRequests).toEqual([])

    mode.decline = true
    const declined = signMessage({ account: solanaWallet.accounts[0]!, message })
    await approveWhenAsked('solana_signMessage')
    await expect(declined).rejects.toMatchObject({ name: 'UserRejectedError', shortMessage: 'Signature declined' })
  })

  it('reports a session update, and the session deleted by the wallet as a change to no accounts', async () => {
    initModal(modalOptions())
    const solanaWallet = await sessionWallet()
    const changes: (readonly StandardAccount[] | undefined)[] = []
    feature<StandardEventsFeature>(solanaWallet, 'standard:events').on('change', ({ accounts }) =>
      changes.push(accounts),
    )
    const second = Keypair.generate().publicKey.toBase58()
    const session = wallet.session.get(solanaWallet.topic)
    const { acknowledged } = await wallet.update({
      topic: solanaWallet.topic,
      namespaces: {
        solana: {
          ...session.namespaces.solana!,
          accounts: [`solana:localnet:${solanaAddress}`, `solana:localnet:${second}`],
        },
      },
    })
    await acknowledged()
    await expect.poll(() => changes.length).toBe(1)
    expect(changes[0]!.map((account) => account.address)).toEqual([solanaAddress, second])

    await wallet.disconnect({ topic: solanaWallet.topic })
    await expect.poll(() => changes.length).toBe(2)
    expect(changes[1]).toEqual([])
    expect(solanaWallet.accounts).toEqual([])
    await expect(
      feature<{ connect(): Promise<{ accounts: unknown[] }> }>(solanaWallet, 'standard:connect').connect(),
    ).resolves.toEqual({ accounts: [] })
  })
})

describe('setUpWalletConnect with Solana networks', () => {
  it('asks for the solana namespace; the Solana account is connected beside the EVM one and shown when a Solana network is active', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    expect(proposals[0]!.optionalNamespaces.solana).toEqual({
      chains: ['solana:localnet'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
    })
    expect(connectionState).toMatchObject({ status: 'connected', activeConnectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(
      connectionState.connections.map(({ connectorId, namespace, accounts, chainId }) => ({
        connectorId,
        namespace,
        accounts,
        chainId,
      })),
    ).toEqual([
      {
        connectorId: WALLET_CONNECT_SOLANA_CONNECTOR_ID,
        namespace: 'solana',
        accounts: [solanaAddress],
        chainId: 'localnet',
      },
      { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace: 'eip155', accounts: [evmAccount.address], chainId: 1 },
    ])
    expect(chainState.activeNamespace).toBe('eip155')
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toMatchObject({
      type: 'WALLET_CONNECT',
      chain: 'solana',
      name: 'Test Wallet',
    })

    await switchNetwork(getNetwork('solana:localnet'))
    expect(chainState.activeNamespace).toBe('solana')
    expect(chainState.chains.solana?.accountState).toMatchObject({
      address: solanaAddress,
      caipAddress: `solana:localnet:${solanaAddress}`,
      status: 'connected',
    })

    const signing = getAdapter('solana').signMessage({ message: 'Sign in to Agentry', address: solanaAddress })
    await approveWhenAsked('solana_signMessage')
    const signature = base58.decode((await signing) as string)
    expect(
      ed25519.verify(signature, new TextEncoder().encode('Sign in to Agentry'), solanaKey.publicKey.toBytes()),
    ).toBe(true)
  })

  it('sends SOL through the session: the wallet’s signature (answered alone, then as a signed transaction) passes the RPC’s verification', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    rpc.setBalance(solanaAddress, 2_000_000_000n)
    for (const answer of ['signature', 'transaction'] as const) {
      mode.transactionAnswer = answer
      walletRequests.length = 0
      const to = Keypair.generate().publicKey.toBase58()
      const sending = getAdapter('solana').send({ to, amount: '0.25', network: getNetwork('solana:localnet') })
      await approveWhenAsked('solana_signTransaction')
      const signature = await sending
      expect(rpc.transfers.at(-1)).toEqual({ signature, from: solanaAddress, to, lamports: 250_000_000n })
    }
  })

  it('the session is restored with its Solana side after a reload; the wallet deleting it ends both connections', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    // A reload: the client starts again from what storage kept.
    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    removeConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)
    resetAllState()
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await settleBackgroundWork()
    expect(connectionState.status).toBe('connected')
    expect(connectionState.connections.map((connection) => connection.connectorId).sort()).toEqual([
      WALLET_CONNECT_CONNECTOR_ID,
      WALLET_CONNECT_SOLANA_CONNECTOR_ID,
    ])
    expect(chainState.chains.solana?.accountState.address).toBe(solanaAddress)
    const signing = getAdapter('solana').signMessage({ message: 'after reload', address: solanaAddress })
    await approveWhenAsked('solana_signMessage')
    expect(
      ed25519.verify(
        base58.decode((await signing) as string),
        new TextEncoder().encode('after reload'),
        solanaKey.publicKey.toBytes(),
      ),
    ).toBe(true)

    const topic = wallet.session.getAll().at(-1)!.topic
    await wallet.disconnect({ topic })
    await expect.poll(() => connectionState.status).toBe('disconnected')
    await settleBackgroundWork()
    expect(connectionState.connections).toEqual([])
    expect(chainState.chains.solana?.accountState.address).toBeUndefined()
  })

  it('a session without solana accounts exposes no Solana wallet; an app without Solana networks does not ask for them', async () => {
    mode.solana = false
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    expect(proposals[0]!.optionalNamespaces.solana?.chains).toEqual(['solana:localnet'])
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toBeUndefined()
    expect(connectionState.connections.map((connection) => connection.namespace)).toEqual(['eip155'])
    expect(() => getAdapter('solana')).toThrow('Adapter not found')

    await tearDownWalletConnect()
    removeConnector(WALLET_CONNECT_CONNECTOR_ID)
    resetAllState()
    initModal({ networks: [mainnet()], walletConnect: { relayUrl: relay.url } })
    await setUpWalletConnect({ storage: new MemoryStorage() })
    await connectByQr()
    expect(proposals[1]!.optionalNamespaces).not.toHaveProperty('solana')
    expect(getConnector(WALLET_CONNECT_SOLANA_CONNECTOR_ID)).toBeUndefined()
  })

  it('disconnecting the app ends the session and both connections', async () => {
    initModal(modalOptions())
    await setUpWalletConnect({ storage })
    await connectByQr()
    const topic = wallet.session.getAll().at(-1)!.topic
    const deleted = new Promise<string>((resolve) =>
      wallet.once('session_delete', ({ topic: ended }) => resolve(ended)),
    )
    await disconnect()
    expect(await deleted).toBe(topic)
    expect(connectionState).toMatchObject({ status: 'disconnected', connections: [] })
  })
})

describe('placeSolanaSignature', () => {
  const payer = Keypair.generate()
  const transfer = () =>
    new Transaction({
      feePayer: payer.publicKey,
      blockhash: base58.encode(new Uint8Array(32).fill(3)),
      lastValidBlockHeight: 1,
    })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: solanaKey.publicKey, lamports: 5 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })

  it('signs a copy: the Buffer web3.js serialises to is left as it was', () => {
    const unsigned = transfer()
    const before = Uint8Array.from(unsigned)
    const signature = payer.secretKey.slice(0, 32)
    const signed = placeSolanaSignature({
      transaction: unsigned,
      publicKey: payer.publicKey.toBytes(),
      signature: ed25519.sign(Transaction.from(unsigned).serializeMessage(), signature),
    })
    expect(Uint8Array.from(unsigned)).toEqual(before)
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })

  it('refuses bytes that are no transaction and signatures of the wrong size', () => {
    const unsigned = transfer()
    const publicKey = payer.publicKey.toBytes()
    expect(() => placeSolanaSignature({ transaction: unsigned, publicKey, signature: new Uint8Array(63) })).toThrow(
      'a signature has 64 bytes, not 63',
    )
    expect(() =>
      placeSolanaSignature({ transaction: unsigned.subarray(0, 60), publicKey, signature: new Uint8Array(64) }),
    ).toThrow('the transaction has no message header')
    expect(() =>
      placeSolanaSignature({
        transaction: new Uint8Array([0xff, 0xff, 0xff]),
        publicKey,
        signature: new Uint8Array(64),
      }),
    ).toThrow('a length takes more than 3 bytes')
  })
})
