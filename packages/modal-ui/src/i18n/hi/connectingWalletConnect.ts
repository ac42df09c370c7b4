import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the WalletConnect views; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./connectingWalletConnect.js')).connectingWalletConnect
 */
export const connectingWalletConnect: Messages['connectingWalletConnect'] = {
  unavailable: (name: string) => `${name} WalletConnect के ज़रिए कनेक्ट होता है, जिसे इस ऐप ने सेट अप नहीं किया है।`,
  hint: 'इसके बजाय इस ब्राउज़र में इंस्टॉल कोई वॉलेट चुनें।',
  preparing: 'कनेक्शन तैयार हो रहा है…',
  qrLabel: 'QR कोड के रूप में WalletConnect लिंक',
  scan: 'WalletConnect वाले वॉलेट से स्कैन करें',
  scanWith: (name: string) => `${name} से स्कैन करें`,
  hintScan: 'अपने फ़ोन पर वॉलेट खोलें, कोड स्कैन करें और कनेक्शन स्वीकृत करें।',
  openMobile: 'मोबाइल पर खोलें',
  openDesktop: 'डेस्कटॉप ऐप खोलें',
  openWeb: 'वेब ऐप खोलें',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया',
  copyFailed: 'लिंक कॉपी नहीं हो सका',
}
