import type { Browser, Page } from '@playwright/test'

const FRAME_MARK = 'agentry-bench:frame-with-text'

// Click → painted, read from a Chromium performance trace of the click (the method of the
// js-framework-benchmark): from the start of the click event's dispatch (of a tap: its touchstart's) to the end of the main thread's
// work (its last step, Layerize) on the first frame whose DOM holds `needle`. In the page, a watcher armed
// before the click checks every animation frame for the text (shadow roots included) and marks the trace
// (console.timeStamp) in the frame that first has it; that frame's paint follows its animation-frame
// callbacks. Earlier versions timed this in the page, from when Playwright's click() returned to a second
// frame, which counted the harness's round trips and whatever work came after the paint.
// Kept as source text: tsx's name-keeping helper would otherwise leak into the serialised function.
const MARK_FRAME_WITH_TEXT = `(needle, start) => {
  const contains = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent.includes(needle)) return true
      if (node.shadowRoot && contains(node.shadowRoot)) return true
    }
    return false
  }
  window.__frameWithText = new Promise((resolve) => {
    document.addEventListener(start, async () => {
      for (;;) {
        await new Promise((r) => requestAnimationFrame(r))
        if (!contains(document)) continue
        console.timeStamp('${FRAME_MARK}')
        // Let that frame finish (and its events reach the trace) before the trace stops.
        setTimeout(resolve, 50)
        return
      }
    }, { capture: true, once: true })
  })
}`

type TraceEvent = {
  name: string
  ts: number
  dur?: number
  pid: number
  args?: { data?: { type?: string; message?: string } }
}

/** How the target is pressed: a mouse click, or a tap on a touch screen (touchstart, touchend, then click). */
export type Press = 'click' | 'tap'

/** The event whose dispatch starts the clock: the first the press sends to the page. */
const START_EVENT: Readonly<Record<Press, string>> = { click: 'click', tap: 'touchstart' }

/** Milliseconds from the press's first event to the end of the main-thread work of the frame marked in the page. */
function clickToPaintFromTrace(events: readonly TraceEvent[], press: Press): number {
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === START_EVENT[press])
  const mark = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === FRAME_MARK)
  if (!click || !mark) throw new Error(`the trace has no ${click ? 'frame mark' : 'click'}`)
  const frameEnd = events
    .filter((e) => e.pid === mark.pid && e.name === 'Layerize' && e.ts >= mark.ts)
    .sort((a, b) => a.ts - b.ts)[0]
  if (!frameEnd) throw new Error('the trace ends before the marked frame was painted')
  return (frameEnd.ts + (frameEnd.dur ?? 0) - click.ts) / 1000
}

/**
 * Clicks (or taps, in a context with touch) `target` and returns the milliseconds from the press to the end
 * of the frame that paints `needle`.
 */
export async function clickToPaint(
  browser: Browser,
  page: Page,
  target: ReturnType<Page['getByRole']>,
  needle: string,
  press: Press = 'click',
): Promise<number> {
  await target.waitFor()
  await page.evaluate(`(${MARK_FRAME_WITH_TEXT})(${JSON.stringify(needle)}, '${START_EVENT[press]}')`)
  await browser.startTracing(page, { categories: ['devtools.timeline'] })
  await (press === 'tap' ? target.tap() : target.click())
  await page.evaluate('window.__frameWithText')
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
  return clickToPaintFromTrace(trace.traceEvents, press)
}
