import { erc20Abi, getAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { ANVIL_ACCOUNTS, anvilAccount } from '../accounts.js'
import { localClients, mined } from '../localClients.js'
import { deployTestToken } from '../testToken.js'
import { deployPriceFeed } from './chainlink.js'
import { deployEns, registerEnsName } from './ens.js'
import { deployMulticall3 } from './multicall3.js'
import { addFullRangeLiquidity, deployUniswapV3 } from './uniswapV3.js'

/**
 * The avatar record of the fixtures' name: an image inside the record itself (a `data:` URL), so the site
 * shows it with no network and no file to serve.
 */
export const LOCAL_FIXTURES_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#2f6fed"/><circle cx="8" cy="6.5" r="3" fill="#fff"/><rect x="3.5" y="10.5" width="9" height="4" rx="2" fill="#fff"/></svg>',
)}`

/** Every contract {@link deployLocalFixtures} deploys, by a name a dapp's configuration can use. */
export type LocalFixtureContracts = {
  /** Multicall3, at its canonical address 0xcA11…CA11. */
  multicall3: Address
  /** The Universal Resolver stand-in, reading the real registry below: a network's `ensUniversalResolver`. */
  ensUniversalResolver: Address
  ensRegistry: Address
  ensPublicResolver: Address
  ensReverseRegistrar: Address
  weth9: Address
  uniswapV3Factory: Address
  uniswapV3PositionManager: Address
  uniswapV3SwapRouter02: Address
  uniswapV3QuoterV2: Address
  /** The WETH/AGT pool (0.3% fee tier), 100 ETH against 200,000 AGT: 1 ETH = 2,000 AGT. */
  uniswapV3Pool: Address
  /** The ERC-20 'Agentry Test Token' (AGT, 18 decimals). */
  token: Address
  /** Chainlink MockV3Aggregator answering ETH/USD 2,000 with 8 decimals. */
  chainlinkEthUsd: Address
  /** Chainlink MockV3Aggregator answering AGT/USD 1 with 8 decimals. */
  chainlinkTokenUsd: Address
}

/** What {@link deployLocalFixtures} deployed and recorded; JSON-serialisable as it is. */
export type LocalFixtures = {
  chainId: number
  /** The account that deployed everything (anvil account 9 unless told), so the user's nonce stays free. */
  deployer: Address
  /** The account the name, the avatar and the token transfers belong to. */
  account: Address
  /** The account's primary ENS name, with a reverse record, an address record and an avatar. */
  ensName: string
  avatar: string
  token: { symbol: string; name: string; decimals: number }
  /** Hashes of the token transfers to and from the account, oldest first. */
  tokenTransfers: Hex[]
  contracts: LocalFixtureContracts
}

export type DeployLocalFixturesParameters = {
  rpcUrl: string
  /** Key of the account the name and the transfers are for. Default anvil account 0. */
  accountKey?: Hex
  /** Key that deploys every contract and funds the pool. Default anvil account 9. */
  deployerKey?: Hex
  /** The label of the account's name under `eth`. Default 'dev' (dev.eth). */
  label?: string
  avatar?: string
}

/**
 * Deploys, on a fresh local node, everything the modal reads or uses with no hosted service: Multicall3 at
 * its canonical address, WETH9 and Uniswap v3 with a WETH/AGT pool holding liquidity, an ERC-20 (AGT) with
 * transfers to and from the account, Chainlink ETH/USD and AGT/USD feeds, and ENS with the account's
 * primary name (`dev.eth`), its reverse record and an avatar. Contracts come from the packages their
 * projects publish (see chainFixtures/index.ts). On a fresh node with the same keys the addresses are
 * always the same: only the deployer deploys, in a fixed order.
 *
 * @example
 * const fixtures = await deployLocalFixtures({ rpcUrl: 'http://127.0.0.1:8545' })
 * fixtures.ensName // 'dev.eth'
 * fixtures.contracts.ensUniversalResolver // a network's contracts.ensUniversalResolver
 */
export async function deployLocalFixtures({
  rpcUrl,
  accountKey = ANVIL_ACCOUNTS[0].privateKey,
  deployerKey = anvilAccount(9).privateKey,
  label = 'dev',
  avatar = LOCAL_FIXTURES_AVATAR,
}: DeployLocalFixturesParameters): Promise<LocalFixtures> {
  const deployer = await localClients({ rpcUrl, privateKey: deployerKey })
  const user = await localClients({ rpcUrl, privateKey: accountKey })
  const account = user.walletClient.account.address
  const multicall3 = await deployMulticall3({ rpcUrl, privateKey: deployerKey })
  const uniswap = await deployUniswapV3({ rpcUrl, privateKey: deployerKey })
  const token = await deployTestToken({
    rpcUrl,
    name: 'Agentry Test Token',
    symbol: 'AGT',
    decimals: 18,
    privateKey: deployerKey,
  })
  const pool = await addFullRangeLiquidity({
    rpcUrl,
    uniswap,
    token: token.address,
    tokenAmount: parseUnits('200000', 18),
    ethAmount: parseEther('100'),
    privateKey: deployerKey,
  })
  const chainlinkEthUsd = await deployPriceFeed({ rpcUrl, answer: 2_000n * 10n ** 8n, privateKey: deployerKey })
  const chainlinkTokenUsd = await deployPriceFeed({ rpcUrl, answer: 10n ** 8n, privateKey: deployerKey })
  const ens = await deployEns({ rpcUrl, privateKey: deployerKey })
  const ensName = await registerEnsName({ rpcUrl, ens, label, ownerKey: accountKey, avatar, registrarKey: deployerKey })

  const transfer = async (from: typeof user, to: Address, amount: string) => {
    const hash = await from.walletClient.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 18)],
    })
    await mined(from, hash)
    return hash
  }
  const tokenTransfers = [
    await transfer(deployer, account, '1000'),
    await transfer(user, ANVIL_ACCOUNTS[1].address, '25'),
    await transfer(deployer, account, '250'),
  ]

  return {
    chainId: await user.publicClient.getChainId(),
    deployer: deployer.walletClient.account.address,
    account,
    ensName,
    avatar,
    token: { symbol: token.symbol, name: token.name, decimals: token.decimals },
    tokenTransfers,
    // Receipts give lower-case addresses: checksummed here, as a person copies them into a config.
    contracts: checksummed({
      multicall3,
      ensUniversalResolver: ens.universalResolver,
      ensRegistry: ens.registry,
      ensPublicResolver: ens.publicResolver,
      ensReverseRegistrar: ens.reverseRegistrar,
      weth9: uniswap.weth9,
      uniswapV3Factory: uniswap.factory,
      uniswapV3PositionManager: uniswap.positionManager,
      uniswapV3SwapRouter02: uniswap.swapRouter02,
      uniswapV3QuoterV2: uniswap.quoterV2,
      uniswapV3Pool: pool,
      token: token.address,
      chainlinkEthUsd,
      chainlinkTokenUsd,
    }),
  }
}

function checksummed(contracts: LocalFixtureContracts): LocalFixtureContracts {
  return Object.fromEntries(
    Object.entries(contracts).map(([name, address]) => [name, getAddress(address)]),
  ) as LocalFixtureContracts
}

/**
 * The fixtures' contracts as the site's LOCAL_CHAIN_CONTRACTS reads them: `name:address` pairs, comma-separated.
 *
 * @example
 * const env = { LOCAL_CHAIN_CONTRACTS: localChainContractsEnv(fixtures.contracts) } // 'multicall3:0xcA11…,…'
 */
export function localChainContractsEnv(contracts: LocalFixtureContracts): string {
  return Object.entries(contracts)
    .map(([name, address]) => `${name}:${address}`)
    .join(',')
}
