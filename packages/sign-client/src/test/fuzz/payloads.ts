// Fuzz support (not exported by the package): hostile, garbage and mutated JSON-RPC envelopes, as
// fast-check arbitraries. Each payload says where it goes (which topic, which way, sealed how) and
// what it carries; the driver (runSignClientFuzz) seals and delivers it.
import fc from 'fast-check'
import { GRANTED, metadata, REQUIRED } from '../testSession.js'

/** Where a payload is published: the session topic, the pairing topic, or a topic nobody knows. */
export type FuzzTopic = 'session' | 'pairing' | 'unknown'

/**
 * How the message is wrapped: a type 0 envelope under the topic's key, one under a wrong key, a type 1
 * envelope to a random key, or the text itself as the relay message (no envelope at all).
 */
export type FuzzSeal = 'key' | 'wrongKey' | 'type1' | 'raw'

export type FuzzPayload = {
  topic: FuzzTopic
  seal: FuzzSeal
  /** The JSON-RPC text (or garbage) inside the envelope. */
  text: string
  /** Socket path only: a garbage relay frame sent instead of the delivery, when set. */
  frame?: string
  /** Socket path only: which client's socket gets it (on the relay path both peers receive it). */
  to: 'dapp' | 'wallet'
}

/**
 * Protocol methods fuzzed. `wc_sessionDelete` and `wc_pairingDelete` are left out on purpose: whoever
 * holds the topic's key may end the session or pairing, so a well-formed one is honoured, not garbage.
 */
export const FUZZED_METHODS = [
  'wc_sessionPropose',
  'wc_sessionAuthenticate',
  'wc_sessionSettle',
  'wc_sessionRequest',
  'wc_sessionEvent',
  'wc_sessionUpdate',
  'wc_sessionExtend',
  'wc_sessionPing',
  'wc_pairingPing',
] as const

const nowSeconds = () => Math.floor(Date.now() / 1000)
const anything = fc.anything({ maxDepth: 3, maxKeys: 5 })
/** Mostly `valid`, sometimes anything at all in its place. */
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: anything })
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/)
const chainId = fc.constantFrom('eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '', 'eip155')
/** Expiries mostly in the past or absurd: a valid request is rare, since the wallet's queue takes one a second. */
const expiry = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: nowSeconds() - 1 }) },
  { weight: 2, arbitrary: anything },
  { weight: 1, arbitrary: fc.constant(nowSeconds() + 300) },
)
const peer = fc.record({ publicKey: maybe(hex64), metadata: maybe(fc.constant(metadata('Fuzzer'))) })

const PARAMS: Record<(typeof FUZZED_METHODS)[number], fc.Arbitrary<unknown>> = {
  wc_sessionPropose: fc.record({
    relays: maybe(fc.constant([{ protocol: 'irn' }])),
    proposer: maybe(peer),
    requiredNamespaces: maybe(fc.constant(REQUIRED)),
    optionalNamespaces: maybe(fc.constant({})),
    expiryTimestamp: maybe(fc.constant(nowSeconds() + 300)),
  }),
  wc_sessionAuthenticate: fc.record({
    requester: maybe(peer),
    authPayload: maybe(
      fc.record({
        type: maybe(fc.constant('caip122')),
        chains: maybe(fc.constant(['eip155:1'])),
        domain: maybe(fc.constant('127.0.0.1')),
        aud: maybe(fc.constant('http://127.0.0.1')),
        nonce: maybe(fc.string()),
        iat: maybe(fc.constant(new Date().toISOString())),
      }),
    ),
    expiryTimestamp: maybe(fc.constant(nowSeconds() + 300)),
  }),
  wc_sessionSettle: fc.record({
    relay: maybe(fc.constant({ protocol: 'irn' })),
    controller: maybe(peer),
    namespaces: maybe(fc.constant(GRANTED)),
    expiry: maybe(fc.constant(nowSeconds() + 86_400)),
  }),
  wc_sessionRequest: fc.record({
    request: maybe(
      fc.record({
        method: maybe(fc.constantFrom('personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain')),
        params: maybe(fc.constant(['0x01', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])),
        expiryTimestamp: expiry,
      }),
    ),
    chainId: maybe(chainId),
  }),
  wc_sessionEvent: fc.record({
    event: maybe(fc.record({ name: maybe(fc.constantFrom('chainChanged', 'accountsChanged')), data: anything })),
    chainId: maybe(chainId),
  }),
  // A conforming update keeps the session usable: the fuzz checks the session survives, not that it is frozen.
  wc_sessionUpdate: fc.record({ namespaces: maybe(fc.constant(GRANTED)) }),
  wc_sessionExtend: maybe(fc.constant({})),
  wc_sessionPing: maybe(fc.constant({})),
  wc_pairingPing: maybe(fc.constant({})),
}

/** Ids as the protocol makes them (fresh, so not replays of anything real), and ids no one should send. */
const id = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '1', null) },
)
const jsonrpc = fc.oneof({ weight: 10, arbitrary: fc.constant('2.0') }, { weight: 1, arbitrary: anything })

const request = fc
  .constantFrom(...FUZZED_METHODS)
  .chain((method) => fc.record({ id, jsonrpc, method: fc.constant(method), params: PARAMS[method] }))
const strangeRequest = fc.record({
  id,
  jsonrpc,
  method: fc.oneof(fc.string(), fc.constantFrom('wc_sessionFoo', 'irn_publish', '__proto__', 'constructor')),
  params: anything,
})
/** Answers to requests no one sent (ids are random): every one must be dropped. */
const response = fc.oneof(
  fc.record({ id, jsonrpc, result: anything }),
  fc.record({ id, jsonrpc, error: fc.oneof(fc.record({ code: fc.integer(), message: fc.string() }), anything) }),
)
const envelope = fc.oneof(
  { weight: 8, arbitrary: request },
  { weight: 2, arbitrary: strangeRequest },
  { weight: 2, arbitrary: response },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** The text of a payload: mostly JSON of an envelope, sometimes cut short or not JSON at all. */
const text = fc.oneof(
  { weight: 12, arbitrary: envelope.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.tuple(envelope, fc.nat()).map(([value, cut]) => (JSON.stringify(value) ?? '').slice(0, cut % 200)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 120 }) },
)

/** A relay frame that is not a well-formed delivery: garbage text, or a delivery with broken parts. */
const frame = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .record({
      id,
      jsonrpc,
      method: fc.constant('irn_subscription'),
      params: maybe(fc.record({ id: anything, data: anything })),
    })
    .map((value) => JSON.stringify(value)),
)

/**
 * One fuzz payload: its topic, wrapping, text, and on the socket path sometimes a broken frame.
 *
 * @example
 * const payloads = fc.sample(fuzzPayload, { seed: 20261126, numRuns: 1000 })
 */
export const fuzzPayload: fc.Arbitrary<FuzzPayload> = fc.record(
  {
    topic: fc.oneof(
      { weight: 6, arbitrary: fc.constant<FuzzTopic>('session') },
      { weight: 3, arbitrary: fc.constant<FuzzTopic>('pairing') },
      { weight: 1, arbitrary: fc.constant<FuzzTopic>('unknown') },
    ),
    seal: fc.oneof(
      { weight: 16, arbitrary: fc.constant<FuzzSeal>('key') },
      { weight: 1, arbitrary: fc.constant<FuzzSeal>('wrongKey') },
      { weight: 1, arbitrary: fc.constant<FuzzSeal>('type1') },
      { weight: 2, arbitrary: fc.constant<FuzzSeal>('raw') },
    ),
    text,
    frame: fc.oneof({ weight: 30, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: frame }),
    to: fc.constantFrom('dapp' as const, 'wallet' as const),
  },
  { requiredKeys: ['topic', 'seal', 'text', 'to'] },
)
