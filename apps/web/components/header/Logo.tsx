import Link from 'next/link'
import styles from './Header.module.css'

/** The brand mark; always links home. */
export function Logo() {
  return (
    <Link href="/" className={styles.logo}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="#121922" />
        <path d="M9 23 16 8l7 15h-3.2L16 14.6 12.2 23z" fill="#45E3FF" />
      </svg>
      <span>Agentry</span>
    </Link>
  )
}
