import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>Next.js dapp</h1>
      <Wallet />
    </main>
  )
}
