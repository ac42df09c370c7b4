import { base64urlnopad } from '@scure/base'
import { loadDeviceShare, saveDeviceShare, type DeviceShareStore } from './deviceShare.js'
import { deriveEvmAccount } from './deriveEvmAccount.js'
import { deriveSolanaAccount } from './deriveSolanaAccount.js'
import { KeyApiError, SeedMismatchError } from './keyErrors.js'
import type { KeyShareApi, StoredKeyShares } from './keyShareApi.js'
import type { RecoveryKind } from './recoveryKey.js'
import { openSealedBytes, sealBytes } from './sealBytes.js'
import { combineSeedShares, splitSeed } from './seedShares.js'
import { createSeedEntropy, type SeedEntropy, type SeedStrength } from './seed.js'

/** What a device needs to hold and use an account's key. */
export type WalletKeysContext = {
  /** The signed-in account's name on this host (its email); binds the sealed shares to it. */
  accountId: string
  deviceStore: DeviceShareStore
  api: KeyShareApi
}

/** The recovery factor: a key from the passkey's PRF output or from the recovery code. */
export type RecoveryFactor = { kind: RecoveryKind; key: CryptoKey }

/** A seed in the frame's memory, with the addresses it controls. */
export type UnlockedWallet = { entropy: SeedEntropy; evmAddress: string; solanaAddress: string }

const recoveryContext = (accountId: string) => `agentry-wallet/recovery-share/v1:${accountId}`

/**
 * HKDF-SHA-256 of the seed into 32 bytes that prove, to the host, that the caller holds the seed, without
 * telling it anything of the seed. The host keeps only the proof's SHA-256.
 *
 * @example
 * const proof = await rotationProof(entropy)
 */
export async function rotationProof(entropy: SeedEntropy): Promise<string> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(entropy), 'HKDF', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new TextEncoder().encode('agentry-wallet/rotation-proof/v1'),
      info: new Uint8Array(),
    },
    material,
    256,
  )
  return base64urlnopad.encode(new Uint8Array(bits))
}

async function addressesOf(entropy: SeedEntropy) {
  const [evm, solana] = await Promise.all([deriveEvmAccount(entropy), deriveSolanaAccount(entropy)])
  return { evmAddress: evm.address, solanaAddress: solana.address }
}

/** Splits `entropy` anew: the device share to this device, the auth and sealed recovery shares to the host. */
async function distribute(
  { accountId, deviceStore, api }: WalletKeysContext,
  entropy: SeedEntropy,
  recovery: RecoveryFactor,
): Promise<UnlockedWallet> {
  const shares = await splitSeed(entropy)
  const addresses = await addressesOf(entropy)
  // The host first: if it refuses, this device keeps the share that matches the host's.
  await api.store({
    authShare: base64urlnopad.encode(shares.auth),
    recoveryShare: await sealBytes(recovery.key, shares.recovery, recoveryContext(accountId)),
    recoveryKind: recovery.kind,
    ...addresses,
    proof: await rotationProof(entropy),
  })
  await saveDeviceShare(deviceStore, accountId, shares.device)
  return { entropy, ...addresses }
}

async function requireShares(api: KeyShareApi): Promise<StoredKeyShares> {
  const stored = await api.fetch()
  if (!stored) throw new KeyApiError({ status: 404, code: 'KEY_SHARES_NOT_FOUND', message: 'No wallet yet' })
  return stored
}

async function checked(entropy: SeedEntropy, stored: StoredKeyShares): Promise<UnlockedWallet> {
  const addresses = await addressesOf(entropy)
  if (addresses.evmAddress !== stored.evmAddress)
    throw new SeedMismatchError({ expected: stored.evmAddress, got: addresses.evmAddress })
  return { entropy, ...addresses }
}

/**
 * Makes a new wallet for the signed-in account: new seed entropy, split 2-of-3, the device share sealed
 * on this device, the auth share and the recovery share (sealed under `recovery`) on the host.
 *
 * @example
 * const wallet = await createWalletKeys({ accountId, deviceStore, api }, { kind: 'code', key: await recoveryKeyFromCode(code) })
 */
export async function createWalletKeys(
  context: WalletKeysContext,
  recovery: RecoveryFactor,
  strength: SeedStrength = 16,
): Promise<UnlockedWallet> {
  return distribute(context, createSeedEntropy(strength), recovery)
}

/**
 * Unlocks the wallet on a device that holds its share: device share + auth share (from the signed-in
 * session) → seed, checked against the account's address.
 *
 * @throws DeviceShareMissingError, ShareUnreadableError, KeyApiError, SeedMismatchError
 * @example
 * const { entropy, evmAddress } = await unlockWalletKeys({ accountId, deviceStore, api })
 */
export async function unlockWalletKeys(context: WalletKeysContext): Promise<UnlockedWallet> {
  const deviceShare = await loadDeviceShare(context.deviceStore, context.accountId)
  const stored = await requireShares(context.api)
  return checked(await combineSeedShares([deviceShare, base64urlnopad.decode(stored.authShare)]), stored)
}

/**
 * Restores the wallet on a new device: auth share (from the signed-in session) + recovery share (opened
 * with the passkey's or the code's key) → seed, checked against the account's address; then splits it
 * anew, so this device gets a share and the lost device's share no longer fits any other.
 *
 * @throws ShareUnreadableError for a wrong recovery key or a changed ciphertext; KeyApiError, SeedMismatchError
 * @example
 * const wallet = await restoreWalletKeys({ accountId, deviceStore, api }, { kind: 'code', key })
 */
export async function restoreWalletKeys(context: WalletKeysContext, recovery: RecoveryFactor): Promise<UnlockedWallet> {
  const stored = await requireShares(context.api)
  const recoveryShare = await openSealedBytes(
    recovery.key,
    stored.recoveryShare,
    recoveryContext(context.accountId),
    'recovery',
  )
  const wallet = await checked(
    await combineSeedShares([base64urlnopad.decode(stored.authShare), recoveryShare]),
    stored,
  )
  return distribute(context, wallet.entropy, recovery)
}

/**
 * Seals the recovery share under another recovery factor (a passkey's PRF key, say), for a wallet
 * unlocked on this device: splits its seed anew, as a restore does, so the share sealed under the old
 * factor stops fitting and only the new factor restores the wallet.
 *
 * @throws KeyApiError when the host refuses the new shares
 * @example
 * await resealWalletKeys(context, wallet, { kind: 'passkey', key: await recoveryKeyFromPrf(prfOutput) })
 */
export async function resealWalletKeys(
  context: WalletKeysContext,
  wallet: UnlockedWallet,
  recovery: RecoveryFactor,
): Promise<UnlockedWallet> {
  return distribute(context, wallet.entropy, recovery)
}
