import type { Metadata } from 'next'
import { EmptyState } from '@/components/page/EmptyState'
import { PageHeader } from '@/components/page/PageHeader'

export const metadata: Metadata = { title: 'Agents' }

export default function AgentsPage() {
  return (
    <>
      <PageHeader title="Agents" description="The AI agents you build, with their automations and personas." />
      <EmptyState title="No agents yet">
        <p>Agents you create will be listed here.</p>
      </EmptyState>
    </>
  )
}
