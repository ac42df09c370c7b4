export { AgentryWagmiProvider, type AgentryWagmiProviderProps } from './AgentryWagmiProvider.js'
