export { bridgeWagmiConfig, modalConnectorId, type BridgeWagmiConfigParameters } from './bridgeWagmiConfig.js'
