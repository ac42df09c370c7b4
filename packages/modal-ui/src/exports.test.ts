import { describe, expect, it } from 'vitest'

// A change here is a change of the public API: update the snapshot on purpose, and a changeset with it.
describe('public exports', () => {
  it('@agentry/modal-ui', async () => {
    expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
      [
        "AgentryAvatar",
        "AgentryButton",
        "AgentryConnectButton",
        "AgentryIconButton",
        "AgentryInlineError",
        "AgentryModalElement",
        "AgentrySnackbar",
        "AgentrySpinner",
        "AgentryText",
        "AgentryWalletImage",
        "AgentryWalletRow",
        "LOCALES",
        "StoreController",
        "ThemeController",
        "addressHues",
        "baseStyles",
        "defineElement",
        "defineModalElements",
        "definePrimitives",
        "en",
        "formatAmount",
        "icon",
        "isViewLoaded",
        "loadView",
        "localeState",
        "messages",
        "primitiveElements",
        "setLocale",
        "setTheme",
        "themeDefaults",
        "themeState",
        "themeStyles",
        "visuallyHiddenStyles",
      ]
    `)
  })

  it('@agentry/modal-ui/react', async () => {
    expect(Object.keys(await import('./react/index.js')).sort()).toMatchInlineSnapshot(`
      [
        "AgentryConnectButton",
        "AgentryModal",
        "useAccount",
        "useDisconnect",
        "useModal",
        "useModalState",
        "useNetwork",
        "useSignIn",
        "useWalletInfo",
      ]
    `)
  })

  it('@agentry/modal-ui/locales', async () => {
    expect(Object.keys(await import('./locales.js')).sort()).toMatchInlineSnapshot(`
      [
        "LOCALES",
        "directionOf",
        "resolveLocale",
      ]
    `)
  })
})
