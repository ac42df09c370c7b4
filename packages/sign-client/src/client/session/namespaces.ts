import { MissingOrInvalidError, NonConformingNamespacesError } from '../../errors/protocolErrors.js'
import { UnsupportedChainsError } from '../../errors/sdkErrors.js'
import type { ProposalNamespace, SessionNamespace } from '../../types/protocol.js'

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const CHAIN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** The namespace part of a key: `eip155` for `eip155` and for `eip155:1`. */
export const namespaceOf = (key: string): string => key.split(':')[0]!

/** The chains a requested namespace stands for: its `chains`, or the key itself when it names a chain. */
export function requestedChains(key: string, namespace: ProposalNamespace): string[] {
  return key.includes(':') ? [key] : (namespace.chains ?? [])
}

/** The chains a granted namespace covers: its `chains` and the chains of its accounts. */
export function grantedChains(key: string, namespace: SessionNamespace): string[] {
  const fromAccounts = namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(key.includes(':') ? [key] : []), ...(namespace.chains ?? []), ...fromAccounts])]
}

/**
 * Checks requested (required or optional) namespaces: an object of namespaces (`eip155` with CAIP-2
 * `chains`) or chains (`eip155:1`), each with string lists of methods and events.
 *
 * @throws MissingOrInvalidError, naming `context`
 * @example
 * assertProposalNamespaces({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }, 'connect() requiredNamespaces')
 */
export function assertProposalNamespaces(
  value: unknown,
  context: string,
): asserts value is Record<string, ProposalNamespace> {
  // The official client's wording: "connect(), requiredNamespaces should be an object with data".
  const [method, field] = context.split(' ')
  if (!isRecord(value)) throw new MissingOrInvalidError(`${method}, ${field} should be an object with data`)
  for (const [key, namespace] of Object.entries(value)) {
    const chains = key.includes(':') ? [key] : isRecord(namespace) ? namespace.chains : undefined
    if (
      !isStringArray(chains) ||
      chains.length === 0 ||
      !chains.every((chain) => CHAIN.test(chain) && namespaceOf(chain) === namespaceOf(key))
    ) {
      throw new UnsupportedChainsError(
        `${context}, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }`,
      )
    }
    if (!isRecord(namespace) || !isStringArray(namespace.methods) || !isStringArray(namespace.events)) {
      throw new MissingOrInvalidError(`${context}, ${key} should have methods and events lists`)
    }
  }
}

/**
 * Checks granted namespaces: each with CAIP-10 accounts of its own namespace, methods and events.
 *
 * @throws MissingOrInvalidError, naming `context`
 * @example
 * assertSessionNamespaces({ eip155: { accounts: ['eip155:1:0xab…'], methods: [], events: [] } }, 'approve()')
 */
export function assertSessionNamespaces(
  value: unknown,
  context: string,
): asserts value is Record<string, SessionNamespace> {
  if (!isRecord(value) || Object.keys(value).length === 0)
    throw new MissingOrInvalidError(`${context.replace(/\)$/, '),')} namespaces should be an object with data`)
  for (const [key, namespace] of Object.entries(value)) {
    if (
      !isRecord(namespace) ||
      !isStringArray(namespace.methods) ||
      !isStringArray(namespace.events) ||
      !isStringArray(namespace.accounts)
    ) {
      throw new MissingOrInvalidError(`${context} namespaces, ${key} should have accounts, methods and events lists`)
    }
    if (!namespace.accounts.every((account) => ACCOUNT.test(account) && namespaceOf(account) === namespaceOf(key))) {
      throw new MissingOrInvalidError(`${context} namespaces, ${key} accounts must be CAIP-10 ids of that namespace`)
    }
    if (
      namespace.chains !== undefined &&
      (!isStringArray(namespace.chains) || !namespace.chains.every((chain) => CHAIN.test(chain)))
    ) {
      throw new MissingOrInvalidError(`${context} namespaces, ${key} chains must be CAIP-2 ids`)
    }
  }
}

/**
 * Checks that granted namespaces cover every required one: each required namespace present, with all its
 * chains, methods and events.
 *
 * @throws NonConformingNamespacesError
 * @example
 * assertConformingNamespaces(proposal.requiredNamespaces, namespaces, 'approve()')
 */
export function assertConformingNamespaces(
  required: Record<string, ProposalNamespace>,
  granted: Record<string, SessionNamespace>,
  context: string,
): void {
  for (const [key, wanted] of Object.entries(required)) {
    const namespace = namespaceOf(key)
    const entries = Object.entries(granted).filter(([grantedKey]) => namespaceOf(grantedKey) === namespace)
    if (!entries.length)
      throw new NonConformingNamespacesError(`${context} namespaces keys don't satisfy requiredNamespaces`)
    const chains = new Set(entries.flatMap(([grantedKey, value]) => grantedChains(grantedKey, value)))
    const methods = new Set(entries.flatMap(([, value]) => value.methods))
    const events = new Set(entries.flatMap(([, value]) => value.events))
    if (!requestedChains(key, wanted).every((chain) => chains.has(chain))) {
      throw new NonConformingNamespacesError(
        `${context} namespaces chains don't satisfy requiredNamespaces chains for ${key}`,
      )
    }
    if (!wanted.methods.every((method) => methods.has(method))) {
      throw new NonConformingNamespacesError(
        `${context} namespaces methods don't satisfy requiredNamespaces methods for ${key}`,
      )
    }
    if (!wanted.events.every((event) => events.has(event))) {
      throw new NonConformingNamespacesError(
        `${context} namespaces events don't satisfy requiredNamespaces events for ${key}`,
      )
    }
  }
}

/** The granted namespace entries that cover `chainId`. */
const covering = (namespaces: Record<string, SessionNamespace>, chainId: string) =>
  Object.entries(namespaces).filter(([key, namespace]) => grantedChains(key, namespace).includes(chainId))

/** True when the session covers `chainId`. */
export const isChainInSession = (namespaces: Record<string, SessionNamespace>, chainId: unknown): boolean =>
  typeof chainId === 'string' && covering(namespaces, chainId).length > 0

/** True when `method` is granted for `chainId`. */
export const isMethodAllowed = (
  namespaces: Record<string, SessionNamespace>,
  chainId: string,
  method: string,
): boolean => covering(namespaces, chainId).some(([, namespace]) => namespace.methods.includes(method))

/** True when `event` is granted for `chainId`. */
export const isEventAllowed = (namespaces: Record<string, SessionNamespace>, chainId: string, event: string): boolean =>
  covering(namespaces, chainId).some(([, namespace]) => namespace.events.includes(event))
