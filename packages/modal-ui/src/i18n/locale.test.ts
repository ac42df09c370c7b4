import { connect, disconnect, openModal } from '@agentry/modal-core'
import { createTestWallet } from '@agentry/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { announceWallet, TEST_ICON } from '@agentry/test-utils/announce-wallet'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText } from '../testing/dom.js'
import { waitFor } from '@agentry/test-utils/wait'
import { loadView } from '../shell/view-registry.js'
import { messages } from './messages.js'
import { de } from './de/core.js'
import { en } from './en/core.js'
import { loadMessages, localeState, setLocale } from './localeState.js'
import { germanSections } from './de/sections.js'
import { englishSections, type Section } from './sections.js'

const sectionLoaders = { en: englishSections, de: germanSections }

const WALLET = {
  uuid: '0b7c1f3e-4444-4a6b-9d1e-000000000004',
  name: 'Delta Wallet',
  rdns: 'dev.agentry.delta',
  icon: TEST_ICON,
}

/** A language's whole catalogue: the first-load part and every section. */
async function whole(locale: 'en' | 'de'): Promise<object> {
  const sections = Object.keys(sectionLoaders[locale]) as Section[]
  const parts = await Promise.all(sections.map((section) => sectionLoaders[locale][section]()))
  return {
    ...(locale === 'en' ? en : de),
    ...Object.fromEntries(sections.map((section, index) => [section, parts[index]])),
  }
}

/** Every leaf of a catalogue, as `section.key` paths. */
const leaves = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('translations', () => {
  let modal: AgentryModalElement
  const core = useCoreFixture()

  beforeEach(() => {
    modal = document.createElement('agentry-modal')
    document.body.append(modal)
  })
  afterEach(async () => {
    await setLocale('en')
  })

  it('German has every English key, and a text of its own for each', async () => {
    const [english, german] = await Promise.all([whole('en'), whole('de')])
    expect(Object.keys(sectionLoaders.de)).toEqual(Object.keys(sectionLoaders.en))
    expect(leaves(german)).toEqual(leaves(english))
    const same = leaves(english).filter((path) => {
      const pick = (catalogue: object) =>
        path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue)
      const text = pick(english)
      return typeof text === 'string' && text === pick(german)
    })
    // 'NFTs' is German too.
    expect(same).toEqual(['nfts.tab'])
  })

  it('the locale attribute switches the open modal, title and controls included, and back', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(modal)).toContain('What is a wallet?'))
    modal.setAttribute('locale', 'de')
    await waitFor(() => expect(deepText(modal)).toContain('Was ist eine Wallet?'))
    expect(deepText(modal)).toContain('Wallet verbinden')
    expect(deepQuery(modal, 'agentry-icon-button[icon="close"]')?.getAttribute('label')).toBe('Schließen')
    // The dialog names its language, so a screen reader on an English page reads it in German.
    expect(deepQuery(modal, '[role="dialog"]')?.getAttribute('lang')).toBe('de')
    modal.locale = 'en'
    await waitFor(() => expect(deepText(modal)).toContain('What is a wallet?'))
    expect(deepQuery(modal, '[role="dialog"]')?.getAttribute('lang')).toBe('en')
  })

  it.each([
    ['ar', 'ربط المحفظة'],
    ['he', 'חיבור ארנק'],
  ])(
    '%s lays the open modal out right to left, in its own texts, and English back left to right',
    async (tag, connectTitle) => {
      core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
      await openModal({ view: 'Connect' })
      const dialog = () => deepQuery(modal, '[role="dialog"]')
      await waitFor(() => expect(dialog()?.getAttribute('dir')).toBe('ltr'))
      await setLocale(tag)
      expect([localeState.locale, localeState.dir]).toEqual([tag, 'rtl'])
      await waitFor(() => expect(dialog()?.getAttribute('dir')).toBe('rtl'))
      expect(dialog()?.getAttribute('lang')).toBe(tag)
      expect(deepText(modal)).toContain(connectTitle)
      await setLocale('en')
      expect(localeState.dir).toBe('ltr')
      await waitFor(() => expect(dialog()?.getAttribute('dir')).toBe('ltr'))
    },
  )

  it('an unknown locale is English; the last of two quick switches wins', async () => {
    await expect(setLocale('xx')).resolves.toBe('en')
    await Promise.all([setLocale('de'), setLocale('en')])
    expect(localeState.locale).toBe('en')
  })

  it('the first load holds only the shell, connect button and Connect view texts; a view brings its own, in either language', async () => {
    // The wallet guide's texts arrive inside the Connect view's chunk (shown by the test above), not on the first load.
    expect(
      Object.keys(localeState.catalogue)
        .filter((section) => section !== 'walletGuide')
        .sort(),
    ).toEqual(['connect', 'connectButton', 'shell', 'snackbar', 'titles'])
    expect('receive' in localeState.catalogue).toBe(false)
    await loadView('Receive')
    expect(messages.receive.copy).toBe('Copy address')
    await setLocale('de')
    expect(messages.receive.copy).toBe((await sectionLoaders.de.receive()).copy)
    // Loaded while German is on: German straight away, and back in English after a switch.
    await loadView('Networks')
    expect(messages.networks.active).toBe('Aktuell')
    await setLocale('en')
    expect(messages.networks.active).toBe('Current')
    expect(messages.receive.copy).toBe('Copy address')
  })

  it('a section asked for during a language switch arrives in the new language', async () => {
    const switching = setLocale('de')
    await loadMessages('farcaster')
    await switching
    expect(localeState.locale).toBe('de')
    expect(messages.farcaster.scan).toBe((await sectionLoaders.de.farcaster()).scan)
    expect(messages.farcaster.scan).not.toBe((await sectionLoaders.en.farcaster()).scan)
  })

  it('a view opened in German shows its texts in German from its first paint, core errors included', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    const wallet = createTestWallet({ rpcUrl: core.rpcUrl })
    wallet.flags.rejectConnect = true
    core.cleanups.push(announceWallet(wallet, WALLET))
    modal.locale = 'de'
    await waitFor(() => expect(localeState.locale).toBe('de'))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-wallet-row')).toBeDefined())
    deepQuery(modal, 'agentry-wallet-row')!.shadowRoot!.querySelector('button')!.click()
    await waitFor(() => expect(deepQuery(modal, 'agentry-inline-error')).toBeDefined())
    const alert = () =>
      deepQuery(modal, 'agentry-inline-error')!.shadowRoot!.querySelector('[role="alert"]')!.textContent
    expect(alert()).toContain('Verbindungsanfrage abgelehnt')
    modal.locale = 'en'
    await waitFor(() => expect(alert()).toContain('Connection request declined'))

    wallet.flags.rejectConnect = false
    modal.locale = 'de'
    await connect({ connectorId: WALLET.rdns })
    await openModal({ view: 'Account' })
    await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')).toBeDefined())
    const view = deepQuery(modal, 'agentry-account-view')!
    expect(deepText(view)).toContain('Trennen')
    expect(deepText(view)).not.toContain('Disconnect')
    await disconnect()
  })

  it('English sections arrive with the first view that shows one; after German and back they are English again', async () => {
    await loadView('Account')
    expect(messages.account.disconnect).toBe('Disconnect')
    const { approve } = await import('./en/approve.js')
    await loadMessages('approve')
    expect(messages.approve).toBe(approve)
    await setLocale('de')
    expect(messages.account.disconnect).toBe((await sectionLoaders.de.account()).disconnect)
    expect(messages.approve.appFallback).toBe((await sectionLoaders.de.approve()).appFallback)
    expect(messages.approve.appFallback).not.toBe(approve.appFallback)
    await setLocale('en')
    expect(messages.account.disconnect).toBe('Disconnect')
    expect(messages.approve).toBe(approve)
  })
})
