import { describe, expect, test } from 'vitest'
import { getOnrampFees } from './getOnrampFees.js'
import { ONRAMP_PROVIDERS } from './onrampProviders.js'

describe('getOnrampFees', () => {
  test('two built-in providers, each charging 1-2%', () => {
    expect(ONRAMP_PROVIDERS.map(({ id, feeRange }) => ({ id, feeRange }))).toEqual([
      { id: 'coinbase', feeRange: { min: 1, max: 2 } },
      { id: 'meld', feeRange: { min: 1, max: 2 } },
    ])
  })

  test.each([
    ['250', { min: '2.50', max: '5.00' }],
    ['10.01', { min: '0.10', max: '0.20' }],
    ['0.50', { min: '0.01', max: '0.01' }],
    ['0.49', { min: '0.00', max: '0.01' }],
    ['25000', { min: '250.00', max: '500.00' }],
    ['90071992547409.93', { min: '900719925474.10', max: '1801439850948.20' }],
  ])('%s: the range in fiat, rounded half up to the cent', (amount, fees) => {
    expect(getOnrampFees(ONRAMP_PROVIDERS[0]!, amount)).toEqual(fees)
  })

  test('fractional percentages stay exact', () => {
    expect(
      getOnrampFees({ id: 'x', name: 'X', url: 'https://x.example', feeRange: { min: 0.25, max: 1.5 } }, '1000'),
    ).toEqual({ min: '2.50', max: '15.00' })
  })

  test('an amount that is not fiat: InvalidOnrampAmountError', () => {
    expect(() => getOnrampFees(ONRAMP_PROVIDERS[1]!, '1e3')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidOnrampAmountError: Please enter a valid amount

      Details: '1e3' is not an amount above zero with at most 2 decimal places]
    `)
  })
})
