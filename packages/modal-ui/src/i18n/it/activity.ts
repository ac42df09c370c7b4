import type { Messages } from '../en/core.js'

/**
 * Italian messages of the Activity list (Account view tab and Activity view); they load with the rest of the Italian texts once Italian is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: "Dettagli dell'account",
  tokens: 'Asset',
  activity: 'Attività',
  empty: 'Ancora nessuna attività',
  partial: 'Solo trasferimenti recenti: questa rete non fornisce la cronologia completa',
  loading: 'Caricamento attività',
  more: 'Carica altro',
  retry: 'Riprova',
  transaction: 'Transazione',
  operation: (type: string) =>
    ({
      send: 'Inviato',
      receive: 'Ricevuto',
      trade: 'Scambiato',
      mint: 'Coniato',
      approve: 'Approvato',
      execute: 'Eseguito',
      deposit: 'Depositato',
      withdraw: 'Prelevato',
      burn: 'Bruciato',
    })[type] ?? type,
}
