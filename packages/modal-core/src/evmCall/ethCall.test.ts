import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { deployTestOffchainLookup, startAnvil, type Anvil } from '@agentry/test-utils'
import {
  createPublicClient,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  http,
  parseAbi,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HttpStatusError, RpcRequestError } from '../errors/rpcRequestErrors.js'
import { decodeAbi } from './abiCoder.js'
import { ethCall, getRevertData } from './ethCall.js'

const abi = parseAbi([
  'function greet(string who, uint256 hops) view returns (string)',
  'function impostor() view returns (string)',
])
type Seen = { method: string; url: string; body: { data?: string; sender?: string } | undefined }
let anvil: Anvil
let gateway: Server
let base: string
const seen: Seen[] = []

/** The gateway's answer to a greeting: the name with one more '!'. */
const answer = (data: Hex): Hex =>
  encodeAbiParameters([{ type: 'string' }], [`${decodeAbiParameters([{ type: 'string' }], data)[0]}!`])

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const url = request.url ?? '/'
      const body = text ? (JSON.parse(text) as Seen['body']) : undefined
      seen.push({ method: request.method ?? '', url, body })
      if (url.startsWith('/fail')) return void response.writeHead(503).end('down')
      const get = /^\/greet\/(0x[0-9a-f]{40})\/(0x[0-9a-f]*)\.json$/.exec(url)
      if (get)
        return void response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: answer(get[2] as Hex) }))
      // POST answers as text, which gateways may do too.
      if (url === '/greet' && body?.data)
        return void response.writeHead(200, { 'content-type': 'text/plain' }).end(answer(body.data as Hex))
      response.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
  anvil = await startAnvil()
})
afterAll(async () => {
  await anvil.stop()
  gateway.close()
})

const deploy = (urls: string[]) => deployTestOffchainLookup({ rpcUrl: anvil.rpcUrl, urls })
const greet = (to: Address, who: string, hops: bigint) =>
  ethCall({ rpcUrl: anvil.rpcUrl, to, data: encodeFunctionData({ abi, functionName: 'greet', args: [who, hops] }) })

describe('ethCall with CCIP-read against anvil and a gateway on 127.0.0.1', () => {
  test('GET when the URL has {data}: the sender lower-case in the path; the same return data as viem call', async () => {
    const to = await deploy([`${base}/greet/{sender}/{data}.json`])
    seen.length = 0
    const data = await greet(to, 'ann', 1n)
    expect(decodeAbi(['string'], data)).toEqual(['ann!'])
    expect(seen).toEqual([
      { method: 'GET', url: expect.stringMatching(new RegExp(`^/greet/${to.toLowerCase()}/0x`)), body: undefined },
    ])
    const viem = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(
      (await viem.call({ to, data: encodeFunctionData({ abi, functionName: 'greet', args: ['ann', 1n] }) })).data,
    ).toBe(data)
  })

  test('POST { data, sender } otherwise, followed through nested lookups up to 4', async () => {
    const to = await deploy([`${base}/greet`])
    seen.length = 0
    expect(decodeAbi(['string'], await greet(to, 'bob', 4n))).toEqual(['bob!!!!'])
    expect(seen).toHaveLength(4)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/greet',
      body: { sender: getAddress(to), data: expect.stringMatching(/^0x/) },
    })
  })

  test('a fifth lookup is refused', async () => {
    const to = await deploy([`${base}/greet`])
    await expect(greet(to, 'cy', 5n)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [RpcRequestError: Network request failed

      Method: eth_call

      Details: CCIP Read exceeded 4 lookups]
    `)
  })

  test('a gateway that fails is skipped for the next URL; when all fail, the last failure', async () => {
    const to = await deploy([`${base}/fail`, `${base}/greet/{sender}/{data}.json`])
    expect(decodeAbi(['string'], await greet(to, 'dee', 2n))).toEqual(['dee!!'])
    const down = await deploy([`${base}/fail/a`, `${base}/fail/b`])
    const error = await greet(down, 'eve', 1n).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 503, message: expect.stringContaining('HTTP status code: 503') })
  })

  test('an OffchainLookup naming another sender is refused before any gateway is asked', async () => {
    const to = await deploy([`${base}/greet`])
    seen.length = 0
    const error = await ethCall({
      rpcUrl: anvil.rpcUrl,
      to,
      data: encodeFunctionData({ abi, functionName: 'impostor' }),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcRequestError)
    expect((error as RpcRequestError).details).toBe(
      `OffchainLookup sender 0x000000000000000000000000000000000000dEaD is not ${to}`,
    )
    expect(seen).toEqual([])
  })

  test("any other revert comes back as the node's error, its revert data readable", async () => {
    const to = await deploy([`${base}/greet`])
    // greetCallback(bytes,bytes) with an extraData that does not decode: a plain revert.
    const error = await ethCall({ rpcUrl: anvil.rpcUrl, to, data: '0x12345678' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(getRevertData(error)).toBe('0x')
  })
})
