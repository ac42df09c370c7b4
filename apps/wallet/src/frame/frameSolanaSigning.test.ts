import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { derivePath } from 'ed25519-hd-key'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import { mnemonicToSeedEntropy, seedToBip32Seed } from '../keys/seed.js'
import type { FrameHostError } from './frameHostErrors.js'
import { createFrameWallet } from './frameWallet.js'
import { handleRpcRequest, type SignatureRequest } from './handleRpcRequest.js'

// The Solana methods on the frame's real wallet and key code; every signature is checked with
// @noble/curves' ed25519 against the account's public key, which an independent SLIP-10 derivation
// (ed25519-hd-key, m/44'/501'/0'/0') of the exported phrase gives too.
const NETWORK = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SYSTEM_PROGRAM = new Uint8Array(32)
const RECIPIENT = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
const BLOCKHASH = new Uint8Array(32).fill(7)

/**
 * A stand-in for a Solana node's `sendTransaction` (no validator runs here): it checks every signature of
 * the base64 transaction over its message, answers the first signature in base58 as a node does, and
 * records what it got.
 */
let node: Server
let nodeUrl = ''
const received: Uint8Array[] = []
beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: [string, object] }
      const answer = (payload: object) => response.end(JSON.stringify({ jsonrpc: '2.0', id, ...payload }))
      if (method !== 'sendTransaction') return answer({ error: { code: -32601, message: 'Method not found' } })
      const tx = base64.decode(params[0])
      received.push(tx)
      const count = tx[0]!
      const message = tx.subarray(1 + 64 * count)
      const header = message[0]! & 0x80 ? 1 : 0
      const keysAt = header + 3 + 1
      for (let slot = 0; slot < count; slot++) {
        const key = message.subarray(keysAt + 32 * slot, keysAt + 32 * slot + 32)
        if (!ed25519.verify(tx.subarray(1 + 64 * slot, 65 + 64 * slot), message, key))
          return answer({ error: { code: -32003, message: 'Transaction signature verification failure' } })
      }
      answer({ result: base58.encode(tx.subarray(1, 65)) })
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => node?.close(resolve)))

const compact = (value: number) => (value < 0x80 ? [value] : [(value & 0x7f) | 0x80, value >> 7])
const le64 = (value: bigint) => Array.from({ length: 8 }, (_, byte) => Number((value >> BigInt(8 * byte)) & 0xffn))

/** A transfer of `lamports` from `from` to RECIPIENT; `signers` lead the keys (the first pays the fee). */
function transferTransaction({
  signers,
  from,
  lamports,
  v0 = false,
}: {
  signers: Uint8Array[]
  from: number
  lamports: bigint
  v0?: boolean
}): Uint8Array {
  const keys = [...signers, RECIPIENT, SYSTEM_PROGRAM]
  const message = [
    ...(v0 ? [0x80] : []),
    signers.length,
    0,
    1,
    ...compact(keys.length),
    ...keys.flatMap((key) => [...key]),
    ...BLOCKHASH,
    1,
    keys.length - 1,
    2,
    from,
    signers.length,
    12,
    2,
    0,
    0,
    0,
    ...le64(lamports),
    ...(v0 ? [0] : []),
  ]
  return Uint8Array.from([...compact(signers.length), ...new Array(64 * signers.length).fill(0), ...message])
}

const signedIn = async (chainId: number | string = `solana:${NETWORK}`) => {
  let stored: StoredKeyShares | null = null
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => void (stored = shares),
    fetch: async () => stored,
  }
  const wallet = createFrameWallet({ api, deviceStore: createMemoryDeviceShareStore() })
  const email = `sol${Date.now()}${Math.random()}@example.org`
  const address = (await wallet.account({ email }))!
  const solanaAddress = wallet.unlocked(email)!.solanaAddress
  const shown: SignatureRequest[] = []
  let answer = true
  const session = { chainId, email, address }
  const rpc = (method: string, params: unknown) =>
    handleRpcRequest({ method, params }, session, {
      wallet,
      origin: 'http://127.0.0.1:3000',
      confirm: async (request) => (shown.push(request), answer),
      rpcUrls: { '1337': 'http://127.0.0.1:1', [NETWORK]: nodeUrl },
    })
  const codeOf = (promise: Promise<unknown>) => promise.then(String, (error: FrameHostError) => error.code)
  return {
    wallet,
    email,
    solanaAddress,
    publicKey: base58.decode(solanaAddress),
    shown,
    rpc,
    codeOf,
    reject: () => (answer = false),
  }
}

describe('Solana signing in the frame', () => {
  it("signs with the ed25519 key of m/44'/501'/0'/0' of the wallet's own phrase", async () => {
    const { wallet, email, publicKey } = await signedIn()
    const phrase = wallet.exportPhrase(email)!
    const seed = await seedToBip32Seed(mnemonicToSeedEntropy(phrase))
    const { key } = derivePath("m/44'/501'/0'/0'", Buffer.from(seed).toString('hex'))
    expect(ed25519.getPublicKey(new Uint8Array(key))).toEqual(publicKey)
  })

  it('solana_signMessage shows the text and answers a base58 signature that verifies', async () => {
    const { solanaAddress, publicKey, shown, rpc } = await signedIn()
    const message = new TextEncoder().encode('Sign in to example.org\nNonce: 42')
    const { signature } = (await rpc('solana_signMessage', {
      message: base58.encode(message),
      pubkey: solanaAddress,
    })) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)
    expect(shown[0]).toMatchObject({ title: 'Sign message', address: solanaAddress })
    expect(shown[0]!.details).toContain('Sign in to example.org\nNonce: 42')

    const binary = Uint8Array.of(0, 1, 2, 255)
    const raw = (await rpc('solana_signMessage', { message: base58.encode(binary), pubkey: solanaAddress })) as {
      signature: string
    }
    expect(ed25519.verify(base58.decode(raw.signature), binary, publicKey)).toBe(true)
    expect(shown[1]!.details).toContain('0x000102ff')
  })

  it('solana_signTransaction signs its own slot of a legacy and a v0 transaction, shows the transfer, leaves the rest', async () => {
    const { solanaAddress, publicKey, shown, rpc } = await signedIn()
    const payerKey = ed25519.utils.randomSecretKey()
    const payer = ed25519.getPublicKey(payerKey)
    for (const v0 of [false, true]) {
      const unsigned = transferTransaction({ signers: [payer, publicKey], from: 1, lamports: 1_500_000_000n, v0 })
      const message = unsigned.subarray(1 + 128)
      // The fee payer signed first; the frame must keep that signature.
      unsigned.set(ed25519.sign(message, payerKey), 1)
      const answer = (await rpc('solana_signTransaction', { transaction: base64.encode(unsigned) })) as {
        signature: string
        transaction: string
      }
      const signed = base64.decode(answer.transaction)
      expect(signed.length).toBe(unsigned.length)
      expect(signed.subarray(0, 65)).toEqual(unsigned.subarray(0, 65))
      expect(signed.subarray(129)).toEqual(unsigned.subarray(129))
      expect(signed.subarray(65, 129)).toEqual(base58.decode(answer.signature))
      expect(ed25519.verify(signed.subarray(65, 129), message, publicKey)).toBe(true)
      expect(ed25519.verify(signed.subarray(1, 65), message, payer)).toBe(true)
    }
    const details = shown[0]!.details
    expect(details).toContain(`Fee payer: ${base58.encode(payer)}`)
    expect(details).toContain(`Signers: ${base58.encode(payer)}, ${solanaAddress}`)
    expect(details).toContain(`Transfer 1.5 SOL from ${solanaAddress} to ${base58.encode(RECIPIENT)}`)
    expect(shown[0]!.title).toBe('Sign transaction')
  })

  it('solana_signAndSendTransaction signs and sends through the network’s RPC, answering the signature', async () => {
    const { publicKey, shown, rpc } = await signedIn()
    const unsigned = transferTransaction({ signers: [publicKey], from: 0, lamports: 1_000n })
    received.length = 0
    const { signature } = (await rpc('solana_signAndSendTransaction', {
      transaction: base64.encode(unsigned),
      sendOptions: { skipPreflight: true },
    })) as { signature: string }
    expect(received).toHaveLength(1)
    expect(base58.encode(received[0]!.subarray(1, 65))).toBe(signature)
    expect(ed25519.verify(base58.decode(signature), unsigned.subarray(65), publicKey)).toBe(true)
    expect(shown[0]!.title).toBe('Send transaction')
    expect(shown[0]!.details).toContain(`Network: solana:${NETWORK}`)
    expect(shown[0]!.details).toContain('Transfer 0.000001 SOL')
  })

  it('refuses another account, junk, a transaction it does not sign, a rejection and a network it cannot send on', async () => {
    const { solanaAddress, publicKey, rpc, codeOf, reject } = await signedIn()
    const other = base58.encode(RECIPIENT)
    const message = base58.encode(new TextEncoder().encode('hi'))
    expect(await codeOf(rpc('solana_signMessage', { message, pubkey: other }))).toBe('ACCOUNT_MISMATCH')
    expect(await codeOf(rpc('solana_signMessage', { message: '0OIl', pubkey: solanaAddress }))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('solana_signMessage', [message, solanaAddress]))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('solana_signTransaction', { transaction: 'AAAA' }))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('solana_signTransaction', { transaction: '!!' }))).toBe('INVALID_PAYLOAD')
    const truncated = transferTransaction({ signers: [publicKey], from: 0, lamports: 1n }).subarray(0, 100)
    expect(await codeOf(rpc('solana_signTransaction', { transaction: base64.encode(truncated) }))).toBe(
      'INVALID_PAYLOAD',
    )
    const notMine = transferTransaction({ signers: [RECIPIENT], from: 0, lamports: 1n })
    expect(await codeOf(rpc('solana_signTransaction', { transaction: base64.encode(notMine) }))).toBe(
      'ACCOUNT_MISMATCH',
    )

    received.length = 0
    reject()
    const mine = base64.encode(transferTransaction({ signers: [publicKey], from: 0, lamports: 1n }))
    expect(await codeOf(rpc('solana_signAndSendTransaction', { transaction: mine }))).toBe('USER_REJECTED')
    expect(await codeOf(rpc('solana_signMessage', { message, pubkey: solanaAddress }))).toBe('USER_REJECTED')
    expect(received).toHaveLength(0)

    const elsewhere = await signedIn('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const theirs = base64.encode(transferTransaction({ signers: [elsewhere.publicKey], from: 0, lamports: 1n }))
    expect(await elsewhere.codeOf(elsewhere.rpc('solana_signAndSendTransaction', { transaction: theirs }))).toBe(
      'CHAIN_NOT_CONFIGURED',
    )
  })
})
