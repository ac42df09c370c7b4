import type { Messages } from '../en/core.js'

/**
 * French texts of the alert bar; they load with the rest of the French texts once French is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Réseau introuvable',
    body: 'Le réseau demandé ne fait pas partie des réseaux pris en charge par cette application.',
  },
  INVALID_APP_CONFIGURATION: {
    title: "Configuration de l'application non valide",
    body: "L'origine de ce site ne figure pas dans la liste autorisée du projet, ou le portefeuille intégré n'a pas pu être chargé. Ajoutez l'origine aux domaines autorisés du projet, puis rechargez la page.",
  },
  SESSION_EXPIRED: {
    title: 'Session expirée',
    body: "La session n'est pas encore valide, ce qui signifie généralement que l'horloge de cet appareil est déréglée. Vérifiez la date et l'heure, puis reconnectez votre portefeuille.",
  },
  INVALID_PROJECT_ID: {
    title: 'ID de projet non valide',
    body: "Le service a refusé l'ID du projet. Vérifiez l'option `projectId` transmise à `initModal`.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Aucun ID de projet configuré',
    body: "Aucun ID de projet n'est défini : les services qui en ont besoin ne sont donc pas utilisés. Transmettez `projectId` à `initModal` pour les utiliser.",
  },
  close: 'Masquer',
}
