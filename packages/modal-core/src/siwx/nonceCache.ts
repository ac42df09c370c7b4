import type { SiwxConfig } from '../options/siwxConfig.js'

let cached: string | undefined

/** Fetches a nonce ahead of signing (refetched on the 5-minute interval). */
export async function prefetchNonce(siwx: SiwxConfig): Promise<void> {
  cached = await siwx.getNonce()
}

/** The prefetched nonce, used once; a nonce is single-use on the server. */
export function takeNonce(): string | undefined {
  const nonce = cached
  cached = undefined
  return nonce
}

/** Forgets the prefetched nonce. */
export function clearNonce(): void {
  cached = undefined
}
