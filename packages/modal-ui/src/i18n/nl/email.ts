import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-mailadres',
  placeholder: 'jij@example.org',
  continue: 'Doorgaan',
  socialsLabel: 'Inloggen met',
  continueWith: (provider: string) => `Doorgaan met ${provider}`,
  approveDevice: 'Dit apparaat goedkeuren',
  approveDeviceHint: (email: string) =>
    `We hebben een link naar ${email} gestuurd. Open die om dit apparaat goed te keuren; dit scherm gaat daarna vanzelf verder.`,
  waiting: 'Wachten op goedkeuring…',
  codeSent: (email: string) => `Voer de 6-cijferige code in die we naar ${email} hebben gestuurd.`,
  codeLabel: 'Code uit de e-mail',
  checking: 'Code controleren…',
  noCode: 'Geen code ontvangen?',
  resend: 'Opnieuw versturen',
  resent: 'Er is een nieuwe code onderweg',
  passkey: 'Doorgaan met passkey',
  passkeyHint: 'Gebruik je passkey in het venster van de wallet hieronder.',
  passkeyCancel: 'Een andere methode gebruiken',
}
