export { agentryWalletConnect, type AgentryWalletConnectParameters } from './agentryWalletConnect.js'
