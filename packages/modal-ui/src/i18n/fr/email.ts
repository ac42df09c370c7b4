import type { Messages } from '../en/core.js'

/**
 * French messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-mail',
  placeholder: 'vous@example.org',
  continue: 'Continuer',
  socialsLabel: 'Se connecter avec',
  continueWith: (provider: string) => `Continuer avec ${provider}`,
  approveDevice: 'Approuver cet appareil',
  approveDeviceHint: (email: string) =>
    `Nous avons envoyé un lien à ${email}. Ouvrez-le pour approuver cet appareil ; cette page continuera d'elle-même.`,
  waiting: "En attente de l'approbation…",
  codeSent: (email: string) => `Saisissez le code à 6 chiffres envoyé à ${email}.`,
  codeLabel: 'Code reçu par e-mail',
  checking: 'Vérification du code…',
  noCode: 'Pas de code ?',
  resend: 'Renvoyer',
  resent: 'Un nouveau code est en route',
  passkey: 'Continuer avec une clé d’accès',
  passkeyHint: 'Utilisez votre clé d’accès dans le panneau du portefeuille ci-dessous.',
  passkeyCancel: 'Utiliser une autre méthode',
}
