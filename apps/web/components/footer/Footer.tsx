import type { FooterLinks } from '@/lib/shell/footer'
import { en, type SiteTexts } from '@/lib/siteText/en'
import { splitSiteText } from '@/lib/siteText/formatSiteText'
import styles from './Footer.module.css'

export type FooterProps = { links: FooterLinks; year: number; texts?: SiteTexts }

/**
 * The copyright line on every page (spec section 1), in the visitor's language; both links open in a
 * new tab. Each link stands where the language puts the name ('All right reserved by {company}').
 */
export function Footer({ links, year, texts = en }: FooterProps) {
  const [rightsBefore, rightsAfter] = splitSiteText(texts, 'footer.rights', 'company')
  const [poweredBefore, poweredAfter] = splitSiteText(texts, 'footer.poweredBy', 'name')
  return (
    <footer className={styles.footer}>
      <p className={styles.line}>
        <span>© {year}</span>
        <span>
          {rightsBefore}
          <a href={links.company.url} target="_blank" rel="noopener noreferrer">
            {links.company.name}
          </a>
          {rightsAfter}
        </span>
        <span>
          {poweredBefore}
          <a href={links.poweredBy.url} target="_blank" rel="noopener noreferrer">
            {links.poweredBy.name}
          </a>
          {poweredAfter}
        </span>
      </p>
    </footer>
  )
}
