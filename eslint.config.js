// Root lint covers the workspace-less folders (bench/, e2e/); each package lints itself.
import config from '@agentry/eslint-config'

export default [{ ignores: ['apps/**', 'packages/**', 'tooling/**'] }, ...config]
