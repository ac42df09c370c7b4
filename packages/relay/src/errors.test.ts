import { BaseError } from '@agentry/sign-client/errors'
import { describe, expect, it } from 'vitest'
import { RedisTimeoutError, RelayClusterError, RelayError, StoreUnavailableError } from './errors.js'
import { StoreQuotaError } from './messageStore.js'
import { RPC_ERRORS, RpcError } from './rpcErrors.js'
import { freePort } from './test/clusterTestSupport.js'
import { startRelay } from './startRelay.js'

describe('relay errors share the BaseError shape of @agentry/sign-client/errors', () => {
  it('a start that cannot reach Redis: RelayClusterError, a BaseError whose cause walk reaches the socket error', async () => {
    const port = await freePort()
    const error = await startRelay({ redisUrl: `redis://127.0.0.1:${port}` }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RelayClusterError)
    expect(error).toBeInstanceOf(RelayError)
    expect(error).toBeInstanceOf(BaseError)
    const relayError = error as RelayClusterError
    expect(relayError).toMatchObject({
      name: 'RelayClusterError',
      code: 'RELAY_CLUSTER',
      shortMessage: `Cannot reach Redis at redis://127.0.0.1:${port}.`,
      message: `Cannot reach Redis at redis://127.0.0.1:${port}.`,
      details: undefined,
    })
    expect(relayError.walk()).toBeInstanceOf(Error)
    expect(relayError.walk((cause) => cause instanceof RangeError)).toBeNull()
  })

  it('keeps its names, codes and messages', () => {
    const cause = new Error('ECONNREFUSED')
    const errors = [
      [
        new StoreUnavailableError({ cause }),
        'StoreUnavailableError',
        'STORE_UNAVAILABLE',
        'Message store unavailable: store-and-forward is off until it returns.',
      ],
      [new RedisTimeoutError(2000), 'RedisTimeoutError', 'REDIS_TIMEOUT', 'Redis did not answer within 2000 ms.'],
      [new StoreQuotaError('topic'), 'StoreQuotaError', 'STORE_QUOTA', 'Store quota exceeded (topic).'],
      [
        new RpcError(RPC_ERRORS.INVALID_PARAMS, 'Invalid params: topic must be a non-empty string.'),
        'RpcError',
        -32602,
        'Invalid params: topic must be a non-empty string.',
      ],
    ] as const
    for (const [error, name, code, message] of errors) {
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toMatchObject({ name, code, message, shortMessage: message, details: undefined })
    }
    expect(new StoreQuotaError('client').scope).toBe('client')
    expect(new StoreUnavailableError({ cause }).walk()).toBe(cause)
  })
})
