/** The footer's two outside links (spec section 1), configurable per deployment. */
export type FooterLinks = {
  company: { name: string; url: string }
  poweredBy: { name: string; url: string }
}

export const DEFAULT_FOOTER_LINKS: FooterLinks = {
  company: { name: 'Agentry', url: 'https://agentry.dev' },
  poweredBy: { name: 'Agentry Labs', url: 'https://agentry.dev' },
}

function httpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * Reads COMPANY_NAME, COMPANY_URL, POWERED_BY_NAME and POWERED_BY_URL; a missing value, or a URL that is
 * not http(s), falls back to the default (a `javascript:` link must never reach the page).
 *
 * @example
 * resolveFooterLinks({ COMPANY_NAME: 'Acme' }).company.name // 'Acme'
 */
export function resolveFooterLinks(env: Readonly<Record<string, string | undefined>>): FooterLinks {
  return {
    company: {
      name: text(env.COMPANY_NAME) ?? DEFAULT_FOOTER_LINKS.company.name,
      url: httpUrl(env.COMPANY_URL) ?? DEFAULT_FOOTER_LINKS.company.url,
    },
    poweredBy: {
      name: text(env.POWERED_BY_NAME) ?? DEFAULT_FOOTER_LINKS.poweredBy.name,
      url: httpUrl(env.POWERED_BY_URL) ?? DEFAULT_FOOTER_LINKS.poweredBy.url,
    },
  }
}
