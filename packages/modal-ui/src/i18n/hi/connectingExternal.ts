import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Connecting (browser wallet) view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal: Messages['connectingExternal'] = {
  continueIn: (name: string) => `${name} में जारी रखें`,
  hint: 'अपने वॉलेट में कनेक्शन अनुरोध स्वीकार करें।',
  noWallet: 'कोई वॉलेट नहीं चुना गया। वापस जाकर एक वॉलेट चुनें।',
}
