import { base64 } from '@scure/base'
import { AuthAudienceRequiredError } from '../../errors/clientErrors.js'
import type { AuthPayload, Cacao } from '../../types/cacao.js'
import type { SessionNamespace } from '../../types/protocol.js'

type Recap = { att: Record<string, Record<string, unknown[]>> }

const RECAP_PREFIX = 'urn:recap:'
const RECAP_STATEMENT = 'I further authorize the stated URI to perform the following actions on my behalf: '

const textToBase64 = (text: string) => base64.encode(new TextEncoder().encode(text))
const base64ToText = (encoded: string) =>
  new TextDecoder().decode(base64.decode(encoded + '='.repeat((4 - (encoded.length % 4)) % 4)))

/**
 * A ReCap (EIP-5573) granting `actions` of `ability` on `resource`, as the resource string a sign-in
 * carries last: `urn:recap:` and unpadded base64 of `{ att }`, actions sorted.
 *
 * @example
 * encodeRecap('eip155', 'request', ['personal_sign', 'eth_sendTransaction'])
 */
export function encodeRecap(resource: string, ability: string, actions: string[]): string {
  const abilities = Object.fromEntries(
    [...actions].sort((a, b) => a.localeCompare(b)).map((action) => [`${ability}/${action}`, [{}]]),
  )
  return `${RECAP_PREFIX}${textToBase64(JSON.stringify({ att: { [resource]: abilities } })).replace(/=/g, '')}`
}

/** The ReCap in a sign-in's resources (always the last one), decoded; undefined when there is none or it is malformed. */
export function decodeRecap(resources: string[] | undefined): Recap | undefined {
  const last = resources?.at(-1)
  if (!last?.startsWith(RECAP_PREFIX)) return undefined
  try {
    const recap = JSON.parse(base64ToText(last.slice(RECAP_PREFIX.length))) as Recap
    return recap && typeof recap.att === 'object' && recap.att !== null && Object.keys(recap.att).length
      ? recap
      : undefined
  } catch {
    return undefined
  }
}

/** The statement sentence a ReCap adds: "(1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'." */
function recapStatement(statement: string, recap: Recap): string {
  if (statement.includes(RECAP_STATEMENT)) return statement
  let counter = 0
  const parts = Object.keys(recap.att).map((resource) => {
    const actions = Object.keys(recap.att[resource]!)
      .map((key) => ({ ability: key.split('/')[0]!, action: key.split('/')[1]! }))
      .sort((a, b) => a.action.localeCompare(b.action))
    const byAbility = new Map<string, string[]>()
    for (const { ability, action } of actions) byAbility.set(ability, [...(byAbility.get(ability) ?? []), action])
    return [...byAbility]
      .map(([ability, list]) => `(${++counter}) '${ability}': '${list.join("', '")}' for '${resource}'.`)
      .join(', ')
      .replace('.,', '.')
  })
  return `${statement ? `${statement} ` : ''}${RECAP_STATEMENT}${parts.join(' ')}`
}

/** `did:pkh:eip155:1:0xabc…` (or the bare `eip155:1:0xabc…`) → `{ chainId: 'eip155:1', address: '0xabc…' }`. */
export function parseDidPkh(iss: string): { chainId: string; address: string } {
  const parts = iss.replace(/^did:pkh:/, '').split(':')
  return { chainId: `${parts[0]}:${parts[1]}`, address: parts.at(-1)! }
}

/**
 * `resources` with `recap` added last: merged into the ReCap already last (a ReCap must be the last
 * resource, so there is one), or appended.
 *
 * @example
 * withRecap(['urn:recap:…notify…'], encodeRecap('eip155', 'request', ['personal_sign'])) // one merged ReCap
 */
export function withRecap(resources: string[], recap: string): string[] {
  const existing = decodeRecap(resources)
  const added = decodeRecap([recap])
  if (!existing || !added) return [...resources, recap]
  const att: Recap['att'] = {}
  for (const key of [...new Set([...Object.keys(added.att), ...Object.keys(existing.att)])].sort((a, b) =>
    a.localeCompare(b),
  )) {
    const [first, second] = [added.att[key] ?? {}, existing.att[key] ?? {}]
    const actions = [...new Set([...Object.keys(first), ...Object.keys(second)])].sort((a, b) => a.localeCompare(b))
    att[key] = Object.fromEntries(actions.map((action) => [action, (first[action] ?? second[action])!]))
  }
  const encoded = textToBase64(JSON.stringify({ att })).replace(/=/g, '')
  return [...resources.slice(0, -1), `${RECAP_PREFIX}${encoded}`]
}

/**
 * The SIWE message a wallet signs for a sign-in request (EIP-4361, with the ReCap's statement), exactly
 * as the official client formats it, so either side can check the other's signature.
 *
 * @example
 * formatAuthMessage({ request: authPayload, iss: 'did:pkh:eip155:1:0xf39F…' })
 */
export function formatAuthMessage({
  request,
  iss,
}: {
  request: Omit<AuthPayload, 'type' | 'chains'> & { type?: string; chains?: string[] }
  iss: string
}): string {
  if (!request.aud) throw new AuthAudienceRequiredError()
  const { address, chainId } = parseDidPkh(iss)
  const recap = decodeRecap(request.resources)
  const statement = recap ? recapStatement(request.statement ?? '', recap) : request.statement || undefined
  return [
    `${request.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    statement,
    '',
    `URI: ${request.aud}`,
    `Version: ${request.version}`,
    `Chain ID: ${chainId.split(':')[1]}`,
    `Nonce: ${request.nonce}`,
    `Issued At: ${request.iat}`,
    request.exp ? `Expiration Time: ${request.exp}` : undefined,
    request.nbf ? `Not Before: ${request.nbf}` : undefined,
    request.requestId ? `Request ID: ${request.requestId}` : undefined,
    request.resources ? `Resources:${request.resources.map((resource) => `\n- ${resource}`).join('')}` : undefined,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}

/** Where to check contract-account (EIP-1271) signatures: a JSON-RPC URL per CAIP-2 chain id. */
export type CacaoCheckOptions = { chainRpcUrls?: Readonly<Record<string, string>> }

// isValidSignature(bytes32,bytes) and the value a contract returns when it accepts the signature.
const IS_VALID_SIGNATURE = '1626ba7e'
const RPC_TIMEOUT_MS = 10_000

/** Whether the contract at `address` accepts `signature` over `digest` (EIP-1271), asked over JSON-RPC. */
async function contractAccepts(rpcUrl: string, address: string, digest: string, signature: string): Promise<boolean> {
  const bytes = signature.replace(/^0x/, '')
  const word = (value: number) => value.toString(16).padStart(64, '0')
  const data = `0x${IS_VALID_SIGNATURE}${digest}${word(64)}${word(bytes.length / 2)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: address, data }, 'latest'] }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  })
  const body = (await response.json()) as { result?: unknown }
  return typeof body.result === 'string' && body.result.slice(2, 10).toLowerCase() === IS_VALID_SIGNATURE
}

/**
 * Whether the CACAO is signed by its issuer over the formatted SIWE message: an EOA's EIP-191
 * signature is recovered locally; a contract account's (EIP-1271) is put to the contract over the
 * chain's JSON-RPC URL from `chainRpcUrls`, and refused when the chain has none. Never throws: a
 * malformed CACAO or an unreachable RPC is `false`. The signature code (secp256k1, keccak) loads on
 * first use, so a dapp that never signs in with one-click auth does not carry it.
 *
 * @example
 * await isValidCacao(cacao) // true
 * await isValidCacao(smartAccountCacao, { chainRpcUrls: { 'eip155:1': 'https://rpc.example.org' } })
 */
export async function isValidCacao(cacao: Cacao, options: CacaoCheckOptions = {}): Promise<boolean> {
  try {
    const { chainId, address } = parseDidPkh(cacao.p.iss)
    const message = formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    const { personalMessageDigest, recoverPersonalSignAddress } = await import('./cacaoSignature.js')
    if (cacao.s.t === 'eip191')
      return recoverPersonalSignAddress(message, cacao.s.s)?.toLowerCase() === address.toLowerCase()
    const rpcUrl = options.chainRpcUrls?.[chainId]
    if (cacao.s.t !== 'eip1271' || !rpcUrl || !/^0x([0-9a-fA-F]{2})*$/.test(cacao.s.s)) return false
    return await contractAccepts(rpcUrl, address, personalMessageDigest(message), cacao.s.s)
  } catch {
    return false
  }
}

/**
 * The session namespaces that signed CACAOs grant: each signer on its chain and the ReCap's chains, the
 * ReCap's eip155 methods, and the account events.
 *
 * @example
 * namespacesFromCacaos([cacao]).eip155.accounts // ['eip155:1:0xf39F…']
 */
export function namespacesFromCacaos(cacaos: Cacao[]): {
  namespaces: Record<string, SessionNamespace>
  methods: string[]
} {
  const methods = new Set<string>()
  const accounts = new Set<string>()
  for (const cacao of cacaos) {
    const { chainId, address } = parseDidPkh(cacao.p.iss)
    const recap = decodeRecap(cacao.p.resources)
    const chains = new Set([chainId])
    for (const key of Object.keys(recap?.att.eip155 ?? {})) methods.add(key.split('/')[1]!)
    for (const limits of Object.values(recap?.att ?? {}).flatMap((ability) => Object.values(ability))) {
      const first = limits[0] as { chains?: string[] } | undefined
      for (const chain of first?.chains ?? []) chains.add(chain)
    }
    for (const chain of chains) accounts.add(`${chain}:${address}`)
  }
  const namespaces: Record<string, SessionNamespace> = {}
  for (const account of accounts) {
    const [namespace, reference] = account.split(':')
    const entry = (namespaces[namespace!] ??= {
      chains: [],
      accounts: [],
      methods: [...methods],
      events: ['chainChanged', 'accountsChanged'],
    })
    if (!entry.chains!.includes(`${namespace}:${reference}`)) entry.chains!.push(`${namespace}:${reference}`)
    entry.accounts.push(account)
  }
  return { namespaces, methods: [...methods] }
}

/**
 * Whether every CACAO is valid (`isValidCacao`), checked together.
 *
 * @example
 * await allValidCacaos(auths, { chainRpcUrls }) // false when one signature does not check out
 */
export async function allValidCacaos(cacaos: Cacao[], options: CacaoCheckOptions = {}): Promise<boolean> {
  return (await Promise.all(cacaos.map((cacao) => isValidCacao(cacao, options)))).every(Boolean)
}
