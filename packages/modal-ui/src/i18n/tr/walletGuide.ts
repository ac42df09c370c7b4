import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the curated wallet list and its guide views; they load with the Connect view once
 * Turkish is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby')
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'Popüler cüzdanlar',
  get: 'İndir',
  getWallet: (name: string) => `${name} indir`,
  whatIsAWallet: 'Cüzdan nedir?',
  getAWallet: 'Cüzdan edinin',
  newToWallets: 'Cüzdanlarda yeni misiniz?',
  learnMore: 'Daha fazla bilgi',
  about: [
    {
      title: 'Anahtarlarınız, hesabınız',
      text: 'Cüzdan, blokzincirdeki hesaplarınızın anahtarlarını saklar. Onunla token ve koleksiyon öğeleri gönderir, alır ve tutarsınız; başka kimse onları hareket ettiremez.',
    },
    {
      title: 'Şifresiz giriş',
      text: 'Bu site e-posta ve şifre yerine cüzdanınızdan hesabın size ait olduğunu onaylamasını ister.',
    },
    {
      title: 'Kurulumu ücretsiz',
      text: 'Cüzdan oluşturmak ücretsizdir. Bir cüzdan yükleyin, kurtarma ifadesini yazın ve çevrimdışı bir yerde saklayın.',
    },
  ],
  pickOne: 'Yüklemek için bir cüzdan seçin. Kurulum bitince buraya dönüp bağlanın.',
  desktopTitle: 'Bu bilgisayarda',
  desktopText: (name: string) => `${name} uzantısını tarayıcınıza ekleyin, ardından bu sayfayı yenileyin.`,
  addToBrowser: 'Tarayıcıya ekle',
  mobileTitle: 'Telefonunuzda',
  mobileText: (name: string) => `${name} uygulamasını yükleyin, ardından aşağıdaki kodu onunla tarayın.`,
  mobileTextNoRelay: (name: string) => `${name} uygulamasını telefonunuza yükleyin.`,
  appStore: "App Store'dan indir",
  googlePlay: "Google Play'den indir",
  website: 'Web sitesi',
  scanTitle: (name: string) => `${name} telefonunuzda zaten var mı?`,
  installedTag: 'Yüklü',
}
