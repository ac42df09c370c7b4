import type { Messages } from '../en/core.js'

/**
 * Polish texts of the alert bar; they load with the rest of the Polish texts once Polish is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Nie znaleziono sieci',
    body: 'Żądana sieć nie należy do sieci obsługiwanych przez tę aplikację.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Nieprawidłowa konfiguracja aplikacji',
    body: 'Źródła (origin) tej strony nie ma na liście dozwolonych w projekcie albo nie udało się wczytać osadzonego portfela. Dodaj źródło do dozwolonych domen projektu i odśwież stronę.',
  },
  SESSION_EXPIRED: {
    title: 'Sesja wygasła',
    body: 'Sesja nie jest jeszcze ważna; zwykle oznacza to, że zegar tego urządzenia jest źle ustawiony. Sprawdź ustawienia daty i godziny, a potem ponownie połącz portfel.',
  },
  INVALID_PROJECT_ID: {
    title: 'Nieprawidłowy identyfikator projektu',
    body: 'Usługa odrzuciła identyfikator projektu. Sprawdź opcję `projectId` przekazaną do `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Nie skonfigurowano identyfikatora projektu',
    body: 'Nie ustawiono identyfikatora projektu, więc usługi, które go wymagają, nie są używane. Przekaż `projectId` do `initModal`, aby z nich korzystać.',
  },
  close: 'Zamknij',
}
