// Compiled with strict on against the built package (its exports and dist/*.d.ts), as a dapp would.
import type {} from '@agentry/modal-ui/jsx/react'
import { AgentryConnectButton, AgentryModal, useAccount, useModal } from '@agentry/modal-ui/react'

// The README's example: `event` must be typed (TS7006 under strict when the types did not resolve).
export function Header() {
  const { open } = useModal()
  const { isConnected, address } = useAccount()
  return (
    <>
      <button onClick={() => open({ view: isConnected ? 'Account' : 'Connect' })}>{address ?? 'Connect wallet'}</button>
      <AgentryModal onOpenChange={(event) => console.info(event.detail.open)} />
      <AgentryConnectButton theme="dark" />
    </>
  )
}

// The elements written directly, as React 19 sets properties and listens to `on<event>` props.
export function RawElements() {
  return (
    <>
      <agentry-connect-button theme="light" />
      <agentry-modal
        theme="dark"
        locale="de"
        onagentry-open-change={(event) => console.info(event.detail.open)}
        onagentry-view-change={(event) => console.info(event.detail.view)}
        ref={(element) => element?.requestUpdate()}
      />
      {/* @ts-expect-error the theme is 'light' or 'dark' */}
      <agentry-modal theme="blue" />
      {/* @ts-expect-error the detail of agentry-open-change has no `view` */}
      <agentry-modal onagentry-open-change={(event) => event.detail.view} />
    </>
  )
}
