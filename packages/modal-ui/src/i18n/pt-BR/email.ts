import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: 'E-mail',
  placeholder: 'voce@example.org',
  continue: 'Continuar',
  socialsLabel: 'Entrar com',
  continueWith: (provider: string) => `Continuar com ${provider}`,
  approveDevice: 'Aprove este dispositivo',
  approveDeviceHint: (email: string) =>
    `Enviamos um link para ${email}. Abra-o para aprovar este dispositivo; esta tela continua sozinha.`,
  waiting: 'Aguardando a aprovação…',
  codeSent: (email: string) => `Digite o código de 6 dígitos que enviamos para ${email}.`,
  codeLabel: 'Código do e-mail',
  checking: 'Verificando o código…',
  noCode: 'Não recebeu o código?',
  resend: 'Reenviar',
  resent: 'Um novo código está a caminho',
  passkey: 'Continuar com chave de acesso',
  passkeyHint: 'Use sua chave de acesso no painel da carteira abaixo.',
  passkeyCancel: 'Usar outro método',
}
