import { openModal } from '@agentry/modal-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import type { AgentryModalElement } from '../shell/agentry-modal.js'
import { setUpCore, useCoreFixture } from '../testing/core-fixture.js'
import { deepQuery, deepText, waitFor } from '../testing/dom.js'
import { de } from './de.js'
import { en } from './en.js'
import { localeState, setLocale } from './localeState.js'

/** Every leaf of a catalogue, as `section.key` paths. */
const leaves = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]))

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

  it('German has every English key, and a text of its own for each', () => {
    expect(leaves(de)).toEqual(leaves(en))
    const same = leaves(en).filter((path) => {
      const pick = (catalogue: object) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], catalogue)
      const english = pick(en)
      return typeof english === 'string' && english === pick(de)
    })
    expect(same).toEqual([])
  })

  it('the locale attribute switches the open modal, title and controls included, and back', async () => {
    core.cleanups.push(setUpCore({ rpcUrl: core.rpcUrl }))
    await openModal({ view: 'Connect' })
    await waitFor(() => expect(deepText(modal)).toContain('No browser wallet found'))
    modal.setAttribute('locale', 'de')
    await waitFor(() => expect(deepText(modal)).toContain('Keine Browser-Wallet gefunden'))
    expect(deepText(modal)).toContain('Wallet verbinden')
    expect(deepQuery(modal, 'agentry-icon-button[icon="close"]')?.getAttribute('label')).toBe('Schließen')
    modal.locale = 'en'
    await waitFor(() => expect(deepText(modal)).toContain('No browser wallet found'))
  })

  it('an unknown locale is English; the last of two quick switches wins', async () => {
    await expect(setLocale('xx')).resolves.toBe('en')
    await Promise.all([setLocale('de'), setLocale('en')])
    expect(localeState.locale).toBe('en')
  })
})
