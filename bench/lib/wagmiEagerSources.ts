// The four apps of the wagmi eager-JS bench, written from examples/vite-wagmi/src so that they differ
// only in the connect UI: the example itself (our modal), the example with wagmi's own connector buttons
// instead of the modal, and both again on wagmi 2's hook names for the RainbowKit comparison.

export type WagmiEagerVariant = 'plainWagmi3' | 'agentry' | 'plainWagmi2' | 'rainbowKit'

/** Replaces `from` by `to` in `text`, failing when the example no longer contains `from` (it drifted). */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`examples/vite-wagmi changed: "${from}" is not in it any more`)
  return text.split(from).join(to)
}

/** wagmi's own connect buttons, one per connector (EIP-6963 discovered ones included), for a plain app. */
const CONNECTORS = (
  accountHook: string,
) => `import { ${accountHook}, useConnect, useConnectors, useDisconnect } from 'wagmi'

export function Connectors() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  const { disconnect } = useDisconnect()
  const { isConnected } = ${accountHook}()
  if (isConnected)
    return (
      <button type="button" onClick={() => disconnect()}>
        Disconnect
      </button>
    )
  return (
    <>
      {connectors.map((connector) => (
        <button key={connector.uid} type="button" onClick={() => connect({ connector })}>
          {connector.name}
        </button>
      ))}
    </>
  )
}
`

const PLAIN_WAGMI = `import { createConfig, http } from 'wagmi'
import { localhost } from 'wagmi/chains'

export const config = createConfig({
  chains: [localhost],
  transports: { [localhost.id]: http(import.meta.env.VITE_RPC_URL) },
})
`

const RAINBOWKIT_WAGMI = `import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { http } from 'wagmi'
import { localhost } from 'wagmi/chains'

export const config = getDefaultConfig({
  appName: 'wagmi dapp',
  projectId: 'agentry-bench',
  chains: [localhost],
  transports: { [localhost.id]: http(import.meta.env.VITE_RPC_URL) },
})
`

/** The example's App on wagmi 2's hook names (wagmi 3 renamed useAccount and the mutation functions). */
function toWagmi2(app: string): string {
  app = edit(app, 'useConnection', 'useAccount')
  app = edit(
    app,
    'const { mutateAsync: signMessage } = useSignMessage()',
    'const { signMessageAsync: signMessage } = useSignMessage()',
  )
  return edit(
    app,
    'const { mutateAsync: sendTransaction } = useSendTransaction()',
    'const { sendTransactionAsync: sendTransaction } = useSendTransaction()',
  )
}

/** The example's App with another connect UI in place of our button and modal. */
function withConnectUi(app: string, importLine: string, button: string): string {
  app = edit(app, "import { AgentryConnectButton, AgentryModal } from '@agentry/modal-ui/react'\n", importLine)
  app = edit(app, '<AgentryConnectButton />', button)
  return edit(app, '      <AgentryModal />\n', '')
}

/**
 * The source files (path → text) of one variant, built from the example's files read by `example`.
 *
 * @example
 * const files = wagmiEagerSources('plainWagmi3', (file) => readFileSync(join(exampleDir, file), 'utf8'))
 */
export function wagmiEagerSources(
  variant: WagmiEagerVariant,
  example: (file: string) => string,
): Record<string, string> {
  const app = example('App.tsx')
  const main = example('main.tsx')
  if (variant === 'agentry')
    return {
      'src/App.tsx': app,
      'src/main.tsx': main,
      'src/modal.ts': example('modal.ts'),
      'src/wagmi.ts': example('wagmi.ts'),
    }
  const plainMain = edit(main, "import './modal'\n", '')
  const connectors = "import { Connectors } from './Connectors'\n"
  if (variant === 'plainWagmi3')
    return {
      'src/App.tsx': withConnectUi(app, connectors, '<Connectors />'),
      'src/Connectors.tsx': CONNECTORS('useConnection'),
      'src/main.tsx': plainMain,
      'src/wagmi.ts': PLAIN_WAGMI,
    }
  if (variant === 'plainWagmi2')
    return {
      'src/App.tsx': toWagmi2(withConnectUi(app, connectors, '<Connectors />')),
      'src/Connectors.tsx': CONNECTORS('useAccount'),
      'src/main.tsx': plainMain,
      'src/wagmi.ts': PLAIN_WAGMI,
    }
  let rainbowMain = edit(
    plainMain,
    "import { App } from './App'\n",
    "import '@rainbow-me/rainbowkit/styles.css'\nimport { App } from './App'\n",
  )
  rainbowMain = edit(
    rainbowMain,
    "import { WagmiProvider } from 'wagmi'\n",
    "import { WagmiProvider } from 'wagmi'\nimport { RainbowKitProvider } from '@rainbow-me/rainbowkit'\n",
  )
  rainbowMain = edit(rainbowMain, '<App />', '<RainbowKitProvider>\n          <App />\n        </RainbowKitProvider>')
  return {
    'src/App.tsx': toWagmi2(
      withConnectUi(app, "import { ConnectButton } from '@rainbow-me/rainbowkit'\n", '<ConnectButton />'),
    ),
    'src/main.tsx': rainbowMain,
    'src/wagmi.ts': RAINBOWKIT_WAGMI,
  }
}
