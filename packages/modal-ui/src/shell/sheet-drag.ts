/** A release this far down (px), or this share of the sheet's height if less (but never under 56 px), closes it. */
export const SHEET_CLOSE_DISTANCE_PX = 120
const SHEET_CLOSE_SHARE = 0.3
const SHEET_CLOSE_MIN_PX = 56
/** A quick flick closes it too: at least this speed (px per ms) over at least this distance (px). */
export const SHEET_FLICK_SPEED = 0.5
const SHEET_FLICK_MIN_PX = 24

/** What {@link trackSheetDrag} needs from the shell. */
export type TrackSheetDragParameters = {
  /** The sheet that follows the finger. */
  sheet: HTMLElement
  /** The element the drag started on (the handle or the header); it captures the pointer. */
  grip: HTMLElement
  /** The `pointerdown` that started the drag. */
  down: PointerEvent
  /** Asks to close; false when closing is refused (the sheet then springs back). */
  close: () => boolean
}

/**
 * Whether a release `distance` px below the start, after `elapsedMs`, closes a sheet `height` px tall:
 * past 30 % of the height (at most 120 px, at least 56 px), or a flick of at least 0.5 px/ms over 24 px.
 *
 * @example
 * shouldCloseSheet({ distance: 150, elapsedMs: 600, height: 500 }) // true
 */
export function shouldCloseSheet({
  distance,
  elapsedMs,
  height,
}: {
  distance: number
  elapsedMs: number
  height: number
}): boolean {
  const threshold = Math.min(SHEET_CLOSE_DISTANCE_PX, Math.max(SHEET_CLOSE_MIN_PX, height * SHEET_CLOSE_SHARE))
  if (distance >= threshold) return true
  return distance >= SHEET_FLICK_MIN_PX && distance / Math.max(elapsedMs, 1) >= SHEET_FLICK_SPEED
}

/**
 * Follows a pointer (finger, pen or mouse) that went down on the sheet's grip: the sheet moves down with it
 * (never up), and on release either closes ({@link shouldCloseSheet}) or springs back in the view
 * transition's duration. Loaded with the first bottom sheet, not with the page.
 *
 * @example
 * grip.addEventListener('pointerdown', (down) => trackSheetDrag({ sheet, grip, down, close: closeModal }))
 */
export function trackSheetDrag({ sheet, grip, down, close }: TrackSheetDragParameters): void {
  if (down.button !== 0 || !down.isPrimary) return
  const startY = down.clientY
  const startTime = down.timeStamp
  let distance = 0
  try {
    grip.setPointerCapture(down.pointerId)
  } catch {
    // A pointer that is already gone cannot be captured; the moves still reach the grip.
  }
  sheet.style.transition = 'none'

  const onMove = (event: PointerEvent): void => {
    if (event.pointerId !== down.pointerId) return
    distance = Math.max(0, event.clientY - startY)
    sheet.style.transform = distance > 0 ? `translateY(${distance}px)` : ''
  }
  const onEnd = (event: PointerEvent): void => {
    if (event.pointerId !== down.pointerId) return
    grip.removeEventListener('pointermove', onMove)
    grip.removeEventListener('pointerup', onEnd)
    grip.removeEventListener('pointercancel', onEnd)
    const release =
      event.type === 'pointerup' &&
      shouldCloseSheet({ distance, elapsedMs: event.timeStamp - startTime, height: sheet.offsetHeight })
    if (release && close()) return
    // Spring back; the inline styles go once it is home so the shell's own animations apply again.
    sheet.style.transition = 'transform var(--agentry-duration-view) ease'
    sheet.style.transform = ''
    const settle = (): void => {
      sheet.style.transition = ''
    }
    sheet.addEventListener('transitionend', settle, { once: true })
    setTimeout(settle, 300)
  }
  grip.addEventListener('pointermove', onMove)
  grip.addEventListener('pointerup', onEnd)
  grip.addEventListener('pointercancel', onEnd)
}

/**
 * Starts a drag from the shell's `pointerdown` on the handle or the header, unless it began on one of
 * the header's buttons (back, close), which keep their click. The shell calls it only on a bottom sheet.
 *
 * @example
 * startSheetDrag({ sheet: dialog, down: event, close: () => closeModal() })
 */
export function startSheetDrag({ sheet, down, close }: Omit<TrackSheetDragParameters, 'grip'>): void {
  const onButton = down.composedPath().some((node) => node instanceof HTMLElement && node.localName.endsWith('button'))
  if (!onButton) trackSheetDrag({ sheet, grip: down.currentTarget as HTMLElement, down, close })
}
