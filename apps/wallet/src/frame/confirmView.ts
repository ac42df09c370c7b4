import type { ConfirmSignature, SignatureRequest } from './handleRpcRequest.js'

export type CreateConfirmViewParameters = {
  /** Where the view is drawn (the frame page's `<main>`). */
  root: HTMLElement
  /** A recovery code to show once, with the next request (the wallet was created just now). */
  takeRecoveryCode?: () => string | undefined
}

const el = <tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  text?: string,
  style?: string,
): HTMLElementTagNameMap[tag] => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (style) node.style.cssText = style
  return node
}

const PANEL =
  'font:14px/1.4 system-ui,sans-serif;color:#141414;background:#fff;box-sizing:border-box;height:100vh;' +
  'display:flex;flex-direction:column;gap:10px;padding:20px;overflow:auto'
const BOX = 'margin:0;padding:10px;border-radius:12px;background:#f1f1f1;white-space:pre-wrap;word-break:break-all;'
const BUTTON = 'flex:1;padding:12px;border-radius:12px;border:1px solid #ccc;font:inherit;cursor:pointer;'

/**
 * The frame's own confirmation: what is signed (the decoded message, or the typed data), who asks and
 * which account signs, with Approve and Reject. The modal shows the frame while a signature is pending.
 * The first request after a wallet was created also shows its recovery code, once. Requests wait their
 * turn: one view at a time. All text goes in as `textContent`, never as HTML.
 *
 * @example
 * const confirm = createConfirmView({ root: document.getElementById('wallet')!, takeRecoveryCode: wallet.takeRecoveryCode })
 * if (await confirm({ title: 'Sign message', origin, address, details: 'Hello' })) sign()
 */
export function createConfirmView({ root, takeRecoveryCode }: CreateConfirmViewParameters): ConfirmSignature {
  let queue: Promise<unknown> = Promise.resolve()
  const show = (request: SignatureRequest) =>
    new Promise<boolean>((resolve) => {
      const panel = el('section', undefined, PANEL)
      panel.setAttribute('aria-label', request.title)
      panel.append(el('h1', request.title, 'margin:0;font-size:18px'))
      panel.append(el('p', `${request.origin} asks you to sign with ${request.address}`, 'margin:0;color:#555'))
      const code = takeRecoveryCode?.()
      if (code) {
        const recovery = el('div', undefined, `${BOX}background:#fff4d6`)
        recovery.setAttribute('role', 'note')
        recovery.setAttribute('aria-label', 'Recovery code')
        recovery.append(
          el('strong', 'Your new wallet’s recovery code. Write it down now: it is shown only this once.'),
          el('code', code, 'display:block;margin-top:6px;font-size:16px'),
        )
        panel.append(recovery)
      }
      const details = el('pre', request.details, `${BOX}flex:1;font:12px/1.4 ui-monospace,monospace`)
      details.setAttribute('aria-label', 'What you sign')
      panel.append(details)
      const buttons = el('div', undefined, 'display:flex;gap:10px')
      const decide = (approved: boolean) => () => {
        panel.remove()
        resolve(approved)
      }
      const reject = el('button', 'Reject', `${BUTTON}background:#fff`)
      const approve = el('button', 'Approve', `${BUTTON}background:#141414;color:#fff;border-color:#141414`)
      reject.addEventListener('click', decide(false))
      approve.addEventListener('click', decide(true))
      buttons.append(reject, approve)
      panel.append(buttons)
      root.replaceChildren(panel)
      approve.focus()
    })
  return (request) => {
    const turn = queue.then(() => show(request))
    queue = turn.catch(() => undefined)
    return turn
  }
}
