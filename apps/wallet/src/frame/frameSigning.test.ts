import { verifyMessage, verifyTypedData, type TypedDataDefinition } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import { recoveryKeyFromCode } from '../keys/recoveryKey.js'
import { restoreWalletKeys } from '../keys/walletKeys.js'
import { FrameHostError } from './frameHostErrors.js'
import { createFrameWallet } from './frameWallet.js'
import { handleRpcRequest, type SignatureRequest } from './handleRpcRequest.js'

// The frame's wallet and signer on the real key code (seed, Shamir split, WebCrypto sealing) with the host's
// two key routes kept in memory (the routes themselves are tested on the real host in keyShares.test.ts).
const memoryHost = () => {
  let stored: StoredKeyShares | null = null
  let stores = 0
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => {
      stores += 1
      stored = shares
    },
    fetch: async () => stored,
  }
  return { api, stores: () => stores }
}

const ORIGIN = 'http://127.0.0.1:3000'
const EMAIL = 'alice@example.org'

const signedIn = async () => {
  const host = memoryHost()
  const wallet = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
  const address = (await wallet.account({ email: EMAIL }))!
  const shown: SignatureRequest[] = []
  let answer = true
  const services = {
    wallet,
    origin: ORIGIN,
    confirm: async (request: SignatureRequest) => (shown.push(request), answer),
  }
  const session = { chainId: 1337, email: EMAIL, address }
  const rpc = (method: string, params: unknown[]) => handleRpcRequest({ method, params }, session, services)
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: FrameHostError) => error.code,
    )
  return { address, wallet, shown, rpc, codeOf, reject: () => (answer = false) }
}

const MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Agentry', chainId: 1337 },
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'Hello, Bob' },
} as const

describe('the frame wallet', () => {
  it('creates a wallet for a new user once, gives its recovery code once, and unlocks it again from the device share', async () => {
    const host = memoryHost()
    const deviceStore = createMemoryDeviceShareStore()
    const wallet = createFrameWallet({ api: host.api, deviceStore })
    // Two requests at once (GET_USER and IS_CONNECTED) make one wallet, not two.
    const [first, second] = await Promise.all([wallet.account({ email: EMAIL }), wallet.account({ email: EMAIL })])
    expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(second).toBe(first)
    expect(host.stores()).toBe(1)
    const code = wallet.takeRecoveryCode()
    expect(code).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    expect(wallet.takeRecoveryCode()).toBeUndefined()
    expect(wallet.unlocked(EMAIL)?.evm.address).toBe(first)
    expect(wallet.unlocked('mallory@example.org')).toBeUndefined()

    // A reload: a new frame on the same device unlocks the same account, and creates nothing.
    const reloaded = createFrameWallet({ api: host.api, deviceStore })
    expect(await reloaded.account({ email: EMAIL })).toBe(first)
    expect(host.stores()).toBe(1)
    expect(reloaded.takeRecoveryCode()).toBeUndefined()
    reloaded.lock()
    expect(reloaded.unlocked(EMAIL)).toBeUndefined()

    // Another device, without its share: a typed error, and the host's shares are left alone.
    const other = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
    const error = await other.account({ email: EMAIL }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameHostError)
    expect(error).toMatchObject({ code: 'DEVICE_SHARE_MISSING' })
    expect(host.stores()).toBe(1)
    // The code the frame showed is the wallet's recovery factor: it restores the same account there.
    const restored = await restoreWalletKeys(
      { accountId: EMAIL, deviceStore: createMemoryDeviceShareStore(), api: host.api },
      { kind: 'code', key: await recoveryKeyFromCode(code!) },
    )
    expect(restored.evmAddress).toBe(first)
  })
})

describe('signing in the frame', () => {
  it('personal_sign: shows the decoded message, signs only after approval, with the account’s key', async () => {
    const { address, shown, rpc } = await signedIn()
    const text = 'Sign in to Agentry\nNonce: 42'
    const hex = `0x${Buffer.from(text).toString('hex')}` as const
    const signature = (await rpc('personal_sign', [hex, address.toLowerCase()])) as `0x${string}`
    expect(shown).toEqual([{ title: 'Sign message', origin: ORIGIN, address, details: text }])
    expect(await verifyMessage({ address, message: text, signature })).toBe(true)
    // A plain string is signed as it is; bytes that are not text are shown as hex.
    const plain = (await rpc('personal_sign', ['hello', address])) as `0x${string}`
    expect(await verifyMessage({ address, message: 'hello', signature: plain })).toBe(true)
    await rpc('personal_sign', ['0x00ff01', address])
    expect(shown[2]?.details).toBe('0x00ff01')
  })

  it('eth_signTypedData_v4: shows the domain and message, and the signature verifies as EIP-712', async () => {
    const { address, shown, rpc } = await signedIn()
    const signature = (await rpc('eth_signTypedData_v4', [address, JSON.stringify(MAIL)])) as `0x${string}`
    expect(shown[0]?.title).toBe('Sign typed data')
    expect(shown[0]?.details).toContain('"contents": "Hello, Bob"')
    expect(shown[0]?.details).toContain('"name": "Agentry"')
    expect(await verifyTypedData({ address, ...(MAIL as unknown as TypedDataDefinition), signature })).toBe(true)
  })

  it('refuses a rejection, another account, a method it does not offer, and a signed-out frame, with typed errors', async () => {
    const { address, rpc, codeOf, reject, wallet } = await signedIn()
    expect(await codeOf(rpc('personal_sign', ['hello', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']))).toBe(
      'ACCOUNT_MISMATCH',
    )
    expect(await codeOf(rpc('personal_sign', [42, address]))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('eth_signTypedData_v4', [address, '{not json']))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('eth_sign', [address, '0x00']))).toBe('METHOD_NOT_SUPPORTED')
    reject()
    expect(await codeOf(rpc('personal_sign', ['hello', address]))).toBe('USER_REJECTED')
    wallet.lock()
    expect(await codeOf(rpc('personal_sign', ['hello', address]))).toBe('NOT_SIGNED_IN')
  })
})
