import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  toHex,
  type Address,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import * as loginRoute from '@/app/auth/login/route'
import * as sessionRoute from '@/app/auth/session/route'
import { compileTestContracts, type CompiledContract } from './helpers/contracts'
import { DRIVERS } from './helpers/drivers'
import { startServerFixture, type ServerFixture } from './helpers/serverFixture'
import { fetchNonce, sign, siweMessage } from './helpers/siwe'
import { TestBrowser } from './helpers/testBrowser'

const deployer = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)
const owner = privateKeyToAccount(ANVIL_ACCOUNTS[1].privateKey)
const stranger = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)

// The PGlite driver is enough here: what is under test is the signature path, not storage.
const pglite = DRIVERS[0]

describe('contract accounts sign in (ERC-1271 deployed, ERC-6492 counterfactual)', () => {
  let fixture: ServerFixture
  let client: PublicClient
  let contracts: { OwnedAccount: CompiledContract; OwnedAccountFactory: CompiledContract }
  let account: Address
  let factory: Address

  beforeAll(async () => {
    contracts = compileTestContracts()
    fixture = await startServerFixture(pglite.open)
    const chain = defineChain({
      id: 1337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [fixture.anvil.rpcUrl] } },
    })
    client = createPublicClient({ chain, transport: http(fixture.anvil.rpcUrl) })
    const wallet = createWalletClient({ account: deployer, chain, transport: http(fixture.anvil.rpcUrl) })
    const deploy = async (contract: CompiledContract, args: readonly unknown[]) => {
      const hash = await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args })
      const receipt = await client.waitForTransactionReceipt({ hash })
      return getAddress(receipt.contractAddress!)
    }
    account = await deploy(contracts.OwnedAccount, [owner.address])
    factory = await deploy(contracts.OwnedAccountFactory, [])
  }, 60_000)
  afterAll(async () => {
    await fixture.stop()
  })

  async function login(
    browser: TestBrowser,
    address: Address,
    signatureFor: (message: string) => Promise<`0x${string}`>,
  ) {
    const nonce = await fetchNonce(browser)
    const message = siweMessage(address, nonce, { chainId: 1337 })
    return await browser.postJson(loginRoute.POST, '/auth/login', { message, signature: await signatureFor(message) })
  }

  it('signs in a deployed contract account with its owner signature (ERC-1271)', async () => {
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]{10,}/)
    const browser = new TestBrowser()
    const response = await login(browser, account, (message) => sign(owner, message))
    expect(await response.json()).toEqual({ ok: true, siwe: { address: account, chainId: 1337 }, isAdmin: false })
    expect(await (await browser.get(sessionRoute.GET, '/auth/session')).json()).toEqual({
      siwe: { address: account, chainId: 1337 },
      isAdmin: false,
    })
  })

  it('refuses a contract account signed by someone who is not its owner', async () => {
    const response = await login(new TestBrowser(), account, (message) => sign(stranger, message))
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_SIGNATURE')
  })

  it('refuses a contract account on a chain with no RPC configured (only EOAs can be checked there)', async () => {
    const browser = new TestBrowser()
    const nonce = await fetchNonce(browser)
    const message = siweMessage(account, nonce, { chainId: 1 })
    const response = await browser.postJson(loginRoute.POST, '/auth/login', {
      message,
      signature: await sign(owner, message),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_SIGNATURE')
  })

  describe('ERC-6492', () => {
    const salt = keccak256(toHex('agentry-6492-test'))
    let counterfactual: Address
    let factoryData: `0x${string}`

    beforeAll(() => {
      counterfactual = getContractAddress({
        opcode: 'CREATE2',
        from: factory,
        salt,
        bytecode: encodeDeployData({
          abi: contracts.OwnedAccount.abi,
          bytecode: contracts.OwnedAccount.bytecode,
          args: [owner.address],
        }),
      })
      factoryData = encodeFunctionData({
        abi: contracts.OwnedAccountFactory.abi,
        functionName: 'deploy',
        args: [owner.address, salt],
      })
    })

    it('signs in an account that is not deployed yet, without deploying it', async () => {
      expect(await client.getCode({ address: counterfactual })).toBeUndefined()
      const response = await login(new TestBrowser(), counterfactual, async (message) =>
        serializeErc6492Signature({ address: factory, data: factoryData, signature: await sign(owner, message) }),
      )
      expect(await response.json()).toEqual({
        ok: true,
        siwe: { address: counterfactual, chainId: 1337 },
        isAdmin: false,
      })
      expect(await client.getCode({ address: counterfactual })).toBeUndefined()
    })

    it('refuses a counterfactual account whose wrapped signature is not the owner’s', async () => {
      const response = await login(new TestBrowser(), counterfactual, async (message) =>
        serializeErc6492Signature({ address: factory, data: factoryData, signature: await sign(stranger, message) }),
      )
      expect(response.status).toBe(401)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BAD_SIGNATURE')
    })
  })
})
