import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { encodeErc20Transfer } from './encodeErc20Transfer.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const viemTransfer = (to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

describe('encodeErc20Transfer', () => {
  test.each([0n, 1n, 5_000_000n, 10n ** 18n * 123_456n, 2n ** 255n, 2n ** 256n - 1n])(
    'matches viem for amount %s',
    (amount) => {
      expect(encodeErc20Transfer({ to: receiver, amount })).toBe(viemTransfer(receiver, amount))
    },
  )

  test('matches viem for a checksummed, a lower-case and the zero address', () => {
    for (const to of [receiver, receiver.toLowerCase(), '0x0000000000000000000000000000000000000000'] as const)
      expect(encodeErc20Transfer({ to, amount: 42n })).toBe(viemTransfer(to as `0x${string}`, 42n))
  })

  test('pins the calldata layout: selector, receiver word, amount word', () => {
    expect(encodeErc20Transfer({ to: receiver, amount: 5_000_000n })).toMatchInlineSnapshot(
      `"0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c800000000000000000000000000000000000000000000000000000000004c4b40"`,
    )
  })

  test('refuses what viem refuses: a bad checksum, a malformed address, an amount outside uint256', () => {
    const badChecksum = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8'
    expect(() => viemTransfer(badChecksum, 1n)).toThrow()
    for (const [to, amount] of [
      [badChecksum, 1n],
      ['0x7099', 1n],
      ['70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n],
      [receiver, -1n],
      [receiver, 2n ** 256n],
    ] as const) {
      expect(() => encodeErc20Transfer({ to, amount })).toThrow(InvalidSendParametersError)
      expect(() => encodeErc20Transfer({ to, amount })).toThrow('Please enter a valid amount and receiver address')
    }
  })
})
