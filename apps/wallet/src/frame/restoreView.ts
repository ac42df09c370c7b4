import { KeyError } from '../keys/keyErrors.js'
import { FrameHostError } from './frameHostErrors.js'

/** Runs the restore with the code the user typed; throws a KeyError for a wrong or malformed code. */
export type RestoreAttempt<result> = (code: string) => Promise<result>

/** Asks the user for the recovery code in the frame and restores with it; see {@link createRestoreView}. */
export type AskRecoveryCode = <result>(
  email: string,
  attempt: RestoreAttempt<result>,
  /** Aborted when the user signs out meanwhile: the panel closes. */
  signal?: AbortSignal,
) => Promise<result>

export type CreateRestoreViewParameters = {
  /** Where the panel is drawn (the frame page's `<main>`). */
  root: HTMLElement
  /** Tells the embedding app that the frame needs the user (show it) or no longer does (hide it). */
  needsUser?: (on: boolean) => void
  /** How long the panel waits for the user before it gives up (default 10 minutes). */
  timeoutMs?: number
}

/** The user closed the restore panel, or left it unanswered: the device still has no share. */
export class RestoreCancelledError extends FrameHostError {
  override name = 'RestoreCancelledError'
  constructor(reason: 'cancelled' | 'timeout') {
    super(
      'DEVICE_SHARE_MISSING',
      reason === 'cancelled'
        ? 'This device holds no key share for this account: restore it with the recovery code'
        : 'The wallet was not restored in time: sign in again to restore it with the recovery code',
    )
  }
}

const PANEL =
  'font:14px/1.4 system-ui,sans-serif;color:#141414;background:#fff;box-sizing:border-box;height:100vh;' +
  'display:flex;flex-direction:column;gap:10px;padding:20px;overflow:auto'
const BUTTON = 'flex:1;padding:12px;border-radius:12px;border:1px solid #ccc;font:inherit;cursor:pointer;'

/** What the user reads when an attempt fails: the code's fault, or the key code's own message. */
const describe = (error: unknown): string => {
  if (error instanceof KeyError && (error.code === 'SHARE_UNREADABLE' || error.code === 'INVALID_RECOVERY_CODE'))
    return 'This recovery code does not open this wallet. Check it and try again.'
  if (error instanceof Error && error.message) return error.message
  return 'The wallet could not be restored'
}

/**
 * The frame's "Restore with recovery code" panel, for a signed-in user whose device holds no key share
 * (a new device, or storage the browser wiped): the user types the code shown when the wallet was made,
 * the frame restores the seed with it (auth share + recovery share) and stores a new device share. A wrong
 * code keeps the panel with a message; Cancel, a sign-out (`signal`), or no answer within `timeoutMs`, rejects with
 * `DEVICE_SHARE_MISSING`, so a login never waits for ever. The code never leaves the frame. Text goes in
 * as `textContent` only.
 *
 * @example
 * const askRecoveryCode = createRestoreView({ root: document.getElementById('wallet')!, needsUser })
 * const wallet = await askRecoveryCode(email, (code) => restoreWithCode(code))
 */
export function createRestoreView({
  root,
  needsUser = () => {},
  timeoutMs = 10 * 60_000,
}: CreateRestoreViewParameters): AskRecoveryCode {
  return (email, attempt, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new RestoreCancelledError('cancelled'))
      const doc = root.ownerDocument
      const el = <tag extends keyof HTMLElementTagNameMap>(tag: tag, text?: string, style?: string) => {
        const node = doc.createElement(tag)
        if (text !== undefined) node.textContent = text
        if (style) node.style.cssText = style
        return node
      }
      const panel = el('form', undefined, PANEL)
      panel.setAttribute('aria-label', 'Restore with recovery code')
      panel.append(el('h1', 'Restore with recovery code', 'margin:0;font-size:18px'))
      panel.append(
        el(
          'p',
          `This device holds no key for ${email}. Enter the recovery code you wrote down when the wallet was made.`,
          'margin:0;color:#555',
        ),
      )
      const input = el(
        'input',
        undefined,
        'padding:12px;border-radius:12px;border:1px solid #ccc;font:16px ui-monospace,monospace',
      )
      input.setAttribute('aria-label', 'Recovery code')
      input.autocomplete = 'off'
      input.spellcheck = false
      const message = el('p', '', 'margin:0;color:#b00020;min-height:1.4em')
      message.setAttribute('role', 'alert')
      const buttons = el('div', undefined, 'display:flex;gap:10px')
      const cancel = el('button', 'Cancel', `${BUTTON}background:#fff`)
      cancel.type = 'button'
      const submit = el('button', 'Restore', `${BUTTON}background:#141414;color:#fff;border-color:#141414`)
      submit.type = 'submit'
      buttons.append(cancel, submit)
      panel.append(input, message, buttons)

      let settled = false
      const finish = (outcome: () => void) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        panel.remove()
        needsUser(false)
        outcome()
      }
      const timer = setTimeout(() => finish(() => reject(new RestoreCancelledError('timeout'))), timeoutMs)
      const cancelled = () => finish(() => reject(new RestoreCancelledError('cancelled')))
      cancel.addEventListener('click', cancelled)
      signal?.addEventListener('abort', cancelled, { once: true })
      panel.addEventListener('submit', (event) => {
        event.preventDefault()
        if (submit.disabled) return
        submit.disabled = true
        message.textContent = ''
        attempt(input.value).then(
          (result) => finish(() => resolve(result)),
          (error: unknown) => {
            submit.disabled = false
            message.textContent = describe(error)
            input.focus()
          },
        )
      })
      root.replaceChildren(panel)
      needsUser(true)
      input.focus()
    })
}
