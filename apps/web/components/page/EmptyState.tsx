import type { ReactNode } from 'react'
import styles from './Page.module.css'

/** What a section shows while it has nothing in it: say so plainly, never fill it with sample data. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg aria-hidden="true" width="40" height="40" viewBox="0 0 40 40" focusable="false">
        <rect x="4" y="8" width="32" height="24" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 16h32" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children ? <div className={styles.emptyBody}>{children}</div> : null}
    </div>
  )
}
