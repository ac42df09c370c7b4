import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the curated wallet list and its guide views; they load with the Connect view once
 * Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Carteiras populares',
  get: 'Obter',
  getWallet: (name: string) => `Obter ${name}`,
  whatIsAWallet: 'O que é uma carteira?',
  getAWallet: 'Obter uma carteira',
  newToWallets: 'Novo em carteiras?',
  learnMore: 'Saiba mais',
  about: [
    {
      title: 'Suas chaves, sua conta',
      text: 'Uma carteira guarda as chaves das suas contas em uma blockchain. Com ela você envia, recebe e guarda tokens e colecionáveis, e ninguém mais pode movê-los.',
    },
    {
      title: 'Entre sem senha',
      text: 'Em vez de e-mail e senha, este site pede à sua carteira que confirme que a conta é sua.',
    },
    {
      title: 'Configuração gratuita',
      text: 'Criar uma carteira não custa nada. Instale uma, anote a frase de recuperação e guarde-a em um lugar offline.',
    },
  ],
  pickOne: 'Escolha uma carteira para instalar. Depois de configurá-la, volte aqui e conecte-se.',
  desktopTitle: 'Neste computador',
  desktopText: (name: string) => `Adicione ${name} ao seu navegador e recarregue esta página.`,
  addToBrowser: 'Adicionar ao navegador',
  mobileTitle: 'No seu celular',
  mobileText: (name: string) => `Instale o app ${name} e escaneie com ele o código abaixo.`,
  mobileTextNoRelay: (name: string) => `Instale o app ${name} no seu celular.`,
  appStore: 'Na App Store',
  googlePlay: 'No Google Play',
  website: 'Site',
  scanTitle: (name: string) => `Já tem ${name} no celular?`,
  installedTag: 'Instalada',
}
