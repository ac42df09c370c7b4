// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('@agentry/modal-ui/react on the server', () => {
  it('imports without a DOM and renders the bare tag with the hooks’ initial state', async () => {
    expect(typeof window).toBe('undefined')
    const { AgentryModal, useAccount, useModal, useSignIn } = await import('./index.js')
    function Header() {
      const { isOpen } = useModal()
      const { isConnected, address } = useAccount()
      const { status } = useSignIn()
      return createElement('p', null, `${isOpen}|${isConnected}|${address ?? '-'}|${status}`)
    }
    const markup = renderToString(createElement('div', null, createElement(Header), createElement(AgentryModal, { theme: 'light' })))
    expect(markup).toContain('false|false|-|idle')
    // No shadow content and no attributes that the browser would render differently before hydration.
    expect(markup).toContain('<agentry-modal></agentry-modal>')
  })
})
