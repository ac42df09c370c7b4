/**
 * Toast messages: the four kinds a flash cookie can carry from the server (spec section 2), plus the
 * client-only 'loading' (spinner, stays until replaced) and 'svg' (custom icon) kinds.
 */

export const FLASH_TOAST_TYPES = ['error', 'success', 'info', 'warning'] as const
export type FlashToastType = (typeof FLASH_TOAST_TYPES)[number]

/** A toast as the root layout's server data carries it. */
export type FlashToast = { type: FlashToastType; message: string }

export type ToastType = FlashToastType | 'loading' | 'svg'

/** Delay between one toast leaving and the next appearing (spec section 9). */
export const TOAST_SWAP_DELAY_MS = 150

/** Auto-dismiss delays: errors stay longer; a loading toast stays until it is replaced or dismissed. */
export const DEFAULT_TOAST_DURATION: Readonly<Record<ToastType, number>> = {
  success: 4000,
  info: 4000,
  svg: 4000,
  warning: 6000,
  error: 8000,
  loading: 0,
}

const MAX_MESSAGE_LENGTH = 500

function isFlashToastType(value: unknown): value is FlashToastType {
  return typeof value === 'string' && (FLASH_TOAST_TYPES as readonly string[]).includes(value)
}

/**
 * Accepts a flash toast only in its exact shape (the value travels through a cookie, so anything else
 * is dropped rather than shown). Accepts the object or its JSON text.
 *
 * @example
 * parseFlashToast('{"type":"success","message":"Saved"}') // { type: 'success', message: 'Saved' }
 * parseFlashToast({ type: 'loading', message: 'x' })       // null
 */
export function parseFlashToast(value: unknown): FlashToast | null {
  let candidate = value
  if (typeof candidate === 'string') {
    try {
      candidate = JSON.parse(candidate)
    } catch {
      return null
    }
  }
  if (typeof candidate !== 'object' || candidate === null) return null
  const { type, message } = candidate as Record<string, unknown>
  if (!isFlashToastType(type) || typeof message !== 'string') return null
  const trimmed = message.trim()
  if (trimmed === '') return null
  return { type, message: trimmed.slice(0, MAX_MESSAGE_LENGTH) }
}

/**
 * The `document.cookie` assignment that deletes the flash cookie once its toast is on screen (the
 * cookie is not HttpOnly for this reason; a server component cannot delete cookies).
 *
 * @example
 * document.cookie = expireCookie('agentry_flash')
 */
export function expireCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`
}
