/**
 * The site's own texts in English: the header, the footer, the error screens and the toasts (the
 * modal has its own catalogues in `@agentry/modal-ui`). The spec's texts are exact here ('Connect wallet',
 * 'All right reserved by', 'Server Error', 'Something went wrong!', 'Unknown error'). `{name}` marks a
 * value filled in when shown. Every other language is a table of the same keys (`SiteTexts`).
 *
 * @example
 * en['header.connectWallet'] // 'Connect wallet'
 */
export const en = {
  skipToContent: 'Skip to content',
  'header.connectWallet': 'Connect wallet',
  'header.menu': 'Menu',
  'header.mainNav': 'Main',
  'header.menuNav': 'Main (menu)',
  'nav.home': 'Home',
  'nav.statistics': 'Statistics',
  'nav.agents': 'Agents',
  'nav.marketplace': 'Marketplace',
  'nav.wallets': 'Wallets',
  'nav.account': 'Account',
  'nav.integrations': 'Integrations',
  'nav.approvals': 'Approvals',
  'footer.rights': 'All right reserved by {company}',
  'footer.poweredBy': 'powered by {name}',
  'error.serverError': 'Server Error',
  'error.somethingWentWrong': 'Something went wrong!',
  'error.unknown': 'Unknown error',
  'error.tryAgain': 'Try again',
  'error.backHome': 'Back to home',
  'error.autoRetry': 'This page tries again every {seconds} seconds.',
  'error.DATABASE_UNAVAILABLE': 'Service unavailable: the database cannot be reached. Please try again shortly',
  'error.RATE_LIMIT_STORE_UNAVAILABLE':
    'Service unavailable: the rate-limit store (Redis) cannot be reached. Please try again shortly',
  'status.400': 'Bad Request',
  'status.401': 'Unauthorized',
  'status.403': 'Forbidden',
  'status.404': 'Not Found',
  'status.405': 'Method Not Allowed',
  'status.408': 'Request Timeout',
  'status.409': 'Conflict',
  'status.410': 'Gone',
  'status.413': 'Payload Too Large',
  'status.415': 'Unsupported Media Type',
  'status.422': 'Unprocessable Entity',
  'status.429': 'Too Many Requests',
  'status.500': 'Internal Server Error',
  'status.501': 'Not Implemented',
  'status.502': 'Bad Gateway',
  'status.503': 'Service Unavailable',
  'status.504': 'Gateway Timeout',
  'status.4xx': 'Client Error',
  'status.5xx': 'Server Error',
  'status.other': 'Error',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'toast.error': 'Error',
  'toast.success': 'Success',
  'toast.info': 'Info',
  'toast.warning': 'Warning',
  'toast.loading': 'Loading',
  'toast.svg': 'Notice',
  'toast.signedIn': 'Signed in',
} as const

/** The name of one of the site's texts. */
export type SiteTextKey = keyof typeof en

/** One language's table of the site's texts: every key, each a string with the same `{placeholders}`. */
export type SiteTexts = { readonly [key in SiteTextKey]: string }
