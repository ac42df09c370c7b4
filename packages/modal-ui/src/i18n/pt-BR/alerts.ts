import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese texts of the alert bar; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Rede não encontrada',
    body: 'A rede solicitada não está entre as redes compatíveis com este app.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Configuração do app inválida',
    body: 'A origem deste site não está na lista de permissões do projeto, ou não foi possível carregar a carteira incorporada. Adicione a origem aos domínios permitidos do projeto e recarregue a página.',
  },
  SESSION_EXPIRED: {
    title: 'Sessão expirada',
    body: 'A sessão ainda não é válida, o que geralmente significa que o relógio deste dispositivo está errado. Confira a data e a hora e conecte sua carteira de novo.',
  },
  INVALID_PROJECT_ID: {
    title: 'ID do projeto inválido',
    body: 'O serviço recusou o ID do projeto. Confira a opção `projectId` passada para `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID do projeto não configurado',
    body: 'Nenhum ID de projeto foi definido, então os serviços que precisam dele não são usados. Passe `projectId` para `initModal` para usá-los.',
  },
  close: 'Dispensar',
}
