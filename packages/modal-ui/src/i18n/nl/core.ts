import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Dutch catalogue (loaded only when Dutch is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('nl')
 */
export const nl: CoreMessages = {
  shell: {
    close: 'Sluiten',
    back: 'Terug',
    loading: 'Laden',
  },
  connectButton: {
    connect: 'Wallet verbinden',
    connecting: 'Verbinden…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', je account',
  },
  titles: {
    Connect: 'Wallet verbinden',
    Account: 'Je account',
    Activity: 'Activiteit',
    SIWXSignMessage: 'Inloggen',
    UnsupportedChain: 'Ander netwerk kiezen',
    ApproveTransaction: 'Verzoek goedkeuren',
    Send: 'Versturen',
    Networks: 'Netwerken',
    Swap: 'Ruilen',
    Receive: 'Ontvangen',
    SwapPreview: 'Ruil controleren',
    SendPreview: 'Verzending controleren',
    AllWallets: 'Alle wallets',
    ConnectingExternal: 'Verbinden',
    ConnectingWalletConnect: 'Verbinden met WalletConnect',
    ConnectingWalletConnectBasic: 'Via WalletConnect',
    OnRamp: 'Crypto kopen',
    RegisterAccountName: 'Kies een naam',
    RegisterAccountNameSuccess: 'Naam geregistreerd',
    EmailLogin: 'Doorgaan met e-mail',
    EmailOtp: 'E-mail bevestigen',
    ConnectingFarcaster: 'Inloggen met Farcaster',
  },
  connect: {
    walletsLabel: 'Browserwallets',
    connecting: 'Verbinden…',
    connectingTo: (name: string) => `Verbinden met ${name}…`,
    noWallet: 'Geen browserwallet gevonden',
    noWalletHint: 'Installeer een wallet-extensie in deze browser en laad de pagina opnieuw.',
    retry: 'Opnieuw proberen',
    allWallets: 'Alle wallets',
    walletConnect: 'Via WalletConnect',
    walletCount: (count: number) => (count > 10 ? `meer dan ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `Verbinden met ${name} is mislukt`,
    tags: {
      recent: 'Laatst gebruikt',
      injected: 'Geïnstalleerd',
    },
  },
  snackbar: {
    dismiss: 'Sluiten',
  },
}
