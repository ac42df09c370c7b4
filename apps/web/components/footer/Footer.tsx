import type { FooterLinks } from '@/lib/shell/footer'
import styles from './Footer.module.css'

export type FooterProps = { links: FooterLinks; year: number }

/** The copyright line on every page (spec section 1); both links open in a new tab. */
export function Footer({ links, year }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <p className={styles.line}>
        <span>© {year}</span>
        <span>
          All right reserved by{' '}
          <a href={links.company.url} target="_blank" rel="noopener noreferrer">
            {links.company.name}
          </a>
        </span>
        <span>
          powered by{' '}
          <a href={links.poweredBy.url} target="_blank" rel="noopener noreferrer">
            {links.poweredBy.name}
          </a>
        </span>
      </p>
    </footer>
  )
}
