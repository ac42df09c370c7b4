import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  maxUint256,
  type Address,
} from 'viem'
import type { TestSwapRouter } from '../testSwap.js'
import { expectBody, Refusal, type Route } from './routeService.js'

/** The address the hosted swap API uses for a network's native currency. */
export const NATIVE_TOKEN_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** A swappable token on the wire (`address` is CAIP-10). */
export type ServiceSwapToken = { name: string; symbol: string; address: string; decimals: number; logoUri: string }

export type ConvertRoutesOptions = {
  /** Swaps quoted and built against a real router on a real node. */
  swap?: {
    rpcUrl: string
    router: TestSwapRouter
    /** Swappable tokens by CAIP-2 network id. */
    tokens: Record<string, ServiceSwapToken[]>
  }
  /** The gas price (wei) answered when no swap node is configured. Default 1 gwei. */
  gasPrice?: bigint
}

const CAIP10 = /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/

/** Splits a CAIP-10 eip155 account, refusing anything else. */
function account(value: string | undefined, field: string): { caipNetworkId: string; address: Address } {
  const match = value ? CAIP10.exec(value) : null
  if (!match || !isAddress(match[2]!)) throw new Refusal(400, `${field} must be a CAIP-10 eip155 address`)
  return { caipNetworkId: match[1]!, address: getAddress(match[2]!) }
}

const digits = (value: unknown, field: string): bigint => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new Refusal(400, `${field} must be an integer string`)
  return BigInt(value)
}

/**
 * The swap ("convert") and gas-price routes (spec section 7), quoting and building against a real test
 * router: quotes are the router's own `quote`, allowances are read on chain, and the transactions built
 * are the ones the router executes.
 *
 * @example
 * const routes = convertRoutes({ swap: { rpcUrl, router, tokens: { 'eip155:1': [...] } } }, ['eip155:1'], 'project-1')
 */
export function convertRoutes(options: ConvertRoutesOptions, supportedChains: string[], projectId: string): Route[] {
  const swap = () => {
    if (!options.swap) throw new Refusal(400, 'swaps are not configured in this stand-in')
    return options.swap
  }
  const client = () => createPublicClient({ transport: http(swap().rpcUrl) })
  const served = (caipNetworkId: string) => {
    if (!supportedChains.includes(caipNetworkId)) throw new Refusal(400, `${caipNetworkId} is not supported`)
    return caipNetworkId
  }
  const pair = (from: string | undefined, to: string | undefined) => {
    const input = account(from, 'from')
    const output = account(to, 'to')
    if (input.caipNetworkId !== output.caipNetworkId) throw new Refusal(400, 'from and to must be on one network')
    served(input.caipNetworkId)
    return { input, output }
  }
  const quote = (from: Address, to: Address, amount: bigint) =>
    client().readContract({
      address: swap().router.address,
      abi: swap().router.abi,
      functionName: 'quote',
      args: [from, to, amount],
    }) as Promise<bigint>

  return [
    {
      pattern: /^\/v1\/convert\/tokens$/,
      method: 'GET',
      query: ['chainId'],
      answer: (_, query) => ({ tokens: swap().tokens[served(query.chainId ?? '')] ?? [] }),
    },
    {
      pattern: /^\/v1\/convert\/gas-price$/,
      method: 'GET',
      query: ['chainId'],
      answer: async (_, query) => {
        served(query.chainId ?? '')
        const price = options.swap ? await client().getGasPrice() : (options.gasPrice ?? 1_000_000_000n)
        return { standard: String(price), fast: String((price * 12n) / 10n), instant: String((price * 15n) / 10n) }
      },
    },
    {
      pattern: /^\/v1\/convert\/quotes$/,
      method: 'GET',
      query: ['amount', 'userAddress', 'from', 'to', 'gasPrice'],
      answer: async (_, query) => {
        const { input, output } = pair(query.from, query.to)
        account(query.userAddress, 'userAddress')
        digits(query.gasPrice, 'gasPrice')
        const amount = digits(query.amount, 'amount')
        // A pair the router does not trade has no quote, as a real service answers.
        const toAmount = await quote(input.address, output.address, amount).catch(() => undefined)
        if (toAmount === undefined) return { quotes: [] }
        return {
          quotes: [
            {
              id: `quote-${amount}`,
              fromAmount: String(amount),
              fromAccount: query.from,
              toAmount: String(toAmount),
              toAccount: query.to,
            },
          ],
        }
      },
    },
    {
      pattern: /^\/v1\/convert\/allowance$/,
      method: 'GET',
      query: ['tokenAddress', 'userAddress'],
      answer: async (_, query) => {
        const token = account(query.tokenAddress, 'tokenAddress')
        const user = account(query.userAddress, 'userAddress')
        served(token.caipNetworkId)
        if (token.address === NATIVE_TOKEN_ADDRESS) return { allowance: String(maxUint256) }
        const allowance = await client().readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [user.address, swap().router.address],
        })
        return { allowance: String(allowance) }
      },
    },
    {
      pattern: /^\/v1\/convert\/build-approve$/,
      method: 'GET',
      query: ['userAddress', 'from', 'to'],
      answer: (_, query) => {
        const { input } = pair(query.from, query.to)
        account(query.userAddress, 'userAddress')
        if (input.address === NATIVE_TOKEN_ADDRESS) throw new Refusal(400, 'the native currency needs no approval')
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [swap().router.address, maxUint256],
        })
        return { tx: { from: query.userAddress, to: query.from, data, value: '0' } }
      },
    },
    {
      pattern: /^\/v1\/convert\/build-transaction$/,
      method: 'POST',
      query: [],
      answer: async (_, __, body) => {
        const fields = expectBody(
          body,
          ['projectId', 'amount', 'eip155', 'from', 'to', 'userAddress'],
          ['disableEstimate'],
        )
        if (fields.projectId !== projectId) throw new Refusal(401, 'Unauthorized: invalid key')
        const { input, output } = pair(fields.from as string, fields.to as string)
        const user = account(fields.userAddress as string, 'userAddress')
        const slippage = Number((fields.eip155 as { slippage?: unknown } | null)?.slippage)
        if (!Number.isFinite(slippage) || slippage < 0 || slippage > 50)
          throw new Refusal(400, 'eip155.slippage must be a percentage')
        const amount = digits(fields.amount, 'amount')
        const expected = await quote(input.address, output.address, amount)
        const minimum = (expected * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
        const data = encodeFunctionData({
          abi: swap().router.abi,
          functionName: 'swap',
          args: [input.address, output.address, amount, minimum],
        })
        const gasPrice = await client().getGasPrice()
        return {
          tx: {
            from: `${input.caipNetworkId}:${user.address}`,
            to: `${input.caipNetworkId}:${swap().router.address}`,
            data,
            value: input.address === NATIVE_TOKEN_ADDRESS ? String(amount) : '0',
            eip155: { gas: '200000', gasPrice: String(gasPrice) },
          },
        }
      },
    },
  ]
}
