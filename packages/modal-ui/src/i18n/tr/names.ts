import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the account name views; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'Ad',
  rules: 'Harf, rakam ve kısa çizgi; en az 4 karakter.',
  checking: 'Ad kontrol ediliyor…',
  suggestionsLabel: 'Önerilen adlar',
  available: 'Müsait',
  unavailable: 'Alınmış',
  taken: (name: string) => `${name} zaten alınmış`,
  register: 'Adı kaydet',
  signing: 'Mesajı cüzdanınızda imzalayın…',
  registering: 'Kaydediliyor…',
  success: (name: string) => `${name} artık sizin`,
  successHint: 'Hesabınız artık adresi yerine bu adı gösteriyor.',
  done: 'Tamam',
}
