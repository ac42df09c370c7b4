/**
 * English messages of the Sign In view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx = {
  heading: (appName: string) => `${appName} wants you to sign in`,
  appFallback: 'This app',
  explanation: 'Signing a message proves you own this wallet. It does not send a transaction or cost gas.',
  sign: 'Sign',
  signing: 'Waiting for signature…',
  cancel: 'Cancel',
} as const
