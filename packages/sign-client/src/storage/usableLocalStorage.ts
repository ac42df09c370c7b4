/**
 * The page's `localStorage` when it can be written, else `undefined` (no page, a sandboxed frame, a
 * zero quota).
 *
 * @example
 * const area = usableLocalStorage()
 * if (area) area.setItem('k', 'v')
 */
export function usableLocalStorage(): Storage | undefined {
  // Only a page has a window; Node 22+ exposes an experimental localStorage we do not want.
  if (typeof window === 'undefined') return undefined
  try {
    const area = window.localStorage
    const probe = '__agentry_probe__'
    area.setItem(probe, probe)
    area.removeItem(probe)
    return area
  } catch {
    // Reading localStorage throws in sandboxed frames; writing throws when the quota is zero.
    return undefined
  }
}
