import type { Messages } from '../en/core.js'

/**
 * Dutch texts of the alert bar; they load with the rest of the Dutch texts once Dutch is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Netwerk niet gevonden',
    body: 'Het gevraagde netwerk hoort niet bij de netwerken die deze app ondersteunt.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Ongeldige appconfiguratie',
    body: 'De herkomst van deze website staat niet op de toegestane lijst van het project, of de ingebouwde wallet kon niet worden geladen. Voeg de herkomst toe aan de toegestane domeinen van het project en laad de pagina opnieuw.',
  },
  SESSION_EXPIRED: {
    title: 'Sessie verlopen',
    body: 'De sessie is nog niet geldig; meestal staat de klok van dit apparaat verkeerd. Controleer de datum en tijd en verbind je wallet daarna opnieuw.',
  },
  INVALID_PROJECT_ID: {
    title: 'Ongeldige project-ID',
    body: 'De dienst heeft de project-ID geweigerd. Controleer de optie `projectId` die aan `initModal` wordt doorgegeven.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Geen project-ID ingesteld',
    body: 'Er is geen project-ID ingesteld, dus diensten die er een nodig hebben worden niet gebruikt. Geef `projectId` door aan `initModal` om ze te gebruiken.',
  },
  close: 'Sluiten',
}
