import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, type DeviceShareStore } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import { FrameHostError } from './frameHostErrors.js'
import { createFrameWallet } from './frameWallet.js'
import { RestoreCancelledError, type AskRecoveryCode } from './restoreView.js'

// A returning user on a device without its key share restores in the frame with the recovery code: real key
// code (seed, Shamir split, WebCrypto sealing), the host's two key routes in memory. `typed` stands in for
// what the user types into the "Restore with recovery code" panel, one entry per attempt.
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
  return { api, stores: () => stores, stored: () => stored }
}

const EMAIL = 'alice@example.org'

/** A user who types `typed` in turn; each failed attempt's message is kept, as the panel shows it. */
const user = (typed: (string | 'cancel')[]) => {
  const messages: string[] = []
  let asked = 0
  const askRecoveryCode: AskRecoveryCode = async (email, attempt) => {
    asked += 1
    expect(email).toBe(EMAIL)
    for (const entry of typed) {
      if (entry === 'cancel') throw new RestoreCancelledError('cancelled')
      try {
        return await attempt(entry)
      } catch (error) {
        messages.push((error as Error).message)
      }
    }
    throw new RestoreCancelledError('timeout')
  }
  return { askRecoveryCode, messages, asked: () => asked }
}

/** A user with a wallet made on a first device: its address and recovery code. */
const existingWallet = async () => {
  const host = memoryHost()
  const firstDevice = createMemoryDeviceShareStore()
  const wallet = createFrameWallet({ api: host.api, deviceStore: firstDevice })
  const address = (await wallet.account({ email: EMAIL }))!
  const code = wallet.takeRecoveryCode()!
  return { host, firstDevice, address, code }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: FrameHostError) => error.code,
  )

describe('restore with the recovery code in the frame', () => {
  it('a new device restores the same address with the code after a wrong one, stores a new share, and unlocks without the code next time', async () => {
    const { host, address, code } = await existingWallet()
    const newDevice: DeviceShareStore = createMemoryDeviceShareStore()
    const typing = user(['AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AAAA', 'not a code', code.toLowerCase()])
    const wallet = createFrameWallet({ api: host.api, deviceStore: newDevice, askRecoveryCode: typing.askRecoveryCode })
    expect(await newDevice.get(EMAIL)).toBeNull()

    expect(await wallet.account({ email: EMAIL })).toBe(address)
    expect(typing.messages).toEqual(['The recovery share cannot be decrypted', 'The recovery code is not valid'])
    expect(wallet.unlocked(EMAIL)?.evm.address).toBe(address)
    expect(wallet.takeRecoveryCode()).toBeUndefined()
    // The restore split the seed anew: this device holds a share of the new split, the host the rest.
    expect(await newDevice.get(EMAIL)).not.toBeNull()
    expect(host.stores()).toBe(2)

    // After a reload (a new frame wallet on the same storage) the device share and the auth share unlock.
    const again = user([])
    const reloaded = createFrameWallet({
      api: host.api,
      deviceStore: newDevice,
      askRecoveryCode: again.askRecoveryCode,
    })
    expect(await reloaded.account({ email: EMAIL })).toBe(address)
    expect(again.asked()).toBe(0)
    expect(host.stores()).toBe(2)
  })

  it('the first device, whose share no longer fits after that restore, is asked for the code and restores too', async () => {
    const { host, firstDevice, address, code } = await existingWallet()
    await createFrameWallet({
      api: host.api,
      deviceStore: createMemoryDeviceShareStore(),
      askRecoveryCode: user([code]).askRecoveryCode,
    }).account({ email: EMAIL })

    const stale = createFrameWallet({ api: host.api, deviceStore: firstDevice })
    expect(await codeOf(stale.account({ email: EMAIL }))).toBe('SEED_MISMATCH')
    const typing = user([code])
    const wallet = createFrameWallet({
      api: host.api,
      deviceStore: firstDevice,
      askRecoveryCode: typing.askRecoveryCode,
    })
    expect(await wallet.account({ email: EMAIL })).toBe(address)
    expect(typing.asked()).toBe(1)
  })

  it('a cancelled restore answers DEVICE_SHARE_MISSING and changes nothing on the host or the device', async () => {
    const { host, code } = await existingWallet()
    const before = host.stored()
    const newDevice = createMemoryDeviceShareStore()
    const wallet = createFrameWallet({
      api: host.api,
      deviceStore: newDevice,
      askRecoveryCode: user(['cancel']).askRecoveryCode,
    })
    const error = await wallet.account({ email: EMAIL }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FrameHostError)
    expect(error).toMatchObject({
      code: 'DEVICE_SHARE_MISSING',
      message: 'This device holds no key share for this account: restore it with the recovery code',
    })
    expect(host.stored()).toBe(before)
    expect(await newDevice.get(EMAIL)).toBeNull()
    expect(wallet.unlocked(EMAIL)).toBeUndefined()
    // Asked again on the next login, and then restored.
    const retry = createFrameWallet({
      api: host.api,
      deviceStore: newDevice,
      askRecoveryCode: user([code]).askRecoveryCode,
    })
    expect(await codeOf(retry.account({ email: EMAIL }))).toBe('resolved')
  })

  it('a panel left unanswered gives up with a clear error, not a login that waits for ever', async () => {
    const { host } = await existingWallet()
    const wallet = createFrameWallet({
      api: host.api,
      deviceStore: createMemoryDeviceShareStore(),
      askRecoveryCode: user([]).askRecoveryCode,
    })
    await expect(wallet.account({ email: EMAIL })).rejects.toThrow(
      'The wallet was not restored in time: sign in again to restore it with the recovery code',
    )
  })

  it('without a restore panel, or for a wallet whose recovery is a passkey, the device gets DEVICE_SHARE_MISSING and no code is asked', async () => {
    const { host } = await existingWallet()
    expect(
      await codeOf(
        createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore() }).account({ email: EMAIL }),
      ),
    ).toBe('DEVICE_SHARE_MISSING')
    const passkeyHost: KeyShareApi = {
      store: host.api.store,
      // Its one recovery factor a passkey: only the passkey's sealed recovery key is kept.
      fetch: async () => ({
        ...host.stored()!,
        recoveryKind: 'passkey',
        recoveryKeys: { passkey: host.stored()!.recoveryKeys!.code! },
      }),
    }
    const typing = user([])
    const wallet = createFrameWallet({
      api: passkeyHost,
      deviceStore: createMemoryDeviceShareStore(),
      askRecoveryCode: typing.askRecoveryCode,
    })
    expect(await codeOf(wallet.account({ email: EMAIL }))).toBe('DEVICE_SHARE_MISSING')
    expect(typing.asked()).toBe(0)
  })

  it('a sign-out while the panel waits closes it: the login ends with DEVICE_SHARE_MISSING, and the next login asks afresh', async () => {
    const { host } = await existingWallet()
    const signals: AbortSignal[] = []
    const askRecoveryCode: AskRecoveryCode = (_email, _attempt, signal) =>
      new Promise((_resolve, reject) => {
        signals.push(signal!)
        signal!.addEventListener('abort', () => reject(new RestoreCancelledError('cancelled')))
      })
    const wallet = createFrameWallet({ api: host.api, deviceStore: createMemoryDeviceShareStore(), askRecoveryCode })
    const opening = codeOf(wallet.account({ email: EMAIL }))
    await expect.poll(() => signals.length).toBe(1)
    wallet.lock()
    expect(await opening).toBe('DEVICE_SHARE_MISSING')
    expect(signals[0]!.aborted).toBe(true)
    void wallet.account({ email: EMAIL }).catch(() => undefined)
    await expect.poll(() => signals.length).toBe(2)
    expect(signals[1]!.aborted).toBe(false)
    wallet.lock()
  })

  it('a quiet unlock (IS_CONNECTED, as the modal asks at start-up) never opens the panel; the next login does', async () => {
    const { host, address, code } = await existingWallet()
    const typing = user([code])
    const wallet = createFrameWallet({
      api: host.api,
      deviceStore: createMemoryDeviceShareStore(),
      askRecoveryCode: typing.askRecoveryCode,
    })
    expect(await codeOf(wallet.account({ email: EMAIL }, { quiet: true }))).toBe('DEVICE_SHARE_MISSING')
    expect(typing.asked()).toBe(0)
    // A login while a quiet unlock is under way waits for it, then asks.
    const quiet = codeOf(wallet.account({ email: EMAIL }, { quiet: true }))
    expect(await wallet.account({ email: EMAIL })).toBe(address)
    expect(await quiet).toBe('DEVICE_SHARE_MISSING')
    expect(typing.asked()).toBe(1)
    // Unlocked now: the quiet question answers the address.
    expect(await wallet.account({ email: EMAIL }, { quiet: true })).toBe(address)
  })
})
