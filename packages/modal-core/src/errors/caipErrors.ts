import { BaseError } from './BaseError.js'

/**
 * A CAIP-10 account id that is not `namespace:reference:address`. Without a value the message is the
 * generic 'Invalid CAIP Address'.
 *
 * @example
 * throw new InvalidCaipAddressError({ value: 'eip155:1' }) // 'Invalid CAIP-10 address: eip155:1'
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor({ value }: { value?: string } = {}) {
    super(value === undefined ? 'Invalid CAIP Address' : `Invalid CAIP-10 address: ${value}`, {
      code: 'CAIP_ADDRESS_INVALID',
      params: value === undefined ? { variant: 'generic' } : { variant: 'value', value },
    })
  }
}

/**
 * A CAIP-2 network id that is not `namespace:reference`.
 *
 * @example
 * throw new InvalidCaipNetworkIdError({ value: 'eip155' }) // 'Invalid CAIP-2 network id: eip155'
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ value }: { value: string }) {
    super(`Invalid CAIP-2 network id: ${value}`, { code: 'CAIP_NETWORK_ID_INVALID', params: { value } })
  }
}
