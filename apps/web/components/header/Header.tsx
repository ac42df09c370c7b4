import type { NavItem } from '@/lib/shell/nav'
import type { SiteTexts } from '@/lib/siteText/en'
import styles from './Header.module.css'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { WalletControls } from './WalletControls'

export type HeaderProps = {
  /** Decided on the server from the session: empty for anonymous visitors, admin links only for admins. */
  navItems: NavItem[]
  /** The site's texts in the visitor's language (the labels of `navItems` are already in it). */
  texts: SiteTexts
}

/**
 * The site header. The links are part of the server HTML (so an anonymous visitor's page holds none);
 * the wallet controls are client state from the modal.
 */
export function Header({ navItems, texts }: HeaderProps) {
  const hasNav = navItems.length > 0
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {hasNav ? <MainNav items={navItems} className={styles.desktopNav} label={texts['header.mainNav']} /> : null}
        <div className={styles.actions}>
          <WalletControls />
          {hasNav ? (
            <MobileMenu items={navItems} label={texts['header.menu']} navLabel={texts['header.menuNav']} />
          ) : null}
        </div>
      </div>
    </header>
  )
}
