import { InvalidSendParametersError } from '../../errors/walletErrors.js'
import { checksumAddress, isHexAddress } from '../../utils/checksumAddress.js'

export type EncodeErc20TransferParameters = {
  /** The receiver: a 0x address, all lower case or with a valid EIP-55 checksum. */
  to: string
  /** The amount in the token's smallest unit. */
  amount: bigint
}
export type EncodeErc20TransferReturnType = `0x${string}`
export type EncodeErc20TransferErrorType = InvalidSendParametersError

/** The first four bytes of keccak-256('transfer(address,uint256)'). */
const TRANSFER_SELECTOR = '0xa9059cbb'
const MAX_UINT256 = 2n ** 256n - 1n

const word = (hex: string) => hex.padStart(64, '0')

/**
 * The calldata of an ERC-20 `transfer(to, amount)`: the selector, then both arguments as 32-byte words.
 * Written by hand rather than with viem's `encodeFunctionData` and `erc20Abi`, whose ABI machinery would
 * otherwise ship with the send view. Accepts what viem's encoder accepts: a receiver that is all lower
 * case or correctly checksummed, and an amount within uint256.
 *
 * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address')
 * @example
 * encodeErc20Transfer({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 5_000_000n })
 * // '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c800000000000000000000000000000000000000000000000000000000004c4b40'
 */
export function encodeErc20Transfer({ to, amount }: EncodeErc20TransferParameters): EncodeErc20TransferReturnType {
  const valid = isHexAddress(to) && (to.toLowerCase() === to || checksumAddress(to) === to)
  if (!valid) throw new InvalidSendParametersError({ details: `receiver "${to}"` })
  if (amount < 0n || amount > MAX_UINT256)
    throw new InvalidSendParametersError({ details: `amount ${amount} is outside uint256` })
  return `${TRANSFER_SELECTOR}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}
