import { describe, expect, test } from 'vitest'
import {
  DivisionByZeroError,
  InvalidDecimalPlacesError,
  InvalidNumberError,
  InvalidRoundingModeError,
} from '../errors/numberErrors.js'
import { addDecimal } from './addDecimal.js'
import { compareDecimal } from './compareDecimal.js'
import { divideDecimal } from './divideDecimal.js'
import { formatDecimal } from './formatDecimal.js'
import { formatUnitsDecimal } from './formatUnitsDecimal.js'
import { isDecimal } from './isDecimal.js'
import { multiplyDecimal } from './multiplyDecimal.js'
import { parseUnitsDecimal } from './parseUnitsDecimal.js'
import { roundDecimal } from './roundDecimal.js'
import { subtractDecimal } from './subtractDecimal.js'
import { toDecimal } from './toDecimal.js'
import type { RoundingMode } from './types.js'

describe('toDecimal and isDecimal', () => {
  test.each([
    ['001.500', '1.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['1e-7', '0.0000001'],
    ['1E+21', '1000000000000000000000'],
    [0.1, '0.1'],
    [1e21, '1000000000000000000000'],
    [-0, '0'],
    [10n ** 30n, '1000000000000000000000000000000'],
    [-5n, '-5'],
    [
      '123456789012345678901234567890.123456789012345678901234567890',
      '123456789012345678901234567890.12345678901234567890123456789',
    ],
  ])('%s → %s', (value, expected) => {
    expect(toDecimal(value)).toBe(expected)
    expect(isDecimal(value)).toBe(true)
  })

  test.each([
    ['abc'],
    [''],
    [' 1'],
    ['1 '],
    ['1,5'],
    ['0x10'],
    ['--1'],
    ['1.2.3'],
    ['Infinity'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [{}],
    ['.'],
    ['-'],
    ['1e'],
    ['+1'],
    ['1e1000001'],
  ])('rejects %s with InvalidNumberError', (value) => {
    expect(() => toDecimal(value as string)).toThrow(InvalidNumberError)
    expect(isDecimal(value)).toBe(false)
  })

  test('the error is ours, with the value in its details and no cause', () => {
    expect(() => toDecimal('abc')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidNumberError: Invalid number

      Value: "abc"]
    `)
    try {
      toDecimal('abc')
    } catch (error) {
      expect((error as Error).cause).toBeUndefined()
    }
  })
})

describe('exact arithmetic', () => {
  test('add, subtract, multiply have no binary rounding', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3')
    expect(addDecimal(0.1, 0.2)).toBe('0.3')
    expect(subtractDecimal('10000', '0.000021')).toBe('9999.999979')
    expect(subtractDecimal('1', '1.5')).toBe('-0.5')
    expect(multiplyDecimal('1.5', '3120.25')).toBe('4680.375')
    expect(multiplyDecimal('-2', '0.5')).toBe('-1')
    expect(addDecimal('99999999999999999999999999999.999999999999999999', '0.000000000000000001')).toBe(
      '100000000000000000000000000000',
    )
  })

  test('bad operands throw InvalidNumberError', () => {
    expect(() => addDecimal('1', 'x')).toThrow(InvalidNumberError)
    expect(() => subtractDecimal('', '1')).toThrow(InvalidNumberError)
    expect(() => multiplyDecimal(Number.NaN, '1')).toThrow(InvalidNumberError)
    expect(() => compareDecimal('1', '1,0')).toThrow(InvalidNumberError)
  })

  test('compareDecimal', () => {
    expect(compareDecimal('1.10', '1.1')).toBe(0)
    expect(compareDecimal('10000', '10000.000000000001')).toBe(-1)
    expect(compareDecimal('-1', '-2')).toBe(1)
    expect(['3', '-1.5', '0.25', '10'].sort(compareDecimal)).toEqual(['-1.5', '0.25', '3', '10'])
  })
})

describe('divideDecimal', () => {
  test('rounds once, to 18 places down by default', () => {
    expect(divideDecimal('1', '3')).toBe('0.333333333333333333')
    expect(divideDecimal('2', '3')).toBe('0.666666666666666666')
    expect(divideDecimal('100', '3120.25', { decimals: 6 })).toBe('0.032048')
    expect(divideDecimal('2', '3', { decimals: 2, rounding: 'halfUp' })).toBe('0.67')
    expect(divideDecimal('1', '8', { decimals: 2, rounding: 'halfEven' })).toBe('0.12')
    expect(divideDecimal('3', '8', { decimals: 2, rounding: 'halfEven' })).toBe('0.38')
    expect(divideDecimal('1', '3', { decimals: 0, rounding: 'up' })).toBe('1')
    expect(divideDecimal('-1', '3', { decimals: 2, rounding: 'up' })).toBe('-0.34')
    expect(divideDecimal('10', '4')).toBe('2.5')
    expect(divideDecimal('1', '-3', { decimals: 3, rounding: 'halfUp' })).toBe('-0.333')
    expect(divideDecimal('-2', '-3', { decimals: 3, rounding: 'halfUp' })).toBe('0.667')
    expect(divideDecimal('0.0001', '3e-8', { decimals: 4 })).toBe('3333.3333')
    expect(divideDecimal('1e21', '0.5', { decimals: 0 })).toBe('2000000000000000000000')
  })

  test('division by zero', () => {
    expect(() => divideDecimal('1', '0')).toThrowErrorMatchingInlineSnapshot(`[DivisionByZeroError: Division by zero]`)
    expect(() => divideDecimal('0', '-0.000')).toThrow(DivisionByZeroError)
    expect(() => divideDecimal(1n, 0n)).toThrow(DivisionByZeroError)
  })
})

describe('rounding modes', () => {
  const cases: [string, RoundingMode, string][] = [
    ['2.675', 'down', '2.67'],
    ['2.675', 'halfUp', '2.68'],
    ['2.675', 'halfEven', '2.68'],
    ['2.665', 'halfEven', '2.66'],
    ['2.661', 'up', '2.67'],
    ['-2.675', 'down', '-2.67'],
    ['-2.675', 'halfUp', '-2.68'],
    ['-2.661', 'up', '-2.67'],
    ['-0.0001', 'down', '0'],
    ['-0.0001', 'up', '-0.01'],
    ['0.005', 'halfUp', '0.01'],
    ['0.005', 'halfEven', '0'],
  ]
  test.each(cases)('roundDecimal(%s, %s) → %s', (value, rounding, expected) => {
    expect(roundDecimal(value, { decimals: 2, rounding })).toBe(expected)
  })

  test('roundDecimal defaults to down and cuts trailing zeros; formatDecimal pads', () => {
    expect(roundDecimal('10000.99999', { decimals: 3 })).toBe('10000.999')
    expect(roundDecimal('1.2001', { decimals: 3 })).toBe('1.2')
    expect(roundDecimal('1.9', { decimals: 0 })).toBe('1')
    expect(formatDecimal('12.5', { decimals: 2 })).toBe('12.50')
    expect(formatDecimal('4680.375', { decimals: 2, rounding: 'halfEven' })).toBe('4680.38')
    expect(formatDecimal('-0.0001', { decimals: 3 })).toBe('0.000')
    expect(formatDecimal('-0.0001', { decimals: 3, rounding: 'up' })).toBe('-0.001')
    expect(formatDecimal('7', { decimals: 0 })).toBe('7')
    expect(formatDecimal('1e25', { decimals: 1 })).toBe('10000000000000000000000000.0')
  })

  test.each([[-1], [1.5], [Number.NaN], [1_000_001], ['2'], [Number.POSITIVE_INFINITY]])(
    'decimals %s: InvalidDecimalPlacesError',
    (decimals) => {
      const parameters = { decimals: decimals as number }
      expect(() => roundDecimal('1', parameters)).toThrow(InvalidDecimalPlacesError)
      expect(() => formatDecimal('1', parameters)).toThrow(InvalidDecimalPlacesError)
      expect(() => divideDecimal('1', '3', parameters)).toThrow(InvalidDecimalPlacesError)
      expect(() => parseUnitsDecimal('1', decimals as number)).toThrow(InvalidDecimalPlacesError)
    },
  )

  test('roundDecimal and formatDecimal need decimals; divideDecimal defaults them to 18', () => {
    expect(() => roundDecimal('1', {} as { decimals: number })).toThrow(InvalidDecimalPlacesError)
    expect(divideDecimal('1', '3', { decimals: undefined })).toBe(divideDecimal('1', '3', { decimals: 18 }))
  })

  test.each([['floor'], ['HALF_UP'], ['toString'], [1], [null]])(
    'rounding %s: InvalidRoundingModeError',
    (rounding) => {
      const parameters = { decimals: 2, rounding: rounding as RoundingMode }
      expect(() => roundDecimal('1', parameters)).toThrow(InvalidRoundingModeError)
      expect(() => formatDecimal('1', parameters)).toThrow(InvalidRoundingModeError)
      expect(() => divideDecimal('1', '3', parameters)).toThrow(InvalidRoundingModeError)
      expect(() => parseUnitsDecimal('1', 18, parameters)).toThrow(InvalidRoundingModeError)
    },
  )

  test('option errors name the bad option', () => {
    expect(() => roundDecimal('1', { decimals: 2, rounding: 'floor' as RoundingMode }))
      .toThrowErrorMatchingInlineSnapshot(`
      [InvalidRoundingModeError: Invalid rounding mode

      Rounding: "floor"]
    `)
    expect(() => formatDecimal('1', { decimals: -2 })).toThrowErrorMatchingInlineSnapshot(`
      [InvalidDecimalPlacesError: Invalid decimal places

      Decimals: -2]
    `)
  })

  test('options are checked before the value, and the value before arithmetic', () => {
    expect(() => roundDecimal('abc', { decimals: -1 })).toThrow(InvalidDecimalPlacesError)
    expect(() => divideDecimal('abc', '0')).toThrow(InvalidNumberError)
  })
})

describe('units', () => {
  test('parseUnitsDecimal', () => {
    expect(parseUnitsDecimal('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnitsDecimal('10000', 18)).toBe(10_000n * 10n ** 18n)
    expect(parseUnitsDecimal('0.1234567', 6)).toBe(123_456n)
    expect(parseUnitsDecimal('0.1234567', 6, { rounding: 'halfUp' })).toBe(123_457n)
    expect(parseUnitsDecimal('0.00000001', 8)).toBe(1n)
    expect(parseUnitsDecimal('-0.5', 9)).toBe(-500_000_000n)
    expect(parseUnitsDecimal('1e-19', 18)).toBe(0n)
    expect(() => parseUnitsDecimal('1.5', -1)).toThrow(InvalidDecimalPlacesError)
    expect(() => parseUnitsDecimal('1.5 ETH', 18)).toThrow(InvalidNumberError)
  })

  test('formatUnitsDecimal', () => {
    expect(formatUnitsDecimal(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnitsDecimal('0x1bc16d674ec80000', 18)).toBe('2')
    expect(formatUnitsDecimal('123456', 6)).toBe('0.123456')
    expect(formatUnitsDecimal(-1n, 18)).toBe('-0.000000000000000001')
    expect(formatUnitsDecimal(0n, 18)).toBe('0')
    expect(formatUnitsDecimal(5n, 0)).toBe('5')
    expect(() => formatUnitsDecimal('1.5', 18)).toThrow(InvalidNumberError)
    expect(() => formatUnitsDecimal('', 18)).toThrow(InvalidNumberError)
    expect(() => formatUnitsDecimal('0xzz', 18)).toThrow(InvalidNumberError)
    expect(() => formatUnitsDecimal(1n, 2.5)).toThrow(InvalidDecimalPlacesError)
  })

  test('formatUnitsDecimal writes what toDecimal reads from the same shift written as an exponent', () => {
    const values = [0n, 1n, -1n, 10n, 100n, 1000n, 123_456_789n, -(10n ** 30n), 10n ** 18n + 1n, 2n ** 255n]
    for (const value of values)
      for (const decimals of [0, 1, 2, 6, 9, 18, 40])
        expect(formatUnitsDecimal(value, decimals)).toBe(toDecimal(`${value}e-${decimals}`))
  })

  test('parse and format are inverse for amounts within the token decimals', () => {
    for (const amount of ['0', '1', '0.000001', '123.456789', '999999999999.999999', '-42.5']) {
      expect(formatUnitsDecimal(parseUnitsDecimal(amount, 6), 6)).toBe(toDecimal(amount))
    }
  })
})
