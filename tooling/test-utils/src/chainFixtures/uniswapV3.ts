import { erc20Abi, zeroAddress, type Abi, type Address, type Hex } from 'viem'
import { deployCompiled } from '../deployCompiled.js'
import { localClients, mined } from '../localClients.js'
import { publishedArtifact } from './publishedArtifact.js'

/** Uniswap v3 as deployed by {@link deployUniswapV3}: the addresses a swap client needs. */
export type UniswapV3 = {
  weth9: Address
  factory: Address
  positionManager: Address
  swapRouter02: Address
  quoterV2: Address
}

const weth9 = () => publishedArtifact('canonical-weth', 'build/contracts/WETH9.json')
const factory = () =>
  publishedArtifact('@uniswap/v3-core', 'artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json')
const positionManager = () =>
  publishedArtifact(
    '@uniswap/v3-periphery',
    'artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
  )
const swapRouter02 = () =>
  publishedArtifact('@uniswap/swap-router-contracts', 'artifacts/contracts/SwapRouter02.sol/SwapRouter02.json')
const quoterV2 = () => publishedArtifact('@uniswap/v3-periphery', 'artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json')

/** The ABIs of the deployed contracts, from the same published artifacts. */
export const uniswapV3Abis = {
  get weth9(): Abi {
    return weth9().abi
  },
  get factory(): Abi {
    return factory().abi
  },
  get positionManager(): Abi {
    return positionManager().abi
  },
  get swapRouter02(): Abi {
    return swapRouter02().abi
  },
  get quoterV2(): Abi {
    return quoterV2().abi
  },
}

/**
 * Deploys WETH9 and Uniswap v3 (factory, NonfungiblePositionManager, SwapRouter02, QuoterV2) on a local node
 * from the packages Uniswap and the WETH9 project publish. No token descriptor (positions have no
 * `tokenURI`) and no v2 factory (SwapRouter02's v2 routes are unused).
 *
 * @example
 * const uniswap = await deployUniswapV3({ rpcUrl: anvil.rpcUrl })
 */
export async function deployUniswapV3({
  rpcUrl,
  privateKey,
}: {
  rpcUrl: string
  privateKey?: Hex
}): Promise<UniswapV3> {
  const deploy = (contract: ReturnType<typeof weth9>, args: readonly unknown[] = []) =>
    deployCompiled({ rpcUrl, contract, args, ...(privateKey ? { privateKey } : {}) })
  const weth = await deploy(weth9())
  const core = await deploy(factory())
  const manager = await deploy(positionManager(), [core, weth, zeroAddress])
  const router = await deploy(swapRouter02(), [zeroAddress, core, manager, weth])
  const quoter = await deploy(quoterV2(), [core, weth])
  return { weth9: weth, factory: core, positionManager: manager, swapRouter02: router, quoterV2: quoter }
}

const MAX_TICK = 887272

/** Tick spacing of each fee tier the factory enables at deployment. */
const TICK_SPACING: Record<number, number> = { 500: 10, 3000: 60, 10000: 200 }

/** sqrt(amount1 / amount0) in Q64.96, the pool's starting price for the given reserves. */
function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  const target = (amount1 << 192n) / amount0
  let root = target
  let next = (root + 1n) >> 1n
  while (next < root) {
    root = next
    next = (root + target / root) >> 1n
  }
  return root
}

/**
 * Creates the WETH/token pool of one fee tier (if it does not exist) at the price the two amounts set, and
 * adds them as full-range liquidity: ETH is wrapped, both tokens approved to the position manager, and a
 * position minted to the sender. Resolves the pool's address.
 *
 * @example
 * const pool = await addFullRangeLiquidity({ rpcUrl, uniswap, token: tst.address, tokenAmount: parseUnits('200000', 18), ethAmount: parseEther('100') })
 */
export async function addFullRangeLiquidity({
  rpcUrl,
  uniswap,
  token,
  tokenAmount,
  ethAmount,
  fee = 3000,
  privateKey,
}: {
  rpcUrl: string
  uniswap: UniswapV3
  token: Address
  tokenAmount: bigint
  ethAmount: bigint
  fee?: 500 | 3000 | 10000
  privateKey?: Hex
}): Promise<Address> {
  const clients = await localClients({ rpcUrl, ...(privateKey ? { privateKey } : {}) })
  const { walletClient, publicClient } = clients
  const manager = uniswap.positionManager
  await mined(
    clients,
    await walletClient.writeContract({
      address: uniswap.weth9,
      abi: uniswapV3Abis.weth9,
      functionName: 'deposit',
      value: ethAmount,
    }),
  )
  for (const address of [uniswap.weth9, token]) {
    await mined(
      clients,
      await walletClient.writeContract({
        address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [manager, tokenAmount + ethAmount],
      }),
    )
  }
  const wethFirst = BigInt(uniswap.weth9) < BigInt(token)
  const [token0, token1] = wethFirst ? [uniswap.weth9, token] : [token, uniswap.weth9]
  const [amount0, amount1] = wethFirst ? [ethAmount, tokenAmount] : [tokenAmount, ethAmount]
  const abi = uniswapV3Abis.positionManager
  await mined(
    clients,
    await walletClient.writeContract({
      address: manager,
      abi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, fee, sqrtPriceX96(amount0, amount1)],
    }),
  )
  const spacing = TICK_SPACING[fee] ?? 60
  const tickUpper = Math.floor(MAX_TICK / spacing) * spacing
  const block = await publicClient.getBlock()
  const mint = {
    address: manager,
    abi,
    functionName: 'mint',
    args: [
      {
        token0,
        token1,
        fee,
        tickLower: -tickUpper,
        tickUpper,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: walletClient.account.address,
        deadline: block.timestamp + 600n,
      },
    ],
  } as const
  // The pool writes an oracle observation when the block's second differs from the last one's: a mint
  // mined a second later than it was estimated needs more gas than the estimate (out of gas, seen under load).
  const gas = await publicClient.estimateContractGas({ ...mint, account: walletClient.account })
  await mined(clients, await walletClient.writeContract({ ...mint, gas: (gas * 3n) / 2n }))
  const pool = (await publicClient.readContract({
    address: uniswap.factory,
    abi: uniswapV3Abis.factory,
    functionName: 'getPool',
    args: [token0, token1, fee],
  })) as Address
  if (pool === zeroAddress) throw new Error('the pool was not created')
  return pool
}
