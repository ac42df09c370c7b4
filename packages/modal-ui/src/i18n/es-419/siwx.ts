import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Sign In view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} quiere que inicies sesión`,
  appFallback: 'Esta app',
  explanation: 'Firmar un mensaje demuestra que esta billetera es tuya. No envía ninguna transacción ni cuesta gas.',
  sign: 'Firmar',
  signing: 'Esperando la firma…',
  cancel: 'Cancelar',
}
