import type { NavItem } from '@/lib/shell/nav'
import styles from './Header.module.css'
import { Logo } from './Logo'
import { MainNav } from './MainNav'
import { MobileMenu } from './MobileMenu'
import { WalletControls } from './WalletControls'

export type HeaderProps = {
  /** Decided on the server from the session: empty for anonymous visitors, admin links only for admins. */
  navItems: NavItem[]
}

/**
 * The site header. The links are part of the server HTML (so an anonymous visitor's page holds none);
 * the wallet controls are client state from the modal.
 */
export function Header({ navItems }: HeaderProps) {
  const hasNav = navItems.length > 0
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        {hasNav ? <MainNav items={navItems} className={styles.desktopNav} /> : null}
        <div className={styles.actions}>
          <WalletControls />
          {hasNav ? <MobileMenu items={navItems} /> : null}
        </div>
      </div>
    </header>
  )
}
