import { KeyApiError } from './keyErrors.js'
import type { RecoveryKind } from './recoveryKey.js'
import type { SealedRecoveryKeys } from './walletRecoveryKey.js'

/** What the host keeps for an account: the auth share (it encrypts it at rest) and the sealed recovery share. */
export type StoredKeyShares = {
  /** base64url of the auth share. */
  authShare: string
  /** The recovery share sealed under the passkey's or the recovery code's key; the host cannot open it. */
  recoveryShare: string
  /** The recovery factor added last (a wallet from before `recoveryKeys`: the one its share is sealed under). */
  recoveryKind: RecoveryKind
  /**
   * The wallet's recovery key (HKDF of the seed; the recovery share is sealed under it), sealed under each
   * recovery factor: either opens the recovery share. Absent for a wallet stored before these copies.
   */
  recoveryKeys?: SealedRecoveryKeys
  /** The account's addresses, public: the frame checks a restored seed against them. */
  evmAddress: string
  solanaAddress: string
}

/** Body of POST /api/keys/store: the shares, and the proof that whoever replaces them holds the seed. */
export type StoreKeySharesBody = StoredKeyShares & {
  /** base64url of HKDF(seed) (see `rotationProof`): the host keeps its SHA-256 and asks for it on replacement. */
  proof: string
}

/** The host's key-share routes, as the frame calls them. */
export type KeyShareApi = {
  store(body: StoreKeySharesBody): Promise<void>
  /** The account's shares, or null when it has no wallet yet. */
  fetch(): Promise<StoredKeyShares | null>
}

export type CreateKeyShareApiParameters = {
  /** The host's origin; '' (the default) for the frame page's own origin. */
  baseUrl?: string
  /** A fetch that sends the session cookie (the frame's own, with `credentials: 'include'`). */
  fetch?: typeof globalThis.fetch
}

/**
 * The key-share API over HTTP: POST /api/keys/store and /api/keys/fetch, with the session cookie.
 *
 * @example
 * const api = createKeyShareApi()
 * const shares = await api.fetch()
 */
export function createKeyShareApi({
  baseUrl = '',
  fetch = (input, init) => globalThis.fetch(input, { ...init, credentials: 'include' }),
}: CreateKeyShareApiParameters = {}): KeyShareApi {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/keys/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as {
      error?: { code: string; message: string }
      shares?: StoredKeyShares | null
    }
    if (!response.ok)
      throw new KeyApiError({
        status: response.status,
        code: json.error?.code ?? 'HTTP_ERROR',
        message: json.error?.message ?? `The host answered ${response.status}`,
      })
    return json
  }
  return {
    store: async (body) => void (await post('store', body)),
    fetch: async () => (await post('fetch', {})).shares ?? null,
  }
}
