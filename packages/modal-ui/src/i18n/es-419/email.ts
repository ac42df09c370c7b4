import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'Correo electrónico',
  placeholder: 'tu@example.org',
  continue: 'Continuar',
  socialsLabel: 'Iniciar sesión con',
  continueWith: (provider: string) => `Continuar con ${provider}`,
  approveDevice: 'Aprueba este dispositivo',
  approveDeviceHint: (email: string) =>
    `Enviamos un enlace a ${email}. Ábrelo para aprobar este dispositivo; esta pantalla seguirá sola.`,
  waiting: 'Esperando la aprobación…',
  codeSent: (email: string) => `Ingresa el código de 6 dígitos que enviamos a ${email}.`,
  codeLabel: 'Código del correo',
  checking: 'Verificando el código…',
  noCode: '¿No te llegó el código?',
  resend: 'Volver a enviar',
  resent: 'Ya va en camino un código nuevo',
  passkey: 'Continuar con llave de acceso',
  passkeyHint: 'Usa tu llave de acceso en el panel de la billetera, abajo.',
  passkeyCancel: 'Usar otro método',
}
