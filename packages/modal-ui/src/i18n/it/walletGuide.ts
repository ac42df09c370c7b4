import type { Messages } from '../en/core.js'

/**
 * Italian messages of the curated wallet list and its guide views; they load with the Connect view once
 * Italian is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Wallet popolari',
  get: 'Scarica',
  getWallet: (name: string) => `Scarica ${name}`,
  whatIsAWallet: "Cos'è un wallet?",
  getAWallet: 'Scarica un wallet',
  newToWallets: 'Nuovo nel mondo dei wallet?',
  learnMore: 'Scopri di più',
  about: [
    {
      title: 'Le tue chiavi, il tuo account',
      text: 'Un wallet custodisce le chiavi dei tuoi account su una blockchain. Con esso invii, ricevi e conservi token e oggetti da collezione, e nessun altro può spostarli.',
    },
    {
      title: 'Accedi senza password',
      text: "Invece di email e password, questo sito chiede al tuo wallet di confermare che l'account è tuo.",
    },
    {
      title: 'Configurazione gratuita',
      text: 'Creare un wallet non costa nulla. Installane uno, annota la sua frase di recupero e conservala offline.',
    },
  ],
  pickOne: 'Scegli un wallet da installare. Una volta configurato, torna qui e collegati.',
  desktopTitle: 'Su questo computer',
  desktopText: (name: string) => `Aggiungi ${name} al tuo browser, poi ricarica questa pagina.`,
  addToBrowser: 'Aggiungi al browser',
  mobileTitle: 'Sul tuo telefono',
  mobileText: (name: string) => `Installa l'app ${name}, poi scansiona con essa il codice qui sotto.`,
  mobileTextNoRelay: (name: string) => `Installa l'app ${name} sul tuo telefono.`,
  appStore: "Sull'App Store",
  googlePlay: 'Su Google Play',
  website: 'Sito web',
  scanTitle: (name: string) => `Hai già ${name} sul telefono?`,
  installedTag: 'Installato',
}
