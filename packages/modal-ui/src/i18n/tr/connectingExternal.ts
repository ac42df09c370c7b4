import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Connecting (browser wallet) view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `${name} içinde devam edin`,
  hint: 'Cüzdanınızdaki bağlantı isteğini kabul edin.',
  noWallet: 'Cüzdan seçilmedi. Geri dönüp bir cüzdan seçin.',
}
