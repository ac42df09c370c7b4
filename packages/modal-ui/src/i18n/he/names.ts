import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the account name views; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'שם',
  rules: 'אותיות, ספרות ומקפים; לפחות 4 תווים.',
  checking: 'בודק את השם…',
  suggestionsLabel: 'שמות מוצעים',
  available: 'פנוי',
  unavailable: 'תפוס',
  taken: (name: string) => `${name} כבר תפוס`,
  register: 'רישום השם',
  signing: 'יש לחתום על ההודעה בארנק…',
  registering: 'רושם…',
  success: (name: string) => `${name} שלך`,
  successHint: 'מעכשיו החשבון שלך מוצג בשם הזה במקום בכתובת.',
  done: 'סיום',
}
