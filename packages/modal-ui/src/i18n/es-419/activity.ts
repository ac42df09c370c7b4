import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Activity list (Account view tab and Activity view); they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Detalles de la cuenta',
  tokens: 'Activos',
  activity: 'Actividad',
  empty: 'Aún no hay actividad',
  partial: 'Solo transferencias recientes: esta red no ofrece el historial completo',
  loading: 'Cargando actividad',
  more: 'Cargar más',
  retry: 'Reintentar',
  transaction: 'Transacción',
  operation: (type: string) =>
    ({
      send: 'Enviado',
      receive: 'Recibido',
      trade: 'Intercambiado',
      mint: 'Acuñado',
      approve: 'Aprobado',
      execute: 'Ejecutado',
      deposit: 'Depositado',
      withdraw: 'Retirado',
      burn: 'Quemado',
    })[type] ?? type,
}
