import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Send and Send preview views; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: 'टोकन',
  amountLabel: 'राशि',
  max: 'अधिकतम',
  available: (amount: string, symbol: string) => `${amount} ${symbol} उपलब्ध`,
  receiverLabel: 'किसे',
  receiverPlaceholder: 'पता (0x… या Solana)',
  review: 'समीक्षा करें',
  noTokens: 'इस नेटवर्क पर भेजने के लिए कुछ नहीं है',
  sending: 'भेजा जा रहा है…',
  confirm: 'भेजें',
  cancel: 'रद्द करें',
  previewAmount: 'आप भेज रहे हैं',
  previewTo: 'प्राप्तकर्ता',
  previewNetwork: 'नेटवर्क',
  previewFee: 'नेटवर्क शुल्क (अनुमान)',
  feeUnknown: 'अनुमान लगाया जा रहा है…',
  feeUnavailable: 'अज्ञात',
}
