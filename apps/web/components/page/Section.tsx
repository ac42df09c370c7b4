import type { ReactNode } from 'react'
import styles from './Page.module.css'

/** A titled block of a page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  )
}
