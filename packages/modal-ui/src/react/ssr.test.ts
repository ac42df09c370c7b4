// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

// vitest.config.ts points @lit/react at its browser build for the DOM tests; a server imports its Node
// build, so this file puts that one back.
vi.mock(
  '@lit/react',
  () =>
    // @ts-expect-error -- the server build has no types of its own (they equal the browser build's).
    import('../../node_modules/@lit/react/node/development/index.js'),
)

describe('@agentry/modal-ui/react on the server', () => {
  it('imports without a DOM and renders the bare tag with the hooks’ initial state', async () => {
    expect(typeof window).toBe('undefined')
    const {
      AgentryConnectButton,
      AgentryModal,
      useAccount,
      useModal,
      useModalState,
      useNetwork,
      useSignIn,
      useWalletInfo,
    } = await import('./index.js')
    function Header() {
      const { isOpen } = useModal()
      const { isConnected, address } = useAccount()
      const { status } = useSignIn()
      const { caipNetworkId } = useNetwork()
      const { walletInfo } = useWalletInfo()
      const { view } = useModalState()
      return createElement(
        'p',
        null,
        `${isOpen}|${isConnected}|${address ?? '-'}|${status}|${caipNetworkId ?? '-'}|${walletInfo?.name ?? '-'}|${view}`,
      )
    }
    const markup = renderToString(
      createElement(
        'div',
        null,
        createElement(Header),
        createElement(AgentryConnectButton),
        createElement(AgentryModal, { theme: 'light' }),
      ),
    )
    expect(markup).toContain('false|false|-|idle|-|-|Connect')
    // No shadow content and no attributes that the browser would render differently before hydration.
    expect(markup).toContain('<agentry-modal></agentry-modal>')
    expect(markup).toContain('<agentry-connect-button></agentry-connect-button>')
  })
})
