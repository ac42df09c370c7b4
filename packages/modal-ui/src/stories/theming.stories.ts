import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { styleMap } from 'lit/directives/style-map.js'
import { themeDefaults } from '../theme/theme-styles.js'
import { onSurface } from './primitive-story.js'
import { STORY_ADDRESS } from './story-state.js'
import { themeVariables } from './theme-variables.js'

type ThemingArgs = { accent: string; fontSizeMaster: number; borderRadiusMaster: number; fontFamily: string }

/** The theme's variables, and a preview that sets the public ones. Documented on the Theming page. */
const meta = {
  title: 'Theming',
  tags: ['!autodocs'],
  parameters: { layout: 'centered' },
  argTypes: {
    accent: { control: 'color', description: '--agentry-accent' },
    fontSizeMaster: {
      control: { type: 'range', min: 8, max: 14, step: 1 },
      description: '--agentry-font-size-master (px)',
    },
    borderRadiusMaster: {
      control: { type: 'range', min: 0, max: 10, step: 1 },
      description: '--agentry-border-radius-master (px)',
    },
    fontFamily: { control: 'text', description: '--agentry-font-family' },
  },
  args: {
    accent: themeDefaults['--agentry-accent'],
    fontSizeMaster: 10,
    borderRadiusMaster: 4,
    fontFamily: themeDefaults['--agentry-font-family'],
  },
} satisfies Meta<ThemingArgs>
export default meta

type Story = StoryObj<ThemingArgs>

/** The public variables set on a wrapper, as an app sets them on `:root` or an ancestor of the modal. */
export const Preview: Story = {
  render: (args, context) =>
    html`<div
      style=${styleMap({
        '--agentry-accent': args.accent,
        '--agentry-font-size-master': `${args.fontSizeMaster}px`,
        '--agentry-border-radius-master': `${args.borderRadiusMaster}px`,
        '--agentry-font-family': args.fontFamily,
      })}
    >
      ${onSurface(
        context,
        html`<agentry-text variant="title">Connect your wallet</agentry-text>
          <agentry-text variant="muted">The variables on the left change everything below.</agentry-text>
          <ul style="list-style:none;margin:0;padding:0">
            <li><agentry-wallet-row name="Alpha Wallet" tag="Installed"></agentry-wallet-row></li>
          </ul>
          <div style="display:flex;gap:8px;align-items:center">
            <agentry-avatar address=${STORY_ADDRESS} size="32"></agentry-avatar>
            <agentry-spinner size="sm" label="Loading"></agentry-spinner>
          </div>
          <agentry-inline-error message="Signature declined" action-label="Try again"></agentry-inline-error>
          <agentry-button variant="accent">Review</agentry-button>
          <agentry-button variant="neutral">Cancel</agentry-button>`,
      )}
    </div>`,
}

/** A colour swatch, or nothing for values that are no colour. */
const swatch = (value: string) =>
  /^(#|rgba?\()/.test(value)
    ? html`<span
        aria-hidden="true"
        style="display:inline-block;width:14px;height:14px;border:1px solid #888;border-radius:3px;vertical-align:middle;margin-right:6px;background:${value}"
      ></span>`
    : ''

/** Every variable of the theme, with its dark and light values, read from the theme's stylesheet. */
export const Variables: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) =>
    html`<agentry-story-surface theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)} style="width:720px"
      ><table style="border-collapse:collapse;font-size:12px;color:inherit;width:100%">
        <caption style="text-align:left;padding-bottom:8px">
          CSS variables of the theme
        </caption>
        <thead>
          <tr>
            <th scope="col" style="text-align:left">Variable</th>
            <th scope="col" style="text-align:left">Dark (default)</th>
            <th scope="col" style="text-align:left">Light</th>
          </tr>
        </thead>
        <tbody>
          ${themeVariables().map(
            ({ name, dark, light, isPublic }) =>
              html`<tr style="border-top:1px solid var(--agentry-color-border)">
                <th scope="row" style="text-align:left;font-weight:${isPublic ? 700 : 400};padding:4px 8px 4px 0">
                  <code>${name}</code>${isPublic ? ' (public)' : ''}
                </th>
                <td style="padding:4px 8px 4px 0">${swatch(dark)}<code>${dark}</code></td>
                <td style="padding:4px 0">${swatch(light)}<code>${light}</code></td>
              </tr>`,
          )}
        </tbody>
      </table></agentry-story-surface
    >`,
}
