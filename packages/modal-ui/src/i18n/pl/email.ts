import type { Messages } from '../en/core.js'

/**
 * Polish messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Polish texts once Polish is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-mail',
  placeholder: 'jan@example.org',
  continue: 'Dalej',
  socialsLabel: 'Zaloguj przez',
  continueWith: (provider: string) => `Kontynuuj przez ${provider}`,
  approveDevice: 'Zatwierdź to urządzenie',
  approveDeviceHint: (email: string) =>
    `Wysłaliśmy link na adres ${email}. Otwórz go, aby zatwierdzić to urządzenie; ten widok sam przejdzie dalej.`,
  waiting: 'Czekamy na zatwierdzenie…',
  codeSent: (email: string) => `Wpisz 6-cyfrowy kod, który wysłaliśmy na adres ${email}.`,
  codeLabel: 'Kod z e-maila',
  checking: 'Sprawdzanie kodu…',
  noCode: 'Brak kodu?',
  resend: 'Wyślij ponownie',
  resent: 'Nowy kod jest w drodze',
  passkey: 'Kontynuuj z kluczem dostępu',
  passkeyHint: 'Użyj klucza dostępu w panelu portfela poniżej.',
  passkeyCancel: 'Użyj innej metody',
}
