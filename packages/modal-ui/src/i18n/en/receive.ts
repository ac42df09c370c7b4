/**
 * English messages of the Receive view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./receive.js')).receive
 */
export const receive = {
  qrLabel: 'Your address as a QR code',
  explanation: (network: string) => `Send only assets on ${network} to this address.`,
  copy: 'Copy address',
  copied: 'Address copied',
} as const
