import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Switch Network view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: 'הארנק שלך מחובר לרשת שהאפליקציה הזו לא תומכת בה. כדי להמשיך, יש לעבור לאחת מהרשתות האלה.',
  networksLabel: 'רשתות נתמכות',
  switching: (name: string) => `עובר ל-${name}…`,
}
