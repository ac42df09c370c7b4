import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** What a name operation was doing when it failed (spec section 8, "Name errors"). */
export type NameAction = 'resolve' | 'suggest' | 'reverse' | 'register'

const MESSAGES: Record<Exclude<NameAction, 'register'>, string> = {
  resolve: 'Error resolving name',
  suggest: 'Error fetching name suggestions',
  reverse: 'Error fetching names for address',
}

/**
 * A name call failed. The message is the service's first reason when it gave one (spec section 8),
 * otherwise the action's: 'Error resolving name', 'Error fetching name suggestions', 'Error fetching
 * names for address', 'Error registering name {name}'.
 *
 * @example
 * throw new AccountNameError({ action: 'register', name: 'alice.reown.id' }) // 'Error registering name alice.reown.id'
 */
export class AccountNameError extends BaseError {
  override name = 'AccountNameError'
  readonly action: NameAction
  constructor({
    action,
    name,
    reason,
    cause,
  }: { action: NameAction; name?: string; reason?: string } & Pick<BaseErrorParameters, 'cause'>) {
    const registerText = `Error registering name ${name ?? ''}`.trim()
    const shownName = registerText.slice('Error registering name '.length)
    super(reason ?? (action === 'register' ? registerText : MESSAGES[action]), {
      code: 'ACCOUNT_NAME_FAILED',
      // The service's reason has no translation; the action's text has.
      params: reason
        ? { reason }
        : action !== 'register'
          ? { variant: action }
          : shownName
            ? { variant: 'register', name: shownName }
            : { variant: 'registerUnnamed' },
      cause,
    })
    this.action = action
  }
}

/**
 * A name that names cannot be: letters, digits and hyphens only, at least 4 characters, and valid under
 * ENS normalisation (no invalid characters, mixed scripts, bad label placement, more than 4 non-spacing
 * marks per label).
 *
 * @example
 * throw new InvalidAccountNameError({ details: 'too short' })
 */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError'
  constructor(parameters: Pick<BaseErrorParameters, 'details' | 'cause'> = {}) {
    super('Name must be at least 4 characters: letters, digits and hyphens only', {
      code: 'ACCOUNT_NAME_INVALID',
      ...parameters,
    })
  }
}

/**
 * A chain id that has no coin type: 2147483648 or more (spec section 5).
 *
 * @example
 * throw new InvalidChainIdError({ chainId: 2 ** 31 }) // 'Invalid chainId'
 */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ chainId }: { chainId: unknown }) {
    super('Invalid chainId', { code: 'CHAIN_ID_INVALID', details: `chainId ${String(chainId)}` })
  }
}

/**
 * Registration needs an eip155 network and a connected account (spec section 8).
 *
 * @example
 * throw new NameRegistrationUnavailableError({ missing: 'network' }) // 'Network not found'
 */
export class NameRegistrationUnavailableError extends BaseError {
  override name = 'NameRegistrationUnavailableError'
  constructor({ missing }: { missing: 'network' | 'account' }) {
    super(missing === 'network' ? 'Network not found' : 'Address or auth connector not found', {
      code: 'ACCOUNT_NAME_FAILED',
      params: { variant: missing === 'network' ? 'noNetwork' : 'noAccount' },
    })
  }
}

/**
 * An ENS name that does not normalise under ENSIP-15 (spec section 5): a disallowed character, mixed
 * scripts, a character where a label cannot have it, more than 4 non-spacing marks. `details` holds the
 * normaliser's reason.
 *
 * @example
 * throw new InvalidEnsNameError({ name: 'a\u200bb.eth', reason: 'disallowed character: {200B}' })
 */
export class InvalidEnsNameError extends BaseError {
  override name = 'InvalidEnsNameError'
  /** The name as it was given. */
  readonly ensName: string
  constructor({ name, reason, cause }: { name: string; reason: string } & Pick<BaseErrorParameters, 'cause'>) {
    super('Invalid ENS name', {
      code: 'ENS_NAME_INVALID',
      details: `${JSON.stringify(name)}: ${reason}`,
      params: { name },
      cause,
    })
    this.ensName = name
  }
}
