import { AgentryConnectButton, AgentryModal } from '@agentry/modal-ui/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import { useConnection, useSendTransaction, useSignMessage } from 'wagmi'

export function App() {
  const { address, isConnected } = useConnection()
  const { mutateAsync: signMessage } = useSignMessage()
  const { mutateAsync: sendTransaction } = useSendTransaction()
  const [result, setResult] = useState('')

  async function show(action: () => Promise<string>) {
    try {
      setResult(await action())
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error))
    }
  }

  const sign = () => show(async () => `Signature: ${await signMessage({ message: 'Hello from wagmi' })}`)
  const send = () =>
    show(async () => {
      if (!address) throw new Error('Connect a wallet first')
      return `Transaction: ${await sendTransaction({ to: address, value: parseEther('0.001') })}`
    })

  return (
    <main>
      <h1>wagmi dapp</h1>
      <AgentryConnectButton />
      <p>{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
      <button type="button" onClick={sign}>
        Sign a message
      </button>
      <button type="button" onClick={send}>
        Send 0.001 ETH to myself
      </button>
      <output aria-live="polite">{result}</output>
      <AgentryModal />
    </main>
  )
}
