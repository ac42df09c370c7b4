import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'ईमेल',
  placeholder: 'rahul@example.org',
  continue: 'जारी रखें',
  socialsLabel: 'इससे लॉग इन करें',
  continueWith: (provider: string) => `${provider} से जारी रखें`,
  approveDevice: 'इस डिवाइस को स्वीकृत करें',
  approveDeviceHint: (email: string) =>
    `हमने ${email} पर एक लिंक भेजा है। इस डिवाइस को स्वीकृत करने के लिए उसे खोलें; यह स्क्रीन अपने आप आगे बढ़ जाएगी।`,
  waiting: 'स्वीकृति का इंतज़ार है…',
  codeSent: (email: string) => `हमने ${email} पर जो 6 अंकों का कोड भेजा है, उसे दर्ज करें।`,
  codeLabel: 'ईमेल में मिला कोड',
  checking: 'कोड जाँचा जा रहा है…',
  noCode: 'कोड नहीं मिला?',
  resend: 'फिर से भेजें',
  resent: 'नया कोड भेज दिया गया है',
  passkey: 'पासकी से जारी रखें',
  passkeyHint: 'नीचे वॉलेट के पैनल में अपनी पासकी इस्तेमाल करें।',
  passkeyCancel: 'कोई और तरीका चुनें',
}
