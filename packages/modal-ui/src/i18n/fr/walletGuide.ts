import type { Messages } from '../en/core.js'

/**
 * French messages of the curated wallet list and its guide views; they load with the Connect view once
 * French is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Portefeuilles populaires',
  get: 'Obtenir',
  getWallet: (name: string) => `Obtenir ${name}`,
  whatIsAWallet: "Qu'est-ce qu'un portefeuille ?",
  getAWallet: 'Obtenir un portefeuille',
  newToWallets: 'Vous débutez avec les portefeuilles ?',
  learnMore: 'En savoir plus',
  about: [
    {
      title: 'Vos clés, votre compte',
      text: "Un portefeuille conserve les clés de vos comptes sur une blockchain. Avec lui, vous envoyez, recevez et détenez des jetons et des objets de collection, et personne d'autre ne peut les déplacer.",
    },
    {
      title: 'Connexion sans mot de passe',
      text: "Au lieu d'un e-mail et d'un mot de passe, ce site demande à votre portefeuille de confirmer que le compte vous appartient.",
    },
    {
      title: 'Création gratuite',
      text: 'Créer un portefeuille ne coûte rien. Installez-en un, notez sa phrase de récupération et conservez-la hors ligne.',
    },
  ],
  pickOne: 'Choisissez un portefeuille à installer. Une fois configuré, revenez ici et connectez-vous.',
  desktopTitle: 'Sur cet ordinateur',
  desktopText: (name: string) => `Ajoutez ${name} à votre navigateur, puis rechargez cette page.`,
  addToBrowser: 'Ajouter au navigateur',
  mobileTitle: 'Sur votre téléphone',
  mobileText: (name: string) => `Installez l'application ${name}, puis scannez le code ci-dessous avec elle.`,
  mobileTextNoRelay: (name: string) => `Installez l'application ${name} sur votre téléphone.`,
  appStore: "Sur l'App Store",
  googlePlay: 'Sur Google Play',
  website: 'Site web',
  scanTitle: (name: string) => `Vous avez déjà ${name} sur votre téléphone ?`,
  installedTag: 'Installé',
}
