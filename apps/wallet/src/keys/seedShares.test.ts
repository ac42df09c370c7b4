import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, loadDeviceShare, saveDeviceShare } from './deviceShare.js'
import { deriveEvmAccount } from './deriveEvmAccount.js'
import { DeviceShareMissingError, InvalidShareError, NotEnoughSharesError, ShareUnreadableError } from './keyErrors.js'
import { createRecoveryCode, recoveryKeyFromCode, recoveryKeyFromPrf } from './recoveryKey.js'
import { openSealedBytes, sealBytes } from './sealBytes.js'
import { createSeedEntropy } from './seed.js'
import { combineSeedShares, splitSeed } from './seedShares.js'

const flipByte = (sealed: string, index: number) => {
  const bytes = base64urlnopad.decode(sealed)
  bytes[index]! ^= 0x01
  return base64urlnopad.encode(bytes)
}

describe('the 2-of-3 split of the seed', () => {
  it('restores the seed from any two shares, for 16- and 32-byte seeds', async () => {
    for (const strength of [16, 32] as const) {
      const entropy = createSeedEntropy(strength)
      const { device, auth, recovery } = await splitSeed(entropy)
      expect(device).toHaveLength(strength + 1)
      for (const pair of [
        [device, auth],
        [auth, recovery],
        [recovery, device],
      ])
        expect(await combineSeedShares(pair)).toEqual(entropy)
    }
  })

  it('refuses one share, or one share twice: a device share alone cannot give the seed', async () => {
    const entropy = createSeedEntropy(16)
    const { device } = await splitSeed(entropy)
    expect(device.subarray(0, -1)).not.toEqual(entropy)
    await expect(combineSeedShares([device])).rejects.toThrow(NotEnoughSharesError)
    await expect(combineSeedShares([device, device])).rejects.toMatchObject({
      code: 'NOT_ENOUGH_SHARES',
      message: 'Two different key shares are needed, 1 given',
      params: { given: 1 },
    })
    await expect(combineSeedShares([device, new Uint8Array(5)])).rejects.toThrow(InvalidShareError)
  })

  it('a share of another split does not restore the seed', async () => {
    const entropy = createSeedEntropy(16)
    const first = await splitSeed(entropy)
    // Shares carry random x-coordinates: take a second split whose auth share sits elsewhere than the first's device share.
    let second = await splitSeed(entropy)
    while (second.auth.at(-1) === first.device.at(-1)) second = await splitSeed(entropy)
    const mixed = await combineSeedShares([first.device, second.auth])
    expect(mixed).not.toEqual(entropy)
    expect((await deriveEvmAccount(mixed)).address).not.toBe((await deriveEvmAccount(entropy)).address)
  })
})

describe('the device share, sealed under a non-extractable WebCrypto key', () => {
  it('opens on its device, its key cannot be exported, and it is bound to its account', async () => {
    const store = createMemoryDeviceShareStore()
    const share = (await splitSeed(createSeedEntropy(16))).device
    await saveDeviceShare(store, 'alice@example.org', share)
    expect(await loadDeviceShare(store, 'alice@example.org')).toEqual(share)

    const record = (await store.get('alice@example.org'))!
    expect(record.key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', record.key)).rejects.toThrow()
    expect(record.sealed).not.toContain(base64urlnopad.encode(share))

    // Copied under another account's name, it does not open (the account is the additional data).
    await store.put('mallory@example.org', record)
    await expect(loadDeviceShare(store, 'mallory@example.org')).rejects.toThrow(ShareUnreadableError)
    await expect(loadDeviceShare(store, 'bob@example.org')).rejects.toThrow(DeviceShareMissingError)
  })

  it('refuses a tampered ciphertext, iv or version with a typed error', async () => {
    const store = createMemoryDeviceShareStore()
    await saveDeviceShare(store, 'a@example.org', (await splitSeed(createSeedEntropy(16))).device)
    const record = (await store.get('a@example.org'))!
    for (const index of [0, 5, 20, 40]) {
      await store.put('a@example.org', { ...record, sealed: flipByte(record.sealed, index) })
      await expect(loadDeviceShare(store, 'a@example.org')).rejects.toMatchObject({
        code: 'SHARE_UNREADABLE',
        message: 'The device share cannot be decrypted',
        params: { share: 'device' },
      })
    }
    await store.put('a@example.org', { ...record, sealed: record.sealed.slice(0, 20) })
    await expect(loadDeviceShare(store, 'a@example.org')).rejects.toThrow(ShareUnreadableError)
  })
})

describe('the recovery key, from a passkey PRF output or a recovery code (HKDF to AES-GCM)', () => {
  it('opens with the same code however it is typed, and not with another code or the PRF of another passkey', async () => {
    const code = createRecoveryCode()
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
    const share = (await splitSeed(createSeedEntropy(16))).recovery
    const sealed = await sealBytes(await recoveryKeyFromCode(code), share, 'ctx')

    const typed = code.toLowerCase().replace(/-/g, ' ')
    expect(await openSealedBytes(await recoveryKeyFromCode(typed), sealed, 'ctx', 'recovery')).toEqual(share)
    await expect(
      openSealedBytes(await recoveryKeyFromCode(createRecoveryCode()), sealed, 'ctx', 'recovery'),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE', message: 'The recovery share cannot be decrypted' })
    await expect(recoveryKeyFromCode('1234-5678')).rejects.toMatchObject({ code: 'INVALID_RECOVERY_CODE' })

    await expect(recoveryKeyFromPrf(new Uint8Array(16))).rejects.toMatchObject({
      code: 'INVALID_PRF_OUTPUT',
      message: 'The passkey did not give a usable PRF output',
      params: { length: 16 },
    })
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const byPasskey = await sealBytes(await recoveryKeyFromPrf(prf), share, 'ctx')
    expect(await openSealedBytes(await recoveryKeyFromPrf(prf.slice()), byPasskey, 'ctx', 'recovery')).toEqual(share)
    const otherPrf = crypto.getRandomValues(new Uint8Array(32))
    await expect(openSealedBytes(await recoveryKeyFromPrf(otherPrf), byPasskey, 'ctx', 'recovery')).rejects.toThrow(
      ShareUnreadableError,
    )
    // A code's key and a passkey's key never coincide, even from the same bytes (HKDF info differs).
    await expect(openSealedBytes(await recoveryKeyFromPrf(prf), sealed, 'ctx', 'recovery')).rejects.toThrow(
      ShareUnreadableError,
    )
  })
})
