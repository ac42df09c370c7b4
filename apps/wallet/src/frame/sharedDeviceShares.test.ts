import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, type DeviceShareRecord } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import { createFrameWallet } from './frameWallet.js'
import { RestoreCancelledError, type AskRecoveryCode } from './restoreView.js'
import type { SharedDeviceStore } from './sharedDeviceAccess.js'
import { withSharedDeviceShares } from './sharedDeviceShares.js'
import type { SharedDeviceView } from './sharedDeviceView.js'

// One device share for every site, on the real key code (seed, Shamir split, WebCrypto sealing): each
// site's frame has its own store (the browser partitions it, or keeps it in memory), and the host origin's
// first-party store is reached by the frame itself (the frame path) or from the user's click through the
// wallet window (here: the view's offer, answered by the test as the user would).
const EMAIL = 'alice@example.org'

const memoryHost = () => {
  let stored: StoredKeyShares | null = null
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => void (stored = shares),
    fetch: async () => stored,
  }
  return api
}

const hostStore = (): SharedDeviceStore => ({ ...createMemoryDeviceShareStore(), close: () => {} })

/** The offer as the user meets it: `keeps` holds what the user was offered to keep; `load` answers from `from`. */
const offers = (from?: SharedDeviceStore) => {
  const keeps: { accountId: string; record: DeviceShareRecord }[] = []
  let loads = 0
  const view: SharedDeviceView = {
    keep: (accountId, record) => void keeps.push({ accountId, record }),
    load: async (accountId, _signal, accept) => {
      loads += 1
      if (!from) return new Promise<void>(() => {})
      await accept((await from.get(accountId))!)
    },
  }
  return { view, keeps, loads: () => loads }
}

/** A user who cancels the restore panel at once (they have no recovery code at hand). */
const noCode: AskRecoveryCode = async () => {
  throw new RestoreCancelledError('cancelled')
}
/** A user who never answers the restore panel (the offer is what ends it). */
const waitsForever: AskRecoveryCode = (_email, _attempt, signal) =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new RestoreCancelledError('cancelled'))))

const site = ({
  api,
  shared,
  silent,
  ask = noCode,
  view = offers().view,
}: {
  api: KeyShareApi
  shared: SharedDeviceStore
  silent: boolean
  ask?: AskRecoveryCode
  view?: SharedDeviceView
}) => {
  const local = createMemoryDeviceShareStore()
  const store = withSharedDeviceShares({
    local,
    access: { silent: async () => (silent ? shared : undefined) },
    view,
    onError: (error) => {
      throw error
    },
  })
  return {
    local,
    wallet: createFrameWallet({ api, deviceStore: store.deviceStore, askRecoveryCode: store.askRecoveryCode(ask) }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('one device share for every site', () => {
  it('the frame path: a wallet made on one site opens on another with no click and no code', async () => {
    const api = memoryHost()
    const shared = hostStore()
    const first = site({ api, shared, silent: true })
    const address = await first.wallet.account({ email: EMAIL })
    await settle()
    expect(await shared.get(EMAIL)).not.toBeNull()
    const second = site({ api, shared, silent: true })
    expect(await second.wallet.account({ email: EMAIL })).toBe(address)
    // Copied into the second site's own store: the next visit there needs nothing.
    expect((await second.local.get(EMAIL))?.sealed).toBe((await shared.get(EMAIL))?.sealed)
  })

  it('without silent access the new share is offered to keep, and the host store is not written behind the user', async () => {
    const api = memoryHost()
    const shared = hostStore()
    const offer = offers()
    const first = site({ api, shared, silent: false, view: offer.view })
    await first.wallet.account({ email: EMAIL })
    await settle()
    expect(offer.keeps.map((keep) => keep.accountId)).toEqual([EMAIL])
    expect(await shared.get(EMAIL)).toBeNull()
  })

  it('the popup path: a site without the share takes it from the host store through the offer, not the code', async () => {
    const api = memoryHost()
    const shared = hostStore()
    const offer = offers()
    const first = site({ api, shared, silent: false, view: offer.view })
    const address = await first.wallet.account({ email: EMAIL })
    await settle()
    // The user pressed "Keep this wallet for every site": the wallet window wrote the share.
    await shared.put(EMAIL, offer.keeps[0]!.record)
    const loading = offers(shared)
    const second = site({ api, shared, silent: false, ask: waitsForever, view: loading.view })
    expect(await second.wallet.account({ email: EMAIL })).toBe(address)
    expect(loading.loads()).toBe(1)
  })

  it('with no share anywhere the restore panel decides as before (cancel: DEVICE_SHARE_MISSING)', async () => {
    const api = memoryHost()
    const first = site({ api, shared: hostStore(), silent: false })
    await first.wallet.account({ email: EMAIL })
    const second = site({ api, shared: hostStore(), silent: true })
    await expect(second.wallet.account({ email: EMAIL })).rejects.toMatchObject({ code: 'DEVICE_SHARE_MISSING' })
  })

  it('a stale share on one site is replaced by the newer one in the host store (a restore on a third site)', async () => {
    const api = memoryHost()
    const shared = hostStore()
    const first = site({ api, shared, silent: true })
    const address = await first.wallet.account({ email: EMAIL })
    await settle()
    const code = first.wallet.takeRecoveryCode()!
    // A second site with a share from before; then a third site with no share restores by code, which
    // splits the seed anew and writes the new share to the host store.
    const second = site({ api, shared, silent: true })
    await second.wallet.account({ email: EMAIL })
    const typesCode: AskRecoveryCode = (_email, attempt) => attempt(code)
    const third = site({ api, shared: hostStore(), silent: false, ask: typesCode })
    expect(await third.wallet.account({ email: EMAIL })).toBe(address)
    await shared.put(EMAIL, (await third.local.get(EMAIL))!)
    second.wallet.lock()
    expect(await second.wallet.account({ email: EMAIL })).toBe(address)
    expect((await second.local.get(EMAIL))?.sealed).toBe((await shared.get(EMAIL))?.sealed)
  })
})
