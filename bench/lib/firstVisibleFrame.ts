import type { Page } from '@playwright/test'

// Click → first visible frame, measured in the page (issue 27's second measure): after the click, every
// frame is polled with requestAnimationFrame plus a MessageChannel message, whose task runs once that
// frame's rendering (style, layout, paint) is done. The click counts as done at the first frame where the
// element holding `needle` (the wallet row's text, shadow roots included) has a box and a non-zero
// computed opacity on itself and on every ancestor of the flat tree (slots, shadow hosts) up to <html>.
// The first frame where it has a box, whatever its opacity, is recorded too: the gap between the two is
// the time the view is laid out but not yet visible (an opening animation that starts from opacity 0).
// The clock starts in a capture listener on window for the click, before any of the kit's own listeners.
// Kept as source text: tsx's name-keeping helper would otherwise leak into the serialised function.
const WATCH_FIRST_VISIBLE_FRAME = `(needle) => {
  const holder = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent.includes(needle)) return node.parentElement
      if (node.shadowRoot) {
        const inner = holder(node.shadowRoot)
        if (inner) return inner
      }
    }
    return null
  }
  const flatParent = (element) => {
    if (element.assignedSlot) return element.assignedSlot
    if (element.parentElement) return element.parentElement
    const parent = element.parentNode
    return parent instanceof ShadowRoot ? parent.host : null
  }
  const hasBox = (element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 0 && rect.height > 0
  }
  const opaque = (element) => {
    for (let node = element; node; node = flatParent(node)) {
      if (Number(getComputedStyle(node).opacity) === 0) return false
    }
    return true
  }
  window.__firstVisibleFrame = new Promise((resolve) => {
    window.addEventListener('click', () => {
      const clicked = performance.now()
      let box
      let frames = 0
      const check = () => {
        const now = performance.now()
        frames++
        const element = holder(document)
        if (element && hasBox(element)) {
          box ??= now - clicked
          if (opaque(element)) return resolve({ box, visible: now - clicked, frames })
        }
        next()
      }
      const next = () => requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = check
        channel.port2.postMessage(0)
      })
      next()
    }, { capture: true, once: true })
  })
}`

/** Milliseconds from the click to the first frame where the view has a box, and to the first where it is visible. */
export type FirstVisibleFrame = { box: number; visible: number; frames: number }

/**
 * Clicks `target` and returns when, after the click, the element holding `needle` first had a box and
 * first was visible (a box and non-zero opacity through all its ancestors), each at the end of a frame.
 *
 * @example
 * const { box, visible } = await firstVisibleFrame(page, page.getByRole('button', { name: 'Connect Wallet' }), 'MetaMask')
 */
export async function firstVisibleFrame(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  needle: string,
): Promise<FirstVisibleFrame> {
  await page.evaluate(`(${WATCH_FIRST_VISIBLE_FRAME})(${JSON.stringify(needle)})`)
  await target.click()
  return (await page.evaluate('window.__firstVisibleFrame')) as FirstVisibleFrame
}
