import { CHROMIUM_LAUNCH_OPTIONS } from './settings'

// Chromium partitions a cross-site frame's storage by the top-level site (ThirdPartyStoragePartitioning, on
// by default since Chrome 115), and then gives the frame IndexedDB even with third-party cookies blocked.
// Playwright turns that feature off in its default launch flags (its issue 32230), and with it off Chromium
// refuses a cross-site frame's storage outright. Chromium keeps the last `--disable-features` switch it is
// given, so these options pass Playwright 1.65's list without that feature: the browser as users run it.
const PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

/** Chromium's launch options with third-party storage partitioned, as users run it (`test.use({ launchOptions })`). */
export const PARTITIONED_STORAGE_LAUNCH_OPTIONS = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  args: [
    ...CHROMIUM_LAUNCH_OPTIONS.args,
    `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES_BUT_PARTITIONING.join(',')}`,
  ],
}
