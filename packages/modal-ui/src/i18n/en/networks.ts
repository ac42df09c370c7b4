/**
 * English messages of the Networks view (and the network button of the Account view); they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./networks.js')).networks
 */
export const networks = {
  label: 'Networks',
  active: 'Current',
  change: (name: string) => `Change network: ${name}`,
} as const
