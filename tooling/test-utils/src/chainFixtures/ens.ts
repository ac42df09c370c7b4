import { labelhash, namehash, zeroHash, type Address, type Hex } from 'viem'
import { ANVIL_ACCOUNTS } from '../accounts.js'
import { deployCompiled } from '../deployCompiled.js'
import { localClients, mined } from '../localClients.js'
import { publishedArtifact } from './publishedArtifact.js'
import { testUniversalResolver } from './universalResolver.js'

/** ENS on a local node, as deployed by {@link deployEns}. */
export type Ens = {
  registry: Address
  publicResolver: Address
  reverseRegistrar: Address
  /** The stand-in Universal Resolver (see universalResolver.ts), reading the registry above. */
  universalResolver: Address
}

const registry = () => publishedArtifact('@ensdomains/ens', 'build/contracts/ENSRegistry.json')
const reverseRegistrar = () => publishedArtifact('@ensdomains/ens', 'build/contracts/ReverseRegistrar.json')
const publicResolver = () => publishedArtifact('@ensdomains/resolver', 'build/contracts/PublicResolver.json')

/**
 * Deploys ENS's registry, public resolver and reverse registrar from the packages ENS publishes, owns
 * `eth` with the deployer (anvil's first account unless told), gives `addr.reverse` to the reverse
 * registrar, and deploys the stand-in Universal Resolver over them.
 *
 * @example
 * const ens = await deployEns({ rpcUrl: anvil.rpcUrl })
 * await registerEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'alice', ownerKey: ANVIL_ACCOUNTS[2].privateKey })
 */
export async function deployEns({
  rpcUrl,
  privateKey = ANVIL_ACCOUNTS[0].privateKey,
}: {
  rpcUrl: string
  privateKey?: Hex
}): Promise<Ens> {
  const deploy = (contract: ReturnType<typeof registry>, args: readonly unknown[] = []) =>
    deployCompiled({ rpcUrl, contract, args, privateKey })
  const clients = await localClients({ rpcUrl, privateKey })
  const deployer = clients.walletClient.account.address
  const ens = await deploy(registry())
  const resolver = await deploy(publicResolver(), [ens])
  const reverse = await deploy(reverseRegistrar(), [ens, resolver])
  const setOwner = async (parent: Hex, label: string, owner: Address) =>
    await mined(
      clients,
      await clients.walletClient.writeContract({
        address: ens,
        abi: registry().abi,
        functionName: 'setSubnodeOwner',
        args: [parent, labelhash(label), owner],
      }),
    )
  await setOwner(zeroHash, 'reverse', deployer)
  await setOwner(namehash('reverse'), 'addr', reverse)
  await setOwner(zeroHash, 'eth', deployer)
  const universalResolver = await deploy(testUniversalResolver(), [ens])
  return { registry: ens, publicResolver: resolver, reverseRegistrar: reverse, universalResolver }
}

/**
 * Registers `<label>.eth` to the owner key's account with the public resolver: its address record, an
 * `avatar` text record when given (ENSIP-12: an https, ipfs or ar URL, or an eip155 NFT reference), and its
 * primary name through the reverse registrar (unless `primary` is false). Resolves the name.
 *
 * @example
 * const name = await registerEnsName({ rpcUrl, ens, label: 'alice', ownerKey, avatar: 'https://127.0.0.1:8080/alice.png' })
 */
export async function registerEnsName({
  rpcUrl,
  ens,
  label,
  ownerKey,
  address,
  avatar,
  primary = true,
  registrarKey = ANVIL_ACCOUNTS[0].privateKey,
}: {
  rpcUrl: string
  ens: Ens
  label: string
  ownerKey: Hex
  /** The address record, the owner's own by default (another address makes the reverse record lie). */
  address?: Address
  avatar?: string
  primary?: boolean
  /** The key that owns `eth` (the one `deployEns` used). */
  registrarKey?: Hex
}): Promise<string> {
  const name = `${label}.eth`
  const node = namehash(name)
  const owner = await localClients({ rpcUrl, privateKey: ownerKey })
  const registrar = await localClients({ rpcUrl, privateKey: registrarKey })
  const registryAbi = registry().abi
  const resolverAbi = publicResolver().abi
  const send = async (
    clients: typeof owner,
    to: Address,
    abi: typeof registryAbi,
    functionName: string,
    args: unknown[],
  ) => await mined(clients, await clients.walletClient.writeContract({ address: to, abi, functionName, args }))
  await send(registrar, ens.registry, registryAbi, 'setSubnodeOwner', [
    namehash('eth'),
    labelhash(label),
    owner.walletClient.account.address,
  ])
  await send(owner, ens.registry, registryAbi, 'setResolver', [node, ens.publicResolver])
  await send(owner, ens.publicResolver, resolverAbi, 'setAddr', [node, address ?? owner.walletClient.account.address])
  if (avatar !== undefined) await send(owner, ens.publicResolver, resolverAbi, 'setText', [node, 'avatar', avatar])
  if (primary) await send(owner, ens.reverseRegistrar, reverseRegistrar().abi, 'setName', [name])
  return name
}
