import {
  decodeErrorResult,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  encodeFunctionResult,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeAbi, encodeAbi, encodeCall } from './abiCoder.js'

const abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256) view returns (string)',
  'function uri(uint256) view returns (string)',
  'function reverseWithGateways(bytes, uint256, string[]) view returns (string, address, address)',
  'function query((address, string[], bytes)[]) view returns (bool[], bytes[])',
  'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
  'error HttpError(uint16, string)',
  'error Error(string)',
])
const owner = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('encodeCall: the same calldata as viem encodeFunctionData', () => {
  test.each([
    ['balanceOf(address)', ['address'], [owner]],
    ['decimals()', [], []],
    ['tokenURI(uint256)', ['uint256'], [2n ** 255n + 7n]],
    ['uri(uint256)', ['uint256'], [0n]],
    [
      'reverseWithGateways(bytes,uint256,string[])',
      ['bytes', 'uint256', { array: 'string' }],
      [owner, 60n, ['x-batch-gateway:true', 'https://gw.example/{sender}/{data}', '']],
    ],
    ['reverseWithGateways(bytes,uint256,string[])', ['bytes', 'uint256', { array: 'string' }], ['0x', 2147483658n, []]],
    [
      'query((address,string[],bytes)[])',
      [{ array: ['address', { array: 'string' }, 'bytes'] }],
      [
        [
          [owner, ['https://a.example', 'ünïcode ✓'], '0x1234'],
          [other, [], '0x'],
        ],
      ],
    ],
  ] as const)('%s', (signature, types, values) => {
    const functionName = signature.slice(0, signature.indexOf('(')) as 'decimals'
    const expected = encodeFunctionData({ abi, functionName, args: values as never } as never)
    // Hex case aside: bytes are written lower-case here, as viem keeps them.
    expect(encodeCall(toFunctionSelector(signature), types, values)).toBe(expected.toLowerCase())
  })

  test('encodeAbi of (bool[], bytes[]) and (bytes, bytes) as encodeAbiParameters', () => {
    const values = [
      [true, false],
      ['0x', '0x' + 'ab'.repeat(33)],
    ] as const
    expect(encodeAbi([{ array: 'bool' }, { array: 'bytes' }], values)).toBe(
      encodeAbiParameters([{ type: 'bool[]' }, { type: 'bytes[]' }], values as never),
    )
    expect(encodeAbi(['bytes', 'bytes'], ['0xdeadbeef', '0x'])).toBe(
      encodeAbiParameters([{ type: 'bytes' }, { type: 'bytes' }], ['0xdeadbeef', '0x']),
    )
  })

  test('a uint out of range is refused', () => {
    expect(() => encodeCall('0xc87b56dd', ['uint256'], [-1n])).toThrow(RangeError)
  })
})

describe('decodeAbi: the same values as viem decodeFunctionResult / decodeErrorResult', () => {
  test.each([
    ['balanceOf', ['uint256'], 12_500_000n],
    ['decimals', ['uint8'], 6],
    ['symbol', ['string'], 'USD₮ — Tether'],
    ['tokenURI', ['string'], ''],
    ['uri', ['string'], 'https://meta.example/{id}.json'.repeat(5)],
  ] as const)('%s', (functionName, types, value) => {
    const data = encodeFunctionResult({ abi, functionName, result: value as never } as never)
    expect(decodeAbi(types, data)).toEqual([decodeFunctionResult({ abi, functionName, data } as never)])
  })

  test('the (string, address, address) tuple, addresses checksummed', () => {
    const result = ['alice.eth', owner, other] as const
    const data = encodeFunctionResult({ abi, functionName: 'reverseWithGateways', result })
    expect(decodeAbi(['string', 'address', 'address'], data)).toEqual(
      decodeFunctionResult({ abi, functionName: 'reverseWithGateways', data }),
    )
  })

  test('(bool[], bytes[]) and the query((address,string[],bytes)[]) arguments', () => {
    const data = encodeFunctionResult({
      abi,
      functionName: 'query',
      result: [
        [false, true],
        ['0x1234', '0x'],
      ],
    })
    expect(decodeAbi([{ array: 'bool' }, { array: 'bytes' }], data)).toEqual(
      decodeFunctionResult({ abi, functionName: 'query', data }),
    )
    const queries = [[owner, ['https://a.example/{data}'], '0xabcdef']] as const
    const call = encodeFunctionData({ abi, functionName: 'query', args: [queries as never] })
    expect(decodeAbi([{ array: ['address', { array: 'string' }, 'bytes'] }], `0x${call.slice(10)}`)).toEqual([queries])
  })

  test('OffchainLookup arguments', () => {
    const args = [
      owner,
      ['https://gw.example/{sender}/{data}.json', 'https://gw2.example'],
      '0x00ff',
      '0x12345678',
      '0x',
    ] as const
    const data = encodeErrorResult({ abi, errorName: 'OffchainLookup', args })
    expect(data.slice(0, 10)).toBe('0x556f1830')
    const decoded = decodeAbi(['address', { array: 'string' }, 'bytes', 'bytes4', 'bytes'], `0x${data.slice(10)}`)
    expect(decoded).toEqual(decodeErrorResult({ abi, data }).args)
  })

  test('errors the batch gateway encodes decode as viem does', () => {
    const http = encodeCall('0x01800152', ['uint16', 'string'], [502, 'HTTP status code: 502'])
    expect(decodeErrorResult({ abi, data: http })).toEqual({
      abiItem: expect.anything(),
      errorName: 'HttpError',
      args: [502, 'HTTP status code: 502'],
    })
    expect(decodeAbi(['uint16', 'string'], `0x${http.slice(10)}`)).toEqual([502, 'HTTP status code: 502'])
  })

  test('data too short: RpcRequestError', () => {
    expect(() => decodeAbi(['string'], '0x0000000000000000000000000000000000000000000000000000000000000020'))
      .toThrowErrorMatchingInlineSnapshot(`
      [RpcRequestError: Network request failed

      Method: eth_call

      Details: ABI data too short]
    `)
    expect(() => decodeAbi(['uint256'], '0x')).toThrow('Network request failed')
  })
})
