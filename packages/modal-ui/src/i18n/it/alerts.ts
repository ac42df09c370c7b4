import type { Messages } from '../en/core.js'

/**
 * Italian texts of the alert bar; they load with the rest of the Italian texts once Italian is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Rete non trovata',
    body: "La rete richiesta non è tra quelle supportate da quest'app.",
  },
  INVALID_APP_CONFIGURATION: {
    title: "Configurazione dell'app non valida",
    body: "L'origine di questo sito non è nella lista consentita del progetto, oppure non è stato possibile caricare il wallet integrato. Aggiungi l'origine ai domini consentiti del progetto e ricarica la pagina.",
  },
  SESSION_EXPIRED: {
    title: 'Sessione scaduta',
    body: "La sessione non è ancora valida: di solito significa che l'orologio di questo dispositivo è sbagliato. Controlla data e ora, poi ricollega il tuo wallet.",
  },
  INVALID_PROJECT_ID: {
    title: 'ID progetto non valido',
    body: "Il servizio ha rifiutato l'ID del progetto. Controlla l'opzione `projectId` passata a `initModal`.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID progetto non configurato',
    body: 'Non è impostato alcun ID progetto, quindi i servizi che ne hanno bisogno non vengono usati. Passa `projectId` a `initModal` per usarli.',
  },
  close: 'Ignora',
}
