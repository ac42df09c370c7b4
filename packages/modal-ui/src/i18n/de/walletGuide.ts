import type { Messages } from '../en/core.js'

/**
 * German messages of the curated wallet list and its guide views; they load with the Connect view once
 * German is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'Rabby holen'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Beliebte Wallets',
  get: 'Holen',
  getWallet: (name: string) => `${name} holen`,
  whatIsAWallet: 'Was ist eine Wallet?',
  getAWallet: 'Wallet besorgen',
  newToWallets: 'Neu bei Wallets?',
  learnMore: 'Mehr erfahren',
  about: [
    {
      title: 'Deine Schlüssel, dein Konto',
      text: 'Eine Wallet verwahrt die Schlüssel zu deinen Konten auf einer Blockchain. Damit sendest, empfängst und hältst du Token und Sammlerstücke, und niemand sonst kann sie bewegen.',
    },
    {
      title: 'Anmelden ohne Passwort',
      text: 'Statt E-Mail und Passwort bittet diese Seite deine Wallet zu bestätigen, dass das Konto dir gehört.',
    },
    {
      title: 'Kostenlos eingerichtet',
      text: 'Eine Wallet anzulegen kostet nichts. Installiere eine, schreibe ihre Wiederherstellungsphrase auf und bewahre sie offline auf.',
    },
  ],
  pickOne: 'Wähle eine Wallet zum Installieren. Sobald sie eingerichtet ist, komm zurück und verbinde dich.',
  desktopTitle: 'Auf diesem Computer',
  desktopText: (name: string) => `Füge ${name} deinem Browser hinzu und lade diese Seite neu.`,
  addToBrowser: 'Zum Browser hinzufügen',
  mobileTitle: 'Auf deinem Smartphone',
  mobileText: (name: string) => `Installiere die App ${name} und scanne damit den Code unten.`,
  mobileTextNoRelay: (name: string) => `Installiere die App ${name} auf deinem Smartphone.`,
  appStore: 'Im App Store',
  googlePlay: 'Bei Google Play',
  website: 'Zur Webseite',
  scanTitle: (name: string) => `${name} schon auf dem Smartphone?`,
  installedTag: 'Installiert',
}
