import type { Messages } from '../en/core.js'

/**
 * Italian messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Indirizzo email',
  placeholder: 'tu@example.org',
  continue: 'Continua',
  socialsLabel: 'Accedi con',
  continueWith: (provider: string) => `Continua con ${provider}`,
  approveDevice: 'Approva questo dispositivo',
  approveDeviceHint: (email: string) =>
    `Abbiamo inviato un link a ${email}. Aprilo per approvare questo dispositivo; questa schermata proseguirà da sola.`,
  waiting: "In attesa dell'approvazione…",
  codeSent: (email: string) => `Inserisci il codice di 6 cifre che abbiamo inviato a ${email}.`,
  codeLabel: "Codice dell'email",
  checking: 'Verifica del codice…',
  noCode: 'Nessun codice?',
  resend: 'Invia di nuovo',
  resent: 'Un nuovo codice è in arrivo',
  passkey: 'Continua con passkey',
  passkeyHint: 'Usa la tua passkey nel riquadro del wallet qui sotto.',
  passkeyCancel: 'Usa un altro metodo',
}
