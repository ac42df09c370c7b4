import { Controls, Description, Primary, Title } from '@storybook/addon-docs/blocks'
import { createElement, Fragment } from 'react'

/**
 * The docs page of a view: its title, usage, the first story in its own frame and the controls that change
 * its state. Not every story: each view story is a frame with the whole preview, and a dozen of them
 * would load a dozen previews; the sidebar lists them.
 *
 * @example
 * parameters: { docs: { page: viewDocsPage } }
 */
export function viewDocsPage() {
  return createElement(
    Fragment,
    null,
    createElement(Title),
    createElement(Description),
    createElement(Primary),
    createElement(Controls),
  )
}
