import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Account view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./account.js')).account
 */
export const account: Messages['account'] = {
  copyAddress: 'पता कॉपी करें',
  copied: 'पता कॉपी हो गया',
  balanceLabel: 'बैलेंस',
  disconnect: 'डिस्कनेक्ट करें',
  disconnecting: 'डिस्कनेक्ट हो रहा है…',
  balanceUnavailable: 'टोकन बैलेंस उपलब्ध नहीं',
  actionsLabel: 'खाते की कार्रवाइयाँ',
  send: 'भेजें',
  swap: 'स्वैप करें',
  receive: 'प्राप्त करें',
  buy: 'खरीदें',
  chooseName: 'नाम चुनें',
  tokensLabel: 'टोकन',
  tokensEmpty: 'इस नेटवर्क पर अभी कोई टोकन नहीं',
  tokensLoading: 'टोकन लोड हो रहे हैं',
  exportWallet: 'वॉलेट एक्सपोर्ट करें',
  exporting: 'एक्सपोर्ट हो रहा है…',
}
