import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the curated wallet list and its guide views; they load with the Connect view once
 * Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Billeteras populares',
  get: 'Obtener',
  getWallet: (name: string) => `Obtener ${name}`,
  whatIsAWallet: '¿Qué es una billetera?',
  getAWallet: 'Obtener una billetera',
  newToWallets: '¿Eres nuevo en las billeteras?',
  learnMore: 'Más información',
  about: [
    {
      title: 'Tus claves, tu cuenta',
      text: 'Una billetera guarda las claves de tus cuentas en una blockchain. Con ella envías, recibes y guardas tokens y coleccionables, y nadie más puede moverlos.',
    },
    {
      title: 'Inicia sesión sin contraseña',
      text: 'En lugar de un correo y una contraseña, este sitio le pide a tu billetera que confirme que la cuenta es tuya.',
    },
    {
      title: 'Configurarla es gratis',
      text: 'Crear una billetera no cuesta nada. Instala una, anota su frase de recuperación y guárdala en un lugar sin conexión.',
    },
  ],
  pickOne: 'Elige una billetera para instalar. Cuando esté lista, vuelve aquí y conéctate.',
  desktopTitle: 'En esta computadora',
  desktopText: (name: string) => `Agrega ${name} a tu navegador y vuelve a cargar esta página.`,
  addToBrowser: 'Agregar al navegador',
  mobileTitle: 'En tu celular',
  mobileText: (name: string) => `Instala la app ${name} y luego escanea con ella el código de abajo.`,
  mobileTextNoRelay: (name: string) => `Instala la app ${name} en tu celular.`,
  appStore: 'En App Store',
  googlePlay: 'En Google Play',
  website: 'Sitio web',
  scanTitle: (name: string) => `¿Ya tienes ${name} en tu celular?`,
  installedTag: 'Instalada',
}
