import { initModal, type ModalOptions } from '@agentry/modal-core'
import { createElement, Fragment, useEffect, useRef, type ReactNode } from 'react'
import { useConfig } from 'wagmi'
import { bridgeWagmiConfig } from '../modal/bridgeWagmiConfig.js'

export type AgentryWagmiProviderProps = {
  children?: ReactNode
  /** The modal's options; when given, the modal is set up with them before the bridge starts. */
  modalOptions?: ModalOptions
}

/**
 * Lets the modal drive the wagmi config of the surrounding `WagmiProvider` (see `bridgeWagmiConfig`):
 * place it inside `WagmiProvider` and `QueryClientProvider`, and put `@agentry/modal-ui`'s connect
 * button anywhere below. Renders its children only; the bridge runs in an effect, so server rendering
 * is unaffected.
 *
 * @example
 * <WagmiProvider config={config}>
 *   <QueryClientProvider client={queryClient}>
 *     <AgentryWagmiProvider modalOptions={{ networks }}>
 *       <AgentryConnectButton />
 *       <App />
 *     </AgentryWagmiProvider>
 *   </QueryClientProvider>
 * </WagmiProvider>
 */
export function AgentryWagmiProvider({ children, modalOptions }: AgentryWagmiProviderProps): ReactNode {
  const config = useConfig()
  // Options are read once per config: an inline object must not set the modal up again on each render.
  const options = useRef(modalOptions)
  useEffect(() => {
    if (options.current) initModal(options.current)
    return bridgeWagmiConfig({ config })
  }, [config])
  return createElement(Fragment, null, children)
}
