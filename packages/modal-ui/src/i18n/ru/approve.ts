import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('ru')
/** "ждёт ещё 1 запрос", "ждут ещё 2 запроса", "ждут ещё 5 запросов": the form the count takes. */
const waiting: Readonly<Partial<Record<Intl.LDMLPluralRule, [verb: string, noun: string]>>> = {
  one: ['ждёт', 'запрос'],
  few: ['ждут', 'запроса'],
  many: ['ждут', 'запросов'],
}

/**
 * Russian messages of the Approve Request view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Это приложение',
  heading: (appName: string, action: string) => `${appName} просит ваш кошелёк ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'подписать сообщение',
      eth_signTypedData_v4: 'подписать типизированные данные',
      eth_sendTransaction: 'отправить транзакцию',
      eth_sendUserOperation: 'отправить пользовательскую операцию',
      wallet_sendCalls: 'отправить пакет вызовов',
      wallet_grantPermissions: 'выдать разрешения',
      wallet_revokePermissions: 'отозвать разрешения',
      solana_signMessage: 'подписать сообщение',
      solana_signTransaction: 'подписать транзакцию',
      solana_signAllTransactions: 'подписать транзакции',
      solana_signAndSendTransaction: 'подписать и отправить транзакцию',
    })[method] ?? `вызвать ${method}`,
  explanation: 'Одобрите, чтобы передать запрос в кошелёк: там вы его подтвердите. Отклоните, чтобы отменить.',
  more: (count: number) => {
    const [verb, noun] = waiting[plural.select(count)] ?? ['ждут', 'запроса']
    return `Ещё ${count} ${noun} ${verb}`
  },
  approve: 'Одобрить',
  reject: 'Отклонить',
}
