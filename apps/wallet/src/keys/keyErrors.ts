/** Machine-readable codes of the errors the frame's key code throws. */
export type KeyErrorCode =
  | 'SHARE_UNREADABLE'
  | 'NOT_ENOUGH_SHARES'
  | 'INVALID_SHARE'
  | 'INVALID_SEED'
  | 'INVALID_RECOVERY_CODE'
  | 'INVALID_PRF_OUTPUT'
  | 'DEVICE_SHARE_MISSING'
  | 'SEED_MISMATCH'
  | 'KEY_API_FAILED'

/**
 * Base of every error the key code throws on purpose: typed data `{ code, message, params }`, never a
 * bare library error, so the frame can show and report it.
 *
 * @example
 * if (error instanceof KeyError && error.code === 'SHARE_UNREADABLE') showRecoveryPrompt()
 */
export class KeyError extends Error {
  override name = 'KeyError'
  constructor(
    readonly code: KeyErrorCode,
    message: string,
    readonly params: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A sealed share that does not open: wrong key (another device, a wrong recovery code or passkey) or a
 * ciphertext changed by someone (AES-GCM's tag does not verify). The two cannot be told apart, on purpose.
 *
 * @example
 * throw new ShareUnreadableError({ share: 'recovery' })
 */
export class ShareUnreadableError extends KeyError {
  override name = 'ShareUnreadableError'
  constructor({ share }: { share: 'device' | 'recovery' | 'auth' }, cause?: unknown) {
    super('SHARE_UNREADABLE', `The ${share} share cannot be decrypted`, { share }, { cause })
  }
}

/**
 * Fewer than two distinct shares: one share of a 2-of-3 split says nothing about the seed.
 *
 * @example
 * throw new NotEnoughSharesError({ given: 1 })
 */
export class NotEnoughSharesError extends KeyError {
  override name = 'NotEnoughSharesError'
  constructor({ given }: { given: number }) {
    super('NOT_ENOUGH_SHARES', `Two different key shares are needed, ${given} given`, { given })
  }
}

/**
 * A share of the wrong length or form, or shares that do not belong together.
 *
 * @example
 * throw new InvalidShareError('a share is 17 or 33 bytes')
 */
export class InvalidShareError extends KeyError {
  override name = 'InvalidShareError'
  constructor(reason: string, cause?: unknown) {
    super('INVALID_SHARE', `Invalid key share: ${reason}`, { reason }, { cause })
  }
}

/**
 * Entropy that is not 16 or 32 bytes, or a phrase that is not a valid English BIP-39 mnemonic.
 *
 * @example
 * throw new InvalidSeedError('entropy must be 16 or 32 bytes')
 */
export class InvalidSeedError extends KeyError {
  override name = 'InvalidSeedError'
  constructor(reason: string, cause?: unknown) {
    super('INVALID_SEED', `Invalid seed: ${reason}`, { reason }, { cause })
  }
}

/**
 * A recovery code that is not of the form shown at creation (32 Crockford base-32 characters).
 *
 * @example
 * throw new InvalidRecoveryCodeError()
 */
export class InvalidRecoveryCodeError extends KeyError {
  override name = 'InvalidRecoveryCodeError'
  constructor() {
    super('INVALID_RECOVERY_CODE', 'The recovery code is not valid')
  }
}

/**
 * A passkey's PRF result shorter than 32 bytes (or missing): the authenticator did not evaluate PRF.
 *
 * @example
 * throw new InvalidPrfOutputError({ length: 0 })
 */
export class InvalidPrfOutputError extends KeyError {
  override name = 'InvalidPrfOutputError'
  constructor({ length }: { length: number }) {
    super('INVALID_PRF_OUTPUT', 'The passkey did not give a usable PRF output', { length })
  }
}

/**
 * This device holds no share for the account: a new device, or its storage was wiped or blocked.
 *
 * @example
 * throw new DeviceShareMissingError()
 */
export class DeviceShareMissingError extends KeyError {
  override name = 'DeviceShareMissingError'
  constructor() {
    super('DEVICE_SHARE_MISSING', 'This device holds no key share for this account')
  }
}

/**
 * Shares combined into a seed whose address is not the account's: shares of different splits, or a
 * share replaced by someone. The seed is dropped, never used.
 *
 * @example
 * throw new SeedMismatchError({ expected: '0x98…', got: '0x12…' })
 */
export class SeedMismatchError extends KeyError {
  override name = 'SeedMismatchError'
  constructor({ expected, got }: { expected: string; got: string }) {
    super('SEED_MISMATCH', 'The key shares do not restore this account', { expected, got })
  }
}

/**
 * The host's key-share API answered with an error; `params.code` is the host's error code.
 *
 * @example
 * throw new KeyApiError({ status: 401, code: 'NOT_SIGNED_IN', message: 'Not signed in' })
 */
export class KeyApiError extends KeyError {
  override name = 'KeyApiError'
  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super('KEY_API_FAILED', message, { status, code })
  }
}
