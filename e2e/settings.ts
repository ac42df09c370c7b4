/** Footer settings the e2e server is started with, so the tests can check that configuration is used. */
export const E2E_FOOTER = {
  COMPANY_NAME: 'Agentry Test Company',
  COMPANY_URL: 'https://company.example/',
  POWERED_BY_NAME: 'Agentry Test Platform',
  POWERED_BY_URL: 'https://platform.example/',
} as const
