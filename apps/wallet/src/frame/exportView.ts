/** What the export panel shows: the account, and the phrase, read only when the user asks to see it. */
export type ExportRequest = { address: string; phrase: () => string; signal?: AbortSignal }

/** Shows the export panel; resolves whether the user revealed the phrase, once they close it. */
export type ShowExport = (request: ExportRequest) => Promise<boolean>

export type CreateExportViewParameters = {
  /** Where the panel is drawn (the frame page's `<main>`). */
  root: HTMLElement
  /** Tells the embedding app that the frame needs the user (show it) or no longer does (hide it). */
  needsUser?: (on: boolean) => void
  /** How long the panel stays open (default 5 minutes): then it closes and the phrase is gone from the page. */
  timeoutMs?: number
}

const PANEL =
  'font:14px/1.4 system-ui,sans-serif;color:#141414;background:#fff;box-sizing:border-box;height:100vh;' +
  'display:flex;flex-direction:column;gap:10px;padding:20px;overflow:auto'
const BUTTON = 'flex:1;padding:12px;border-radius:12px;border:1px solid #ccc;font:inherit;cursor:pointer;'

const el = <tag extends keyof HTMLElementTagNameMap>(tag: tag, text?: string, style?: string) => {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (style) node.style.cssText = style
  return node
}

/**
 * The frame's "Export wallet" panel: a warning, then the BIP-39 phrase only after the user clicks "Reveal
 * recovery phrase" in the frame's own document (the embedding page cannot script it, and the phrase is
 * never posted to it). Done, a sign-out (`signal`) or the timeout closes the panel and removes the phrase
 * from the page. Text goes in as `textContent` only.
 *
 * @example
 * const showExport = createExportView({ root: document.getElementById('wallet')!, needsUser })
 * const revealed = await showExport({ address, phrase: () => wallet.exportPhrase(email)! })
 */
export function createExportView({ root, needsUser, timeoutMs = 5 * 60_000 }: CreateExportViewParameters): ShowExport {
  return ({ address, phrase, signal }) =>
    new Promise<boolean>((resolve) => {
      let revealed = false
      const panel = el('section', undefined, PANEL)
      panel.setAttribute('aria-label', 'Export wallet')
      panel.append(
        el('h1', 'Export wallet', 'margin:0;font-size:18px'),
        el('p', `The recovery phrase of ${address}.`, 'margin:0;color:#555'),
        el(
          'p',
          'Anyone who has this phrase controls this wallet and its funds. Never share it or type it into a ' +
            'website; the site you are on does not see it. Write it down and keep it offline: any common ' +
            'wallet (MetaMask, Rabby, Phantom, …) can import it.',
          'margin:0;padding:10px;border-radius:12px;background:#fff4d6',
        ),
      )
      const box = el(
        'code',
        undefined,
        'display:none;padding:12px;border-radius:12px;background:#f1f1f1;font:16px/1.6 ui-monospace,monospace;word-spacing:4px',
      )
      box.setAttribute('aria-label', 'Recovery phrase')
      const reveal = el(
        'button',
        'Reveal recovery phrase',
        `${BUTTON}background:#141414;color:#fff;border-color:#141414`,
      )
      const done = el('button', 'Done', `${BUTTON}background:#fff`)
      const buttons = el('div', undefined, 'display:flex;gap:10px')
      buttons.append(done, reveal)
      panel.append(box, buttons)

      const close = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', close)
        box.textContent = ''
        panel.remove()
        needsUser?.(false)
        resolve(revealed)
      }
      const timer = setTimeout(close, timeoutMs)
      signal?.addEventListener('abort', close)
      reveal.addEventListener('click', () => {
        revealed = true
        box.textContent = phrase()
        box.style.display = 'block'
        reveal.remove()
        done.focus()
      })
      done.addEventListener('click', close)
      root.replaceChildren(panel)
      needsUser?.(true)
      if (signal?.aborted) close()
      else reveal.focus()
    })
}
