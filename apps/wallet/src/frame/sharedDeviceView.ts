import type { DeviceShareRecord } from '../keys/deviceShare.js'
import type { SharedDeviceAccess, SharedDeviceStore } from './sharedDeviceAccess.js'

/** The frame's offers to use the host's first-party storage, each from the user's click. */
export type SharedDeviceView = {
  /** Offers to keep `record` in the host's storage too, for every site (until done or replaced). */
  keep(accountId: string, record: DeviceShareRecord): void
  /**
   * Offers to load the account's share from the host's storage; resolves with it once `accept` took it
   * (`accept` throws, with the words to show, for a share that cannot serve), or never (see `signal`).
   */
  load(accountId: string, signal: AbortSignal, accept: (record: DeviceShareRecord) => Promise<void>): Promise<void>
}

const SECTION = 'font:14px system-ui,sans-serif;display:grid;gap:8px;padding:16px 20px;color:#555'
const BUTTON = 'padding:12px;border-radius:12px;border:1px solid;background:#fff;font:inherit'

const OPEN_WINDOW = 'Open the wallet window'

/**
 * The frame's panel for the host origin's first-party storage (one device share for every embedding site),
 * drawn at the top of the frame page while an offer is open; the frame is shown when it needs the user for
 * other reasons (a confirmation, the restore panel), and the panel then sits above them. Its button asks
 * with the Storage Access API; when the browser refuses, it becomes "Open the wallet window", whose click
 * opens the host's first-party window at once. Messages go into a live line (no role: the frame's other
 * panels own the status and alert roles). Text goes in as `textContent` only.
 *
 * @example
 * const view = createSharedDeviceView({ body: document.body, access })
 * view.keep(email, record)
 */
export function createSharedDeviceView({
  body,
  access,
}: {
  body: HTMLElement
  access: Pick<SharedDeviceAccess, 'fromClick'>
}): SharedDeviceView {
  const doc = body.ownerDocument
  const section = doc.createElement('section')
  section.setAttribute('aria-label', 'This device')
  section.style.cssText = SECTION
  const text = doc.createElement('p')
  const button = doc.createElement('button')
  button.type = 'button'
  button.style.cssText = BUTTON
  const note = doc.createElement('p')
  note.setAttribute('aria-live', 'polite')
  let task: ((store: SharedDeviceStore) => Promise<string | undefined>) | undefined
  let busy = false

  const show = (label: string, what: string, run: typeof task) => {
    task = run
    text.textContent = what
    button.textContent = label
    button.disabled = false
    note.textContent = ''
    section.replaceChildren(text, button, note)
    body.prepend(section)
  }
  const hide = (done?: string) => {
    task = undefined
    if (done) section.replaceChildren(done)
    else section.remove()
  }

  button.addEventListener('click', () => {
    const run = task
    if (!run || busy) return
    busy = true
    button.disabled = true
    note.textContent = ''
    // The store is asked for synchronously inside the click: the wallet window (if it comes to that) opens now.
    const reached = access.fromClick()
    void (async () => {
      let store: SharedDeviceStore | undefined
      try {
        store = await reached
        const done = await run(store)
        if (task === run) hide(done)
      } catch (error) {
        if ((error as { code?: unknown }).code === 'STORAGE_ACCESS_REFUSED') button.textContent = OPEN_WINDOW
        note.textContent = (error as Error).message
      } finally {
        store?.close()
        busy = false
        button.disabled = false
      }
    })()
  })

  return {
    keep(accountId, record) {
      show('Keep this wallet for every site', 'Keep its device key for other sites on this device.', async (store) => {
        await store.put(accountId, record)
        return 'Kept for every site on this device.'
      })
    },
    load(accountId, signal, accept) {
      return new Promise((resolve) => {
        const stop = () => task && hide()
        signal.addEventListener('abort', stop, { once: true })
        show(
          'Use the key saved on this device',
          'Used this wallet on another site here? Its device key opens it.',
          async (store) => {
            const record = await store.get(accountId)
            if (!record) throw new Error('No key for this wallet is saved on this device')
            await accept(record)
            signal.removeEventListener('abort', stop)
            resolve()
            return undefined
          },
        )
      })
    },
  }
}
