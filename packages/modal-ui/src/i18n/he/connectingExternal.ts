import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Connecting (browser wallet) view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `המשך ב-${name}`,
  hint: 'יש לאשר את בקשת החיבור בארנק.',
  noWallet: 'לא נבחר ארנק. אפשר לחזור ולבחור אחד.',
}
