import { describe, expect, it } from 'vitest'
import { loadDeviceShare, saveDeviceShare } from '../keys/deviceShare.js'
import { openFrameDeviceStore, type DeviceStoreKind } from './openFrameDeviceStore.js'

// The frame's choice of a place for the device share when the browser refuses or never answers its storage.
describe('openFrameDeviceStore', () => {
  const roundTrip = async (indexedDB: IDBFactory) => {
    const kinds: DeviceStoreKind[] = []
    const store = openFrameDeviceStore({ indexedDB, timeoutMs: 100, onKind: (kind) => kinds.push(kind) })
    const share = Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17])
    await saveDeviceShare(store, 'alice@example.org', share)
    expect(await loadDeviceShare(store, 'alice@example.org')).toEqual(share)
    return kinds
  }

  it('keeps the share in memory when the browser refuses the frame its IndexedDB', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'UnknownError')
      },
    } as unknown as IDBFactory
    expect(await roundTrip(refusing)).toEqual(['memory'])
  })

  it('keeps the share in memory when IndexedDB never answers, instead of waiting for ever', async () => {
    const silent = { open: () => ({}) } as unknown as IDBFactory
    expect(await roundTrip(silent)).toEqual(['memory'])
  })
})
