// The one-button page with RainbowKit 2.2.11's ConnectButton (React 18): wagmi with RainbowKit's default
// wallets (Rainbow, Coinbase, MetaMask, WalletConnect). The WalletConnect wallets take a project id in their
// type; no hosted service is reached (the bench aborts every request outside 127.0.0.1).
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitProvider, connectorsForWallets } from '@rainbow-me/rainbowkit'
import { coinbaseWallet, metaMaskWallet, rainbowWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider, createConfig, http } from 'wagmi'
// From viem, not wagmi/chains (its re-export of viem/chains): bundled without code splitting, esbuild 0.25
// leaves that re-export's lazy module uninitialised and `mainnet` is undefined (the one-bundle page broke).
import { mainnet } from 'viem/chains'

const connectors = connectorsForWallets(
  [{ groupName: 'Popular', wallets: [rainbowWallet, coinbaseWallet, metaMaskWallet, walletConnectWallet] }],
  { appName: 'Bench', projectId: 'bench-no-project' },
)
const config = createConfig({
  connectors,
  chains: [mainnet],
  transports: { [mainnet.id]: http('http://127.0.0.1:9/') },
})
const queryClient = new QueryClient()
// wagmi's element type is declared against another copy of @types/react in this workspace; same component.
const Wagmi = WagmiProvider as unknown as FunctionComponent<{ config: typeof config; children?: ReactNode }>

const root = document.getElementById('root')
if (!root) throw new Error('the page has no #root')
createRoot(root).render(
  createElement(
    Wagmi,
    { config },
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(RainbowKitProvider, null, createElement(ConnectButton)),
    ),
  ),
)
