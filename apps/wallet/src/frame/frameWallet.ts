import { deriveEvmAccount } from '../keys/deriveEvmAccount.js'
import { deriveSolanaAccount, type SolanaAccount } from '../keys/deriveSolanaAccount.js'
import type { DeviceShareStore } from '../keys/deviceShare.js'
import { createEvmSigner, type EvmSigner } from '../keys/evmSigner.js'
import { KeyApiError, KeyError } from '../keys/keyErrors.js'
import type { KeyShareApi } from '../keys/keyShareApi.js'
import { createRecoveryCode, recoveryKeyFromCode } from '../keys/recoveryKey.js'
import { seedToMnemonic } from '../keys/seed.js'
import {
  createWalletKeys,
  addRecoveryFactor,
  recoveryFactors,
  restoreWalletKeys,
  unlockWalletKeys,
  type UnlockedWallet,
} from '../keys/walletKeys.js'
import { FrameHostError, type FrameHostErrorCode } from './frameHostErrors.js'
import type { AccountOptions, HostUser } from './handleEmailRequest.js'
import type { AskRecoveryCode } from './restoreView.js'
import { SHARED_SHARE_LOADED } from './sharedDeviceShares.js'

/** An unlocked account in the frame's memory: the signer and the addresses it controls. */
export type FrameAccount = { email: string; evm: EvmSigner; solanaAddress: string }

/** The signed-in user's keys, as the frame holds them: only in this page's memory, never posted out. */
export type FrameWallet = {
  /** The account source of `createFrameHost`: unlocks (or, for a user without one, creates) the wallet. */
  account(user: HostUser, options?: AccountOptions): Promise<`0x${string}` | undefined>
  /** The unlocked account of `email`, if it is unlocked. */
  unlocked(email: string | undefined): FrameAccount | undefined
  /** The recovery code of a wallet created just now, once: the next call returns undefined. */
  takeRecoveryCode(): string | undefined
  /** The Solana key (ed25519, m/44'/501'/0'/0') of the unlocked wallet of `email`, derived on first use. */
  solanaAccount(email: string): Promise<SolanaAccount | undefined>
  /** The BIP-39 phrase of the unlocked wallet of `email`, for the export panel only (never posted out). */
  exportPhrase(email: string): string | undefined
  /** Drops the unlocked key (sign-out). */
  lock(): void
  /**
   * After a passkey login: the key from its PRF output, to restore the wallet of `email` on a device
   * without its share when the recovery share is sealed under a passkey (kept until the next lock).
   */
  usePasskeyRecovery(email: string, key: CryptoKey): void
  /**
   * Adds a passkey's PRF key as a recovery factor of the unlocked wallet, beside its recovery code (either
   * restores it); false for a wallet stored before that was possible, whose code stays its only factor.
   */
  protectWithPasskey(email: string, key: CryptoKey): Promise<boolean>
}

export type CreateFrameWalletParameters = {
  api: KeyShareApi
  deviceStore: DeviceShareStore
  /**
   * Asks the user for the recovery code when this device cannot unlock the wallet (the frame's "Restore
   * with recovery code" panel, `createRestoreView`). Without it such a device gets `DEVICE_SHARE_MISSING`.
   */
  askRecoveryCode?: AskRecoveryCode
}

/**
 * Unlock failures that a restore mends: no device share (a new device, wiped or refused storage), or a
 * share that no longer fits (the wallet was restored elsewhere since, which renewed the split).
 */
const RESTORABLE = new Set(['DEVICE_SHARE_MISSING', 'SEED_MISMATCH', 'SHARE_UNREADABLE'])

/** The key code's typed errors as the frame's answers: the host's own code for an API refusal. */
const asFrameError = (error: unknown): unknown => {
  if (error instanceof KeyApiError)
    return new FrameHostError(String(error.params.code) as FrameHostErrorCode, error.message)
  if (error instanceof KeyError) return new FrameHostError(error.code as FrameHostErrorCode, error.message)
  return error
}

async function toAccount(email: string, wallet: UnlockedWallet): Promise<FrameAccount> {
  const { privateKey, address } = await deriveEvmAccount(wallet.entropy)
  return { email, evm: createEvmSigner(privateKey, address), solanaAddress: wallet.solanaAddress }
}

/**
 * The frame's wallet: after a login, `account(user)` unlocks the user's seed from this device's share and
 * the host's auth share; a user with no wallet on the host gets a new one, with a new recovery code that
 * the frame shows once (`takeRecoveryCode`). Calls for the same user share one unlock, so two requests
 * never create two wallets. A device that cannot unlock (no share, or one from before a restore elsewhere)
 * restores: with the key of a recovery share sealed under a passkey, when a passkey login gave it
 * (`usePasskeyRecovery`), else by asking for the recovery code through `askRecoveryCode`; with neither,
 * `DEVICE_SHARE_MISSING`.
 *
 * @example
 * const wallet = createFrameWallet({ api: createKeyShareApi(), deviceStore: createIndexedDbDeviceShareStore() })
 * createFrameHost({ window, parentOrigin, allowedOrigins, services: { api, account: wallet.account } })
 */
export function createFrameWallet({ api, deviceStore, askRecoveryCode }: CreateFrameWalletParameters): FrameWallet {
  let current: FrameAccount | undefined
  let pending: { email: string; promise: Promise<FrameAccount>; quiet: boolean } | undefined
  let recoveryCode: string | undefined
  let passkeyRecovery: { email: string; key: CryptoKey } | undefined
  /** The seed of the unlocked account, for a reseal under a new recovery factor. */
  let currentKeys: UnlockedWallet | undefined
  let pendingKeys: { email: string; keys: UnlockedWallet } | undefined
  /** The Solana key of the unlocked seed, derived once. */
  let solana: { keys: UnlockedWallet; account: Promise<SolanaAccount> } | undefined
  /** Counts sign-outs: an unlock that finishes after one is dropped. */
  let locks = 0
  /** Aborts the restore panel on sign-out, so it does not stay open for a user who is gone. */
  let restoring = new AbortController()

  const open = async (email: string, quiet = false): Promise<FrameAccount> => {
    const context = { accountId: email, deviceStore, api }
    const opened = (keys: UnlockedWallet) => {
      pendingKeys = { email, keys }
      return toAccount(email, keys)
    }
    try {
      const stored = await api.fetch()
      if (stored) {
        try {
          return await opened(await unlockWalletKeys(context))
        } catch (error) {
          if (!(error instanceof KeyError) || !RESTORABLE.has(error.code)) throw error
          // A new device after a passkey login: the passkey's PRF key opens the recovery share.
          const key = passkeyRecovery?.email === email ? passkeyRecovery.key : undefined
          const factors = recoveryFactors(stored)
          if (key && factors.includes('passkey'))
            return await opened(await restoreWalletKeys(context, { kind: 'passkey', key }))
          if (quiet || !askRecoveryCode || !factors.includes('code')) throw error
          // The code's key opens the recovery share; the restore checks the seed against the stored address
          // and gives this device a new share (the host's shares are renewed with it).
          const restored = await askRecoveryCode(
            email,
            async (code) => restoreWalletKeys(context, { kind: 'code', key: await recoveryKeyFromCode(code) }),
            restoring.signal,
          ).catch((reason: unknown) => {
            // The share came from the host's first-party storage (sharedDeviceShares.ts): unlock with it.
            if (reason === SHARED_SHARE_LOADED) return unlockWalletKeys(context)
            throw reason
          })
          return await opened(restored)
        }
      }
      const code = createRecoveryCode()
      const wallet = await createWalletKeys(context, { kind: 'code', key: await recoveryKeyFromCode(code) })
      recoveryCode = code
      return await opened(wallet)
    } catch (error) {
      throw asFrameError(error)
    }
  }

  return {
    async account({ email }, { quiet = false } = {}) {
      if (current?.email === email) return current.evm.address
      // A quiet unlock under way does not ask for the code: a login waits for it, then asks if it must.
      if (!quiet && pending?.email === email && pending.quiet) await pending.promise.catch(() => undefined)
      if (current?.email === email) return current.evm.address
      const generation = locks
      let opening = pending?.email === email ? pending : undefined
      if (!opening) {
        const promise = open(email, quiet)
        opening = pending = { email, promise, quiet }
        const done = () => {
          if (pending?.promise === promise) pending = undefined
        }
        promise.then(done, done)
      }
      const account = await opening.promise
      // A sign-out while the wallet was opening wins: the key is not kept.
      if (generation === locks) {
        current = account
        currentKeys = pendingKeys?.email === email ? pendingKeys.keys : undefined
      }
      return account.evm.address
    },
    unlocked: (email) => (email !== undefined && current?.email === email ? current : undefined),
    async solanaAccount(email) {
      if (current?.email !== email || !currentKeys) return undefined
      const keys = currentKeys
      if (solana?.keys !== keys) solana = { keys, account: deriveSolanaAccount(keys.entropy) }
      return solana.account
    },
    exportPhrase: (email) =>
      current?.email === email && currentKeys ? seedToMnemonic(currentKeys.entropy) : undefined,
    takeRecoveryCode() {
      const code = recoveryCode
      recoveryCode = undefined
      return code
    },
    lock() {
      locks += 1
      restoring.abort()
      restoring = new AbortController()
      current = undefined
      pending = undefined
      recoveryCode = undefined
      passkeyRecovery = undefined
      currentKeys = pendingKeys = undefined
      solana = undefined
    },
    usePasskeyRecovery(email, key) {
      passkeyRecovery = { email, key }
    },
    async protectWithPasskey(email, key) {
      if (current?.email !== email || !currentKeys) throw new FrameHostError('NOT_SIGNED_IN', 'Not signed in')
      try {
        // Beside the recovery code, not instead of it: either restores the wallet.
        return await addRecoveryFactor({ accountId: email, deviceStore, api }, currentKeys, { kind: 'passkey', key })
      } catch (error) {
        throw asFrameError(error)
      }
    },
  }
}
