import { connect, openModal } from '@agentry/modal-core'
import { ANVIL_ACCOUNTS, createTestWallet } from '@agentry/test-utils'
import jsQR from 'jsqr'
import { beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-8888-4a6b-9d1e-000000000008',
  name: 'Theta Wallet',
  rdns: 'dev.agentry.theta',
  icon: TEST_ICON,
}

/** Reads the drawn SVG back as pixels (4 per module, white background) and decodes it as a scanner would. */
function scan(svgElement: SVGSVGElement): string | undefined {
  const size = Number(svgElement.getAttribute('viewBox')!.split(' ')[2])
  const scale = 4
  const width = size * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  const path = svgElement.querySelector('path')!.getAttribute('d')!
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
  }
  return jsQR(pixels, width, width)?.data
}

describe('Receive view', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()

  beforeEach(async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    core.cleanups.push(announceWallet(createTestWallet({ rpcUrl: core.rpcUrl }), WALLET))
    await connect({ connectorId: WALLET.rdns })
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
    await openModal()
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-account-view')?.shadowRoot?.querySelector('[data-action="receive"]'),
      ).toBeTruthy(),
    )
    press(deepQuery(modal, 'agentry-account-view')!.shadowRoot!.querySelector('agentry-button[data-action="receive"]')!)
    await waitFor(() => expect(deepQuery(modal, 'agentry-qr-code')?.shadowRoot?.querySelector('svg')).toBeTruthy())
  })

  it('the QR code scans to the address, which is also shown, with the network to use', async () => {
    const svgElement = deepQuery<SVGSVGElement>(modal, 'agentry-qr-code')!.shadowRoot!.querySelector('svg')!
    expect(svgElement.getAttribute('aria-label')).toBe('Your address as a QR code')
    expect(scan(svgElement)).toBe(ANVIL_ACCOUNTS[0].address)
    const view = deepQuery(modal, 'agentry-receive-view')!
    expect(view.shadowRoot!.querySelector('[data-testid="address"]')?.textContent).toBe(ANVIL_ACCOUNTS[0].address)
    expect(deepText(view)).toContain('Send only assets on Localhost to this address.')
  })

  it('copies the address and says so', async () => {
    const view = deepQuery(modal, 'agentry-receive-view')!
    press(deepQuery(view, 'agentry-button[data-action="copy"]')!)
    await waitFor(() => expect(view.shadowRoot!.querySelector('[role="status"]')?.textContent).toBe('Address copied'))
    expect(await navigator.clipboard.readText()).toBe(ANVIL_ACCOUNTS[0].address)
  })
})
