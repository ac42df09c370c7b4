'use client'
import { getActiveConnection, getConnector } from '@agentry/modal-core'
import { AgentryConnectButton, AgentryModal, useAccount } from '@agentry/modal-ui/react'
import { useEffect, useState } from 'react'
import { setUpModal } from './modal'

/** The connected wallet's EIP-1193 provider and account. */
function connectedWallet() {
  const connection = getActiveConnection()
  const provider = connection && getConnector(connection.connectorId)?.provider
  if (!connection || !provider) throw new Error('Connect a wallet first')
  return { provider, account: connection.accounts[0] }
}

function toHex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function Wallet() {
  const { isConnected, address } = useAccount()
  const [result, setResult] = useState('')
  useEffect(() => void setUpModal(), [])

  async function show(action: () => Promise<string>) {
    try {
      setResult(await action())
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error))
    }
  }

  const sign = () =>
    show(async () => {
      const { provider, account } = connectedWallet()
      const params = [toHex('Hello from Next.js'), account]
      return `Signature: ${String(await provider.request({ method: 'personal_sign', params }))}`
    })

  const send = () =>
    show(async () => {
      const { provider, account } = connectedWallet()
      const params = [{ from: account, to: account, value: `0x${(10n ** 15n).toString(16)}` }]
      return `Transaction: ${String(await provider.request({ method: 'eth_sendTransaction', params }))}`
    })

  return (
    <section>
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
    </section>
  )
}
