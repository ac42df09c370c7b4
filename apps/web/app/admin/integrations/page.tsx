import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'
import { requireAdmin } from '@/lib/server/viewer'

export const metadata: Metadata = { title: 'Integrations' }

export default async function IntegrationsPage() {
  // Checked here, not in a layout: layouts do not re-run on client-side navigation.
  await requireAdmin()
  return (
    <>
      <PageHeader title="Integrations" description="Outside services the platform connects to." />
      <EmptyState title="No integrations configured">
        <p>Configured integrations will be listed here.</p>
      </EmptyState>
    </>
  )
}
