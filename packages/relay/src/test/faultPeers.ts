// Test support (not exported): real WalletConnect peers for the cluster fault tests. Our @agentry/sign-client
// plays the dapp and the wallet; the official @walletconnect/sign-client 2.21.8 (Apache-2.0, dev only) plays
// a wallet too. Every peer keeps its state in memory and talks to 127.0.0.1 only.
import { MemoryStorage, SignClient } from '@agentry/sign-client'
import { SignClient as OfficialSignClient } from '@walletconnect/sign-client'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = `eip155:1:${ADDRESS}`
const NAMESPACE = { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] }
const GRANTED = { eip155: { ...NAMESPACE, accounts: [ACCOUNT] } }

type OfficialClient = Awaited<ReturnType<typeof OfficialSignClient.init>>
let counter = 0

const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

/**
 * Our client on a relay URL, with its own memory storage. The wallet's request queue (one request a
 * second, for a person to read each) is off, as in the official client's tests: these wallets answer at once.
 */
export function ourClient(name: string, relayUrl: string): Promise<SignClient> {
  counter += 1
  return SignClient.init({
    relayUrl,
    metadata: metadata(name),
    storage: new MemoryStorage(),
    customStoragePrefix: `${name}-${counter}`,
    signConfig: { disableRequestQueue: true },
  })
}

/** The official 2.21.8 client, offline: memory storage, no telemetry, silent logger. */
export function officialClient(name: string, relayUrl: string): Promise<OfficialClient> {
  counter += 1
  return OfficialSignClient.init({
    relayUrl,
    projectId: 'agentry-relay-cluster-test',
    customStoragePrefix: `${name}-${counter}`,
    telemetryEnabled: false,
    logger: 'silent',
    storage: new MemoryStorage() as never,
    metadata: metadata(name),
    signConfig: { disableRequestQueue: true },
  })
}

/** What the wallet answers to `personal_sign` of `message`. */
export const answerTo = (message: string) => `signed:${message}`

/** A wallet (ours or the official one) that approves every proposal and answers every personal_sign. */
export type Wallet = {
  /** The messages of the requests it was asked to sign, in arrival order. */
  seen: string[]
  pair(uri: string): Promise<unknown>
  close(): Promise<void>
}

export function ourWallet(client: SignClient): Wallet {
  const seen: string[] = []
  client.on('session_proposal', ({ id }) => void client.approve({ id, namespaces: GRANTED }).catch(() => undefined))
  client.on('session_request', (request) => {
    const message = String((request.params.request.params as string[])[0])
    seen.push(message)
    const response = { id: request.id, jsonrpc: '2.0' as const, result: answerTo(message) }
    // The test may close the wallet while an answer still waits for the relay.
    client.respond({ topic: request.topic, response }).catch(() => undefined)
  })
  return { seen, pair: (uri) => client.pair({ uri }), close: () => client.close() }
}

export function officialWallet(client: OfficialClient): Wallet {
  const seen: string[] = []
  client.on('session_proposal', ({ id }) => {
    void client
      .approve({ id, namespaces: GRANTED })
      .then(({ acknowledged }) => acknowledged())
      .catch(() => undefined)
  })
  client.on('session_request', ({ id, topic, params }) => {
    const message = String((params.request.params as string[])[0])
    seen.push(message)
    void client.respond({ topic, response: { id, jsonrpc: '2.0', result: answerTo(message) } }).catch(() => undefined)
  })
  return { seen, pair: (uri) => client.pair({ uri }), close: () => client.core.relayer.transportClose() }
}

/** Pairs the dapp with the wallet and returns the session topic. */
export async function openSession(dapp: SignClient, wallet: Wallet): Promise<string> {
  const { uri, approval } = await dapp.connect({ requiredNamespaces: { eip155: NAMESPACE } })
  // Asked for before pairing, as an official dapp needs (it drops a settlement that comes earlier).
  const approved = approval()
  await wallet.pair(uri!)
  return (await approved).topic
}

/** A personal_sign request from the dapp; resolves with the wallet's answer. */
export function sign(dapp: SignClient, topic: string, message: string): Promise<string> {
  return dapp.request<string>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [message, ADDRESS] },
  })
}

/**
 * Sends `count` requests (`prefix-0` …) without waiting for answers, and resolves with the answers in order.
 * Each starts 2 ms after the previous: a request id is the time in ms times 1000 plus 3 random digits (in
 * both clients), so two requests in the same millisecond share an id one time in a thousand, and the wallet
 * drops the second as a replay. The requests are still all in flight together.
 */
export async function signMany(dapp: SignClient, topic: string, prefix: string, count: number): Promise<string[]> {
  const answers: Array<Promise<string>> = []
  for (let i = 0; i < count; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 2))
    answers.push(sign(dapp, topic, `${prefix}-${i}`))
  }
  return Promise.all(answers)
}

/** The answers `signMany` must resolve with. */
export function expectedAnswers(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => answerTo(`${prefix}-${i}`))
}
