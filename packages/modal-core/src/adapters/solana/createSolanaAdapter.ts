import { base58 } from '@scure/base'
import { MissingRpcUrlError } from '../../errors/rpcRequestErrors.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { Account, CaipNetwork, CaipNetworkId } from '../../caip/types.js'
import { isSolanaAddress } from '../../caip/isSolanaAddress.js'
import { toSolanaWalletError } from './toSolanaWalletError.js'
import { InvalidCommitmentError, UnsupportedChainError } from '../../errors/solanaErrors.js'
import { InvalidSendParametersError, SignMessageFailedError } from '../../errors/walletErrors.js'
import type { AdapterConnection, AdapterSendParameters, ChainAdapter } from '../types.js'
import { provideNamespace } from '../provideNamespace.js'
import { solanaNamespace } from './solanaNamespace.js'
import {
  getFeature,
  SOLANA_STANDARD_CHAINS,
  type SolanaSignMessageFeature,
  type StandardAccount,
  type StandardConnectFeature,
  type StandardDisconnectFeature,
  type StandardEventsFeature,
  type StandardWallet,
} from './walletStandard.js'

/** Spec section 5: the commitment levels a Solana send accepts. */
export const SOLANA_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
export type SolanaCommitment = (typeof SOLANA_COMMITMENTS)[number]

export type CreateSolanaAdapterParameters = {
  wallet: StandardWallet
  /** Commitment for balances and sends. Default 'confirmed'. */
  commitment?: SolanaCommitment
}

const MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const toAccount = (account: StandardAccount): Account => ({
  namespace: 'solana',
  address: account.address,
  type: 'eoa',
  publicKey: bytesToHex(Uint8Array.from(account.publicKey)),
})
const isSolanaAccount = (account: StandardAccount) => account.chains.some((chain) => chain.startsWith('solana:'))
const standardChain = (network: CaipNetwork) =>
  SOLANA_STANDARD_CHAINS[String(network.id)] ?? `solana:${String(network.id)}`

/**
 * The solana `ChainAdapter` over a Wallet Standard wallet: `standard:connect` (silent for reconnect),
 * `solana:signMessage` (base58 signature), SOL and SPL token sends (`tokenAddress` is the mint; the
 * receiver's token account is created when missing) signed with `solana:signTransaction` and sent
 * through the network's RPC, a send's fee from the RPC (`getFeeForMessage`), balances from the RPC in SOL (9 decimals). The transaction code loads only when
 * a send is made. The first adapter registers the solana `NamespaceDescriptor` (`solanaNamespace`) unless the
 * app registered its own.
 *
 * @throws InvalidCommitmentError for a commitment outside spec section 5's list.
 * @example
 * const adapter = createSolanaAdapter({ wallet })
 * const { accounts } = await adapter.connect({ network: solanaMainnet })
 */
export function createSolanaAdapter({ wallet, commitment = 'confirmed' }: CreateSolanaAdapterParameters): ChainAdapter {
  if (!(SOLANA_COMMITMENTS as readonly string[]).includes(commitment))
    throw new InvalidCommitmentError({ value: commitment })
  provideNamespace(solanaNamespace)
  let connected: StandardAccount[] = []
  const remember = (accounts: readonly StandardAccount[]) => (connected = accounts.filter(isSolanaAccount))
  const account = (address: string) =>
    connected.find((item) => item.address === address) ?? wallet.accounts.find((item) => item.address === address)
  const networkFor = (requested: CaipNetwork | undefined): CaipNetworkId =>
    requested?.chainNamespace === 'solana' ? requested.caipNetworkId : MAINNET
  const toConnection = (network: CaipNetwork | undefined): AdapterConnection => ({
    accounts: connected.map(toAccount),
    caipNetworkId: networkFor(network),
  })
  const connectFeature = () => {
    const feature = getFeature<StandardConnectFeature>(wallet, 'standard:connect')
    if (!feature) throw new UnsupportedChainError({ details: `${wallet.name} has no standard:connect` })
    return feature
  }
  let lastNetwork: CaipNetwork | undefined
  // What a send and its fee estimate both need: checked input, the sender and the network's RPC.
  const sendContext = ({ to, amount, network }: Omit<AdapterSendParameters, 'tokenAddress' | 'decimals'>) => {
    if (!isSolanaAddress(to) || !/^\d*\.?\d+$/.test(String(amount).trim())) {
      throw new InvalidSendParametersError({ details: `receiver "${to}", amount "${amount}"` })
    }
    const from = connected[0]
    if (!from) throw new InvalidSendParametersError({ details: 'no connected account' })
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
    return { account: from, rpcUrl, chain: standardChain(network), to, amount: amount.trim(), commitment }
  }

  return {
    namespace: 'solana',
    async connect({ network }) {
      lastNetwork = network
      try {
        remember((await connectFeature().connect()).accounts)
      } catch (error) {
        throw toSolanaWalletError(error, 'standard:connect', 'connect')
      }
      return toConnection(network)
    },
    async reconnect({ network } = {}) {
      try {
        remember((await connectFeature().connect({ silent: true })).accounts)
      } catch {
        return undefined
      }
      lastNetwork = network ?? lastNetwork
      return connected.length ? toConnection(lastNetwork) : undefined
    },
    async disconnect() {
      connected = []
      await getFeature<StandardDisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
    },
    async getBalance({ address, network }) {
      const rpcUrl = network.rpcUrls.default.http[0]
      if (!rpcUrl) throw new MissingRpcUrlError({ caipNetworkId: network.caipNetworkId })
      const { readSolanaBalance } = await import('./readSolanaBalance.js')
      return {
        balance: await readSolanaBalance({ rpcUrl, address, commitment }),
        symbol: network.nativeCurrency.symbol,
        decimals: 9,
      }
    },
    async signMessage({ message, address }) {
      // Spec section 5: a Solana sign-message needs message and pubkey strings.
      if (typeof message !== 'string' || typeof address !== 'string')
        throw new SignMessageFailedError({ details: 'message and pubkey must be strings' })
      const signer = account(address)
      const feature = getFeature<SolanaSignMessageFeature>(wallet, 'solana:signMessage')
      if (!signer || !feature)
        throw new SignMessageFailedError({
          details: signer ? `${wallet.name} cannot sign messages` : `no connected account ${address}`,
        })
      try {
        const [output] = await feature.signMessage({ account: signer, message: utf8ToBytes(message) })
        if (!output) throw new Error('the wallet returned no signature')
        return base58.encode(output.signature)
      } catch (error) {
        const typed = toSolanaWalletError(error, 'solana:signMessage', 'sign')
        throw typed.code === 'USER_REJECTED' ? typed : new SignMessageFailedError({ cause: error })
      }
    },
    async send({ tokenAddress, decimals, ...parameters }) {
      const common = { wallet, ...sendContext(parameters) }
      if (tokenAddress === undefined) return await (await import('./sendSol.js')).sendSol(common)
      if (decimals === undefined) throw new InvalidSendParametersError({ details: 'token decimals are required' })
      return await (await import('./sendSplToken.js')).sendSplToken({ ...common, mint: tokenAddress, decimals })
    },
    async estimateSendFee({ tokenAddress, decimals, ...parameters }) {
      const common = sendContext(parameters)
      if (tokenAddress === undefined) return await (await import('./sendSol.js')).estimateSolFee(common)
      if (decimals === undefined) throw new InvalidSendParametersError({ details: 'token decimals are required' })
      return await (await import('./sendSplToken.js')).estimateSplTokenFee({ ...common, mint: tokenAddress, decimals })
    },
    async switchNetwork({ network }) {
      // The Wallet Standard has no wallet-side switch: the wallet only has to support the cluster.
      const chain = standardChain(network)
      if (!wallet.chains.includes(chain))
        throw new UnsupportedChainError({ details: `${wallet.name} does not support ${chain}` })
      lastNetwork = network
    },
    watch({ onAccountsChanged, onDisconnect }) {
      const events = getFeature<StandardEventsFeature>(wallet, 'standard:events')
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        remember(accounts)
        if (connected.length) onAccountsChanged(connected.map(toAccount))
        else onDisconnect()
      })
    },
  }
}
