import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'
import { Section } from '@/components/page/Section'
import styles from '@/components/page/Page.module.css'
import { getViewer } from '@/lib/server/viewer'

export const metadata: Metadata = { title: 'Account' }

export default async function AccountPage() {
  const viewer = await getViewer()
  return (
    <>
      <PageHeader title="Account" description="Your sign-in details on Agentry." />
      {viewer ? (
        <Section title="Signed in as">
          <dl className={styles.card}>
            <dt className={styles.cardTitle}>Address</dt>
            <dd className={styles.cardText} style={{ margin: '0 0 12px', overflowWrap: 'anywhere' }}>
              {viewer.address}
            </dd>
            <dt className={styles.cardTitle}>Chain</dt>
            <dd className={styles.cardText} style={{ margin: '0 0 12px' }}>
              {viewer.chainId}
            </dd>
            <dt className={styles.cardTitle}>Role</dt>
            <dd className={styles.cardText} style={{ margin: 0 }}>
              {viewer.isAdmin ? 'Admin' : 'User'}
            </dd>
          </dl>
        </Section>
      ) : (
        <EmptyState title="Not signed in">
          <p>Connect your wallet and sign in to see your account.</p>
        </EmptyState>
      )}
    </>
  )
}
