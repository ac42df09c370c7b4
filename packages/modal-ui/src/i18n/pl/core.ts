import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Polish catalogue (loaded only when Polish is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('pl')
 */
export const pl: CoreMessages = {
  shell: {
    close: 'Zamknij',
    back: 'Wstecz',
    loading: 'Ładowanie',
  },
  connectButton: {
    connect: 'Połącz portfel',
    connecting: 'Łączenie…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', konto',
  },
  titles: {
    Connect: 'Połącz portfel',
    Account: 'Konto',
    Activity: 'Aktywność',
    SIWXSignMessage: 'Logowanie',
    UnsupportedChain: 'Zmień sieć',
    ApproveTransaction: 'Zatwierdź żądanie',
    Send: 'Wyślij',
    Networks: 'Sieci',
    Swap: 'Wymiana',
    Receive: 'Odbierz',
    SwapPreview: 'Sprawdź wymianę',
    SendPreview: 'Sprawdź wysyłkę',
    AllWallets: 'Wszystkie portfele',
    ConnectingExternal: 'Łączenie',
    ConnectingWalletConnect: 'Połącz przez WalletConnect',
    ConnectingWalletConnectBasic: 'Przez WalletConnect',
    OnRamp: 'Kup kryptowaluty',
    RegisterAccountName: 'Wybierz nazwę',
    RegisterAccountNameSuccess: 'Nazwa zarejestrowana',
    EmailLogin: 'Kontynuuj przez e-mail',
    EmailOtp: 'Potwierdź e-mail',
    ConnectingFarcaster: 'Logowanie przez Farcaster',
  },
  connect: {
    walletsLabel: 'Portfele w przeglądarce',
    connecting: 'Łączenie…',
    connectingTo: (name: string) => `Łączenie z ${name}…`,
    noWallet: 'Nie znaleziono portfela w przeglądarce',
    noWalletHint: 'Zainstaluj rozszerzenie portfela w tej przeglądarce i odśwież stronę.',
    retry: 'Spróbuj ponownie',
    allWallets: 'Wszystkie portfele',
    walletConnect: 'Przez WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Nie udało się połączyć z ${name}`,
    tags: {
      recent: 'Ostatnio używany',
      injected: 'Zainstalowany',
    },
  },
  snackbar: {
    dismiss: 'Ukryj',
  },
}
