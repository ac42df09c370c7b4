import type { CaipNetwork } from '@agentry/modal-core'
import { html, nothing, type TemplateResult } from 'lit'
import { messages } from './view-kit.js'
import { networkImage } from '../icons/asset-image.js'

/** One network of a list: whether it is the active one, and the list's switching state. */
export type NetworkRowProps = {
  network: CaipNetwork
  /** Marks the row as the active network (a tag and `aria-current`); needs the 'networks' texts. */
  active?: boolean
  /** The `caipNetworkId` being switched to, if any: that row spins, the others are disabled while `busy`. */
  pendingKey: string | undefined
  /** True while the list is busy (a switch, or another action of the view). */
  busy: boolean
  onPress: () => void
}

/**
 * A network as an `<li>` with an `<agentry-wallet-row>`: its image (the app's, the hosted one with a project
 * id, or our bundled icon) and name, 'Switching to …' while the
 * switch to it runs. Every list of networks (Networks, UnsupportedChain) renders its rows with it.
 *
 * @example
 * html`<ul>${repeat(networks, (network) => network.caipNetworkId, (network) =>
 *   networkRow({ network, pendingKey, busy, onPress: () => void switcher.run(network) }))}</ul>`
 */
export function networkRow({ network, active = false, pendingKey, busy, onPress }: NetworkRowProps): TemplateResult {
  const id = network.caipNetworkId
  return html`<li>
    <agentry-wallet-row
      data-network-id=${id}
      name=${network.name}
      image-url=${networkImage(network).src}
      tag=${active ? messages.networks.active : nothing}
      aria-current=${active ? 'true' : nothing}
      ?loading=${pendingKey === id}
      loading-label=${messages.unsupportedChain.switching(network.name)}
      ?disabled=${busy && pendingKey !== id}
      @click=${onPress}
    ></agentry-wallet-row>
  </li>`
}
