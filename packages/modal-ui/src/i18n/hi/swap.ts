import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Swap and Swap preview views; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: 'आप चुकाते हैं',
  to: 'आपको मिलता है',
  amountLabel: 'चुकाने की राशि',
  quoting: 'कोटेशन लिया जा रहा है…',
  approve: (symbol: string) => `${symbol} स्वीकृत करें`,
  approving: 'स्वीकृति का इंतज़ार है…',
  approvalHint: (symbol: string) => `स्वैप कॉन्ट्रैक्ट को पहले ${symbol} खर्च करने के लिए आपकी अनुमति चाहिए।`,
  review: 'स्वैप की समीक्षा करें',
  confirm: 'स्वैप करें',
  swapping: 'स्वैप हो रहा है…',
  slippage: 'अधिकतम स्लिपेज',
  network: 'नेटवर्क',
  loading: 'टोकन लोड हो रहे हैं',
  route: 'मार्ग',
  feeTier: 'पूल शुल्क',
  minimumReceived: 'न्यूनतम प्राप्त राशि',
  networkFee: 'नेटवर्क शुल्क',
}
