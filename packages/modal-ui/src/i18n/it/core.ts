import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Italian catalogue (loaded only when Italian is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('it')
 */
export const it: CoreMessages = {
  shell: {
    close: 'Chiudi',
    back: 'Indietro',
    loading: 'Caricamento',
  },
  connectButton: {
    connect: 'Collega wallet',
    connecting: 'Connessione…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', il tuo account',
  },
  titles: {
    Connect: 'Collega wallet',
    Account: 'Il tuo account',
    Activity: 'Attività',
    SIWXSignMessage: 'Accedi',
    UnsupportedChain: 'Cambia rete',
    ApproveTransaction: 'Approva richiesta',
    Send: 'Invia',
    Networks: 'Reti',
    Swap: 'Scambia',
    Receive: 'Ricevi',
    SwapPreview: 'Controlla lo scambio',
    SendPreview: "Controlla l'invio",
    AllWallets: 'Tutti i wallet',
    ConnectingExternal: 'Connessione',
    ConnectingWalletConnect: 'Collega con WalletConnect',
    ConnectingWalletConnectBasic: 'Tramite WalletConnect',
    OnRamp: 'Acquista cripto',
    RegisterAccountName: 'Scegli un nome',
    RegisterAccountNameSuccess: 'Nome registrato',
    EmailLogin: 'Continua con email',
    EmailOtp: "Conferma l'email",
    ConnectingFarcaster: 'Accedi con Farcaster',
  },
  connect: {
    walletsLabel: 'Wallet del browser',
    connecting: 'Connessione…',
    connectingTo: (name: string) => `Connessione a ${name}…`,
    noWallet: 'Nessun wallet trovato nel browser',
    noWalletHint: "Installa un'estensione wallet in questo browser, poi ricarica la pagina.",
    retry: 'Riprova',
    allWallets: 'Tutti i wallet',
    walletConnect: 'Tramite WalletConnect',
    walletCount: (count: number) => (count > 10 ? `oltre ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `Impossibile connettersi a ${name}`,
    tags: {
      recent: 'Recente',
      injected: 'Installato',
    },
  },
  snackbar: {
    dismiss: 'Ignora',
  },
}
