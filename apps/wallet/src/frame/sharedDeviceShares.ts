import type { DeviceShareStore } from '../keys/deviceShare.js'
import type { AskRecoveryCode } from './restoreView.js'
import type { SharedDeviceAccess } from './sharedDeviceAccess.js'
import type { SharedDeviceView } from './sharedDeviceView.js'

/**
 * Not a failure: the device share was found in the host's first-party storage and copied into the frame's
 * store, so the frame unlocks again instead of restoring (`createFrameWallet` catches it).
 */
export const SHARED_SHARE_LOADED = new Error('shared share loaded')

export type WithSharedDeviceSharesParameters = {
  /** The frame's own store (its storage as the browser gives it: partitioned by the site, or memory). */
  local: DeviceShareStore
  access: Pick<SharedDeviceAccess, 'silent'>
  view: SharedDeviceView
  /** Told when keeping a share in the host's storage failed (it stays in the frame's own store). */
  onError?: (error: unknown) => void
}

/**
 * One device share for every embedding site: the frame's own store first (nothing to ask on a site where it
 * was kept), and the host origin's first-party store behind it. Reading: a share missing from the frame's
 * store is taken from the host's store when the frame reaches it by itself (the frame path) and copied.
 * Writing (a new wallet, a restore, a reseal): into the frame's store, then into the host's store, by itself
 * or, when that needs the user, through the panel's offer (Storage Access, then the wallet window). A
 * device that still cannot unlock gets the restore panel with the offer "Use the key saved on this device"
 * beside it: the share from the host's store (through the wallet window if need be) then unlocks it, and the
 * restore by code is not needed.
 *
 * @example
 * const shared = withSharedDeviceShares({ local: openFrameDeviceStore(), access, view })
 * const wallet = createFrameWallet({ api, deviceStore: shared.deviceStore, askRecoveryCode: shared.askRecoveryCode(ask) })
 */
export function withSharedDeviceShares({
  local,
  access,
  view,
  onError = (error) => console.warn('wallet:', error),
}: WithSharedDeviceSharesParameters): {
  deviceStore: DeviceShareStore
  askRecoveryCode(ask: AskRecoveryCode): AskRecoveryCode
} {
  const deviceStore: DeviceShareStore = {
    async get(accountId) {
      const record = await local.get(accountId)
      if (record) return record
      const shared = await access.silent()
      const found = shared ? await shared.get(accountId).catch(() => null) : null
      if (found) await local.put(accountId, found)
      return found
    },
    async put(accountId, record) {
      await local.put(accountId, record)
      // The host's copy never holds the wallet up: the frame's own store has the share already.
      void (async () => {
        const shared = await access.silent()
        if (shared) await shared.put(accountId, record)
        else view.keep(accountId, record)
      })().catch(onError)
    },
    // Nothing deletes a share today; the host's copy is left to the wallet window's own code.
    delete: (accountId) => local.delete(accountId),
  }

  const askRecoveryCode =
    (ask: AskRecoveryCode): AskRecoveryCode =>
    async (email, attempt, signal) => {
      const held = await local.get(email)
      // The frame path: a newer share in the host's storage (the wallet was restored through another site).
      const shared = await access.silent()
      const found = shared ? await shared.get(email).catch(() => null) : null
      if (found && found.sealed !== held?.sealed) {
        await local.put(email, found)
        throw SHARED_SHARE_LOADED
      }
      const stop = new AbortController()
      signal?.addEventListener('abort', () => stop.abort(), { once: true })
      const loaded = view
        .load(email, stop.signal, async (record) => {
          if (record.sealed === held?.sealed)
            throw new Error('The key saved on this device no longer opens this wallet')
          await local.put(email, record)
        })
        .then(() => SHARED_SHARE_LOADED)
      try {
        return await Promise.race([ask(email, attempt, stop.signal), loaded.then((error) => Promise.reject(error))])
      } finally {
        stop.abort()
      }
    }

  return { deviceStore, askRecoveryCode }
}
