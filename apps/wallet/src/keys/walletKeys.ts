import { base64urlnopad } from '@scure/base'
import { loadDeviceShare, saveDeviceShare, type DeviceShareStore } from './deviceShare.js'
import { deriveEvmAccount } from './deriveEvmAccount.js'
import { deriveSolanaAccount } from './deriveSolanaAccount.js'
import { KeyApiError, SeedMismatchError, ShareUnreadableError } from './keyErrors.js'
import type { KeyShareApi, StoredKeyShares } from './keyShareApi.js'
import type { RecoveryKind } from './recoveryKey.js'
import { openSealedBytes, sealBytes } from './sealBytes.js'
import { combineSeedShares, splitSeed } from './seedShares.js'
import { createSeedEntropy, type SeedEntropy, type SeedStrength } from './seed.js'
import {
  importWalletRecoveryKey,
  openRecoveryKey,
  sealRecoveryKey,
  walletRecoveryKeyBytes,
  type SealedRecoveryKeys,
} from './walletRecoveryKey.js'

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

/**
 * Splits `entropy` anew: the device share to this device, the auth share and the recovery share (sealed
 * under the wallet's recovery key, which `recoveryKeys` holds sealed under each recovery factor) to the host.
 */
async function distribute(
  { accountId, deviceStore, api }: WalletKeysContext,
  entropy: SeedEntropy,
  recoveryKeys: SealedRecoveryKeys,
  recoveryKind: RecoveryKind,
): Promise<UnlockedWallet> {
  const shares = await splitSeed(entropy)
  const addresses = await addressesOf(entropy)
  const recoveryKey = await importWalletRecoveryKey(await walletRecoveryKeyBytes(entropy))
  // The host first: if it refuses, this device keeps the share that matches the host's.
  await api.store({
    authShare: base64urlnopad.encode(shares.auth),
    recoveryShare: await sealBytes(recoveryKey, shares.recovery, recoveryContext(accountId)),
    recoveryKind,
    recoveryKeys,
    ...addresses,
    proof: await rotationProof(entropy),
  })
  await saveDeviceShare(deviceStore, accountId, shares.device)
  return { entropy, ...addresses }
}

/**
 * The recovery factors that restore a stored wallet: each factor with a sealed copy of the wallet's
 * recovery key; a wallet stored before those copies existed has its recovery share sealed under its one
 * factor (`recoveryKind`).
 *
 * @example
 * recoveryFactors(await api.fetch()) // ['code', 'passkey']
 */
export function recoveryFactors(stored: Pick<StoredKeyShares, 'recoveryKind' | 'recoveryKeys'>): RecoveryKind[] {
  if (!stored.recoveryKeys) return [stored.recoveryKind]
  return (['code', 'passkey'] as const).filter((kind) => stored.recoveryKeys?.[kind] !== undefined)
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
  const entropy = createSeedEntropy(strength)
  const recoveryKeys = { [recovery.kind]: await sealRecoveryKey(context.accountId, entropy, recovery) }
  return distribute(context, entropy, recoveryKeys, recovery.kind)
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
  const sealedKey = stored.recoveryKeys?.[recovery.kind]
  if (stored.recoveryKeys && !sealedKey) throw new ShareUnreadableError({ share: 'recovery' })
  // The factor opens the wallet's recovery key, which opens the recovery share; a wallet stored before
  // the sealed recovery keys has the share sealed under its one factor.
  const shareKey = sealedKey ? await openRecoveryKey(context.accountId, sealedKey, recovery) : recovery.key
  const recoveryShare = await openSealedBytes(
    shareKey,
    stored.recoveryShare,
    recoveryContext(context.accountId),
    'recovery',
  )
  const wallet = await checked(
    await combineSeedShares([base64urlnopad.decode(stored.authShare), recoveryShare]),
    stored,
  )
  // The new split's recovery share is sealed under the same recovery key (the seed's), so every factor's
  // sealed copy still opens it.
  const recoveryKeys = stored.recoveryKeys ?? {
    [recovery.kind]: await sealRecoveryKey(context.accountId, wallet.entropy, recovery),
  }
  return distribute(context, wallet.entropy, recoveryKeys, stored.recoveryKeys ? stored.recoveryKind : recovery.kind)
}

/**
 * Adds a recovery factor (a passkey's PRF key, say) to a wallet unlocked on this device: seals the
 * wallet's recovery key under it beside the other factors' copies, so that either factor restores the
 * wallet (a second PRF passkey replaces the first's copy). The shares stay as they are. A wallet stored
 * before the sealed recovery keys existed has its recovery share sealed under its recovery code, whose key
 * this device does not hold: it is left as it is and `false` is answered (the code still restores it).
 *
 * @returns true when the factor now restores the wallet
 * @throws KeyApiError when the host refuses the new copy
 * @example
 * await addRecoveryFactor(context, wallet, { kind: 'passkey', key: await recoveryKeyFromPrf(prfOutput) }) // true
 */
export async function addRecoveryFactor(
  context: WalletKeysContext,
  wallet: UnlockedWallet,
  recovery: RecoveryFactor,
): Promise<boolean> {
  const stored = await requireShares(context.api)
  await checked(wallet.entropy, stored)
  if (!stored.recoveryKeys) return false
  await context.api.store({
    ...stored,
    recoveryKind: recovery.kind,
    recoveryKeys: {
      ...stored.recoveryKeys,
      [recovery.kind]: await sealRecoveryKey(context.accountId, wallet.entropy, recovery),
    },
    proof: await rotationProof(wallet.entropy),
  })
  return true
}
