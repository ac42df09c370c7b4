import { requestApproval } from '@agentry/modal-core'
import type { Meta, StoryObj } from '@storybook/web-components-vite'
import { modalViewMeta, viewParameters, viewUsage } from './modal-story.js'
import { connectStoryWallet, resetStory, STORY_ADDRESS, STORY_RECEIVER } from './story-state.js'

type ApproveArgs = {
  /** The RPC method the app asked for. */
  method: 'eth_sendTransaction' | 'personal_sign' | 'eth_signTypedData_v4' | 'wallet_sendCalls'
  /** Requests waiting behind it. */
  waiting: number
  appName: string
}

const PARAMS: Record<ApproveArgs['method'], unknown[]> = {
  eth_sendTransaction: [{ from: STORY_ADDRESS, to: STORY_RECEIVER, value: '0x6f05b59d3b20000' }],
  personal_sign: ['0x48656c6c6f', STORY_ADDRESS],
  eth_signTypedData_v4: [STORY_ADDRESS, '{"types":{},"primaryType":"Mail","domain":{},"message":{}}'],
  wallet_sendCalls: [{ version: '2.0.0', from: STORY_ADDRESS, calls: [{ to: STORY_RECEIVER, value: '0x1' }] }],
}

async function setup(args: ApproveArgs): Promise<void> {
  resetStory({ metadata: { name: args.appName, description: 'Agentry Storybook', url: 'http://127.0.0.1', icons: [] } })
  await connectStoryWallet()
  // Each settles only when the user answers; the story leaves them pending.
  void requestApproval({ method: args.method, params: PARAMS[args.method] }).catch(() => undefined)
  for (let index = 0; index < args.waiting; index++)
    void requestApproval({ method: 'personal_sign', params: PARAMS.personal_sign }).catch(() => undefined)
}

// ApproveTransaction: a wallet request from the app waits for the user's approval.
const meta = {
  title: 'Views/ApproveTransaction',
  ...modalViewMeta<ApproveArgs>({
    view: 'ApproveTransaction',
    setup,
  }),
  // A line comment above the meta, not a doc comment: the docs addon would replace these parameters with the
  // comment's text as the description.
  parameters: viewParameters(
    viewUsage(
      'ApproveTransaction',
      'Opens by itself when the app sends an unsafe RPC request (a transaction or a signature) through the modal, before it reaches the wallet.',
    ),
  ),
  argTypes: {
    method: {
      control: 'select',
      options: Object.keys(PARAMS),
      description: 'The RPC method asked for',
    },
    waiting: { control: { type: 'range', min: 0, max: 5, step: 1 }, description: 'Requests waiting behind it' },
    appName: { control: 'text', description: 'The app name (`metadata.name`)' },
  },
  args: { method: 'eth_sendTransaction', waiting: 0, appName: 'Agentry' },
} satisfies Meta<ApproveArgs>
export default meta

type Story = StoryObj<ApproveArgs>

export const OneRequest: Story = {}
export const MoreWaiting: Story = { args: { waiting: 2 } }
export const SignMessage: Story = { args: { method: 'personal_sign' } }
export const SignTypedData: Story = { args: { method: 'eth_signTypedData_v4' } }
export const SendCalls: Story = { args: { method: 'wallet_sendCalls' } }
