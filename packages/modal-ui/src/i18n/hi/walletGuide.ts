import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the curated wallet list and its guide views; they load with the Connect view once
 * Hindi is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'लोकप्रिय वॉलेट',
  get: 'पाएं',
  getWallet: (name: string) => `${name} पाएं`,
  whatIsAWallet: 'वॉलेट क्या है?',
  getAWallet: 'वॉलेट पाएं',
  newToWallets: 'वॉलेट में नए हैं?',
  learnMore: 'और जानें',
  about: [
    {
      title: 'आपकी कुंजियाँ, आपका खाता',
      text: 'वॉलेट ब्लॉकचेन पर आपके खातों की कुंजियाँ रखता है। इससे आप टोकन और कलेक्टिबल भेजते, पाते और रखते हैं, और कोई और उन्हें नहीं हिला सकता।',
    },
    {
      title: 'बिना पासवर्ड साइन इन',
      text: 'ईमेल और पासवर्ड की जगह यह साइट आपके वॉलेट से पुष्टि करने को कहती है कि खाता आपका है।',
    },
    {
      title: 'सेट अप करना मुफ़्त',
      text: 'वॉलेट बनाने में कोई खर्च नहीं होता। एक वॉलेट इंस्टॉल करें, उसका रिकवरी फ़्रेज़ लिख लें और उसे कहीं ऑफ़लाइन रखें।',
    },
  ],
  pickOne: 'इंस्टॉल करने के लिए एक वॉलेट चुनें। सेट अप हो जाने पर यहाँ लौटकर कनेक्ट करें।',
  desktopTitle: 'इस कंप्यूटर पर',
  desktopText: (name: string) => `${name} को अपने ब्राउज़र में जोड़ें, फिर यह पेज दोबारा लोड करें।`,
  addToBrowser: 'ब्राउज़र में जोड़ें',
  mobileTitle: 'आपके फ़ोन पर',
  mobileText: (name: string) => `${name} ऐप इंस्टॉल करें, फिर उससे नीचे दिया कोड स्कैन करें।`,
  mobileTextNoRelay: (name: string) => `अपने फ़ोन पर ${name} ऐप इंस्टॉल करें।`,
  appStore: 'App Store से पाएं',
  googlePlay: 'Google Play से पाएं',
  website: 'वेबसाइट',
  scanTitle: (name: string) => `क्या आपके फ़ोन पर पहले से ${name} है?`,
  installedTag: 'इंस्टॉल है',
}
