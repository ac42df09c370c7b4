import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'
import { getSdkError, ProtocolError } from './protocolErrors.js'

describe('protocol errors', () => {
  it('builds "{table message} {context}"', () => {
    const error = new ProtocolError('MISSING_OR_INVALID', 'request() method: eth_foo')
    expect(error.message).toBe('Missing or invalid. request() method: eth_foo')
    expect(error.code).toBe(5)
    expect(error).toBeInstanceOf(BaseError)
    expect(new ProtocolError('NO_MATCHING_KEY').message).toBe('No matching key.')
  })
  it('gives SDK error objects for replies', () => {
    expect(getSdkError('USER_DISCONNECTED')).toEqual({ code: 6000, message: 'User disconnected.' })
    expect(getSdkError('UNSUPPORTED_CHAINS', 'eip155:5').code).toBe(5100)
  })
  it('walks to the root cause', () => {
    const root = new Error('socket closed')
    const error = new ProtocolError('EXPIRED', 'topic', {
      cause: new BaseError('publish failed', { code: 'PUBLISH', cause: root }),
    })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof BaseError && e.code === 'PUBLISH')).toBeInstanceOf(BaseError)
  })
})
