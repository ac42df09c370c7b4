import { allEvmNetworks, allSolanaNetworks, bitcoinMainnet, type CaipNetwork } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { css, html, LitElement } from 'lit'
import { expect, waitFor } from 'storybook/test'
import { assetIcon, assetIconStyles, networkImage, tokenImage } from '../icons/asset-image.js'
import { TOKEN_ICONS } from '../icons/token-icons.js'
import { defineElement } from '../internal/define-element.js'
import { baseStyles } from '../theme/theme-styles.js'
import { onSurface } from './primitive-story.js'

type IconsArgs = { size: number; set: 'all' | 'mainnets' | 'testnets' | 'tokens' }

const NETWORKS: readonly CaipNetwork[] = [...allEvmNetworks, ...allSolanaNetworks, bitcoinMainnet]

/** The icons in a grid, each with its name, inside a shadow root that has the icons' styles. */
class IconGallery extends LitElement {
  static override properties = { size: { type: Number }, set: { type: String } }
  static override styles = [
    baseStyles,
    assetIconStyles,
    css`
      ul {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
        gap: 8px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      li {
        display: flex;
        align-items: center;
        gap: 8px;
        font-size: var(--agentry-text-sm);
        color: var(--agentry-color-fg);
      }
    `,
  ]
  declare size: number
  declare set: IconsArgs['set']

  constructor() {
    super()
    this.size = 32
    this.set = 'all'
  }

  override render() {
    const networks = NETWORKS.filter((network) =>
      this.set === 'mainnets' ? !network.testnet : this.set === 'testnets' ? network.testnet : this.set === 'all',
    )
    const tokens = this.set === 'all' || this.set === 'tokens' ? Object.keys(TOKEN_ICONS) : []
    return html`<ul aria-label="Network and token icons">
      ${networks.map(
        (network) =>
          html`<li data-network-id=${network.caipNetworkId}>
            ${assetIcon(networkImage(network), this.size)}<span>${network.name}</span>
          </li>`,
      )}
      ${tokens.map(
        (symbol) =>
          html`<li data-symbol=${symbol}>${assetIcon(tokenImage({ symbol }), this.size)}<span>${symbol}</span></li>`,
      )}
    </ul>`
  }
}

// Every network icon and token icon the modal bundles: our own drawings (the chain's colour, a monogram
// or a simple shape), shown when the app gives no image and no project id is set.
const meta = {
  title: 'Primitives/Icons',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `The network and token icons the modal draws itself: one for each of the ${NETWORKS.length} built-in networks (testnets with a dashed ring) and for the native currencies and common ERC-20s. They are small SVG strings loaded with the views that show them (Networks, Account, Send, Swap), never on the first load. An app's own \`assets.imageUrl\` comes first; with a project id, the hosted image endpoints are used and these icons are the fallback.

**Web component**

\`\`\`html
<agentry-modal></agentry-modal>
<script type="module">
  import { ethereumMainnet, initModal } from '@agentry/modal-core'
  import '@agentry/modal-ui/register'
  // Our icon shows for Ethereum unless the network brings an image of its own:
  initModal({ networks: [{ ...ethereumMainnet, assets: { imageUrl: '/images/ethereum.svg' } }] })
</script>
\`\`\`

**React**

\`\`\`tsx
import { ethereumMainnet, initModal } from '@agentry/modal-core'
import { AgentryModal } from '@agentry/modal-ui/react'

initModal({ networks: [{ ...ethereumMainnet, assets: { imageUrl: '/images/ethereum.svg' } }] })
export const App = () => <AgentryModal />
\`\`\``,
      },
    },
  },
  argTypes: {
    size: { control: { type: 'range', min: 16, max: 64, step: 4 }, description: 'Side in px' },
    set: { control: 'inline-radio', options: ['all', 'mainnets', 'testnets', 'tokens'], description: 'Which icons' },
  },
  args: { size: 32, set: 'all' },
  render: (args, context) => {
    defineElement('agentry-icon-gallery', IconGallery)
    return onSurface(context, html`<agentry-icon-gallery size=${args.size} set=${args.set}></agentry-icon-gallery>`)
  },
} satisfies Meta<IconsArgs>
export default meta

type Story = StoryObj<IconsArgs>

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const gallery = () =>
      canvasElement.querySelector('agentry-story-surface agentry-icon-gallery, agentry-icon-gallery')
    await waitFor(() =>
      expect(gallery()?.shadowRoot?.querySelectorAll('img').length).toBe(
        NETWORKS.length + Object.keys(TOKEN_ICONS).length,
      ),
    )
    // Every icon decodes (a broken SVG string would show as an empty image).
    const images = [...gallery()!.shadowRoot!.querySelectorAll('img')]
    await waitFor(() => expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true))
  },
}
export const Mainnets: Story = { args: { set: 'mainnets' } }
export const Testnets: Story = { args: { set: 'testnets' } }
export const Tokens: Story = { args: { set: 'tokens', size: 40 } }
