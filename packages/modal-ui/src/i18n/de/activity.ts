import type { Messages } from '../en/core.js'

/**
 * German messages of the Activity list (Account view tab and Activity view); they load with the rest of the German texts once German is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Kontodetails',
  tokens: 'Guthaben',
  activity: 'Aktivität',
  empty: 'Noch keine Aktivität',
  partial: 'Nur letzte Überweisungen: Dieses Netzwerk liefert nicht den vollständigen Verlauf',
  loading: 'Aktivität wird geladen',
  more: 'Mehr laden',
  retry: 'Nochmal versuchen',
  transaction: 'Transaktion',
  operation: (type: string) =>
    ({
      send: 'Gesendet',
      receive: 'Empfangen',
      trade: 'Getauscht',
      mint: 'Geprägt',
      approve: 'Freigegeben',
      execute: 'Ausgeführt',
      deposit: 'Eingezahlt',
      withdraw: 'Abgehoben',
      burn: 'Verbrannt',
    })[type] ?? type,
}
