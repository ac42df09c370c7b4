import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the curated wallet list and its guide views; they load with the Connect view once
 * Dutch is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Populaire wallets',
  get: 'Downloaden',
  getWallet: (name: string) => `${name} downloaden`,
  whatIsAWallet: 'Wat is een wallet?',
  getAWallet: 'Een wallet nemen',
  newToWallets: 'Nieuw met wallets?',
  learnMore: 'Meer informatie',
  about: [
    {
      title: 'Jouw sleutels, jouw account',
      text: 'Een wallet bewaart de sleutels van je accounts op een blockchain. Daarmee verstuur, ontvang en bewaar je tokens en verzamelobjecten, en niemand anders kan ze verplaatsen.',
    },
    {
      title: 'Inloggen zonder wachtwoord',
      text: 'In plaats van een e-mailadres en wachtwoord vraagt deze site je wallet om te bevestigen dat het account van jou is.',
    },
    {
      title: 'Gratis in te stellen',
      text: 'Een wallet aanmaken kost niets. Installeer er een, schrijf de herstelzin op en bewaar die offline.',
    },
  ],
  pickOne: 'Kies een wallet om te installeren. Kom hier terug zodra die is ingesteld en maak verbinding.',
  desktopTitle: 'Op deze computer',
  desktopText: (name: string) => `Voeg ${name} toe aan je browser en laad deze pagina opnieuw.`,
  addToBrowser: 'Toevoegen aan browser',
  mobileTitle: 'Op je telefoon',
  mobileText: (name: string) => `Installeer de app ${name} en scan daarmee de code hieronder.`,
  mobileTextNoRelay: (name: string) => `Installeer de app ${name} op je telefoon.`,
  appStore: 'In de App Store',
  googlePlay: 'Op Google Play',
  website: 'Naar de website',
  scanTitle: (name: string) => `Heb je ${name} al op je telefoon?`,
  installedTag: 'Geïnstalleerd',
}
