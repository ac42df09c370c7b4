import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Latin-American Spanish catalogue (loaded only when Latin-American Spanish is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('es-419')
 */
export const es419: CoreMessages = {
  shell: {
    close: 'Cerrar',
    back: 'Atrás',
    loading: 'Cargando',
  },
  connectButton: {
    connect: 'Conectar billetera',
    connecting: 'Conectando…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', cuenta',
  },
  titles: {
    Connect: 'Conectar billetera',
    Account: 'Cuenta',
    Activity: 'Actividad',
    SIWXSignMessage: 'Iniciar sesión',
    UnsupportedChain: 'Cambiar de red',
    ApproveTransaction: 'Aprobar solicitud',
    Send: 'Enviar',
    Networks: 'Redes',
    Swap: 'Intercambiar',
    Receive: 'Recibir',
    SwapPreview: 'Revisar intercambio',
    SendPreview: 'Revisar envío',
    AllWallets: 'Todas las billeteras',
    ConnectingExternal: 'Conectando',
    ConnectingWalletConnect: 'Conectar con WalletConnect',
    ConnectingWalletConnectBasic: 'Con WalletConnect',
    OnRamp: 'Comprar cripto',
    RegisterAccountName: 'Elige un nombre',
    RegisterAccountNameSuccess: 'Nombre registrado',
    EmailLogin: 'Continuar con correo',
    EmailOtp: 'Confirmar correo',
    ConnectingFarcaster: 'Iniciar sesión con Farcaster',
  },
  connect: {
    walletsLabel: 'Billeteras del navegador',
    connecting: 'Conectando…',
    connectingTo: (name: string) => `Conectando con ${name}…`,
    noWallet: 'No se encontró ninguna billetera en el navegador',
    noWalletHint: 'Instala una extensión de billetera en este navegador y vuelve a cargar la página.',
    retry: 'Reintentar',
    allWallets: 'Todas las billeteras',
    walletConnect: 'Con WalletConnect',
    walletCount: (count: number) => (count > 10 ? `más de ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `No se pudo conectar con ${name}`,
    tags: {
      recent: 'Reciente',
      injected: 'Instalada',
    },
  },
  snackbar: {
    dismiss: 'Descartar',
  },
}
