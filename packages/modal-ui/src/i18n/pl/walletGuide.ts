import type { Messages } from '../en/core.js'

/**
 * Polish messages of the curated wallet list and its guide views; they load with the Connect view once
 * Polish is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Popularne portfele',
  get: 'Pobierz',
  getWallet: (name: string) => `Pobierz ${name}`,
  whatIsAWallet: 'Czym jest portfel?',
  getAWallet: 'Załóż portfel',
  newToWallets: 'Pierwszy raz z portfelem?',
  learnMore: 'Dowiedz się więcej',
  about: [
    {
      title: 'Twoje klucze, twoje konto',
      text: 'Portfel przechowuje klucze do twoich kont w blockchainie. Dzięki niemu wysyłasz, odbierasz i przechowujesz tokeny oraz kolekcje, a nikt inny nie może ich przenieść.',
    },
    {
      title: 'Logowanie bez hasła',
      text: 'Zamiast e-maila i hasła ta strona prosi twój portfel o potwierdzenie, że konto należy do ciebie.',
    },
    {
      title: 'Bezpłatna konfiguracja',
      text: 'Założenie portfela nic nie kosztuje. Zainstaluj go, zapisz frazę odzyskiwania i przechowuj ją offline.',
    },
  ],
  pickOne: 'Wybierz portfel do zainstalowania. Gdy będzie gotowy, wróć tutaj i połącz się.',
  desktopTitle: 'Na tym komputerze',
  desktopText: (name: string) => `Dodaj ${name} do przeglądarki, a potem odśwież tę stronę.`,
  addToBrowser: 'Dodaj do przeglądarki',
  mobileTitle: 'Na telefonie',
  mobileText: (name: string) => `Zainstaluj aplikację ${name}, a potem zeskanuj nią kod poniżej.`,
  mobileTextNoRelay: (name: string) => `Zainstaluj aplikację ${name} na telefonie.`,
  appStore: 'Pobierz z App Store',
  googlePlay: 'Pobierz z Google Play',
  website: 'Strona internetowa',
  scanTitle: (name: string) => `Masz już ${name} na telefonie?`,
  installedTag: 'Zainstalowany',
}
