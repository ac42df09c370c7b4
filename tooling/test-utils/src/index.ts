export { ANVIL_ACCOUNTS, anvilAccount } from './accounts.js'
export { signInToSite, type SignInToSiteParameters, type SignInToSiteReturnType } from './siteSignIn.js'
export { deployCompiled } from './deployCompiled.js'
export { compileTestOffchainLookup, deployTestOffchainLookup } from './testOffchainLookup.js'
export { compileTestSmartAccounts, deployTestSmartAccount } from './testSmartAccount.js'
export { freePort, LOCAL_CHAIN_ID, startAnvil, type Anvil, type StartAnvilParameters } from './anvil.js'
export {
  createTestWallet,
  ProviderRpcError,
  type TestWallet,
  type TestWalletEvent,
  type TestWalletOptions,
} from './testWallet.js'
export { installTestWalletInPage, TEST_WALLET_INFO } from './testWalletInPage.js'
export {
  createSampleHistory,
  NATIVE_TOKEN_ADDRESS,
  SERVICE_ONRAMP_OPTIONS,
  startBlockchainApiService,
  type BlockchainApiService,
  type BlockchainApiServiceOptions,
  type ServiceOnrampOptions,
  type ServiceSession,
  type ServiceSwapToken,
  type ServiceTokenBalance,
  type ServiceTransaction,
} from './blockchainApiService.js'
export {
  expectBody,
  Refusal,
  startRouteService,
  type RecordedRequest,
  type Route,
  type RouteService,
} from './hosted/routeService.js'
export { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.js'
export { startWebApp, type StartWebAppParameters, type WebApp } from './webApp.js'
export {
  sampleWallets,
  startWalletDirectoryService,
  type ServiceWalletRecord,
  type WalletDirectoryService,
  type WalletDirectoryServiceOptions,
} from './hosted/walletDirectoryService.js'
