import type { ReactNode } from 'react'
import styles from './Page.module.css'

/** A page's title and one-line purpose. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children?: ReactNode
}) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </div>
      {children}
    </div>
  )
}
