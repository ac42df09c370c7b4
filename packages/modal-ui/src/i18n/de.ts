import type { Messages } from './en.js'

/**
 * The German message catalogue (loaded only when German is chosen).
 *
 * @example
 * await setLocale('de')
 */
export const de: Messages = {
  shell: {
    close: 'Schließen',
    back: 'Zurück',
    loading: 'Wird geladen',
  },
  connectButton: {
    connect: 'Wallet verbinden',
    connecting: 'Verbinde…',
    account: (balance: string, address: string) => `Konto ${address}, Guthaben ${balance}`,
  },
  titles: {
    Connect: 'Wallet verbinden',
    Account: 'Konto',
    SIWXSignMessage: 'Anmelden',
    UnsupportedChain: 'Netzwerk wechseln',
    ApproveTransaction: 'Anfrage bestätigen',
    Send: 'Senden',
    Networks: 'Netzwerke',
    SendPreview: 'Senden prüfen',
  },
  connect: {
    walletsLabel: 'Browser-Wallets',
    connecting: 'Verbinde…',
    connectingTo: (name: string) => `Verbinde mit ${name}…`,
    noWallet: 'Keine Browser-Wallet gefunden',
    noWalletHint: 'Installiere eine Wallet-Erweiterung in diesem Browser und lade die Seite neu.',
    retry: 'Erneut versuchen',
    failed: (name: string) => `Verbindung mit ${name} fehlgeschlagen`,
    tags: {
      recent: 'Zuletzt',
      injected: 'Installiert',
    },
  },
  account: {
    copyAddress: 'Adresse kopieren',
    copied: 'Adresse kopiert',
    balanceLabel: 'Guthaben',
    disconnect: 'Trennen',
    disconnecting: 'Trenne…',
    balanceUnavailable: 'Guthaben nicht verfügbar',
    disconnectFailed: 'Trennen fehlgeschlagen',
    actionsLabel: 'Kontoaktionen',
    send: 'Senden',
    tokensLabel: 'Token',
    tokensEmpty: 'Noch keine Token in diesem Netzwerk',
    tokensLoading: 'Token werden geladen',
  },
  send: {
    tokenLabel: 'Währung',
    amountLabel: 'Betrag',
    max: 'Maximum',
    available: (amount: string, symbol: string) => `${amount} ${symbol} verfügbar`,
    receiverLabel: 'An',
    receiverPlaceholder: 'Adresse (0x… oder Solana)',
    review: 'Prüfen',
    noTokens: 'In diesem Netzwerk gibt es nichts zu senden',
    sending: 'Sende…',
    confirm: 'Jetzt senden',
    cancel: 'Abbrechen',
    previewAmount: 'Du sendest',
    previewTo: 'Empfänger',
    previewNetwork: 'Netz',
    previewFee: 'Netzwerkgebühr (geschätzt)',
    feeUnknown: 'Wird geschätzt…',
  },
  networks: {
    label: 'Netzwerkliste',
    active: 'Aktuell',
    change: (name: string) => `Netzwerk wechseln: ${name}`,
  },
  snackbar: {
    dismiss: 'Ausblenden',
  },
  siwx: {
    heading: (appName: string) => `${appName} möchte, dass du dich anmeldest`,
    appFallback: 'Diese App',
    explanation: 'Mit der Signatur zeigst du, dass dir diese Wallet gehört. Es wird keine Transaktion gesendet und kein Gas verbraucht.',
    sign: 'Signieren',
    signing: 'Warte auf Signatur…',
    cancel: 'Abbrechen',
  },
  unsupportedChain: {
    explanation: 'Deine Wallet ist in einem Netzwerk, das diese App nicht unterstützt. Wechsle zu einem dieser Netzwerke, um fortzufahren.',
    networksLabel: 'Unterstützte Netzwerke',
    switching: (name: string) => `Wechsle zu ${name}…`,
  },
  approve: {
    appFallback: 'Diese App',
    heading: (appName: string, action: string) => `${appName} bittet deine Wallet, ${action}`,
    action: (method: string): string =>
      ({
        personal_sign: 'eine Nachricht zu signieren',
        eth_signTypedData_v4: 'strukturierte Daten zu signieren',
        eth_sendTransaction: 'eine Transaktion zu senden',
        eth_sendUserOperation: 'eine User Operation zu senden',
        wallet_sendCalls: 'mehrere Aufrufe zu senden',
        wallet_grantPermissions: 'Berechtigungen zu erteilen',
        wallet_revokePermissions: 'Berechtigungen zu entziehen',
        solana_signMessage: 'eine Nachricht zu signieren',
        solana_signTransaction: 'eine Transaktion zu signieren',
        solana_signAllTransactions: 'Transaktionen zu signieren',
        solana_signAndSendTransaction: 'eine Transaktion zu signieren und zu senden',
      })[method] ?? `${method} aufzurufen`,
    explanation: 'Bestätige, um die Anfrage an deine Wallet weiterzugeben, wo du sie freigibst. Lehne ab, um sie abzubrechen.',
    more: (count: number) => `${count} weitere ${count === 1 ? 'Anfrage wartet' : 'Anfragen warten'}`,
    approve: 'Bestätigen',
    reject: 'Ablehnen',
  },
  errors: {
    unknown: 'Unbekannter Fehler',
  },
}
