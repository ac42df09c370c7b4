import type { Messages } from '../en/core.js'

/**
 * Hebrew texts of the alert bar; they load with the rest of the Hebrew texts once Hebrew is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'הרשת לא נמצאה',
    body: 'הרשת המבוקשת אינה אחת מהרשתות שהאפליקציה הזו תומכת בהן.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'הגדרות האפליקציה אינן תקינות',
    body: 'המקור (origin) של האתר הזה אינו ברשימת ההיתרים של הפרויקט, או שלא ניתן היה לטעון את הארנק המוטמע. יש להוסיף את המקור לדומיינים המותרים של הפרויקט ולטעון מחדש את הדף.',
  },
  SESSION_EXPIRED: {
    title: 'תוקף הסשן פג',
    body: 'הסשן עדיין אינו בתוקף, ובדרך כלל המשמעות היא שהשעון של המכשיר הזה שגוי. יש לבדוק את הגדרות התאריך והשעה ואז לחבר מחדש את הארנק.',
  },
  INVALID_PROJECT_ID: {
    title: 'מזהה הפרויקט אינו תקין',
    body: 'השירות דחה את מזהה הפרויקט. יש לבדוק את האפשרות `projectId` שמועברת ל-`initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'לא הוגדר מזהה פרויקט',
    body: 'לא הוגדר מזהה פרויקט, ולכן שירותים שזקוקים לו אינם בשימוש. כדי להשתמש בהם, יש להעביר `projectId` ל-`initModal`.',
  },
  close: 'סגירה',
}
