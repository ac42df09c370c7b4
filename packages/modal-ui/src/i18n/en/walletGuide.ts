/**
 * English messages of the curated wallet list and its guide views (Get <wallet>, What is a wallet?,
 * Get a wallet); they come inside the Connect view's chunk, not in the first load.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'Get Rabby'
 */
export const walletGuide = {
  popularLabel: 'Popular wallets',
  get: 'Get',
  getWallet: (name: string) => `Get ${name}`,
  whatIsAWallet: 'What is a wallet?',
  getAWallet: 'Get a wallet',
  newToWallets: 'New to wallets?',
  learnMore: 'Learn more',
  about: [
    {
      title: 'Your keys, your account',
      text: 'A wallet keeps the keys to your accounts on a blockchain. With it you send, receive and hold tokens and collectibles, and no one else can move them.',
    },
    {
      title: 'Sign in without a password',
      text: 'Instead of an email and a password, this site asks your wallet to confirm that the account is yours.',
    },
    {
      title: 'Free to set up',
      text: 'Creating a wallet costs nothing. Install one, write down its recovery phrase and keep it somewhere offline.',
    },
  ],
  pickOne: 'Pick a wallet to install. Once it is set up, come back here and connect.',
  desktopTitle: 'On this computer',
  desktopText: (name: string) => `Add ${name} to your browser, then reload this page.`,
  addToBrowser: 'Add to browser',
  mobileTitle: 'On your phone',
  mobileText: (name: string) => `Install the ${name} app, then scan the code below with it.`,
  mobileTextNoRelay: (name: string) => `Install the ${name} app on your phone.`,
  appStore: 'App Store',
  googlePlay: 'Google Play',
  website: 'Website',
  scanTitle: (name: string) => `Already have ${name} on your phone?`,
  installedTag: 'Installed',
} as const
