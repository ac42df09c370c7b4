import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import { recoveryKeyFromCode, recoveryKeyFromPrf } from '../keys/recoveryKey.js'
import { restoreWalletKeys } from '../keys/walletKeys.js'
import type { FrameHostError } from './frameHostErrors.js'
import { createFrameWallet } from './frameWallet.js'

// The frame wallet's passkey path on the real key code (seed, Shamir split, WebCrypto sealing), the host's
// key routes kept in memory (tested on the real host in keyShares.test.ts and recoveryFactors.test.ts): a
// passkey's PRF key is added beside the recovery code, and on a new device either restores the wallet.
const memoryHost = () => {
  let stored: StoredKeyShares | null = null
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => {
      stored = shares
    },
    fetch: async () => stored,
  }
  return { api, stored: () => stored }
}

const EMAIL = 'alice@example.org'
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: FrameHostError) => error.code,
  )

describe('the frame wallet with a passkey', () => {
  it('adds the PRF key beside the recovery code; a new device restores with either', async () => {
    const host = memoryHost()
    const laptopStore = createMemoryDeviceShareStore()
    const laptop = createFrameWallet({ api: host.api, deviceStore: laptopStore })
    const address = await laptop.account({ email: EMAIL })
    const code = laptop.takeRecoveryCode()!
    expect(host.stored()?.recoveryKind).toBe('code')

    const prf = crypto.getRandomValues(new Uint8Array(32))
    expect(await laptop.protectWithPasskey(EMAIL, await recoveryKeyFromPrf(prf))).toBe(true)
    expect(host.stored()).toMatchObject({ recoveryKind: 'passkey', evmAddress: address })
    expect(Object.keys(host.stored()!.recoveryKeys!).sort()).toEqual(['code', 'passkey'])
    // The laptop's device share still fits: after a reload it still unlocks.
    const reloaded = createFrameWallet({ api: host.api, deviceStore: laptopStore })
    expect(await reloaded.account({ email: EMAIL })).toBe(address)
    // A device with neither its share nor the passkey's key gets nowhere.
    const stranger = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
    expect(await codeOf(stranger.account({ email: EMAIL }))).toBe('DEVICE_SHARE_MISSING')

    // A new device: without the passkey's key, nothing; with it, the same address.
    const phone = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
    phone.usePasskeyRecovery(EMAIL, await recoveryKeyFromPrf(crypto.getRandomValues(new Uint8Array(32))))
    expect(await codeOf(phone.account({ email: EMAIL }))).toBe('SHARE_UNREADABLE')
    phone.lock()
    phone.usePasskeyRecovery(EMAIL, await recoveryKeyFromPrf(prf))
    expect(await phone.account({ email: EMAIL })).toBe(address)

    // The code shown at creation still restores, also after the passkey's restore renewed the split.
    const context = { accountId: EMAIL, deviceStore: createMemoryDeviceShareStore(), api: host.api }
    expect((await restoreWalletKeys(context, { kind: 'code', key: await recoveryKeyFromCode(code) })).evmAddress).toBe(
      address,
    )
  })

  it('a passkey key for another email is not used, and a signed-out wallet cannot be resealed', async () => {
    const host = memoryHost()
    const laptop = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
    await laptop.account({ email: EMAIL })
    const prf = await recoveryKeyFromPrf(crypto.getRandomValues(new Uint8Array(32)))
    await laptop.protectWithPasskey(EMAIL, prf)
    const phone = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() })
    phone.usePasskeyRecovery('bob@example.org', prf)
    expect(await codeOf(phone.account({ email: EMAIL }))).toBe('DEVICE_SHARE_MISSING')
    laptop.lock()
    expect(await codeOf(laptop.protectWithPasskey(EMAIL, prf))).toBe('NOT_SIGNED_IN')
  })
})
