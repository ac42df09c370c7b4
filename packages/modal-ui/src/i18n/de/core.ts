import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the German catalogue (loaded only when German is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('de')
 */
export const de: CoreMessages = {
  shell: {
    close: 'Schließen',
    back: 'Zurück',
    loading: 'Wird geladen',
  },
  connectButton: {
    connect: 'Wallet verbinden',
    connecting: 'Verbinde…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', Konto',
  },
  titles: {
    Connect: 'Wallet verbinden',
    Account: 'Konto',
    Activity: 'Aktivität',
    SIWXSignMessage: 'Anmelden',
    UnsupportedChain: 'Netzwerk wechseln',
    ApproveTransaction: 'Anfrage bestätigen',
    Send: 'Senden',
    Networks: 'Netzwerke',
    Swap: 'Tauschen',
    Receive: 'Empfangen',
    SwapPreview: 'Tausch prüfen',
    SendPreview: 'Senden prüfen',
    AllWallets: 'Alle Wallets',
    ConnectingExternal: 'Verbinden',
    ConnectingWalletConnect: 'Mit WalletConnect verbinden',
    ConnectingWalletConnectBasic: 'Über WalletConnect',
    OnRamp: 'Krypto kaufen',
    RegisterAccountName: 'Namen wählen',
    RegisterAccountNameSuccess: 'Name registriert',
    EmailLogin: 'Weiter mit E-Mail',
    EmailOtp: 'E-Mail bestätigen',
    ConnectingFarcaster: 'Mit Farcaster anmelden',
  },
  connect: {
    walletsLabel: 'Browser-Wallets',
    connecting: 'Verbinde…',
    connectingTo: (name: string) => `Verbinde mit ${name}…`,
    noWallet: 'Keine Browser-Wallet gefunden',
    noWalletHint: 'Installiere eine Wallet-Erweiterung in diesem Browser und lade die Seite neu.',
    retry: 'Erneut versuchen',
    allWallets: 'Alle Wallets',
    walletConnect: 'Über WalletConnect',
    walletCount: (count: number) => (count > 10 ? `über ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `Verbindung mit ${name} fehlgeschlagen`,
    tags: {
      recent: 'Zuletzt',
      injected: 'Installiert',
    },
  },
  snackbar: {
    dismiss: 'Ausblenden',
  },
}
