import type { SessionStruct, SignClient } from '@agentry/sign-client'
import { base58, base64 } from '@scure/base'
import { toSolanaWalletError } from '../adapters/solana/toSolanaWalletError.js'
import {
  SOLANA_STANDARD_CHAINS,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
  type StandardAccount,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardWallet,
} from '../adapters/solana/walletStandard.js'
import { solanaNamespace } from '../adapters/solana/solanaNamespace.js'
import { ProviderRequestError } from '../errors/providerErrors.js'
import { requestApproval } from '../flows/requestApproval.js'
import { placeSolanaSignature } from './placeSolanaSignature.js'
import { sessionNamespaceAccounts } from './sessionNamespaceAccounts.js'
import { walletConnectSolanaIcon } from './walletConnectSolanaIcon.js'

/** The methods a dapp asks a WalletConnect wallet for in the `solana` namespace (it needs no events). */
export const WALLET_CONNECT_SOLANA_METHODS: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

const FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const

export type CreateWalletConnectSolanaWalletParameters = {
  /** The Sign client holding the session. */
  client: SignClient
  /** The topic of the session whose `solana` namespace the wallet exposes. */
  topic: string
}

/** A Wallet Standard wallet over a WalletConnect session, plus the means to let go of it. */
export type WalletConnectSolanaWallet = StandardWallet & {
  readonly topic: string
  /** Stops following the session; listeners hear a change to no accounts (the session ended or was handed back). */
  close(): void
}

type ChangeListener = Parameters<StandardEventsFeature['on']>[1]

/** The Wallet Standard chain of a CAIP-2 solana id ('solana:5eykt…' is 'solana:mainnet'). */
const toStandardChain = (caipNetworkId: string) =>
  SOLANA_STANDARD_CHAINS[caipNetworkId.slice('solana:'.length)] ?? caipNetworkId

/**
 * The solana accounts of a session as Wallet Standard accounts: one per address, with the clusters the
 * wallet approved for it (as Wallet Standard chains) and its public key decoded from the base58 address.
 *
 * @example
 * walletConnectSolanaAccounts(session).map((account) => account.address) // ['7xKX…']
 */
export function walletConnectSolanaAccounts(session: SessionStruct | undefined): StandardAccount[] {
  const byAddress = new Map<string, Set<string>>()
  for (const { caipNetworkId, address } of sessionNamespaceAccounts(session, solanaNamespace))
    byAddress.set(address, (byAddress.get(address) ?? new Set()).add(toStandardChain(caipNetworkId)))
  return [...byAddress].map(([address, chains]) => ({
    address,
    publicKey: base58.decode(address),
    chains: [...chains],
    features: FEATURES,
  }))
}

/** Two account lists name the same addresses on the same chains. */
const sameAccounts = (a: readonly StandardAccount[], b: readonly StandardAccount[]) =>
  a.length === b.length &&
  a.every(
    (account, index) => account.address === b[index]?.address && account.chains.join() === b[index]?.chains.join(),
  )

/**
 * A WalletConnect session exposed to Solana: a Wallet Standard wallet (the shape the Solana adapter
 * takes) backed by the session's `solana` namespace. Accounts and clusters come from the session and
 * follow its updates (`standard:events` reports a change, and a change to no accounts when the session
 * is deleted or expires). `solana:signMessage` and `solana:signTransaction` pass the ApproveTransaction
 * gate, as every Solana signing method is unsafe, then go to the wallet as `solana_signMessage` and
 * `solana_signTransaction`; a wallet that answers a transaction with its signature alone has it put in
 * the signer's slot. `standard:connect` asks nothing: the session is already approved.
 * `standard:disconnect` ends the session. The icon is a data URI, as the standard asks: the peer's own
 * when it is one, else a built-in WalletConnect icon.
 *
 * @throws (from the features) RequestAbortedError ('Request was aborted') when the approval is rejected |
 *   UserRejectedError ('Signature declined') when the wallet declines | ProviderRequestError ('Wallet request failed')
 * @example
 * const session = await approval()
 * const wallet = createWalletConnectSolanaWallet({ client, topic: session.topic })
 * const adapter = createSolanaAdapter({ wallet })
 * const { accounts } = await adapter.connect({ network: solanaMainnet })
 * const signature = await adapter.signMessage({ message: 'hello', address: accounts[0]!.address })
 */
export function createWalletConnectSolanaWallet({
  client,
  topic,
}: CreateWalletConnectSolanaWalletParameters): WalletConnectSolanaWallet {
  const listeners = new Set<ChangeListener>()
  let closed = false
  const session = () => (!closed && client.session.has(topic) ? client.session.get(topic) : undefined)
  const peer = session()?.peer.metadata
  let accounts = walletConnectSolanaAccounts(session())
  const chains = () => [...new Set(accounts.flatMap((account) => account.chains))]
  const emit = (properties: { accounts: readonly StandardAccount[]; chains: readonly string[] }) => {
    for (const listener of [...listeners]) listener(properties)
  }
  const refresh = () => {
    const next = walletConnectSolanaAccounts(session())
    if (sameAccounts(accounts, next)) return
    accounts = next
    emit({ accounts, chains: chains() })
  }
  const stops: (() => void)[] = []
  const close = () => {
    if (closed) return
    closed = true
    for (const stop of stops.splice(0)) stop()
    refresh()
  }
  const forTopic = (run: () => void) => (event: { topic: string }) => {
    if (event.topic === topic) run()
  }
  // The session's own changes: an update refreshes the accounts, its end empties them.
  stops.push(
    client.on('session_update', forTopic(refresh)),
    client.on('session_delete', forTopic(close)),
    client.on('session_expire', forTopic(close)),
  )

  /** The CAIP-2 id a request for `account` goes to: its approved cluster named `chain`, else its first. */
  const chainIdFor = (method: string, account: StandardAccount, chain?: string): string => {
    const approved = (session()?.namespaces.solana?.accounts ?? [])
      .filter((entry) => entry.endsWith(`:${account.address}`))
      .map((entry) => entry.split(':').slice(0, 2).join(':'))
    const chainId =
      approved.find((caip) => chain !== undefined && (caip === chain || toStandardChain(caip) === chain)) ?? approved[0]
    if (!chainId)
      throw new ProviderRequestError({
        method,
        cause: new Error(`${account.address} is not an account of this WalletConnect session`),
      })
    return chainId
  }
  const request = async <result>(method: string, params: Record<string, unknown>, chainId: string): Promise<result> => {
    // Spec section 6: the Solana signing methods are unsafe, so the user approves before the wallet is asked.
    await requestApproval({ method, params })
    try {
      return await client.request<result>({ topic, chainId, request: { method, params } })
    } catch (error) {
      throw toSolanaWalletError(error, method, 'sign')
    }
  }
  const answer = (method: string, value: unknown, key: string): string => {
    const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
    if (typeof field !== 'string' || !field)
      throw new ProviderRequestError({ method, cause: new Error(`the wallet answered without a ${key}`) })
    return field
  }
  const decode = (method: string, codec: typeof base58, text: string): Uint8Array => {
    try {
      return codec.decode(text)
    } catch (error) {
      throw new ProviderRequestError({ method, cause: error })
    }
  }

  const connect: StandardConnectFeature['connect'] = async () => {
    refresh()
    return { accounts }
  }
  const disconnect: StandardDisconnectFeature['disconnect'] = async () => {
    const ending = session()
    close()
    if (ending) await client.disconnect({ topic })
  }
  const on: StandardEventsFeature['on'] = (_event, listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const signMessage: SolanaSignMessageFeature['signMessage'] = async (...inputs) => {
    const outputs = []
    for (const { account, message } of inputs) {
      const method = 'solana_signMessage'
      const result = await request<unknown>(
        method,
        { message: base58.encode(message), pubkey: account.address },
        chainIdFor(method, account),
      )
      const signature = decode(method, base58, answer(method, result, 'signature'))
      if (signature.length !== 64)
        throw new ProviderRequestError({
          method,
          cause: new Error(`a signature has 64 bytes, not ${signature.length}`),
        })
      outputs.push({ signedMessage: message, signature })
    }
    return outputs
  }
  const signTransaction: SolanaSignTransactionFeature['signTransaction'] = async (...inputs) => {
    const outputs = []
    for (const { account, transaction, chain } of inputs) {
      const method = 'solana_signTransaction'
      const result = await request<unknown>(
        method,
        { transaction: base64.encode(transaction) },
        chainIdFor(method, account, chain),
      )
      const signed = (result as { transaction?: unknown } | null)?.transaction
      // Newer wallets answer with the signed transaction, older ones with the signature only.
      const signedTransaction =
        typeof signed === 'string' && signed
          ? decode(method, base64, signed)
          : placeSolanaSignature({
              transaction,
              publicKey: Uint8Array.from(account.publicKey),
              signature: decode(method, base58, answer(method, result, 'signature')),
            })
      outputs.push({ signedTransaction })
    }
    return outputs
  }

  return {
    version: '1.0.0',
    name: peer?.name ?? 'WalletConnect',
    icon: walletConnectSolanaIcon(peer?.icons[0]),
    topic,
    get chains() {
      return chains()
    },
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': { version: '1.0.0', disconnect },
      'standard:events': { version: '1.0.0', on },
      'solana:signMessage': { version: '1.0.0', signMessage },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
    },
    close,
  }
}
