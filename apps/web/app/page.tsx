import { EmptyState } from '@/components/page/EmptyState'
import { getViewer } from '@/lib/server/viewer'
import { PageHeader } from '@/components/page/PageHeader'
import { Section } from '@/components/page/Section'
import styles from '@/components/page/Page.module.css'

const PILLARS = [
  { title: 'Build', text: 'Compose an AI agent from tools and prompts, without writing code.' },
  { title: 'Deploy', text: 'Run it on-chain, where its actions and earnings are verifiable.' },
  { title: 'Monetize', text: 'Stake the platform token and earn from DeFi automation, NFTs and more.' },
]

export default async function HomePage() {
  const viewer = await getViewer()
  const intro = 'Agentry lets you build, deploy and monetize AI agents on-chain.'
  return (
    <>
      <PageHeader
        title="Build and monetize AI agents"
        description={viewer ? intro : `${intro} Connect your wallet and sign in to get started.`}
      />
      <ul className={styles.grid} aria-label="What you can do">
        {PILLARS.map((pillar) => (
          <li key={pillar.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{pillar.title}</h2>
            <p className={styles.cardText}>{pillar.text}</p>
          </li>
        ))}
      </ul>
      <Section title="Recent chats">
        <EmptyState title="No chats yet">
          <p>Conversations with your agents will appear here.</p>
        </EmptyState>
      </Section>
    </>
  )
}
