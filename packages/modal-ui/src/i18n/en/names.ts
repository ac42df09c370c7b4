/**
 * English messages of the account name views; they load, with every view's English section, beside the first view shown (not in the first load).
 *
 * @example
 * (await import('./names.js')).names
 */
export const names = {
  label: 'Name',
  rules: 'Letters, digits and hyphens; at least 4 characters.',
  checking: 'Checking the name…',
  suggestionsLabel: 'Suggested names',
  available: 'Available',
  unavailable: 'Taken',
  taken: (name: string) => `${name} is already taken`,
  register: 'Register name',
  signing: 'Sign the message in your wallet…',
  registering: 'Registering…',
  success: (name: string) => `${name} is yours`,
  successHint: 'Your account now shows this name instead of its address.',
  done: 'Done',
} as const
