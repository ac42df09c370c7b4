import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { base64urlnopad } from '@scure/base'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, loadDeviceShare, type DeviceShareStore } from '../../keys/deviceShare.js'
import { DeviceShareMissingError, NotEnoughSharesError, ShareUnreadableError } from '../../keys/keyErrors.js'
import { createKeyShareApi } from '../../keys/keyShareApi.js'
import { createRecoveryCode, recoveryKeyFromCode, recoveryKeyFromPrf } from '../../keys/recoveryKey.js'
import { seedToMnemonic } from '../../keys/seed.js'
import { combineSeedShares } from '../../keys/seedShares.js'
import { createWalletKeys, restoreWalletKeys, unlockWalletKeys, type WalletKeysContext } from '../../keys/walletKeys.js'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTestHost, TEST_PUBLIC_URL, type TestHost } from '../../test/startTestHost.js'
import type { WalletClient } from '../../test/walletClient.js'
import { createAuthShareCipher } from './authShareCipher.js'

// The key split against the real host: PostgreSQL, an SMTP server for the login codes, the routes behind
// the origin check. The "operator" reads the database with its own connection and holds WALLET_KEK.
const SMTP_PORT = 46160
const KEK_HEX = 'a1'.repeat(32)
const KEK = new Uint8Array(Buffer.from(KEK_HEX, 'hex'))

let database: TestDatabase
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let next = 0
const freshEmail = () => `keys${++next}-${Date.now()}@example.org`

async function signIn(email: string): Promise<WalletClient> {
  const client = host.client()
  expect((await client.post('/api/email/request-code', { email })).status).toBe(200)
  const code = /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.subject)![1]!
  expect((await client.post('/api/email/verify-code', { email, code })).status).toBe(200)
  return client
}

/** The frame's view: the key code, calling the host like the frame page does (its origin, its cookie). */
function frameOf(client: WalletClient, email: string, deviceStore: DeviceShareStore): WalletKeysContext {
  const api = createKeyShareApi({
    baseUrl: host.base,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), origin: TEST_PUBLIC_URL, cookie: client.cookie ?? '' },
      }),
  })
  return { accountId: email, deviceStore, api }
}

async function userRow(email: string) {
  const { rows } = await admin.query(
    'SELECT k.*, u.id AS uid FROM wallet_key_shares k JOIN wallet_users u ON u.id = k.user_id WHERE u.email = $1',
    [email],
  )
  return rows[0] as { uid: string; auth_share: string; recovery_share: string; evm_address: string }
}

beforeAll(async () => {
  database = await createTestDatabase()
  admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  mailbox = createDevMailbox()
  await mailbox.listen(SMTP_PORT)
  host = await startTestHost({
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    DATABASE_URL: database.url,
    WALLET_KEK: KEK_HEX,
  })
})
afterAll(async () => {
  await host?.stop()
  await mailbox?.close()
  await admin?.end()
  await database?.drop()
})

describe('a wallet split between the device, the host and the recovery factor', () => {
  it('creates, unlocks with device + auth share, and restores on a new device to the same address', async () => {
    const email = freshEmail()
    const code = createRecoveryCode()
    const laptop = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    const created = await createWalletKeys(laptop, { kind: 'code', key: await recoveryKeyFromCode(code) })
    expect(created.evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const unlocked = await unlockWalletKeys(laptop)
    expect(unlocked).toEqual(created)

    // A new device: a fresh login and the recovery code.
    const phone = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    await expect(unlockWalletKeys(phone)).rejects.toThrow(DeviceShareMissingError)
    const restored = await restoreWalletKeys(phone, { kind: 'code', key: await recoveryKeyFromCode(code) })
    expect([restored.evmAddress, restored.solanaAddress]).toEqual([created.evmAddress, created.solanaAddress])
    expect(seedToMnemonic(restored.entropy)).toBe(seedToMnemonic(created.entropy))
    // The phone now has its own device share; the split was renewed, so the laptop's old share no longer fits.
    expect((await unlockWalletKeys(phone)).evmAddress).toBe(created.evmAddress)
    // (Its x-coordinate may even equal the new auth share's, 1 time in 255: then it is no second share at all.)
    const stale = await unlockWalletKeys(laptop).catch((error: { code: string }) => error.code)
    expect(['SEED_MISMATCH', 'NOT_ENOUGH_SHARES']).toContain(stale)
    // The recovery code still works after the renewal.
    const tablet = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    expect((await restoreWalletKeys(tablet, { kind: 'code', key: await recoveryKeyFromCode(code) })).evmAddress).toBe(
      created.evmAddress,
    )
  })

  it('restores with the passkey PRF output as the recovery factor', async () => {
    const email = freshEmail()
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const first = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    const created = await createWalletKeys(first, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) }, 32)
    expect(seedToMnemonic(created.entropy).split(' ')).toHaveLength(24)
    const second = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    const restored = await restoreWalletKeys(second, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })
    expect(restored.evmAddress).toBe(created.evmAddress)
  })

  it('the operator, with the database and WALLET_KEK, holds one share and cannot recover the key', async () => {
    const email = freshEmail()
    const laptop = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    const wallet = await createWalletKeys(laptop, {
      kind: 'code',
      key: await recoveryKeyFromCode(createRecoveryCode()),
    })
    const row = await userRow(email)
    const entropyB64 = base64urlnopad.encode(wallet.entropy)
    const entropyHex = Buffer.from(wallet.entropy).toString('hex')
    const { rows: allRows } = await admin.query('SELECT * FROM wallet_key_shares')
    const dump = JSON.stringify(allRows)
    expect(dump).not.toContain(entropyB64)
    expect(dump).not.toContain(entropyHex)

    // With the KEK the operator opens the auth share: one share, which alone does not combine.
    const authShare = createAuthShareCipher(KEK).open(row.uid, row.auth_share)
    await expect(combineSeedShares([authShare])).rejects.toThrow(NotEnoughSharesError)
    // Nor is the share the seed in disguise (as it would be with a threshold of 1).
    expect(authShare.subarray(0, -1)).not.toEqual(wallet.entropy)
    // The recovery share is sealed under a key the host never saw: it does not open with what the host holds.
    const recoveryBytes = base64urlnopad.decode(row.recovery_share)
    await expect(combineSeedShares([authShare, recoveryBytes])).rejects.toMatchObject({ code: 'INVALID_SHARE' })
    // The operator can also sign in as the user (it sends the codes): a new session yields the same one share.
    const asOperator = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    await expect(unlockWalletKeys(asOperator)).rejects.toThrow(DeviceShareMissingError)
    await expect(
      restoreWalletKeys(asOperator, { kind: 'code', key: await recoveryKeyFromCode(createRecoveryCode()) }),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE', params: { share: 'recovery' } })
    // Control: the same auth share with the device's share does give the seed.
    const deviceShare = await loadDeviceShare(laptop.deviceStore, email)
    expect(await combineSeedShares([authShare, deviceShare])).toEqual(wallet.entropy)
  })

  it('a stolen session cookie without the device share or the recovery factor cannot recover, nor replace the shares', async () => {
    const email = freshEmail()
    const victim = await signIn(email)
    const wallet = await createWalletKeys(frameOf(victim, email, createMemoryDeviceShareStore()), {
      kind: 'code',
      key: await recoveryKeyFromCode(createRecoveryCode()),
    })
    const thief = host.client()
    thief.cookie = victim.cookie
    const stolen = frameOf(thief, email, createMemoryDeviceShareStore())
    await expect(unlockWalletKeys(stolen)).rejects.toThrow(DeviceShareMissingError)
    await expect(
      restoreWalletKeys(stolen, { kind: 'code', key: await recoveryKeyFromCode(createRecoveryCode()) }),
    ).rejects.toThrow(ShareUnreadableError)
    // Replacing the user's shares with the thief's own wallet needs the seed's proof.
    await expect(
      createWalletKeys(stolen, { kind: 'code', key: await recoveryKeyFromCode(createRecoveryCode()) }),
    ).rejects.toMatchObject({ code: 'KEY_API_FAILED', params: { status: 409, code: 'KEY_SHARES_PROOF_INVALID' } })
    expect((await userRow(email)).evm_address).toBe(wallet.evmAddress)
  })
})

describe('the auth-share routes', () => {
  const validBody = async () => {
    const email = freshEmail()
    const client = await signIn(email)
    await createWalletKeys(frameOf(client, email, createMemoryDeviceShareStore()), {
      kind: 'code',
      key: await recoveryKeyFromCode(createRecoveryCode()),
    })
    return { email, client }
  }

  it('answer 401 without a session, and with a forged or signed-out one', async () => {
    const anonymous = host.client()
    for (const route of ['/api/keys/fetch', '/api/keys/store']) {
      const answer = await anonymous.post(route, {})
      expect([answer.status, answer.body]).toEqual([
        401,
        { error: { code: 'NOT_SIGNED_IN', message: 'Not signed in' } },
      ])
    }
    const forged = host.client()
    forged.cookie = 'wallet_session=Fe26.2*1*forged'
    expect((await forged.post('/api/keys/fetch', {})).status).toBe(401)
    const { client } = await validBody()
    const copy = host.client()
    copy.cookie = client.cookie
    await client.post('/api/sign-out', {})
    expect((await copy.post('/api/keys/fetch', {})).status).toBe(401)
  })

  it("give each session its own user's shares, never another user's", async () => {
    const alice = await validBody()
    const bob = await validBody()
    const aliceShares = (await alice.client.post('/api/keys/fetch', {})).body.shares as { authShare: string }
    const bobShares = (await bob.client.post('/api/keys/fetch', {})).body.shares as { authShare: string }
    expect(aliceShares.authShare).not.toBe(bobShares.authShare)
    const carol = await signIn(freshEmail())
    expect((await carol.post('/api/keys/fetch', {})).body).toEqual({ shares: null })
    // The body cannot name another account: the session alone decides.
    const asked = await carol.post('/api/keys/fetch', { email: alice.email })
    expect([asked.status, asked.body.error?.code]).toEqual([400, 'INVALID_REQUEST'])
    // Alice's row moved to Bob by someone with database access does not open for Bob.
    const aliceRow = await userRow(alice.email)
    const bobRow = await userRow(bob.email)
    await admin.query('UPDATE wallet_key_shares SET auth_share = $1 WHERE user_id = $2', [
      aliceRow.auth_share,
      bobRow.uid,
    ])
    const moved = await bob.client.post('/api/keys/fetch', {})
    expect([moved.status, moved.body]).toEqual([
      500,
      { error: { code: 'AUTH_SHARE_UNREADABLE', message: 'The stored auth share cannot be decrypted' } },
    ])
  })

  it('refuse a tampered auth share at rest with a typed error, and release nothing', async () => {
    const { email, client } = await validBody()
    const row = await userRow(email)
    const bytes = Buffer.from(row.auth_share, 'base64url')
    bytes[bytes.length - 1]! ^= 0x01
    await admin.query('UPDATE wallet_key_shares SET auth_share = $1 WHERE user_id = $2', [
      bytes.toString('base64url'),
      row.uid,
    ])
    const answer = await client.post('/api/keys/fetch', {})
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({
      error: { code: 'AUTH_SHARE_UNREADABLE', message: 'The stored auth share cannot be decrypted' },
    })
  })

  it('a recovery share changed at rest is refused by the frame with a typed error', async () => {
    const email = freshEmail()
    const code = createRecoveryCode()
    await createWalletKeys(frameOf(await signIn(email), email, createMemoryDeviceShareStore()), {
      kind: 'code',
      key: await recoveryKeyFromCode(code),
    })
    const row = await userRow(email)
    const bytes = Buffer.from(row.recovery_share, 'base64url')
    bytes[20]! ^= 0x01
    await admin.query('UPDATE wallet_key_shares SET recovery_share = $1 WHERE user_id = $2', [
      bytes.toString('base64url'),
      row.uid,
    ])
    const newDevice = frameOf(await signIn(email), email, createMemoryDeviceShareStore())
    await expect(
      restoreWalletKeys(newDevice, { kind: 'code', key: await recoveryKeyFromCode(code) }),
    ).rejects.toMatchObject({
      code: 'SHARE_UNREADABLE',
      message: 'The recovery share cannot be decrypted',
      params: { share: 'recovery' },
    })
    expect(await newDevice.deviceStore.get(email)).toBeNull()
  })

  it('refuse an oversized body, oversized fields, and a call from another origin (CSRF)', async () => {
    const { client } = await validBody()
    const big = await client.post('/api/keys/store', JSON.stringify({ authShare: 'A'.repeat(20_000) }))
    expect([big.status, big.body.error?.code]).toEqual([413, 'BODY_TOO_LARGE'])
    const shares = (await client.post('/api/keys/fetch', {})).body.shares as Record<string, string>
    const longShare = await client.post('/api/keys/store', {
      ...shares,
      authShare: Buffer.alloc(64).toString('base64url'),
      proof: Buffer.alloc(32).toString('base64url'),
    })
    expect([longShare.status, longShare.body.error]).toEqual([
      400,
      { code: 'INVALID_REQUEST', message: 'authShare: must encode 17 to 33 bytes' },
    ])
    for (const origin of ['http://localhost:46100', 'http://evil.example', 'null']) {
      const forged = await client.post('/api/keys/fetch', {}, { origin })
      expect([forged.status, forged.body.error?.code]).toEqual([403, 'ORIGIN_MISMATCH'])
    }
  })

  it('answer 503 KEYS_NOT_CONFIGURED on a host without WALLET_KEK, before any session or database work', async () => {
    const withoutKek = await startTestHost({ SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`, DATABASE_URL: database.url })
    try {
      const answer = await withoutKek.client().post('/api/keys/fetch', {})
      expect([answer.status, answer.body]).toEqual([
        503,
        { error: { code: 'KEYS_NOT_CONFIGURED', message: 'Key storage is not configured on this host' } },
      ])
    } finally {
      await withoutKek.stop()
    }
  })
})
