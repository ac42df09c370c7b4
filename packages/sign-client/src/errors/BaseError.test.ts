import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as main from '../index.js'
import { BaseError } from './index.js'
import { ProtocolError } from './protocolErrors.js'

describe('the shared BaseError', () => {
  it('has the one shape: shortMessage, code, details, metaMessages, a message for logs', () => {
    const error = new BaseError('Request failed', {
      code: 'REQUEST_FAILED',
      details: 'socket closed',
      metaMessages: ['topic: abc'],
    })
    expect(error).toMatchObject({
      name: 'SignClientError',
      shortMessage: 'Request failed',
      code: 'REQUEST_FAILED',
      details: 'socket closed',
      metaMessages: ['topic: abc'],
    })
    expect(error.message).toBe('Request failed\n\ntopic: abc\n\nDetails: socket closed')
    expect(new BaseError('No matching key.', { code: 2 }).message).toBe('No matching key.')
    // Details that only repeat the short message add nothing to the message.
    expect(new BaseError('Expired.', { code: 6, details: 'Expired.' }).message).toBe('Expired.')
    expect('cause' in new BaseError('Expired.', { code: 6 })).toBe(false)
  })

  it('walks the cause chain: the deepest error, the first one accepted, or null', () => {
    const root = new TypeError('socket closed')
    const middle = new BaseError('publish failed', { code: 'PUBLISH', cause: root })
    const error = new ProtocolError('EXPIRED', 'topic', { cause: middle })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => e instanceof BaseError && e.code === 'PUBLISH')).toBe(middle)
    expect(error.walk((e) => e instanceof RangeError)).toBeNull()
  })

  it('is the same class from the main entry and from the errors entry', () => {
    expect(main.BaseError).toBe(BaseError)
    expect(new main.MissingOrInvalidError('request() method: eth_foo')).toBeInstanceOf(BaseError)
  })

  it('the errors entry bundles the base class alone, none of the client', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    expect(Object.keys(result.metafile.inputs).map((path) => path.replace(/^.*src\//, 'src/'))).toEqual([
      'src/errors/BaseError.ts',
      'src/errors/index.ts',
    ])
  })
})
