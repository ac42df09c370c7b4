import type { Messages } from '../en/core.js'

/**
 * Dutch messages of the Activity list (Account view tab and Activity view); they load with the rest of the Dutch texts once Dutch is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'Accountgegevens',
  tokens: 'Saldi',
  activity: 'Activiteit',
  empty: 'Nog geen activiteit',
  partial: 'Alleen recente overboekingen: dit netwerk biedt niet de volledige geschiedenis',
  loading: 'Activiteit laden',
  more: 'Meer laden',
  retry: 'Opnieuw proberen',
  transaction: 'Transactie',
  operation: (type: string) =>
    ({
      send: 'Verstuurd',
      receive: 'Ontvangen',
      trade: 'Geruild',
      mint: 'Gemint',
      approve: 'Goedgekeurd',
      execute: 'Uitgevoerd',
      deposit: 'Gestort',
      withdraw: 'Opgenomen',
      burn: 'Verbrand',
    })[type] ?? type,
}
