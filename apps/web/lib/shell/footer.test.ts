import { describe, expect, it } from 'vitest'
import { DEFAULT_FOOTER_LINKS, resolveFooterLinks } from './footer'

describe('resolveFooterLinks', () => {
  it('uses the defaults when nothing is configured', () => {
    expect(resolveFooterLinks({})).toEqual(DEFAULT_FOOTER_LINKS)
  })

  it('takes names and URLs from the environment', () => {
    expect(
      resolveFooterLinks({
        COMPANY_NAME: ' Acme Inc ',
        COMPANY_URL: 'https://acme.example/',
        POWERED_BY_NAME: 'Agentry',
        POWERED_BY_URL: 'http://agentry.example/about',
      }),
    ).toEqual({
      company: { name: 'Acme Inc', url: 'https://acme.example/' },
      poweredBy: { name: 'Agentry', url: 'http://agentry.example/about' },
    })
  })

  it('refuses URLs that are not http(s)', () => {
    const links = resolveFooterLinks({ COMPANY_URL: 'javascript:alert(1)', POWERED_BY_URL: 'not a url' })
    expect(links.company.url).toBe(DEFAULT_FOOTER_LINKS.company.url)
    expect(links.poweredBy.url).toBe(DEFAULT_FOOTER_LINKS.poweredBy.url)
  })
})
