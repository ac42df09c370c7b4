import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Brazilian Portuguese catalogue (loaded only when Brazilian Portuguese is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('pt-BR')
 */
export const ptBR: CoreMessages = {
  shell: {
    close: 'Fechar',
    back: 'Voltar',
    loading: 'Carregando',
  },
  connectButton: {
    connect: 'Conectar carteira',
    connecting: 'Conectando…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', conta',
  },
  titles: {
    Connect: 'Conectar carteira',
    Account: 'Conta',
    Activity: 'Atividade',
    SIWXSignMessage: 'Entrar',
    UnsupportedChain: 'Trocar de rede',
    ApproveTransaction: 'Aprovar solicitação',
    Send: 'Enviar',
    Networks: 'Redes',
    Swap: 'Trocar',
    Receive: 'Receber',
    SwapPreview: 'Revisar troca',
    SendPreview: 'Revisar envio',
    AllWallets: 'Todas as carteiras',
    ConnectingExternal: 'Conectando',
    ConnectingWalletConnect: 'Conectar com WalletConnect',
    ConnectingWalletConnectBasic: 'Via WalletConnect',
    OnRamp: 'Comprar cripto',
    RegisterAccountName: 'Escolha um nome',
    RegisterAccountNameSuccess: 'Nome registrado',
    EmailLogin: 'Continuar com e-mail',
    EmailOtp: 'Confirmar e-mail',
    ConnectingFarcaster: 'Entrar com Farcaster',
  },
  connect: {
    walletsLabel: 'Carteiras do navegador',
    connecting: 'Conectando…',
    connectingTo: (name: string) => `Conectando a ${name}…`,
    noWallet: 'Nenhuma carteira encontrada no navegador',
    noWalletHint: 'Instale uma extensão de carteira neste navegador e recarregue a página.',
    retry: 'Tentar de novo',
    allWallets: 'Todas as carteiras',
    walletConnect: 'Via WalletConnect',
    walletCount: (count: number) => (count > 10 ? `mais de ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `Não foi possível conectar a ${name}`,
    tags: {
      recent: 'Recente',
      injected: 'Instalada',
    },
  },
  snackbar: {
    dismiss: 'Dispensar',
  },
}
