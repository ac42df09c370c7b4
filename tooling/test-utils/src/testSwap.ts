import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  type Abi,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { compileSolidity, type CompiledContract } from './compileSolidity.js'

import { NATIVE_TOKEN_ADDRESS, type ConvertRoutesOptions } from './hosted/convertRoutes.js'
import { deployTestToken, type TestToken } from './testToken.js'

export { NATIVE_TOKEN_ADDRESS } from './hosted/convertRoutes.js'

/**
 * A minimal swap contract written for the tests: fixed rates set by its owner, paid from its own
 * reserves, native currency in and out through NATIVE. Enough to execute real approve-then-swap
 * transactions on anvil; nothing like a real exchange's pricing.
 */
const SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
  function transfer(address to, uint256 value) external returns (bool);
  function transferFrom(address from, address to, uint256 value) external returns (bool);
}

contract TestSwapRouter {
  address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
  address public immutable owner;
  // out = in * numerator / denominator, by pair
  mapping(address => mapping(address => uint256[2])) public rates;

  event Swapped(address indexed user, address from, address to, uint256 amountIn, uint256 amountOut);

  constructor() payable { owner = msg.sender; }
  receive() external payable {}

  function setRate(address from, address to, uint256 numerator, uint256 denominator) external {
    require(msg.sender == owner, "owner");
    require(denominator > 0, "denominator");
    rates[from][to] = [numerator, denominator];
  }

  function quote(address from, address to, uint256 amountIn) public view returns (uint256) {
    uint256[2] memory rate = rates[from][to];
    require(rate[1] > 0, "no pair");
    return amountIn * rate[0] / rate[1];
  }

  function swap(address from, address to, uint256 amountIn, uint256 minAmountOut) external payable returns (uint256 amountOut) {
    amountOut = quote(from, to, amountIn);
    require(amountOut >= minAmountOut, "slippage");
    if (from == NATIVE) require(msg.value == amountIn, "value");
    else {
      require(msg.value == 0, "value");
      require(IERC20(from).transferFrom(msg.sender, address(this), amountIn), "transferFrom");
    }
    if (to == NATIVE) {
      (bool sent, ) = msg.sender.call{value: amountOut}("");
      require(sent, "send");
    } else require(IERC20(to).transfer(msg.sender, amountOut), "transfer");
    emit Swapped(msg.sender, from, to, amountIn, amountOut);
  }
}
`

let compiled: CompiledContract | undefined

/** Compiles the test swap router once per process. */
export function compileTestSwapRouter(): CompiledContract {
  compiled ??= compileSolidity({
    fileName: 'TestSwapRouter.sol',
    source: SOURCE,
    contracts: ['TestSwapRouter'],
  }).TestSwapRouter
  return compiled
}

export type TestSwapRouter = { address: Address; abi: Abi }

export type DeployTestSwapRouterParameters = {
  rpcUrl: string
  /** The owner, who sets rates and funds reserves. Default anvil account 0. */
  privateKey?: Hex
  /** Native currency to hold for payouts, in wei. */
  nativeReserve?: bigint
  /** Rates to set: out = in * numerator / denominator (in smallest units). */
  rates?: { from: Address; to: Address; numerator: bigint; denominator: bigint }[]
}

/**
 * Deploys the test swap router on anvil, funds it and sets its rates (fund token reserves by
 * transferring tokens to its address).
 *
 * @example
 * const router = await deployTestSwapRouter({ rpcUrl, nativeReserve: 10n ** 20n, rates: [{ from: NATIVE_TOKEN_ADDRESS, to: usdc, numerator: 3000n, denominator: 10n ** 12n }] })
 */
export async function deployTestSwapRouter({
  rpcUrl,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
  nativeReserve = 0n,
  rates = [],
}: DeployTestSwapRouterParameters): Promise<TestSwapRouter> {
  const { abi, bytecode } = compileTestSwapRouter()
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const walletClient = createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) })
  const hash = await walletClient.deployContract({ abi, bytecode, value: nativeReserve })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (!receipt.contractAddress || receipt.status !== 'success') throw new Error('TestSwapRouter deployment failed')
  for (const rate of rates) {
    const set = await walletClient.writeContract({
      address: receipt.contractAddress,
      abi,
      functionName: 'setRate',
      args: [rate.from, rate.to, rate.numerator, rate.denominator],
    })
    await publicClient.waitForTransactionReceipt({ hash: set, pollingInterval: 50 })
  }
  return { address: receipt.contractAddress, abi }
}

export type SwapTestbed = {
  usdc: TestToken
  router: TestSwapRouter
  /** The stand-in service's `swap` option: quotes and builds against this router. */
  service: NonNullable<ConvertRoutesOptions['swap']>
}

/**
 * What a swap test needs on an anvil node, owned by `privateKey` (not the user's account): a 6-decimal
 * USDC, the router trading ETH and USDC both ways at `usdcPerEth`, its reserves (100 ETH, 100 000
 * USDC), and the stand-in's swap option listing ETH and USDC on that chain.
 *
 * @example
 * const { usdc, service } = await deploySwapTestbed({ rpcUrl: anvil.rpcUrl, privateKey: ANVIL_ACCOUNTS[2].privateKey })
 * await startBlockchainApiService({ projectId, supportedChains: ['eip155:1'], swap: service })
 */
export async function deploySwapTestbed({
  rpcUrl,
  privateKey,
  usdcPerEth = 3000n,
}: {
  rpcUrl: string
  privateKey: Hex
  usdcPerEth?: bigint
}): Promise<SwapTestbed> {
  const usdc = await deployTestToken({ rpcUrl, name: 'USD Coin', symbol: 'USDC', decimals: 6, privateKey })
  const router = await deployTestSwapRouter({
    rpcUrl,
    privateKey,
    nativeReserve: parseEther('100'),
    rates: [
      { from: NATIVE_TOKEN_ADDRESS, to: usdc.address, numerator: usdcPerEth * 10n ** 6n, denominator: 10n ** 18n },
      { from: usdc.address, to: NATIVE_TOKEN_ADDRESS, numerator: 10n ** 18n, denominator: usdcPerEth * 10n ** 6n },
    ],
  })
  const publicClient = createPublicClient({ transport: http(rpcUrl) })
  const owner = createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(rpcUrl) })
  const funded = await owner.writeContract({
    chain: null,
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [router.address, parseUnits('100000', 6)],
  })
  await publicClient.waitForTransactionReceipt({ hash: funded, pollingInterval: 50 })
  const caipNetworkId = `eip155:${await publicClient.getChainId()}`
  return {
    usdc,
    router,
    service: {
      rpcUrl,
      router,
      tokens: {
        [caipNetworkId]: [
          {
            name: 'Ether',
            symbol: 'ETH',
            address: `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS.toLowerCase()}`,
            decimals: 18,
            logoUri: '',
          },
          { name: 'USD Coin', symbol: 'USDC', address: `${caipNetworkId}:${usdc.address}`, decimals: 6, logoUri: '' },
        ],
      },
    },
  }
}
