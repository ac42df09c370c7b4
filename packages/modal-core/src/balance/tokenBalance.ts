/**
 * A token balance of the connected account (spec section 3, "Token balance"). `address` is absent for
 * the native currency and `{chain}:{address}` for a token; `value` is in USD, `price` per unit.
 */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
