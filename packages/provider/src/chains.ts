import type { SessionStruct } from '@agentry/sign-client'
import { InvalidChainIdError, InvalidProviderOptionError } from './errors.js'

/** The namespaces the provider speaks: EVM (`eip155`) and Solana. */
export type ProviderNamespace = 'eip155' | 'solana'

/** A chain as a CAIP-2 id (`eip155:1`), or an EVM chain id as a number or hex/decimal string. */
export type ChainIdLike = string | number

/**
 * A chain reference as CAIP-2: numbers and hex or decimal strings are eip155 chain ids.
 *
 * @example
 * toCaip2(1) // 'eip155:1'
 * toCaip2('0x89') // 'eip155:137'
 * toCaip2('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // unchanged
 */
export function toCaip2(chain: ChainIdLike): string {
  if (typeof chain === 'number') {
    if (!Number.isSafeInteger(chain) || chain <= 0)
      throw new InvalidProviderOptionError({ option: 'chainId', reason: `${chain} is not a chain id` })
    return `eip155:${chain}`
  }
  if (/^0x[0-9a-f]+$/i.test(chain) || /^\d+$/.test(chain)) return toCaip2(Number(chain))
  if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chain))
    throw new InvalidProviderOptionError({ option: 'chainId', reason: `${chain} is not a CAIP-2 chain id` })
  return chain
}

/**
 * A chain id a caller passed with a request, as CAIP-2; `namespace` narrows what is accepted (an EVM chain
 * switch takes eip155 ids only).
 *
 * @throws InvalidChainIdError (-32602) for anything that is not a chain id of that namespace
 * @example
 * requestedChain('0x89', 'eip155') // 'eip155:137'
 * requestedChain('nonsense') // throws InvalidChainIdError
 */
export function requestedChain(chain: unknown, namespace?: string): string {
  if (typeof chain !== 'string' && typeof chain !== 'number') throw new InvalidChainIdError({ chainId: chain })
  let caip2: string
  try {
    caip2 = toCaip2(chain)
  } catch {
    throw new InvalidChainIdError({ chainId: chain })
  }
  if (namespace !== undefined && namespaceOf(caip2) !== namespace) throw new InvalidChainIdError({ chainId: chain })
  return caip2
}

/** The namespace of a CAIP-2 id. */
export const namespaceOf = (caip2: string): string => caip2.split(':')[0]!

/** An eip155 CAIP-2 id as the hex chain id of EIP-1193 (`0x1`); other namespaces stay CAIP-2. */
export const toProviderChainId = (caip2: string): string =>
  namespaceOf(caip2) === 'eip155' ? `0x${Number(caip2.split(':')[1]).toString(16)}` : caip2

/** The chains a session approved in `namespace`, in order: its `chains`, then those of its accounts. */
export function approvedChains(session: SessionStruct, namespace: string): string[] {
  const granted = session.namespaces[namespace]
  if (!granted) return []
  const fromAccounts = granted.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(granted.chains ?? []), ...fromAccounts])]
}

/** The addresses a session approved on `caip2`, in the wallet's order. */
export function accountsOn(session: SessionStruct, caip2: string): string[] {
  const granted = session.namespaces[namespaceOf(caip2)]
  return (granted?.accounts ?? [])
    .filter((account) => account.startsWith(`${caip2}:`))
    .map((account) => account.slice(caip2.length + 1))
}

/** Methods the session approved in `namespace`. */
export const approvedMethods = (session: SessionStruct, namespace: string): string[] =>
  session.namespaces[namespace]?.methods ?? []

/**
 * An `rpcMap` with CAIP-2 keys: number keys (and numeric strings) are eip155 chain ids.
 *
 * @example
 * normalizeRpcMap({ 1: 'http://127.0.0.1:8545' }) // { 'eip155:1': 'http://127.0.0.1:8545' }
 */
export function normalizeRpcMap(rpcMap: Readonly<Record<string | number, string>> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(rpcMap).map(([chain, url]) => [toCaip2(chain), url]))
}
