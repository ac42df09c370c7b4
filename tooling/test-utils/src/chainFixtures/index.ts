// Real contracts on anvil from what their projects publish: Uniswap v3, WETH9, Multicall3, ENS, a Chainlink feed.
export { publishedArtifact } from './publishedArtifact.js'
export { localClients, mined, type LocalClients } from '../localClients.js'
export { deployMulticall3, MULTICALL3_ADDRESS, multicall3Abi } from './multicall3.js'
export { addFullRangeLiquidity, deployUniswapV3, uniswapV3Abis, type UniswapV3 } from './uniswapV3.js'
export { deployEns, registerEnsName, type Ens } from './ens.js'
export { chainlinkAggregator, deployPriceFeed } from './chainlink.js'
export { compilePackageSource } from './packageSource.js'
export { testUniversalResolver } from './universalResolver.js'
export {
  deployLocalFixtures,
  LOCAL_FIXTURES_AVATAR,
  localChainContractsEnv,
  type DeployLocalFixturesParameters,
  type LocalFixtureContracts,
  type LocalFixtures,
} from './localFixtures.js'
