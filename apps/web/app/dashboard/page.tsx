import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'

export const metadata: Metadata = { title: 'Statistics' }

export default function StatisticsPage() {
  return (
    <>
      <PageHeader title="Statistics" description="Usage, earnings and performance of your agents." />
      <EmptyState title="No statistics yet">
        <p>Figures appear once one of your agents has run.</p>
      </EmptyState>
    </>
  )
}
