import type { Messages } from '../en/core.js'

/**
 * German messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-Mail',
  placeholder: 'du@example.org',
  continue: 'Weiter',
  socialsLabel: 'Anmelden mit',
  continueWith: (provider: string) => `Weiter mit ${provider}`,
  approveDevice: 'Dieses Gerät freigeben',
  approveDeviceHint: (email: string) =>
    `Wir haben einen Link an ${email} geschickt. Öffne ihn, um dieses Gerät freizugeben; danach geht es hier von selbst weiter.`,
  waiting: 'Warte auf die Freigabe…',
  codeSent: (email: string) => `Gib den 6-stelligen Code ein, den wir an ${email} geschickt haben.`,
  codeLabel: 'Code aus der E-Mail',
  checking: 'Code wird geprüft…',
  noCode: 'Kein Code?',
  resend: 'Erneut senden',
  resent: 'Ein neuer Code ist unterwegs',
  passkey: 'Weiter mit Passkey',
  passkeyHint: 'Nutze deinen Passkey im Feld der Wallet unten.',
  passkeyCancel: 'Andere Methode wählen',
}
