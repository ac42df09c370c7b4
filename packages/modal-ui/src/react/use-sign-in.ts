import { signIn, siwxState, type SiwxSession, type SiwxStatus } from '@agentry/modal-core'
import { useSnapshot } from 'valtio/react'

/** What {@link useSignIn} returns. */
export type UseSignInReturnType = {
  status: SiwxStatus
  session: SiwxSession | undefined
  /** 'Signature declined', 'Failed to verify message', … after a failed sign-in. */
  error: string | undefined
  /** Asks the wallet to sign the sign-in message and verifies it with the server. */
  signIn: () => Promise<void>
}

const signInAction = (): Promise<void> => signIn()

/**
 * Sign-in (SIWE) progress and session, with the action that starts it.
 *
 * @example
 * const { status, session, error, signIn } = useSignIn()
 * if (!session) return <button disabled={status === 'signing'} onClick={() => signIn()}>Sign in</button>
 */
export function useSignIn(): UseSignInReturnType {
  const snapshot = useSnapshot(siwxState)
  return { status: snapshot.status, session: snapshot.session, error: snapshot.error, signIn: signInAction }
}
