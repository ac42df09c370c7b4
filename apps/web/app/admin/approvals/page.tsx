import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'
import { requireAdmin } from '@/lib/server/viewer'

export const metadata: Metadata = { title: 'Approvals' }

export default async function ApprovalsPage() {
  // Checked here, not in a layout: layouts do not re-run on client-side navigation.
  await requireAdmin()
  return (
    <>
      <PageHeader title="Approvals" description="Agents and listings waiting for an admin's review." />
      <EmptyState title="No pending approvals">
        <p>Items submitted for review will appear here.</p>
      </EmptyState>
    </>
  )
}
