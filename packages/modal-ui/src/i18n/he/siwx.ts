import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the Sign In view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} מבקשת ממך להתחבר`,
  appFallback: 'האפליקציה הזו',
  explanation: 'החתימה על ההודעה מוכיחה שהארנק הזה שלך. היא לא שולחת עסקה ולא עולה גז.',
  sign: 'חתימה',
  signing: 'ממתין לחתימה…',
  cancel: 'ביטול',
}
