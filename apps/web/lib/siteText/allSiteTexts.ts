import type { Locale } from '@agentry/modal-ui/locales'
import { ar } from './ar'
import { de } from './de'
import { en, type SiteTexts } from './en'
import { es419 } from './es-419'
import { fr } from './fr'
import { he } from './he'
import { hi } from './hi'
import { id } from './id'
import { it } from './it'
import { ja } from './ja'
import { ko } from './ko'
import { ms } from './ms'
import { nl } from './nl'
import { pl } from './pl'
import { ptBR } from './pt-BR'
import { ru } from './ru'
import { th } from './th'
import { tr } from './tr'
import { uk } from './uk'
import { vi } from './vi'
import { zhCN } from './zh-CN'
import { zhHK } from './zh-HK'
import { zhTW } from './zh-TW'

/**
 * Every language's table at once, for tests (the catalogue check, e2e expectations). The site itself
 * never imports this: it loads one language through `loadSiteTexts`.
 *
 * @example
 * ALL_SITE_TEXTS.ja['header.connectWallet'] // 'ウォレットを接続'
 */
export const ALL_SITE_TEXTS: Readonly<Record<Locale, SiteTexts>> = {
  en,
  ar,
  de,
  'es-419': es419,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  ms,
  nl,
  pl,
  'pt-BR': ptBR,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}
