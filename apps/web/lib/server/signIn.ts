import 'server-only'
import type { Address, Hex } from 'viem'
import type { Config } from './config'
import type { Db } from './db/types'
import { NonceInvalidError } from './errors'
import { consumeNonce } from './nonces'
import { createSession, revokeSession } from './sessions'
import { checkSiweFields } from './siwe/checkSiweFields'
import { parseSiweMessage } from './siwe/parseSiweMessage'
import { verifySiweSignature } from './siwe/verifySiweSignature'
import { ensureUser, getRole } from './users'

export type SignInParameters = {
  message: string
  signature: Hex
  /** From the sealed cookie: the nonce must have been issued to this browser. */
  browserId: string | undefined
  /** A session this browser already holds; it is revoked so that sign-in always rotates the id. */
  previousSessionId?: string | undefined
  config: Config
  db: Db
  /**
   * Runs once the message parses, before any database work; throws to refuse (the rate limit, so that
   * a malformed message spends no quota).
   */
  beforeDatabase?: () => Promise<void>
  now?: Date
}

export type SignInReturnType = { sessionId: string; address: Address; chainId: number; isAdmin: boolean }

/**
 * Verifies a signed SIWE message and opens a session. The order matters for safety: parse, then consume
 * the nonce (gone whether or not later checks pass, so a message is never usable twice), then the
 * domain/uri/chain/time checks, then the signature. Only when all pass are the user row and the session
 * row written, together in one transaction.
 *
 * @example
 * const { sessionId, isAdmin } = await signIn({ message, signature, browserId, config, db })
 */
export async function signIn({
  message,
  signature,
  browserId,
  previousSessionId,
  config,
  db,
  beforeDatabase,
  now = new Date(),
}: SignInParameters): Promise<SignInReturnType> {
  const fields = parseSiweMessage(message)
  await beforeDatabase?.()
  // Consumed even without a browser id: a nonce that reaches us from an unbound browser must die too.
  const nonceOk = await consumeNonce(db, { nonce: fields.nonce, browserId: browserId ?? '', now })
  if (!nonceOk || !browserId) throw new NonceInvalidError()
  checkSiweFields({ fields, config, now })
  await verifySiweSignature({
    address: fields.address,
    message,
    signature,
    chainId: fields.chainId,
    rpcUrl: config.rpcUrls[fields.chainId],
  })

  const { sessionId, role } = await db.transaction(async (tx) => {
    await ensureUser(tx, fields.address)
    if (previousSessionId) await revokeSession(tx, previousSessionId, now)
    const sessionId = await createSession(tx, {
      address: fields.address,
      chainId: fields.chainId,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
      now,
    })
    return { sessionId, role: await getRole(tx, fields.address) }
  })
  return { sessionId, address: fields.address, chainId: fields.chainId, isAdmin: role === 'admin' }
}
