import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('uk')
/** "чекає ще 1 запит", "чекають ще 2 запити", "чекають ще 5 запитів": the form the count takes. */
const waiting: Readonly<Partial<Record<Intl.LDMLPluralRule, [verb: string, noun: string]>>> = {
  one: ['чекає', 'запит'],
  few: ['чекають', 'запити'],
  many: ['чекають', 'запитів'],
}

/**
 * Ukrainian messages of the Approve Request view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Цей застосунок',
  heading: (appName: string, action: string) => `${appName} просить ваш гаманець ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'підписати повідомлення',
      eth_signTypedData_v4: 'підписати типізовані дані',
      eth_sendTransaction: 'надіслати транзакцію',
      eth_sendUserOperation: 'надіслати операцію користувача',
      wallet_sendCalls: 'надіслати пакет викликів',
      wallet_grantPermissions: 'надати дозволи',
      wallet_revokePermissions: 'відкликати дозволи',
      solana_signMessage: 'підписати повідомлення',
      solana_signTransaction: 'підписати транзакцію',
      solana_signAllTransactions: 'підписати транзакції',
      solana_signAndSendTransaction: 'підписати й надіслати транзакцію',
    })[method] ?? `викликати ${method}`,
  explanation: 'Схваліть, щоб передати запит у гаманець: там ви його підтвердите. Відхиліть, щоб скасувати.',
  more: (count: number) => {
    const [verb, noun] = waiting[plural.select(count)] ?? ['чекають', 'запиту']
    return `Ще ${count} ${noun} ${verb}`
  },
  approve: 'Схвалити',
  reject: 'Відхилити',
}
