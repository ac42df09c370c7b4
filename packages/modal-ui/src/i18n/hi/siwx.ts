import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Sign In view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} चाहता है कि आप साइन इन करें`,
  appFallback: 'यह ऐप',
  explanation:
    'संदेश पर हस्ताक्षर करने से साबित होता है कि यह वॉलेट आपका है। इससे कोई लेन-देन नहीं भेजा जाता और कोई गैस खर्च नहीं होती।',
  sign: 'हस्ताक्षर करें',
  signing: 'हस्ताक्षर का इंतज़ार है…',
  cancel: 'रद्द करें',
}
