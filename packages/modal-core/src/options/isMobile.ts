import { optionsState } from './optionsState.js'

/**
 * Whether the modal runs on a phone: the app's `isMobile` option, else a coarse-pointer / user-agent
 * guess; false without a window (server rendering).
 *
 * @example
 * if (isMobile()) pushView('AllWallets')
 */
export function isMobile(): boolean {
  if (optionsState.isMobile) return optionsState.isMobile()
  if (typeof window === 'undefined') return false
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator?.userAgent ?? '')
}
