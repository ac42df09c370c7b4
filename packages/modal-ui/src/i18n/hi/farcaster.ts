import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Farcaster view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'QR कोड के रूप में Farcaster लॉग इन लिंक',
  scan: 'अपने फ़ोन से स्कैन करें',
  hint: 'अपने फ़ोन का कैमरा खोलें और Farcaster में लॉग इन स्वीकृत करें।',
  openHere: 'इस डिवाइस पर Farcaster खोलें',
  connecting: 'कनेक्ट हो रहा है…',
  noLink: 'Farcaster लॉग इन शुरू नहीं हुआ। वापस जाकर फिर से कोशिश करें।',
}
