import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Activity list (Account view tab and Activity view); they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'รายละเอียดบัญชี',
  tokens: 'โทเค็น',
  activity: 'กิจกรรม',
  empty: 'ยังไม่มีกิจกรรม',
  partial: 'เฉพาะการโอนล่าสุด: เครือข่ายนี้ไม่มีประวัติทั้งหมด',
  loading: 'กำลังโหลดกิจกรรม',
  more: 'โหลดเพิ่มเติม',
  retry: 'ลองอีกครั้ง',
  transaction: 'ธุรกรรม',
  operation: (type: string) =>
    ({
      send: 'ส่งแล้ว',
      receive: 'ได้รับแล้ว',
      trade: 'แลกเปลี่ยนแล้ว',
      mint: 'มินต์แล้ว',
      approve: 'อนุมัติแล้ว',
      execute: 'ดำเนินการแล้ว',
      deposit: 'ฝากแล้ว',
      withdraw: 'ถอนแล้ว',
      burn: 'เบิร์นแล้ว',
    })[type] ?? type,
}
