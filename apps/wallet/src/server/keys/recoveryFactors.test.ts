import { createTestDatabase, type TestDatabase } from '@agentry/test-utils/postgres'
import { base64urlnopad } from '@scure/base'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore, saveDeviceShare, type DeviceShareStore } from '../../keys/deviceShare.js'
import { createKeyShareApi } from '../../keys/keyShareApi.js'
import { createRecoveryCode, recoveryKeyFromCode, recoveryKeyFromPrf } from '../../keys/recoveryKey.js'
import { openSealedBytes, sealBytes } from '../../keys/sealBytes.js'
import { createSeedEntropy } from '../../keys/seed.js'
import { combineSeedShares, splitSeed } from '../../keys/seedShares.js'
import {
  addRecoveryFactor,
  createWalletKeys,
  recoveryFactors,
  restoreWalletKeys,
  rotationProof,
  unlockWalletKeys,
  type WalletKeysContext,
} from '../../keys/walletKeys.js'
import { importWalletRecoveryKey, walletRecoveryKeyBytes } from '../../keys/walletRecoveryKey.js'
import { deriveEvmAccount } from '../../keys/deriveEvmAccount.js'
import { deriveSolanaAccount } from '../../keys/deriveSolanaAccount.js'
import { createDevMailbox, type DevMailbox } from '../mail/createDevMailbox.js'
import { startTestHost, TEST_PUBLIC_URL, type TestHost } from '../../test/startTestHost.js'
import type { WalletClient } from '../../test/walletClient.js'
import { createAuthShareCipher } from './authShareCipher.js'

// A PRF passkey adds to the recovery code (migration 5), against the real host: PostgreSQL, an SMTP server
// for the login codes, the key routes behind the origin check. The "operator" reads the database with its
// own connection and holds WALLET_KEK.
const SMTP_PORT = 46193
const KEK_HEX = 'b2'.repeat(32)
const KEK = new Uint8Array(Buffer.from(KEK_HEX, 'hex'))

let database: TestDatabase
let admin: pg.Client
let mailbox: DevMailbox
let host: TestHost
let next = 0
const freshEmail = () => `factors${++next}-${Date.now()}@example.org`

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

const newDevice = async (email: string) => frameOf(await signIn(email), email, createMemoryDeviceShareStore())

async function userRow(email: string) {
  const { rows } = await admin.query(
    'SELECT k.*, u.id AS uid FROM wallet_key_shares k JOIN wallet_users u ON u.id = k.user_id WHERE u.email = $1',
    [email],
  )
  return rows[0] as {
    uid: string
    auth_share: string
    recovery_share: string
    recovery_kind: string
    recovery_code_key: string | null
    recovery_passkey_key: string | null
  }
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

describe('a PRF passkey adds to the recovery code', () => {
  it('after the passkey is added, the code restores, and so does the passkey, each after the other’s restore', async () => {
    const email = freshEmail()
    const code = createRecoveryCode()
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const laptop = await newDevice(email)
    const created = await createWalletKeys(laptop, { kind: 'code', key: await recoveryKeyFromCode(code) })
    expect(await addRecoveryFactor(laptop, created, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })).toBe(true)
    const row = await userRow(email)
    expect([row.recovery_kind, row.recovery_code_key !== null, row.recovery_passkey_key !== null]).toEqual([
      'passkey',
      true,
      true,
    ])
    expect(recoveryFactors((await laptop.api.fetch())!)).toEqual(['code', 'passkey'])
    // Adding the passkey changed no share: the laptop still unlocks.
    expect((await unlockWalletKeys(laptop)).evmAddress).toBe(created.evmAddress)

    // A new device with the code (the split is renewed), then one with the passkey, then the code again.
    const phone = await newDevice(email)
    expect((await restoreWalletKeys(phone, { kind: 'code', key: await recoveryKeyFromCode(code) })).evmAddress).toBe(
      created.evmAddress,
    )
    const tablet = await newDevice(email)
    const byPasskey = await restoreWalletKeys(tablet, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })
    expect(byPasskey.evmAddress).toBe(created.evmAddress)
    expect(byPasskey.entropy).toEqual(created.entropy)
    const desktop = await newDevice(email)
    expect((await restoreWalletKeys(desktop, { kind: 'code', key: await recoveryKeyFromCode(code) })).evmAddress).toBe(
      created.evmAddress,
    )
    // Wrong factors still open nothing.
    const stranger = await newDevice(email)
    await expect(
      restoreWalletKeys(stranger, { kind: 'code', key: await recoveryKeyFromCode(createRecoveryCode()) }),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE', params: { share: 'recovery' } })
    await expect(
      restoreWalletKeys(stranger, {
        kind: 'passkey',
        key: await recoveryKeyFromPrf(crypto.getRandomValues(new Uint8Array(32))),
      }),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE', params: { share: 'recovery' } })
  })

  it('the operator, with the database and WALLET_KEK, cannot recover the seed from either sealed copy', async () => {
    const email = freshEmail()
    const code = createRecoveryCode()
    const prf = crypto.getRandomValues(new Uint8Array(32))
    const laptop = await newDevice(email)
    const wallet = await createWalletKeys(laptop, { kind: 'code', key: await recoveryKeyFromCode(code) })
    await addRecoveryFactor(laptop, wallet, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })
    const row = await userRow(email)
    const { rows: allRows } = await admin.query('SELECT * FROM wallet_key_shares')
    const dump = JSON.stringify(allRows)
    // Neither the seed nor the wallet's recovery key (what the copies seal) is in the database.
    const recoveryKeyBytes = await walletRecoveryKeyBytes(wallet.entropy)
    for (const secret of [wallet.entropy, recoveryKeyBytes]) {
      expect(dump).not.toContain(base64urlnopad.encode(secret))
      expect(dump).not.toContain(Buffer.from(secret).toString('hex'))
    }
    // The operator opens the auth share with the KEK; the recovery share does not combine with it as stored.
    const authShare = createAuthShareCipher(KEK).open(row.uid, row.auth_share)
    await expect(combineSeedShares([authShare, base64urlnopad.decode(row.recovery_share)])).rejects.toMatchObject({
      code: 'INVALID_SHARE',
    })
    // Each sealed copy, as stored, is neither the recovery key nor a key that opens the recovery share.
    for (const copy of [row.recovery_code_key!, row.recovery_passkey_key!]) {
      const bytes = base64urlnopad.decode(copy)
      expect(bytes.length).toBe(1 + 12 + 32 + 16)
      for (const candidate of [bytes.subarray(13, 45), bytes.subarray(1, 33), bytes.subarray(bytes.length - 32)]) {
        await expect(
          openSealedBytes(
            await importWalletRecoveryKey(candidate),
            row.recovery_share,
            `agentry-wallet/recovery-share/v1:${email}`,
            'recovery',
          ),
        ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE' })
      }
    }
    // Signed in as the user (the operator sends the codes), with guessed factors: nothing opens.
    const asOperator = await newDevice(email)
    await expect(
      restoreWalletKeys(asOperator, { kind: 'code', key: await recoveryKeyFromCode(createRecoveryCode()) }),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE' })
    await expect(
      restoreWalletKeys(asOperator, {
        kind: 'passkey',
        key: await recoveryKeyFromPrf(crypto.getRandomValues(new Uint8Array(32))),
      }),
    ).rejects.toMatchObject({ code: 'SHARE_UNREADABLE' })
    // Control: with the wallet's recovery key, the operator's data would give the seed. That key is what
    // only the code or the passkey opens.
    const share = await openSealedBytes(
      await importWalletRecoveryKey(recoveryKeyBytes),
      row.recovery_share,
      `agentry-wallet/recovery-share/v1:${email}`,
      'recovery',
    )
    expect(await combineSeedShares([authShare, share])).toEqual(wallet.entropy)
  })

  it('a wallet stored before migration 5 restores with its code; a passkey then adds to the code', async () => {
    const email = freshEmail()
    const code = createRecoveryCode()
    const laptop = await newDevice(email)
    // The old form: the recovery share sealed straight under the code's key, no sealed recovery keys.
    const entropy = createSeedEntropy(16)
    const shares = await splitSeed(entropy)
    const [evm, solana] = await Promise.all([deriveEvmAccount(entropy), deriveSolanaAccount(entropy)])
    await laptop.api.store({
      authShare: base64urlnopad.encode(shares.auth),
      recoveryShare: await sealBytes(
        await recoveryKeyFromCode(code),
        shares.recovery,
        `agentry-wallet/recovery-share/v1:${email}`,
      ),
      recoveryKind: 'code',
      evmAddress: evm.address,
      solanaAddress: solana.address,
      proof: await rotationProof(entropy),
    })
    await saveDeviceShare(laptop.deviceStore, email, shares.device)
    const unlocked = await unlockWalletKeys(laptop)
    expect(recoveryFactors((await laptop.api.fetch())!)).toEqual(['code'])
    // The laptop does not hold the code's key: the passkey is not made a recovery factor, and the code stays.
    const prf = crypto.getRandomValues(new Uint8Array(32))
    expect(await addRecoveryFactor(laptop, unlocked, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })).toBe(
      false,
    )
    expect((await userRow(email)).recovery_passkey_key).toBeNull()

    // The code restores it, and writes the new form; from then on a passkey adds to the code.
    const phone = await newDevice(email)
    const restored = await restoreWalletKeys(phone, { kind: 'code', key: await recoveryKeyFromCode(code) })
    expect(restored.evmAddress).toBe(evm.address)
    expect((await userRow(email)).recovery_code_key).not.toBeNull()
    expect(await addRecoveryFactor(phone, restored, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })).toBe(true)
    const tablet = await newDevice(email)
    expect((await restoreWalletKeys(tablet, { kind: 'passkey', key: await recoveryKeyFromPrf(prf) })).evmAddress).toBe(
      evm.address,
    )
    const desktop = await newDevice(email)
    expect((await restoreWalletKeys(desktop, { kind: 'code', key: await recoveryKeyFromCode(code) })).evmAddress).toBe(
      evm.address,
    )
  })

  it('the host refuses sealed recovery keys of the wrong size or unknown factors', async () => {
    const email = freshEmail()
    const client = await signIn(email)
    const laptop = frameOf(client, email, createMemoryDeviceShareStore())
    const wallet = await createWalletKeys(laptop, {
      kind: 'code',
      key: await recoveryKeyFromCode(createRecoveryCode()),
    })
    const stored = (await laptop.api.fetch())!
    const proof = await rotationProof(wallet.entropy)
    for (const recoveryKeys of [{}, { code: 'AA' }, { code: stored.recoveryKeys!.code, other: 'x' }]) {
      const { status, body } = await client.post('/api/keys/store', { ...stored, recoveryKeys, proof })
      expect(status).toBe(400)
      expect((body as { error: { code: string } }).error.code).toBe('INVALID_REQUEST')
    }
  })
})
