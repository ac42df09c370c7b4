import {
  connect,
  createLocalDevChain,
  getActiveAccount,
  initModal,
  openModal,
  routerState,
  watchInjectedConnectors,
  type ModalOptions,
} from '@agentry/modal-core'
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  startBlockchainApiService,
  type BlockchainApiService,
} from '@agentry/test-utils'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, press } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'

const WALLET = {
  uuid: '0b7c1f3e-9999-4a6b-9d1e-0000000000d1',
  name: 'Iota Wallet',
  rdns: 'dev.agentry.iota',
  icon: TEST_ICON,
}

describe('RegisterAccountName and RegisterAccountNameSuccess views', () => {
  let modal: AgentryModalElement
  let service: BlockchainApiService
  let wallet: ReturnType<typeof createTestWallet>
  const core = useCoreFixture()

  beforeAll(async () => {
    service = await startBlockchainApiService({
      projectId: 'project-1',
      supportedChains: ['eip155:1337'],
      names: [
        { name: 'taken.reown.id', addresses: { '2147484985': { address: ANVIL_ACCOUNTS[1].address } }, attributes: {} },
      ],
    })
  })
  afterAll(async () => {
    await service.close()
  })

  const onAccount = async (
    options: Partial<ModalOptions> = { projectId: 'project-1', serviceUrls: { blockchainApi: service.url } },
  ) => {
    initModal({ networks: [createLocalDevChain({ rpcUrl: core.rpcUrl })], ...options })
    wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    core.cleanups.push(watchInjectedConnectors(), announceWallet(wallet, WALLET))
    await connect({ connectorId: WALLET.rdns })
    await openModal()
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-account-view')?.shadowRoot?.querySelector('[data-testid="address"]'),
      ).toBeTruthy(),
    )
    return deepQuery(modal, 'agentry-account-view')!
  }
  const view = () => deepQuery(modal, 'agentry-register-account-name-view')!
  const typeName = (value: string) => {
    const input = view().shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]')!
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
  }
  const registerButton = () => deepQuery(view(), 'agentry-button[data-action="register"]')!

  beforeEach(() => {
    service.requests.length = 0
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })

  it('from the Account view: suggestions after typing pauses, a taken name blocked, a free one registered and shown', async () => {
    const account = await onAccount()
    press(account.shadowRoot!.querySelector('[data-action="choose-name"]')!)
    await waitFor(() => expect(view()?.shadowRoot?.querySelector('input[name="name"]')).toBeTruthy())
    expect(deepText(modal)).toContain('Choose a Name')
    expect(deepText(view())).toContain('.reown.id')

    typeName('taken')
    await waitFor(() => expect(view().shadowRoot!.querySelectorAll('.suggestion')).toHaveLength(3))
    const suggestions = [...view().shadowRoot!.querySelectorAll<HTMLButtonElement>('.suggestion')]
    expect(
      suggestions.map((button) => [
        button.dataset.name,
        button.disabled,
        button.textContent!.replace(/\s+/g, ' ').trim(),
      ]),
    ).toEqual([
      ['taken.reown.id', true, 'taken.reown.id Taken'],
      ['taken1.reown.id', false, 'taken1.reown.id Available'],
      ['taken-app.reown.id', false, 'taken-app.reown.id Available'],
    ])
    expect(deepText(view())).toContain('taken.reown.id is already taken')
    expect(registerButton().hasAttribute('disabled')).toBe(true)
    // One request for the last text typed.
    expect(
      service.requests
        .filter((request) => request.path.startsWith('/v1/profile/suggestions/'))
        .map((request) => request.path),
    ).toEqual(['/v1/profile/suggestions/taken'])

    suggestions[2]!.click()
    await waitFor(() =>
      expect(view().shadowRoot!.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('taken-app'),
    )
    await waitFor(() => expect(registerButton().hasAttribute('disabled')).toBe(false))
    press(registerButton())
    await waitFor(() => expect(routerState.view).toBe('RegisterAccountNameSuccess'))
    await waitFor(() => expect(deepText(modal)).toContain('taken-app.reown.id is yours'))
    expect(getActiveAccount().profileName).toBe('taken-app.reown.id')

    press(deepQuery(modal, 'agentry-button[data-action="done"]')!)
    await waitFor(() => expect(routerState.view).toBe('Account'))
    await waitFor(() =>
      expect(
        deepQuery(modal, 'agentry-account-view')!.shadowRoot!.querySelector('[data-testid="address"]')!.textContent,
      ).toBe('taken-app.reown.id'),
    )
    expect(
      deepQuery(modal, 'agentry-account-view')!.shadowRoot!.querySelector('[data-action="choose-name"]'),
    ).toBeNull()
    expect(routerState.history).toEqual(['Account'])
  })

  it('an invalid name shows the rule; a declined signature comes back here with its message', async () => {
    await onAccount()
    await openModal({ view: 'RegisterAccountName' })
    await waitFor(() => expect(view()?.shadowRoot?.querySelector('input[name="name"]')).toBeTruthy())
    typeName('ab')
    await waitFor(() =>
      expect(deepText(view())).toContain('Name must be at least 4 characters: letters, digits and hyphens only'),
    )
    expect(service.requests.filter((request) => request.path.startsWith('/v1/profile/'))).toEqual([])

    typeName('bobby')
    await waitFor(() => expect(view().shadowRoot!.querySelectorAll('.suggestion')).toHaveLength(3))
    wallet.flags.rejectSignature = true
    press(registerButton())
    await waitFor(() => expect(deepText(view())).toContain('Signature declined'))
    expect(routerState.view).toBe('RegisterAccountName')
    expect(service.requests.map((request) => request.path)).not.toContain('/v1/profile/account')
  })

  it('without a project id there is no name link on the Account view', async () => {
    const account = await onAccount({})
    expect(account.shadowRoot!.querySelector('[data-action="choose-name"]')).toBeNull()
  })
})
