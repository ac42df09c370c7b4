import type { BaseError } from '../errors/BaseError.js'

/**
 * `promise`, or a rejection with `error()` once `timeout` ms have passed; the timer never outlives the
 * answer. For waits on a wallet or a node that may never answer.
 *
 * @example
 * const accounts = await withTimeout(provider.request({ method: 'eth_accounts' }), 5_000, () => new WalletTimeoutError({ method: 'eth_accounts', timeout: 5_000 }))
 */
export function withTimeout<T>(promise: T | Promise<T>, timeout: number, error: () => BaseError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(error()), timeout)
  })
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer))
}
