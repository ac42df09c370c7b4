import type { SessionStruct } from '@agentry/sign-client'
import { describe, expect, test } from 'vitest'
import { solanaNamespace } from '../adapters/solana/solanaNamespace.js'
import { sessionNamespaceAccounts } from './sessionNamespaceAccounts.js'

const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const devnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The part of a session the accounts come from. */
const sessionWith = (namespaces: Record<string, string[]>) =>
  ({
    namespaces: Object.fromEntries(
      Object.entries(namespaces).map(([key, accounts]) => [key, { accounts, methods: [], events: [] }]),
    ),
  }) as unknown as SessionStruct

describe('sessionNamespaceAccounts', () => {
  test("the namespace's accounts in the session's order, malformed or foreign entries skipped", () => {
    const session = sessionWith({
      solana: [
        `${mainnet}:${address}`,
        `eip155:1:${evm}`,
        `${mainnet}:${evm}`,
        'solana::nothing',
        'solana',
        `${devnet}:${address}`,
      ],
      eip155: [`eip155:1:${evm}`],
    })
    expect(sessionNamespaceAccounts(session, solanaNamespace)).toEqual([
      { caipNetworkId: mainnet, address },
      { caipNetworkId: devnet, address },
    ])
    expect(sessionNamespaceAccounts(session, { namespace: 'eip155' })).toEqual([
      { caipNetworkId: 'eip155:1', address: evm },
    ])
  })

  test('no session, or none of the namespace: no accounts', () => {
    expect(sessionNamespaceAccounts(undefined, solanaNamespace)).toEqual([])
    expect(sessionNamespaceAccounts(sessionWith({ eip155: [`eip155:1:${evm}`] }), solanaNamespace)).toEqual([])
  })
})
