// Real contracts on anvil from the artifacts their projects publish: Uniswap v3, WETH9, Multicall3.
export { publishedArtifact } from './publishedArtifact.js'
export { localClients, mined, type LocalClients } from './localClients.js'
export { deployMulticall3, MULTICALL3_ADDRESS, multicall3Abi } from './multicall3.js'
export { addFullRangeLiquidity, deployUniswapV3, uniswapV3Abis, type UniswapV3 } from './uniswapV3.js'
