import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaTestWallet } from './solanaTestWallet.js'

/** What the page-side wallet needs to know of the test wallet: its name, icon, chains and account. */
export type SolanaTestWalletPageInfo = {
  name: string
  icon: string
  chains: string[]
  address: string
  publicKey: number[]
}

/** A call from the page-side wallet to the test wallet in the test process; bytes travel as number arrays. */
export type SolanaTestWalletCall =
  | { method: 'connect'; input: { silent?: boolean } }
  | { method: 'disconnect'; input: Record<string, never> }
  | { method: 'signMessage'; input: { message: number[] }[] }
  | { method: 'signTransaction'; input: { transaction: number[] }[] }

export type SolanaTestWalletAnswer =
  | { ok: true; result: unknown }
  | { ok: false; code: number | undefined; name: string; message: string }

/**
 * The page-side facts of a test wallet, for `installSolanaTestWalletInPage`.
 *
 * @example
 * await page.addInitScript(installSolanaTestWalletInPage, solanaTestWalletPageInfo(solana))
 */
export function solanaTestWalletPageInfo({ wallet, address, keypair }: SolanaTestWallet): SolanaTestWalletPageInfo {
  return {
    name: wallet.name,
    icon: wallet.icon,
    chains: [...wallet.chains],
    address,
    publicKey: Array.from(keypair.publicKey.toBytes()),
  }
}

/**
 * Answers a call of the page-side wallet with the test wallet's own features (its keypair signs in the
 * test process). Refusals come back as data with their code and name, as the page rebuilds them.
 *
 * @example
 * await page.exposeBinding('__agentrySolanaWalletRequest', (_, call) => answerSolanaTestWalletCall(solana, call))
 */
export async function answerSolanaTestWalletCall(
  { wallet }: SolanaTestWallet,
  call: SolanaTestWalletCall,
): Promise<SolanaTestWalletAnswer> {
  type Features = {
    'standard:connect': { connect(input: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
    'standard:disconnect': { disconnect(): Promise<void> }
    'solana:signMessage': {
      signMessage(
        ...inputs: { account: WalletAccount; message: Uint8Array }[]
      ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
    }
    'solana:signTransaction': {
      signTransaction(
        ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
      ): Promise<{ signedTransaction: Uint8Array }[]>
    }
  }
  const features = wallet.features as unknown as Features
  const account = () => {
    const connected = wallet.accounts[0]
    if (!connected) throw new Error('The wallet is not connected')
    return connected
  }
  try {
    switch (call.method) {
      case 'connect': {
        const { accounts } = await features['standard:connect'].connect(call.input)
        return { ok: true, result: accounts.map((item) => item.address) }
      }
      case 'disconnect':
        await features['standard:disconnect'].disconnect()
        return { ok: true, result: null }
      case 'signMessage': {
        const outputs = await features['solana:signMessage'].signMessage(
          ...call.input.map(({ message }) => ({ account: account(), message: Uint8Array.from(message) })),
        )
        return {
          ok: true,
          result: outputs.map((output) => ({
            signedMessage: Array.from(output.signedMessage),
            signature: Array.from(output.signature),
          })),
        }
      }
      case 'signTransaction': {
        const outputs = await features['solana:signTransaction'].signTransaction(
          ...call.input.map(({ transaction }) => ({ account: account(), transaction: Uint8Array.from(transaction) })),
        )
        return {
          ok: true,
          result: outputs.map((output) => ({ signedTransaction: Array.from(output.signedTransaction) })),
        }
      }
    }
  } catch (error) {
    const { code, name, message } = error as { code?: number; name?: string; message?: string }
    return { ok: false, code, name: name ?? 'Error', message: message ?? String(error) }
  }
}

/**
 * Runs in the page (pass to Playwright `page.addInitScript`). It registers a Wallet Standard wallet
 * (`standard:connect`, `standard:disconnect`, `standard:events`, `solana:signMessage`,
 * `solana:signTransaction` for legacy transactions) through the standard's register events; every
 * feature goes through the binding `__agentrySolanaWalletRequest` (see `answerSolanaTestWalletCall`) to
 * the test wallet in the test process, whose keypair signs.
 *
 * @example
 * await page.exposeBinding('__agentrySolanaWalletRequest', (_, call) => answerSolanaTestWalletCall(solana, call))
 * await page.addInitScript(installSolanaTestWalletInPage, solanaTestWalletPageInfo(solana))
 */
export function installSolanaTestWalletInPage(info: SolanaTestWalletPageInfo): void {
  type Bridge = (call: { method: string; input: unknown }) => Promise<SolanaTestWalletAnswer>
  type Account = { address: string; publicKey: Uint8Array; chains: string[]; features: string[] }
  type Listener = (properties: { accounts: readonly Account[] }) => void
  const ask = async <result>(method: string, input: unknown): Promise<result> => {
    const bridge = (window as unknown as { __agentrySolanaWalletRequest: Bridge }).__agentrySolanaWalletRequest
    const answer = await bridge({ method, input })
    if (answer.ok) return answer.result as result
    throw Object.assign(new Error(answer.message), { name: answer.name, code: answer.code })
  }
  const account: Account = Object.freeze({
    address: info.address,
    publicKey: Uint8Array.from(info.publicKey),
    chains: info.chains,
    features: ['solana:signMessage', 'solana:signTransaction'],
  })
  let accounts: readonly Account[] = []
  const listeners = new Set<Listener>()
  const setAccounts = (addresses: string[]) => {
    const next = addresses.includes(account.address) ? [account] : []
    if (next.length === accounts.length) return
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const wallet = {
    version: '1.0.0' as const,
    name: info.name,
    icon: info.icon,
    chains: info.chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent = false }: { silent?: boolean } = {}) => {
          setAccounts(await ask<string[]>('connect', { silent }))
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          await ask('disconnect', {})
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: Listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          const outputs = await ask<{ signedMessage: number[]; signature: number[] }[]>(
            'signMessage',
            inputs.map(({ message }) => ({ message: Array.from(message) })),
          )
          return outputs.map((output) => ({
            signedMessage: Uint8Array.from(output.signedMessage),
            signature: Uint8Array.from(output.signature),
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy'],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          const outputs = await ask<{ signedTransaction: number[] }[]>(
            'signTransaction',
            inputs.map(({ transaction }) => ({ transaction: Array.from(transaction) })),
          )
          return outputs.map((output) => ({ signedTransaction: Uint8Array.from(output.signedTransaction) }))
        },
      },
    },
  }
  // The Wallet Standard's registration: answer an app that is ready later, and announce to one already there.
  type RegisterApi = { register(wallet: unknown): () => void }
  const callback = (api: RegisterApi) => api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<RegisterApi>).detail))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
}
