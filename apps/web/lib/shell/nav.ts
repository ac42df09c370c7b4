/**
 * The application's main navigation (spec section 2, "Application routes"): labels, order, which links
 * are admin-only and which extra paths light a link up. Pure data and functions, shared by the server
 * (which decides what is in the HTML) and the client (which marks the current link).
 */
import type { SiteTextKey, SiteTexts } from '@/lib/siteText/en'

export type NavItem = {
  href: string
  /** The spec's English label; shown in the visitor's language through `textKey` (`localizeNavItems`). */
  label: string
  textKey: SiteTextKey
  /** Only admins get this link in the HTML. Hiding a link is not enforcement: the page checks too. */
  adminOnly: boolean
  /** Other path prefixes (whole segments) for which this link counts as the current one. */
  alsoActiveFor: readonly string[]
}

/** Every link, in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Home', textKey: 'nav.home', adminOnly: false, alsoActiveFor: ['/chat'] },
  { href: '/dashboard', label: 'Statistics', textKey: 'nav.statistics', adminOnly: false, alsoActiveFor: [] },
  {
    href: '/agents',
    label: 'Agents',
    textKey: 'nav.agents',
    adminOnly: false,
    alsoActiveFor: ['/automation', '/persona'],
  },
  { href: '/marketplace', label: 'Marketplace', textKey: 'nav.marketplace', adminOnly: false, alsoActiveFor: [] },
  { href: '/wallets', label: 'Wallets', textKey: 'nav.wallets', adminOnly: false, alsoActiveFor: [] },
  { href: '/account', label: 'Account', textKey: 'nav.account', adminOnly: false, alsoActiveFor: [] },
  {
    href: '/admin/integrations',
    label: 'Integrations',
    textKey: 'nav.integrations',
    adminOnly: true,
    alsoActiveFor: [],
  },
  { href: '/admin/approvals', label: 'Approvals', textKey: 'nav.approvals', adminOnly: true, alsoActiveFor: [] },
]

export type GetNavItemsParameters = { isAuthenticated: boolean; isAdmin: boolean }

/**
 * The links a viewer may see: none for anonymous visitors, the main navigation for signed-in users,
 * plus the admin links for admins.
 *
 * @example
 * getNavItems({ isAuthenticated: true, isAdmin: false }).map((item) => item.label)
 * // ['Home', 'Statistics', 'Agents', 'Marketplace', 'Wallets', 'Account']
 */
export function getNavItems({ isAuthenticated, isAdmin }: GetNavItemsParameters): NavItem[] {
  if (!isAuthenticated) return []
  return NAV_ITEMS.filter((item) => isAdmin || !item.adminOnly)
}

/** True when `pathname` is `prefix` or lies below it (`/chat` matches `/chat/1`, not `/chatter`). */
function isUnder(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/'
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/**
 * Whether `item` is the current link for `pathname`. Home is current only on `/` itself (and under
 * `/chat`); other links are current on their own path and below it.
 *
 * @example
 * isNavItemActive(NAV_ITEMS[2]!, '/persona/42') // true (Agents)
 */
export function isNavItemActive(item: Pick<NavItem, 'href' | 'alsoActiveFor'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return [item.href, ...item.alsoActiveFor].some((prefix) => isUnder(path, prefix))
}

/**
 * The links with their labels in the visitor's language (the table the server picked).
 *
 * @example
 * localizeNavItems(getNavItems({ isAuthenticated: true, isAdmin: false }), ja)[0]!.label // 'ホーム'
 */
export function localizeNavItems(items: readonly NavItem[], texts: SiteTexts): NavItem[] {
  return items.map((item) => ({ ...item, label: texts[item.textKey] }))
}
