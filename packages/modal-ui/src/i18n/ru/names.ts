import type { Messages } from '../en/core.js'

/**
 * Russian messages of the account name views; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Имя',
  rules: 'Буквы, цифры и дефисы; не меньше 4 символов.',
  checking: 'Проверка имени…',
  suggestionsLabel: 'Предлагаемые имена',
  available: 'Свободно',
  unavailable: 'Занято',
  taken: (name: string) => `Имя ${name} уже занято`,
  register: 'Зарегистрировать имя',
  signing: 'Подпишите сообщение в кошельке…',
  registering: 'Регистрация…',
  success: (name: string) => `Имя ${name} теперь ваше`,
  successHint: 'Теперь ваш аккаунт показывает это имя вместо адреса.',
  done: 'Готово',
}
