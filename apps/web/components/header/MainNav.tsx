'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { isNavItemActive, type NavItem } from '@/lib/shell/nav'
import styles from './Header.module.css'

export type MainNavProps = {
  items: NavItem[]
  className?: string
  label?: string
  id?: string
  onNavigate?: () => void
}

/** The link list; which links it holds was decided on the server, this only marks the current one. */
export function MainNav({ items, className, label = 'Main', id, onNavigate }: MainNavProps) {
  const pathname = usePathname() ?? '/'
  return (
    <nav aria-label={label} id={id} className={className}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
