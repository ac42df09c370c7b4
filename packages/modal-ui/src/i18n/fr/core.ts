import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the French catalogue (loaded only when French is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('fr')
 */
export const fr: CoreMessages = {
  shell: {
    close: 'Fermer',
    back: 'Retour',
    loading: 'Chargement',
  },
  connectButton: {
    connect: 'Connecter un portefeuille',
    connecting: 'Connexion…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', compte',
  },
  titles: {
    Connect: 'Connecter un portefeuille',
    Account: 'Compte',
    Activity: 'Activité',
    SIWXSignMessage: 'Se connecter',
    UnsupportedChain: 'Changer de réseau',
    ApproveTransaction: 'Approuver la demande',
    Send: 'Envoyer',
    Networks: 'Réseaux',
    Swap: 'Échanger',
    Receive: 'Recevoir',
    SwapPreview: "Vérifier l'échange",
    SendPreview: "Vérifier l'envoi",
    AllWallets: 'Tous les portefeuilles',
    ConnectingExternal: 'Connexion',
    ConnectingWalletConnect: 'Connexion avec WalletConnect',
    ConnectingWalletConnectBasic: 'Via WalletConnect',
    OnRamp: 'Acheter des cryptos',
    RegisterAccountName: 'Choisir un nom',
    RegisterAccountNameSuccess: 'Nom enregistré',
    EmailLogin: 'Continuer avec un e-mail',
    EmailOtp: "Confirmer l'e-mail",
    ConnectingFarcaster: 'Connexion avec Farcaster',
  },
  connect: {
    walletsLabel: 'Portefeuilles du navigateur',
    connecting: 'Connexion…',
    connectingTo: (name: string) => `Connexion à ${name}…`,
    noWallet: 'Aucun portefeuille trouvé dans le navigateur',
    noWalletHint: 'Installez une extension de portefeuille dans ce navigateur, puis rechargez la page.',
    retry: 'Réessayer',
    allWallets: 'Tous les portefeuilles',
    walletConnect: 'Via WalletConnect',
    walletCount: (count: number) => (count > 10 ? `plus de ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `Impossible de se connecter à ${name}`,
    tags: {
      recent: 'Récent',
      injected: 'Installé',
    },
  },
  snackbar: {
    dismiss: 'Masquer',
  },
}
