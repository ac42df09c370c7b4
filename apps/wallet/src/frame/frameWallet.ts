import { bytesToHex } from '@noble/hashes/utils.js'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { deriveEvmAccount } from '../keys/deriveEvmAccount.js'
import type { DeviceShareStore } from '../keys/deviceShare.js'
import { KeyApiError, KeyError } from '../keys/keyErrors.js'
import type { KeyShareApi } from '../keys/keyShareApi.js'
import { createRecoveryCode, recoveryKeyFromCode } from '../keys/recoveryKey.js'
import { createWalletKeys, restoreWalletKeys, unlockWalletKeys, type UnlockedWallet } from '../keys/walletKeys.js'
import { FrameHostError, type FrameHostErrorCode } from './frameHostErrors.js'
import type { HostUser } from './handleEmailRequest.js'
import type { AskRecoveryCode } from './restoreView.js'

/** An unlocked account in the frame's memory: the signer and the addresses it controls. */
export type FrameAccount = { email: string; evm: PrivateKeyAccount; solanaAddress: string }

/** The signed-in user's keys, as the frame holds them: only in this page's memory, never posted out. */
export type FrameWallet = {
  /** The account source of `createFrameHost`: unlocks (or, for a user without one, creates) the wallet. */
  account(user: HostUser): Promise<`0x${string}` | undefined>
  /** The unlocked account of `email`, if it is unlocked. */
  unlocked(email: string | undefined): FrameAccount | undefined
  /** The recovery code of a wallet created just now, once: the next call returns undefined. */
  takeRecoveryCode(): string | undefined
  /** Drops the unlocked key (sign-out). */
  lock(): void
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
  const { privateKey } = await deriveEvmAccount(wallet.entropy)
  return { email, evm: privateKeyToAccount(`0x${bytesToHex(privateKey)}`), solanaAddress: wallet.solanaAddress }
}

/**
 * The frame's wallet: after a login, `account(user)` unlocks the user's seed from this device's share and
 * the host's auth share; a user with no wallet on the host gets a new one, with a new recovery code that
 * the frame shows once (`takeRecoveryCode`). Calls for the same user share one unlock, so two requests
 * never create two wallets. A device that cannot unlock (no share, or one from before a restore elsewhere)
 * asks for the recovery code through `askRecoveryCode` and restores; without it, `DEVICE_SHARE_MISSING`.
 *
 * @example
 * const wallet = createFrameWallet({ api: createKeyShareApi(), deviceStore: createIndexedDbDeviceShareStore() })
 * createFrameHost({ window, parentOrigin, allowedOrigins, services: { api, account: wallet.account } })
 */
export function createFrameWallet({ api, deviceStore, askRecoveryCode }: CreateFrameWalletParameters): FrameWallet {
  let current: FrameAccount | undefined
  let pending: { email: string; promise: Promise<FrameAccount> } | undefined
  let recoveryCode: string | undefined
  /** Counts sign-outs: an unlock that finishes after one is dropped. */
  let locks = 0
  /** Aborts the restore panel on sign-out, so it does not stay open for a user who is gone. */
  let restoring = new AbortController()

  const open = async (email: string): Promise<FrameAccount> => {
    const context = { accountId: email, deviceStore, api }
    try {
      const stored = await api.fetch()
      if (stored) {
        try {
          return await toAccount(email, await unlockWalletKeys(context))
        } catch (error) {
          if (
            !askRecoveryCode ||
            stored.recoveryKind !== 'code' ||
            !(error instanceof KeyError) ||
            !RESTORABLE.has(error.code)
          )
            throw error
          // The code's key opens the recovery share; the restore checks the seed against the stored address
          // and gives this device a new share (the host's shares are renewed with it).
          const restored = await askRecoveryCode(
            email,
            async (code) => restoreWalletKeys(context, { kind: 'code', key: await recoveryKeyFromCode(code) }),
            restoring.signal,
          )
          return await toAccount(email, restored)
        }
      }
      const code = createRecoveryCode()
      const wallet = await createWalletKeys(context, { kind: 'code', key: await recoveryKeyFromCode(code) })
      recoveryCode = code
      return await toAccount(email, wallet)
    } catch (error) {
      throw asFrameError(error)
    }
  }

  return {
    async account({ email }) {
      if (current?.email === email) return current.evm.address
      const generation = locks
      let opening = pending?.email === email ? pending : undefined
      if (!opening) {
        const promise = open(email)
        opening = pending = { email, promise }
        const done = () => {
          if (pending?.promise === promise) pending = undefined
        }
        promise.then(done, done)
      }
      const account = await opening.promise
      // A sign-out while the wallet was opening wins: the key is not kept.
      if (generation === locks) current = account
      return account.evm.address
    },
    unlocked: (email) => (email !== undefined && current?.email === email ? current : undefined),
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
    },
  }
}
