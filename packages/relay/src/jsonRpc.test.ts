import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatError, formatRequest, formatResult, formatSubscription, parseFrame } from './jsonRpc.js'
import { connectClient, type TestClient } from './test/relayTestClient.js'
import { startRelay, type RelayServer } from './startRelay.js'

describe('parseFrame', () => {
  it('keeps a big integer id verbatim', () => {
    expect(parseFrame('{"id":1732012345678901234,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}')).toMatchObject(
      {
        kind: 'request',
        rawId: '1732012345678901234',
      },
    )
    expect(formatResult('1732012345678901234', true)).toBe('{"id":1732012345678901234,"jsonrpc":"2.0","result":true}')
  })

  it('reads acks and failed acks', () => {
    expect(parseFrame('{"id":1700000000000001,"jsonrpc":"2.0","result":true}')).toEqual({
      kind: 'response',
      idKey: '1700000000000001',
      ok: true,
    })
    expect(parseFrame('{"id":"5","jsonrpc":"2.0","error":{"code":1,"message":"x"}}')).toEqual({
      kind: 'response',
      idKey: '5',
      ok: false,
    })
  })

  it.each([
    ['not JSON', 'nope', -32700],
    ['an array (batch)', '[{"id":1,"method":"irn_subscribe"}]', -32600],
    ['a bare number', '5', -32600],
    ['no id', '{"method":"irn_subscribe"}', -32600],
    ['an object id', '{"id":{},"method":"irn_subscribe"}', -32600],
    ['no method', '{"id":1}', -32600],
    ['a wrong jsonrpc version', '{"id":1,"jsonrpc":"1.0","method":"x"}', -32600],
  ])('answers %s with %s', (_label, text, code) => {
    const frame = parseFrame(text)
    expect(frame.kind).toBe('invalid')
    expect(frame.kind === 'invalid' && frame.error.code).toBe(code)
  })

  it('escapes error messages', () => {
    expect(JSON.parse(formatError('null', -32601, 'Method not found: "x"'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32601, message: 'Method not found: "x"' },
    })
  })

  it('builds a subscription frame from serialised data, the same text as serialising it whole', () => {
    const data = { topic: 'ab', message: 'line\n"q" ü', publishedAt: 1_764_000_000_123, attestation: '' }
    const id = 2 ** 32 + 17
    expect(formatSubscription(id, '3b1f', JSON.stringify(data))).toBe(
      formatRequest(id, 'irn_subscription', { id: '3b1f', data }),
    )
  })
})

describe('JSON-RPC over the wire', () => {
  let relay: RelayServer
  let client: TestClient
  beforeAll(async () => {
    relay = await startRelay({ host: '127.0.0.1', port: 0 })
    client = await connectClient(relay.url)
  })
  afterAll(async () => {
    await client.close()
    await relay.close()
  })

  async function rawReply(text: string, marker: string): Promise<string> {
    const seen = client.frames.length
    client.send(text)
    return client.waitFor(() => client.frames.slice(seen).find((frame) => frame.includes(marker)))
  }

  it('echoes a big-integer number id without rounding', async () => {
    const reply = await rawReply(
      '{"id":1732012345678901234,"jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"t"}}',
      '1732012345678901',
    )
    expect(reply).toBe('{"id":1732012345678901234,"jsonrpc":"2.0","result":true}')
  })

  it('echoes a big-integer string id as the same string', async () => {
    const reply = await rawReply(
      '{"id":"1732012345678901235","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"t"}}',
      '1732012345678901235',
    )
    expect(reply).toBe('{"id":"1732012345678901235","jsonrpc":"2.0","result":true}')
  })

  it('answers an unknown method with -32601', async () => {
    expect(await client.call('irn_nope', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_nope' },
    })
  })

  it('answers malformed frames and params, and keeps the connection working', async () => {
    expect(JSON.parse(await rawReply('{not json', '-32700'))).toMatchObject({ id: null, error: { code: -32700 } })
    expect(JSON.parse(await rawReply('[]', '-32600'))).toMatchObject({ id: null, error: { code: -32600 } })
    expect(JSON.parse(await rawReply('{"id":"m1","method":null}', '"m1"'))).toMatchObject({ error: { code: -32600 } })
    const invalidParams: Array<[string, unknown]> = [
      ['irn_subscribe', undefined],
      ['irn_subscribe', { topic: 5 }],
      ['irn_subscribe', { topic: '' }],
      ['irn_subscribe', { topic: 'x'.repeat(257) }],
      ['irn_batchSubscribe', { topics: 'a' }],
      ['irn_batchSubscribe', { topics: ['a', 7] }],
      ['irn_publish', { topic: 't', ttl: 300 }],
      ['irn_publish', { topic: 't', message: 'm', ttl: -1 }],
      ['irn_publish', { topic: 't', message: 'm', ttl: '300' }],
      ['irn_publish', { topic: 't', message: 'm', ttl: 300, tag: 'x' }],
      ['irn_unsubscribe', { topic: 't', id: 5 }],
      ['irn_batchFetchMessages', ['a']],
      ['wc_proposeSession', { pairingTopic: 't' }],
    ]
    for (const [method, params] of invalidParams) {
      const reply = await client.call(method, params)
      expect(reply.error?.code, `${method} ${JSON.stringify(params)}`).toBe(-32602)
    }
    expect(relay.stats().messages).toBe(0)
    expect((await client.call('irn_subscribe', { topic: 'still-works' })).result).toMatch(/^[0-9a-f]{64}$/)
  })

  it('ignores a stray ack', async () => {
    client.send('{"id":123,"jsonrpc":"2.0","result":true}')
    expect(await client.call('irn_unsubscribe', { topic: 'x' })).toMatchObject({ result: true })
  })
})
