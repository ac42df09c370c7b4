/**
 * English messages of the Connecting (browser wallet) view; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./connectingExternal.js')).connectingExternal
 */
export const connectingExternal = {
  continueIn: (name: string) => `Continue in ${name}`,
  hint: 'Accept the connection request in your wallet.',
  noWallet: 'No wallet was chosen. Go back and pick one.',
} as const
