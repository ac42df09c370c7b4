/**
 * English messages of the Farcaster view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster = {
  qrLabel: 'Farcaster login link as a QR code',
  scan: 'Scan with your phone',
  hint: 'Open the camera on your phone and approve the login in Farcaster.',
  openHere: 'Open Farcaster on this device',
  connecting: 'Connecting…',
  noLink: 'The Farcaster login did not start. Go back and try again.',
} as const
