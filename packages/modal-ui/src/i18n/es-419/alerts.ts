import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish texts of the alert bar; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Red no encontrada',
    body: 'La red solicitada no es una de las redes que admite esta app.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Configuración de la app no válida',
    body: 'El origen de este sitio no está en la lista de permitidos del proyecto, o no se pudo cargar la billetera integrada. Agrega el origen a los dominios permitidos del proyecto y vuelve a cargar la página.',
  },
  SESSION_EXPIRED: {
    title: 'Sesión vencida',
    body: 'La sesión todavía no es válida; por lo general, el reloj de este dispositivo está mal. Revisa la fecha y la hora, y luego vuelve a conectar tu billetera.',
  },
  INVALID_PROJECT_ID: {
    title: 'ID de proyecto no válido',
    body: 'El servicio rechazó el ID del proyecto. Revisa la opción `projectId` que se pasa a `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID de proyecto sin configurar',
    body: 'No hay un ID de proyecto, así que no se usan los servicios que lo necesitan. Pasa `projectId` a `initModal` para usarlos.',
  },
  close: 'Descartar',
}
