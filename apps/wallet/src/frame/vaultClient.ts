import type { DeviceShareRecord, DeviceShareStore } from '../keys/deviceShare.js'
import {
  isVaultResult,
  VAULT_DONE,
  VAULT_READY,
  VAULT_REQUEST,
  type VaultRequest,
  type VaultStep,
} from '../vault/vaultProtocol.js'
import { FrameHostError } from './frameHostErrors.js'

/** The host's wallet window, opened by the frame: a device-share store in the host's first-party storage. */
export type VaultConnection = DeviceShareStore & {
  /** Tells the window it is done and closes it. */
  close(): void
}

/** Why the host's first-party storage could not be reached from the frame's click. */
export type PopupErrorCode = 'POPUP_BLOCKED' | 'POPUP_CLOSED' | 'STORAGE_ACCESS_REFUSED'

const POPUP_MESSAGES: Record<PopupErrorCode, string> = {
  // The browser did not open the wallet window (a pop-up blocker, or no click behind the call).
  POPUP_BLOCKED: 'The browser blocked the wallet window: allow pop-ups and try again',
  // The user closed the wallet window before it answered.
  POPUP_CLOSED: 'The wallet window was closed too soon. Try again',
  // The browser refused storage access: the next click opens the wallet window.
  STORAGE_ACCESS_REFUSED: 'Storage access was refused: press again to open the wallet window',
}

/**
 * The frame's error for `code`, in the words the frame shows (and answers a request with).
 *
 * @example
 * throw popupError('POPUP_CLOSED')
 */
export const popupError = (code: PopupErrorCode): FrameHostError => new FrameHostError(code, POPUP_MESSAGES[code])

/** The window events the connection listens to (the frame's own window). */
type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>

export type ConnectVaultParameters = {
  /** What `window.open` returned, straight from the user's click: null when the browser blocked it. */
  popup: Window | null
  /** The frame's window, where the wallet window's messages arrive. */
  window: MessageTarget
  /** The host's origin: the only origin messages are sent to and taken from. */
  origin: string
  /** The embedding site, named in each request (the window shows it and checks the allow list). */
  site: string
  /** How often the window is checked for being closed, in ms. */
  pollMs?: number
}

/**
 * Talks to the host's wallet window (`/vault`), which the frame opened from the user's click: the window
 * keeps device shares in the host origin's own (first-party) IndexedDB, one for every embedding site.
 * Messages go to the window at the host's origin only, and only the window's own messages from that origin
 * are taken (anything else is ignored). A blocked window fails at once (`POPUP_BLOCKED`), a window the user
 * closes fails what is pending (`POPUP_CLOSED`), at once or later: never a hang. A window that stays open
 * without answering (it could not load) waits for the user, who sees it, to close it.
 *
 * @example
 * const vault = connectVault({ popup: window.open(`${location.origin}/vault`, '_blank', 'popup'), window, origin: location.origin, site })
 * await vault.put(email, record)
 * vault.close()
 */
export function connectVault({
  popup,
  window: frame,
  origin,
  site,
  pollMs = 250,
}: ConnectVaultParameters): VaultConnection {
  let nextId = 1
  let failure: Error | undefined
  const waiting = new Map<number, { resolve(value: DeviceShareRecord | null): void; reject(error: Error): void }>()
  let opened: { resolve(): void; reject(error: Error): void } | undefined
  const ready = new Promise<void>((resolve, reject) => (opened = { resolve, reject }))
  // A rejection nobody awaits yet must not surface as unhandled.
  ready.catch(() => {})

  const onMessage = (event: MessageEvent) => {
    if (!popup || event.source !== popup || event.origin !== origin) return
    const data: unknown = event.data
    if ((data as { type?: unknown } | null)?.type === VAULT_READY) return opened!.resolve()
    const pending = isVaultResult(data) && waiting.get(data.id)
    if (!pending) return
    waiting.delete(data.id)
    if (data.ok) pending.resolve(data.record)
    else pending.reject(new FrameHostError('INTERNAL', data.message))
  }
  const stop = (error: Error) => {
    if (failure) return
    failure = error
    clearInterval(poll)
    frame.removeEventListener('message', onMessage)
    opened!.reject(error)
    for (const pending of waiting.values()) pending.reject(error)
    waiting.clear()
  }
  // The user may close the window at any time: what is pending then fails, it does not hang.
  const poll = setInterval(() => popup?.closed && stop(popupError('POPUP_CLOSED')), pollMs)
  frame.addEventListener('message', onMessage)
  if (!popup) stop(popupError('POPUP_BLOCKED'))

  const ask = async (step: VaultStep): Promise<DeviceShareRecord | null> => {
    await ready
    if (failure) throw failure
    const id = nextId++
    const answer = new Promise<DeviceShareRecord | null>((resolve, reject) => waiting.set(id, { resolve, reject }))
    const message: VaultRequest = { ...step, type: VAULT_REQUEST, id, site }
    popup!.postMessage(message, origin)
    return answer
  }

  return {
    get: (accountId) => ask({ op: 'get', accountId }),
    put: async (accountId, record) => void (await ask({ op: 'put', accountId, record })),
    delete: async (accountId) => void (await ask({ op: 'delete', accountId })),
    close() {
      if (popup && !popup.closed) {
        popup.postMessage({ type: VAULT_DONE }, origin)
        popup.close()
      }
      stop(popupError('POPUP_CLOSED'))
    },
  }
}
