import type { Messages } from '../en/core.js'

/**
 * Thai messages of the Approve Request view; they load with the rest of the Thai texts once Thai is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'แอปนี้',
  heading: (appName: string, action: string) => `${appName} ขอให้กระเป๋าเงินของคุณ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'ลงนามข้อความ',
      eth_signTypedData_v4: 'ลงนามข้อมูลแบบมีโครงสร้าง',
      eth_sendTransaction: 'ส่งธุรกรรม',
      eth_sendUserOperation: 'ส่ง user operation',
      wallet_sendCalls: 'ส่งชุดคำสั่งเรียก',
      wallet_grantPermissions: 'ให้สิทธิ์',
      wallet_revokePermissions: 'เพิกถอนสิทธิ์',
      solana_signMessage: 'ลงนามข้อความ',
      solana_signTransaction: 'ลงนามธุรกรรม',
      solana_signAllTransactions: 'ลงนามหลายธุรกรรม',
      solana_signAndSendTransaction: 'ลงนามและส่งธุรกรรม',
    })[method] ?? `เรียก ${method}`,
  explanation: 'อนุมัติเพื่อส่งคำขอนี้ต่อไปยังกระเป๋าเงินของคุณ แล้วยืนยันที่นั่น หรือปฏิเสธเพื่อยกเลิก',
  more: (count: number) => `มีคำขออีก ${count} รายการรออยู่`,
  approve: 'อนุมัติ',
  reject: 'ปฏิเสธ',
}
