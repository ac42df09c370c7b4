import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'

export const metadata: Metadata = { title: 'Wallets' }

export default function WalletsPage() {
  return (
    <>
      <PageHeader title="Wallets" description="The wallets your agents use to hold and move funds." />
      <EmptyState title="No agent wallets yet">
        <p>Wallets created for your agents will be listed here.</p>
      </EmptyState>
    </>
  )
}
