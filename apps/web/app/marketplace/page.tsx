import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'

export const metadata: Metadata = { title: 'Marketplace' }

export default function MarketplacePage() {
  return (
    <>
      <PageHeader title="Marketplace" description="Agents published by the community, ready to use or to build upon." />
      <EmptyState title="No listings yet">
        <p>Published agents will appear here.</p>
      </EmptyState>
    </>
  )
}
