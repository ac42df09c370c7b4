import { toErrorData } from '@agentry/modal-core'
import { OnrampAmountOutOfRangeError } from '@agentry/modal-core/features'
import { EmailCooldownError } from '@agentry/modal-core/frame'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../i18n/localeState.js'
import { defineElement } from '../internal/define-element.js'
import { AgentryInlineError } from './agentry-inline-error.js'

defineElement('agentry-inline-error', AgentryInlineError)

afterEach(async () => {
  document.body.replaceChildren()
  await setLocale('en')
})

/** An inline error on the page showing `error`, and the text it renders. */
async function shown(error: unknown): Promise<{ element: AgentryInlineError; text: () => string }> {
  const element = document.createElement('agentry-inline-error')
  element.error = toErrorData(error)
  document.body.append(element)
  await element.updateComplete
  return { element, text: () => element.shadowRoot!.querySelector('[role="alert"] .text')!.textContent!.trim() }
}

describe('agentry-inline-error, an error of modal-core with numbers in its params', () => {
  it('writes the numbers the way the chosen language does, and again after a switch', async () => {
    const { element, text } = await shown(new EmailCooldownError({ seconds: 12_500 }))
    expect(text()).toBe('Please try again after 12500 seconds')
    await setLocale('de')
    await element.updateComplete
    expect(text()).toBe('Bitte versuchen Sie es in 12.500 Sekunden erneut')
    await setLocale('fr')
    await element.updateComplete
    // French groups thousands with a narrow no-break space.
    expect(text()).toBe(`Veuillez réessayer dans ${new Intl.NumberFormat('fr').format(12_500)} secondes`)
    expect(text()).toContain('12\u202F500')
  })

  it('writes an amount limit with its decimals, in German', async () => {
    await setLocale('de')
    const { text } = await shown(
      new OnrampAmountOutOfRangeError({ min: '10.00', max: '25000.00', currency: 'USD', paymentMethod: 'ach' }),
    )
    expect(text()).toBe('Geben Sie einen Betrag zwischen 10,00 und 25.000,00 USD ein')
  })
})
