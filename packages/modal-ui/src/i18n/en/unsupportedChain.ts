/**
 * English messages of the Switch Network view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain = {
  explanation: 'Your wallet is on a network this app does not support. Switch to one of these to continue.',
  networksLabel: 'Supported networks',
  switching: (name: string) => `Switching to ${name}…`,
} as const
