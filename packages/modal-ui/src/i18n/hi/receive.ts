import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Receive view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive: Messages['receive'] = {
  qrLabel: 'QR कोड के रूप में आपका पता',
  explanation: (network: string) => `इस पते पर सिर्फ़ ${network} नेटवर्क की संपत्तियाँ भेजें।`,
  copy: 'पता कॉपी करें',
  copied: 'पता कॉपी हो गया',
}
