// The one-button page with our modal (React 18, no project id, no relay): the connect button and the
// modal, with the curated wallet list on the Connect view. Built code-split by ../connectClick.ts.
import { ethereumMainnet, initModal, watchInjectedConnectors } from '@agentry/modal-core'
import { AgentryConnectButton, AgentryModal } from '@agentry/modal-ui/react'
import { createElement, Fragment, type FunctionComponent } from 'react'
import { createRoot } from 'react-dom/client'

initModal({ networks: [ethereumMainnet], features: { analytics: false } })
watchInjectedConnectors()

// The wrappers are declared against modal-ui's copy of @types/react; the bench bundles them with React 18.
const Button = AgentryConnectButton as unknown as FunctionComponent
const Modal = AgentryModal as unknown as FunctionComponent

const root = document.getElementById('root')
if (!root) throw new Error('the page has no #root')
createRoot(root).render(createElement(Fragment, null, createElement(Button), createElement(Modal)))
