export { agentryWalletConnect, type AgentryWalletConnectParameters } from './agentryWalletConnect.js'
export { NoSessionToReconnectError } from './errors.js'
