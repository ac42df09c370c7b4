import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the account name views; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Ім’я',
  rules: 'Літери, цифри та дефіси; щонайменше 4 символи.',
  checking: 'Перевірка імені…',
  suggestionsLabel: 'Запропоновані імена',
  available: 'Вільне',
  unavailable: 'Зайняте',
  taken: (name: string) => `Ім’я ${name} уже зайняте`,
  register: 'Зареєструвати ім’я',
  signing: 'Підпишіть повідомлення в гаманці…',
  registering: 'Реєстрація…',
  success: (name: string) => `Ім’я ${name} тепер ваше`,
  successHint: 'Тепер ваш акаунт показує це ім’я замість адреси.',
  done: 'Готово',
}
