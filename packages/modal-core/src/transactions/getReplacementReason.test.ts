import type { Transaction } from 'viem'
import { expect, test } from 'vitest'
import { getReplacementReason } from './getReplacementReason.js'

const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tx = (
  fields: Pick<Transaction, 'to' | 'value' | 'input'>,
): Pick<Transaction, 'from' | 'to' | 'value' | 'input'> => ({ from: sender, ...fields })

test('repriced, cancelled, replaced', () => {
  const original = tx({ to: other, value: 5n, input: '0x' })
  expect(
    getReplacementReason({
      replacedTransaction: original,
      transaction: tx({ to: other.toLowerCase() as `0x${string}`, value: 5n, input: '0x' }),
    }),
  ).toBe('repriced')
  expect(
    getReplacementReason({ replacedTransaction: original, transaction: tx({ to: sender, value: 0n, input: '0x' }) }),
  ).toBe('cancelled')
  expect(
    getReplacementReason({ replacedTransaction: original, transaction: tx({ to: other, value: 5n, input: '0x12' }) }),
  ).toBe('replaced')
  expect(
    getReplacementReason({ replacedTransaction: original, transaction: tx({ to: sender, value: 1n, input: '0x' }) }),
  ).toBe('replaced')
})

test('repricing a zero-value transfer to oneself is still repriced', () => {
  const original = tx({ to: sender, value: 0n, input: '0x' })
  expect(
    getReplacementReason({ replacedTransaction: original, transaction: tx({ to: sender, value: 0n, input: '0x' }) }),
  ).toBe('repriced')
})
