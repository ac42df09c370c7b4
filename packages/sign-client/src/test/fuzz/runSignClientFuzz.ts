// Fuzz driver (not exported by the package; run by signClientFuzz.test.ts and bench/signClientFuzz.ts).
// A dapp and a wallet of ours with a settled session on our relay on 127.0.0.1, fed fast-check payloads
// (payloads.ts) on their real topics: the first `relayPayloads` published through the relay by a
// stranger who knows the keys (both peers receive each), the rest handed to one client's socket as
// relay deliveries (the whole decode path, without a round trip each). Between batches it probes
// that the session still works both ways.
import fc from 'fast-check'
import { decodeEnvelope, encodeEnvelope } from '../../crypto/envelope.js'
import { generateKeyPair, generateSymKey } from '../../crypto/keys.js'
import { getSdkError } from '../../errors/protocolErrors.js'
import { parsePairingUri } from '../../client/pairing/pairingUri.js'
import { GRANTED, outcome, REQUIRED, relayLab, sign } from '../testSession.js'
import { MemoryStorage } from '../../storage/MemoryStorage.js'
import { fuzzPayload, type FuzzPayload } from './payloads.js'
import { measureStores, type StoreSizes } from './storeSizes.js'
import { createSocketTap } from './tappedSocket.js'

export type SignClientFuzzOptions = {
  /** How many payloads in all. */
  payloads: number
  /** How many of them go through the relay (the first ones); the rest go to a client's socket. */
  relayPayloads: number
  /** fast-check seed; chunk `n` of 1,000 payloads is sampled with `seed + n`. */
  seed: number
  /** Probe the session every this many payloads. Default 1,000. */
  probeEvery?: number
  onProgress?(done: number): void
}

export type SignClientFuzzReport = {
  seed: number
  payloads: number
  viaRelay: number
  viaSocket: number
  crashes: number
  unhandledRejections: number
  /** Probes: a personal_sign from the dapp, a ping each way; each counts answered or not. */
  probes: { sent: number; answered: number }
  /** Well-formed pings published through the relay, and how many both peers answered. */
  pings: { sent: number; answeredByBoth: number }
  /** session_delete events on either side, and whether each side still has the session at the end. */
  sessionDeletes: number
  sessionAlive: { dapp: boolean; wallet: boolean }
  /** Whether each side still has the pairing the session came from (an active pairing lives 30 days). */
  pairingAlive: { dapp: boolean; wallet: boolean }
  /** Fuzzed requests the wallet was handed (and answered); fuzzed proposals and sign-ins it rejected. */
  walletHandled: { requests: number; proposals: number; signIns: number }
  /** Proposals the dapp took on its own pairing (its role sends them): must be 0. */
  dappProposals: number
  stores: { before: { dapp: StoreSizes; wallet: StoreSizes }; after: { dapp: StoreSizes; wallet: StoreSizes } }
  /** The heap of this process, which also runs the relay: what the relay stores counts in it. */
  heapBytes: { before: number; after: number }
  /** What the relay still stores at the end (answers and undelivered messages, kept for their TTL). */
  relayStored: { messages: number; bytes: number }
  ms: number
}

const CHUNK = 1_000
const BATCH = 100
const PROBE_TIMEOUT_MS = 60_000
const PUBLISH = { ttl: 300, tag: 1108 }
/** The relay's own limits are not under test here: high enough for a stranger publishing thousands. */
const ROOMY_RELAY = {
  maxRequestsPerMinute: 100_000_000,
  maxStoreBytes: 1024 * 1024 * 1024,
  maxStoreBytesPerClient: 512 * 1024 * 1024,
  maxStoreBytesPerTopic: 512 * 1024 * 1024,
}

const heapUsed = () => {
  ;(globalThis as { gc?: () => void }).gc?.()
  return process.memoryUsage().heapUsed
}
const tick = () => new Promise((resolve) => setImmediate(resolve))
const isPing = (value: unknown): value is { id: number; method: string } =>
  typeof value === 'object' &&
  value !== null &&
  ['wc_sessionPing', 'wc_pairingPing'].includes((value as { method?: unknown }).method as string) &&
  Number.isSafeInteger((value as { id?: unknown }).id) &&
  (value as { id: number }).id > 0

/**
 * Runs the fuzz and reports what held; it asserts nothing itself (the test and the bench do).
 *
 * @example
 * const report = await runSignClientFuzz({ payloads: 5_000, relayPayloads: 500, seed: 20261126 })
 * expect(report.crashes).toBe(0)
 */
export async function runSignClientFuzz(options: SignClientFuzzOptions): Promise<SignClientFuzzReport> {
  const { payloads, relayPayloads, seed, probeEvery = 1_000 } = options
  const crashes: unknown[] = []
  const unhandled: unknown[] = []
  const onCrash = (error: unknown) => crashes.push(error)
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('uncaughtException', onCrash)
  process.on('unhandledRejection', onUnhandled)
  const lab = await relayLab(ROOMY_RELAY)
  try {
    const storage = { dapp: new MemoryStorage(), wallet: new MemoryStorage() }
    const taps = { dapp: createSocketTap(), wallet: createSocketTap() }
    const dapp = await lab.client('dapp', { storage: storage.dapp, WebSocket: taps.dapp.WebSocket })
    const wallet = await lab.client('wallet', { storage: storage.wallet, WebSocket: taps.wallet.WebSocket })
    const handled = { requests: 0, proposals: 0, signIns: 0 }
    let sessionDeletes = 0
    let dappProposals = 0
    let approved = false
    const reason = getSdkError('USER_REJECTED')
    wallet.on('session_proposal', ({ id }) => {
      if (!approved) return void (approved = true)
      handled.proposals += 1
      void wallet.reject({ id, reason }).catch(() => undefined)
    })
    wallet.on('session_authenticate', ({ id }) => {
      handled.signIns += 1
      void wallet.rejectSessionAuthenticate({ id, reason }).catch(() => undefined)
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      handled.requests += 1
      const [message] = Array.isArray(params.request.params) ? (params.request.params as unknown[]) : []
      const response = { id, jsonrpc: '2.0' as const, result: `signed:${String(message)}` }
      void wallet.respond({ topic, response }).catch(() => undefined)
    })
    dapp.on('session_proposal', () => (dappProposals += 1))
    dapp.on('session_delete', () => (sessionDeletes += 1))
    wallet.on('session_delete', () => (sessionDeletes += 1))
    const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
    const proposed = new Promise<number>((resolve) => wallet.once('session_proposal', ({ id }) => resolve(id)))
    await wallet.pair({ uri: uri! })
    await wallet.approve({ id: await proposed, namespaces: GRANTED })
    const { topic } = await approval()
    const pairing = parsePairingUri(uri!)
    const sessionKey = (await storage.dapp.getItem<[string, string, number]>(
      `wc@2:agentry:dapp:keychain//${topic}`,
    ))![1]
    const unknown = { topic: generateSymKey(), symKey: generateSymKey() }
    const target = {
      session: { topic, symKey: sessionKey },
      pairing: { topic: pairing.topic, symKey: pairing.symKey },
      unknown,
    }

    // The stranger hears the peers' answers to the pings it publishes.
    const stranger = await lab.stranger()
    const answers = new Map<number, number>()
    await stranger.subscribe(topic)
    await stranger.subscribe(pairing.topic)
    stranger.on('message', ({ topic: at, message }) => {
      const symKey = at === topic ? sessionKey : at === pairing.topic ? pairing.symKey : undefined
      if (!symKey) return
      try {
        const { id } = JSON.parse(decodeEnvelope(message, { symKey }).payload) as { id: number }
        if (answers.has(id)) answers.set(id, answers.get(id)! + 1)
      } catch {
        // Not an answer we can read: nothing to count.
      }
    })

    const seal = (payload: FuzzPayload): { topic: string; message: string } => {
      const { topic: at, symKey } = target[payload.topic]
      if (payload.seal === 'raw') return { topic: at, message: payload.text }
      if (payload.seal === 'type1') {
        const sender = generateKeyPair()
        const receiverPublicKey = generateKeyPair().publicKey
        const message = encodeEnvelope({
          type: 1,
          senderPrivateKey: sender.privateKey,
          receiverPublicKey,
          payload: payload.text,
        })
        return { topic: at, message }
      }
      const key = payload.seal === 'key' ? symKey : generateSymKey()
      return { topic: at, message: encodeEnvelope({ type: 0, symKey: key, payload: payload.text }) }
    }
    let frameId = Date.now() * 1000
    const viaSocket = (payload: FuzzPayload) => {
      const { topic: at, message } = seal(payload)
      frameId += 1
      const delivery = { topic: at, message, publishedAt: Date.now() }
      const frame =
        payload.frame ??
        JSON.stringify({
          id: frameId,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: { id: 'fuzz', data: delivery },
        })
      taps[payload.to].inject(frame)
    }
    const viaRelay = async (payload: FuzzPayload) => {
      const { topic: at, message } = seal(payload)
      if (payload.seal === 'key' && payload.topic !== 'unknown') {
        const parsed = (() => {
          try {
            return JSON.parse(payload.text) as unknown
          } catch {
            return undefined
          }
        })()
        if (isPing(parsed)) answers.set(parsed.id, 0)
      }
      await stranger.publish(at, message, PUBLISH).catch(() => undefined)
    }

    const probes = { sent: 0, answered: 0 }
    const probe = async () => {
      probes.sent += 3
      const message = `0x${(probes.sent / 3).toString(16).padStart(2, '0')}`
      const [signed, dappPing, walletPing] = await Promise.all([
        outcome(sign(dapp, topic, message), PROBE_TIMEOUT_MS),
        outcome(dapp.ping({ topic }), PROBE_TIMEOUT_MS),
        outcome(wallet.ping({ topic }), PROBE_TIMEOUT_MS),
      ])
      if (signed !== 'pending' && 'value' in signed && signed.value === `signed:${message}`) probes.answered += 1
      for (const ping of [dappPing, walletPing]) if (ping !== 'pending' && 'value' in ping) probes.answered += 1
    }

    const before = { dapp: await measureStores(storage.dapp), wallet: await measureStores(storage.wallet) }
    const heapBefore = heapUsed()
    const started = performance.now()
    let done = 0
    for (let chunk = 0; done < payloads; chunk += 1) {
      const sample = fc.sample(fuzzPayload, { seed: seed + chunk, numRuns: Math.min(CHUNK, payloads - done) })
      for (let start = 0; start < sample.length; start += BATCH) {
        const batch = sample.slice(start, start + BATCH)
        const relayed = batch.filter((_, index) => done + start + index < relayPayloads)
        await Promise.all(relayed.map(viaRelay))
        for (const payload of batch.slice(relayed.length)) viaSocket(payload)
        await tick()
        const reached = done + start + batch.length
        if (Math.floor(reached / probeEvery) > Math.floor((reached - batch.length) / probeEvery)) await probe()
      }
      done += sample.length
      options.onProgress?.(done)
    }
    await probe()
    // Both peers answer every well-formed ping; give the last answers time to come back.
    const deadline = Date.now() + 30_000
    while ([...answers.values()].some((count) => count < 2) && Date.now() < deadline) await tick()
    const ms = performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
    return {
      seed,
      payloads: done,
      viaRelay: Math.min(relayPayloads, done),
      viaSocket: Math.max(0, done - relayPayloads),
      crashes: crashes.length,
      unhandledRejections: unhandled.length,
      probes,
      pings: { sent: answers.size, answeredByBoth: [...answers.values()].filter((count) => count >= 2).length },
      sessionDeletes,
      sessionAlive: { dapp: dapp.session.has(topic), wallet: wallet.session.has(topic) },
      pairingAlive: { dapp: dapp.pairing.has(pairing.topic), wallet: wallet.pairing.has(pairing.topic) },
      walletHandled: handled,
      dappProposals,
      stores: {
        before,
        after: { dapp: await measureStores(storage.dapp), wallet: await measureStores(storage.wallet) },
      },
      heapBytes: { before: heapBefore, after: heapUsed() },
      relayStored: { messages: lab.relay.stats().messages, bytes: lab.relay.stats().bytes },
      ms,
    }
  } finally {
    await lab.close()
    process.off('uncaughtException', onCrash)
    process.off('unhandledRejection', onUnhandled)
  }
}
