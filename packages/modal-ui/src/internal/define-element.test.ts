import { LitElement } from 'lit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineElement } from './define-element.js'
import { resetDevWarnings } from './dev-warning.js'

class First extends LitElement {}
class Second extends LitElement {}
class Third extends LitElement {}

describe('defineElement', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    resetDevWarnings()
  })

  it('defines a tag once and skips it afterwards without throwing', () => {
    expect(defineElement('agentry-test-define', First)).toBe(true)
    expect(() => defineElement('agentry-test-define', First)).not.toThrow()
    expect(defineElement('agentry-test-define', First)).toBe(false)
    expect(customElements.get('agentry-test-define')).toBe(First)
  })

  it('keeps the first constructor when another one claims the tag, and warns once with a stable code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    defineElement('agentry-test-taken', Third)
    expect(defineElement('agentry-test-taken', Second)).toBe(false)
    defineElement('agentry-test-taken', Second)
    expect(customElements.get('agentry-test-taken')).toBe(Third)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('AGENTRY_UI_TAG_TAKEN')
  })
})
