import { LitElement, html } from 'lit'
import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { defineElement } from '../internal/define-element.js'
import { StoreController } from './store-controller.js'

const counter = proxy({ count: 0 })
const label = proxy({ text: 'a' })

class StoreProbe extends LitElement {
  readonly store = new StoreController(this, [counter, label])
  override render() {
    return html`<span>${counter.count}-${label.text}</span>`
  }
}
defineElement('agentry-store-probe', StoreProbe)

async function settle(element: LitElement): Promise<void> {
  // valtio notifies in a microtask; Lit then renders in another.
  await Promise.resolve()
  await element.updateComplete
}

function text(element: LitElement): string | undefined {
  return element.shadowRoot?.querySelector('span')?.textContent ?? undefined
}

describe('StoreController', () => {
  it('subscribes when connected, not in the constructor', () => {
    const element = document.createElement('agentry-store-probe') as StoreProbe
    expect(element.store.subscriptionCount).toBe(0)
    document.body.append(element)
    // The two stores, and the language.
    expect(element.store.subscriptionCount).toBe(3)
    element.remove()
  })

  it('re-renders on store changes, stops while detached and resumes when attached again', async () => {
    const element = document.createElement('agentry-store-probe') as StoreProbe
    document.body.append(element)
    await element.updateComplete
    counter.count = 1
    await settle(element)
    expect(text(element)).toBe('1-a')

    element.remove()
    expect(element.store.subscriptionCount).toBe(0)
    counter.count = 2
    label.text = 'b'
    await settle(element)
    expect(text(element)).toBe('1-a')

    document.body.append(element)
    expect(element.store.subscriptionCount).toBe(3)
    await settle(element)
    // Changes made while detached show up on re-attach...
    expect(text(element)).toBe('2-b')
    // ...and later changes still arrive (the subscribe-in-constructor bug stops here).
    counter.count = 3
    await settle(element)
    expect(text(element)).toBe('3-b')
    element.remove()
  })
})
