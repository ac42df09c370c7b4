import type { DeviceShareStore } from '../keys/deviceShare.js'
import {
  isVaultRequest,
  VAULT_DONE,
  VAULT_READY,
  VAULT_RESULT,
  type VaultAnswer,
  type VaultResult,
} from './vaultProtocol.js'

export type ServeVaultParameters = {
  /** The wallet window (its opener, its origin, its messages, `close`). */
  window: Pick<Window, 'addEventListener' | 'close' | 'opener'> & { location: Pick<Location, 'origin'> }
  /** The host origin's first-party store (its IndexedDB at the top level). */
  store: DeviceShareStore
  /** The sites that may embed the frame (`WALLET_ALLOWED_ORIGINS`). */
  allowedOrigins: readonly string[]
  /** Told what the window is doing, for the page's text. */
  onStep?: (step: { site: string; op: 'get' | 'put' | 'delete' } | 'refused' | 'no-opener') => void
}

/**
 * The wallet window's side (`/vault`, the host's first-party page, opened by its frame from the user's
 * click): it posts ready to its opener and does the opener's device-share steps in the host origin's own
 * storage. It answers only its opener, only at the host's origin, and takes only messages from that window
 * and origin, for a site on the allow list; so only the host's own frame (never the dapp, whose page can
 * at most hold the frame) reaches the share. Closes itself when the frame is done.
 *
 * @returns false when the window has no opener to serve (opened by hand)
 * @example
 * serveVault({ window, store: createIndexedDbDeviceShareStore(), allowedOrigins })
 */
export function serveVault({ window: vault, store, allowedOrigins, onStep = () => {} }: ServeVaultParameters): boolean {
  const opener = vault.opener as Window | null
  const origin = vault.location.origin
  if (!opener) {
    onStep('no-opener')
    return false
  }
  vault.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== opener || event.origin !== origin) return
    const data: unknown = event.data
    if ((data as { type?: unknown } | null)?.type === VAULT_DONE) return vault.close()
    if (!isVaultRequest(data)) return
    const reply = (answer: VaultAnswer) => {
      const result: VaultResult = { ...answer, type: VAULT_RESULT, id: data.id }
      opener.postMessage(result, origin)
    }
    if (!allowedOrigins.includes(data.site)) {
      onStep('refused')
      return reply({ ok: false, message: 'This site may not use this wallet' })
    }
    onStep({ site: data.site, op: data.op })
    const step =
      data.op === 'get'
        ? store.get(data.accountId)
        : data.op === 'put'
          ? store.put(data.accountId, data.record).then(() => null)
          : store.delete(data.accountId).then(() => null)
    step.then(
      (record) => reply({ ok: true, record }),
      () => reply({ ok: false, message: 'The wallet’s storage on this device could not be used' }),
    )
  })
  opener.postMessage({ type: VAULT_READY }, origin)
  return true
}
