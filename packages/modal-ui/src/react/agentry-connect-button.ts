import { createComponent } from '@lit/react'
import * as React from 'react'
import { AgentryConnectButton as AgentryConnectButtonElement, defineModalElements } from '../index.js'

// See agentry-modal.ts: finalize now so props are sorted the same way on the server and in the browser.
void AgentryConnectButtonElement.observedAttributes

const AgentryConnectButtonComponent = createComponent({
  tagName: 'agentry-connect-button',
  elementClass: AgentryConnectButtonElement,
  react: React,
  displayName: 'AgentryConnectButtonElement',
})

/** Props of {@link AgentryConnectButton}. */
export type AgentryConnectButtonProps = Omit<React.ComponentProps<typeof AgentryConnectButtonComponent>, 'ref'>

/**
 * The header button: 'Connect wallet' (opens Connect) or, once connected, the balance with 3 decimals and
 * the short address (opens Account). Defined in an effect, so its content appears after hydration.
 *
 * @example
 * <AgentryConnectButton theme="dark" />
 */
export const AgentryConnectButton = React.forwardRef<AgentryConnectButtonElement, AgentryConnectButtonProps>(
  function AgentryConnectButton(props, ref) {
    React.useEffect(() => {
      defineModalElements()
    }, [])
    return React.createElement(AgentryConnectButtonComponent, { ...props, ref })
  },
)
