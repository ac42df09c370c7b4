import { describe, expect, test } from 'vitest'
import { defineNetwork } from './defineNetwork.js'
import { bitcoinMainnet } from './bitcoinMainnet.js'
import { ethereumMainnet } from './ethereumMainnet.js'
import { createLocalDevChain, localDevChain } from './localDevChain.js'

describe('networks', () => {
  test('localDevChain', () => {
    expect(localDevChain).toMatchInlineSnapshot(`
      {
        "caipNetworkId": "eip155:1337",
        "chainNamespace": "eip155",
        "id": 1337,
        "name": "Localhost",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "http://127.0.0.1:8545",
            ],
          },
        },
        "testnet": true,
      }
    `)
  })

  test('the RPC URL of the local chain is chosen at runtime', () => {
    expect(createLocalDevChain({ rpcUrl: 'http://127.0.0.1:9999' }).rpcUrls.default.http).toEqual([
      'http://127.0.0.1:9999',
    ])
    expect(localDevChain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  test('ethereumMainnet', () => {
    expect(ethereumMainnet).toMatchObject({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      testnet: false,
    })
    expect(ethereumMainnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })

  test('defineNetwork derives the CAIP-2 id', () => {
    const solana = defineNetwork({
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [] } },
    })
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('bitcoinMainnet is a bip122 network with 8-decimal BTC', () => {
    expect(bitcoinMainnet).toMatchObject({
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
    })
  })
})
