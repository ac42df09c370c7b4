// Vue templates are checked by vue-tsc against `GlobalComponents`; this checks the props it sees.
import type {} from '@agentry/modal-ui/jsx/vue'
import type { GlobalComponents } from 'vue'

type ModalProps = InstanceType<GlobalComponents['agentry-modal']>['$props']

export const props: ModalProps = {
  theme: 'dark',
  locale: 'de',
  onAgentryOpenChange: (event) => console.info(event.detail.open),
  onAgentryViewChange: (event) => console.info(event.detail.view),
}

// @ts-expect-error the theme is 'light' or 'dark'
export const wrongTheme: ModalProps = { theme: 'blue' }
