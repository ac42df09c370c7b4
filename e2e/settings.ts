/** Footer settings the e2e server is started with, so the tests can check that configuration is used. */
export const E2E_FOOTER = {
  COMPANY_NAME: 'Agentry Test Company',
  COMPANY_URL: 'https://company.example/',
  POWERED_BY_NAME: 'Agentry Test Platform',
  POWERED_BY_URL: 'https://platform.example/',
} as const

/**
 * Debian's chromium (this machine cannot download Playwright's browser), without the background
 * connections a closed network refuses.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
