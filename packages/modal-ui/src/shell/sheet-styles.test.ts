import { describe, expect, it } from 'vitest'
import { adoptSheetStyles, sheetStyles } from './sheet-styles.js'
import { SHEET_MEDIA_QUERY } from './shell-styles.js'

describe('the bottom sheet styles (loaded only where the sheet shows)', () => {
  it('apply under the same media query the shell and the swipe code use', () => {
    expect(SHEET_MEDIA_QUERY.replace(/\s/g, '')).toBe('(max-width:639px)')
    expect(sheetStyles).toMatch(/^\s*@media \(max-width: ?639px\)/)
    expect(sheetStyles).toContain('@keyframes sheet-in')
  })

  it('are added to a shadow root once, however often they are adopted', () => {
    const host = document.createElement('div')
    const root = host.attachShadow({ mode: 'open' })
    adoptSheetStyles(root)
    adoptSheetStyles(root)
    const adopted = root.adoptedStyleSheets.length + root.querySelectorAll('style[data-sheet]').length
    expect(adopted).toBe(1)
  })
})
