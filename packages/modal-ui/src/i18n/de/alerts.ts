import type { Messages } from '../en/core.js'

/**
 * German texts of the alert bar; they load with the rest of the German texts once German is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Netzwerk nicht gefunden',
    body: 'Das angefragte Netzwerk gehört nicht zu den Netzwerken, die diese App unterstützt.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Ungültige App-Konfiguration',
    body: 'Die Herkunft dieser Website steht nicht auf der Freigabeliste des Projekts, oder die eingebettete Wallet konnte nicht geladen werden. Füge die Herkunft den erlaubten Domains des Projekts hinzu und lade die Seite neu.',
  },
  SESSION_EXPIRED: {
    title: 'Sitzung abgelaufen',
    body: 'Die Sitzung ist noch nicht gültig; meist geht die Uhr dieses Geräts falsch. Prüfe Datum und Uhrzeit und verbinde deine Wallet dann erneut.',
  },
  INVALID_PROJECT_ID: {
    title: 'Ungültige Projekt-ID',
    body: 'Der Dienst hat die Projekt-ID abgelehnt. Prüfe die Option `projectId` von `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Keine Projekt-ID konfiguriert',
    body: 'Es ist keine Projekt-ID gesetzt, daher werden Dienste, die eine brauchen, nicht genutzt. Übergib `projectId` an `initModal`, um sie zu nutzen.',
  },
  close: 'Schließen',
}
