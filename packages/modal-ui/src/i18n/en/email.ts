/**
 * English messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./email.js')).email
 */
export const email = {
  label: 'Email',
  placeholder: 'you@example.org',
  continue: 'Continue',
  socialsLabel: 'Log in with',
  continueWith: (provider: string) => `Continue with ${provider}`,
  approveDevice: 'Approve this device',
  approveDeviceHint: (email: string) =>
    `We sent a link to ${email}. Open it to approve this device; this view goes on by itself.`,
  waiting: 'Waiting for the approval…',
  codeSent: (email: string) => `Enter the 6-digit code we sent to ${email}.`,
  codeLabel: 'Code from the email',
  checking: 'Checking the code…',
  noCode: 'No code?',
  resend: 'Send it again',
  resent: 'A new code is on its way',
  passkey: 'Continue with passkey',
  passkeyHint: 'Use your passkey in the wallet’s panel below.',
  passkeyCancel: 'Use another method',
} as const
