import type { Messages } from '../en/core.js'

/**
 * Turkish texts of the alert bar; they load with the rest of the Turkish texts once Turkish is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Ağ Bulunamadı',
    body: 'İstenen ağ, bu uygulamanın desteklediği ağlardan biri değil.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Geçersiz Uygulama Yapılandırması',
    body: 'Bu web sitesinin kaynağı (origin) projenin izin listesinde değil ya da gömülü cüzdan yüklenemedi. Kaynağı projenin izin verilen alan adlarına ekleyin ve sayfayı yenileyin.',
  },
  SESSION_EXPIRED: {
    title: 'Oturum Süresi Doldu',
    body: 'Oturum henüz geçerli değil; bu genellikle cihazın saatinin yanlış olduğu anlamına gelir. Tarih ve saat ayarlarını kontrol edin, ardından cüzdanınızı yeniden bağlayın.',
  },
  INVALID_PROJECT_ID: {
    title: 'Geçersiz Proje Kimliği',
    body: "Hizmet proje kimliğini reddetti. `initModal`'a verilen `projectId` seçeneğini kontrol edin.",
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'Proje Kimliği Yapılandırılmamış',
    body: "Proje kimliği ayarlanmadığı için ona ihtiyaç duyan hizmetler kullanılmıyor. Bunları kullanmak için `initModal`'a `projectId` verin.",
  },
  close: 'Kapat',
}
