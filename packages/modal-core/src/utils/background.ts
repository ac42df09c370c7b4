import { logQuietly } from './log.js'

const pending = new Set<Promise<unknown>>()

/**
 * Runs follow-up work (balance, sign-in policy) without making the caller wait; failures are only
 * logged. Tracked so tests and teardown can wait for it.
 */
export function runInBackground(promise: Promise<unknown>, code: string): void {
  const tracked = promise.catch((error: unknown) => logQuietly(code, error)).finally(() => pending.delete(tracked))
  pending.add(tracked)
}

/** Resolves once no background work is left (including work started meanwhile). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size) await Promise.all([...pending])
}
