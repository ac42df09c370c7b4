import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/web-components-vite'

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * Storybook of the modal's primitives and of every view state, built static in CI (`build-storybook`).
 * e2e/storybook/stories.spec.ts opens every story of the build and checks its play steps, the a11y
 * addon's axe result, the console and the requests. Offline: no telemetry, no remote fonts or CDN.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, {
      resolve: {
        alias: [
          // Stories run against modal-core's source (as the unit tests do): one set of stores, never a stale dist/.
          { find: /^@agentry\/modal-core$/, replacement: local('../../modal-core/src/index.ts') },
          {
            find: /^@agentry\/modal-core\/(send|swap|names|frame|numbers|transactions|features|walletconnect)$/,
            replacement: local('../../modal-core/src/$1/index.ts'),
          },
          {
            find: /^@agentry\/modal-core\/wallet-list$/,
            replacement: local('../../modal-core/src/walletList/index.ts'),
          },
          {
            find: /^@agentry\/modal-core\/(evm|solana)$/,
            replacement: local('../../modal-core/src/adapters/$1/index.ts'),
          },
        ],
      },
      // The view chunks are many and small; the size warning is about the Storybook bundle, not the package.
      build: { chunkSizeWarningLimit: 4000 },
      logLevel: 'warn',
    })
  },
}

export default config
