import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, Transaction } from '@solana/web3.js'
import { registerWallet } from '@wallet-standard/wallet'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError } from '../testWalletErrors.js'

export type SolanaTestWalletOptions = {
  /** Default: a fresh keypair. */
  keypair?: Keypair
  /** Wallet names must be unique per page: the Wallet Standard registry keeps every wallet. */
  name?: string
  chains?: `solana:${string}`[]
}

const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const

/**
 * A Wallet Standard wallet for the tests that signs with a real ed25519 keypair: standard:connect
 * (silent reconnect only once authorised), standard:disconnect, standard:events, solana:signMessage and
 * solana:signTransaction. Flags make it refuse like a user would (4001).
 *
 * @example
 * const solana = createSolanaTestWallet({ name: 'Test Wallet A' })
 * solana.register()
 */
export function createSolanaTestWallet({
  keypair = Keypair.generate(),
  name = 'Agentry Solana Test Wallet',
  chains = ['solana:localnet', 'solana:devnet', 'solana:mainnet'],
}: SolanaTestWalletOptions = {}) {
  /** `rejectWithCode: false` refuses as wallets without EIP-1193 codes do: a named error and a message. */
  const flags = { rejectConnect: false, rejectSign: false, rejectWithCode: true }
  let authorised = false
  const rejection = () =>
    flags.rejectWithCode
      ? new ProviderRpcError(4001, 'User rejected the request.')
      : Object.assign(new Error('User rejected the request.'), { name: 'WalletSignTransactionError' })
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  const setAccounts = (next: WalletAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent = false }: { silent?: boolean } = {}) => {
          if (silent && !authorised) return { accounts: [] }
          if (!silent && flags.rejectConnect) throw rejection()
          authorised = true
          setAccounts([account])
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorised = false
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          if (flags.rejectSign) throw rejection()
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, keypair.secretKey.slice(0, 32)),
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy'],
        signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
          if (flags.rejectSign) throw rejection()
          return inputs.map(({ transaction }) => {
            const parsed = Transaction.from(transaction)
            parsed.partialSign(keypair)
            return { signedTransaction: new Uint8Array(parsed.serialize()) }
          })
        },
      },
    },
  }
  return {
    wallet,
    keypair,
    flags,
    address: account.address,
    /** Announces the wallet through the Wallet Standard registration events. */
    register: () => registerWallet(wallet),
    /** The wallet-side disconnect: accounts emptied, listeners told. */
    lock: () => {
      authorised = false
      setAccounts([])
    },
  }
}

export type SolanaTestWallet = ReturnType<typeof createSolanaTestWallet>
