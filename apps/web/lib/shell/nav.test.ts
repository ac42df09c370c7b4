import { describe, expect, it } from 'vitest'
import { getNavItems, isNavItemActive, NAV_ITEMS, type NavItem } from './nav'

function item(label: string): NavItem {
  const found = NAV_ITEMS.find((candidate) => candidate.label === label)
  if (!found) throw new Error(`no nav item ${label}`)
  return found
}

describe('NAV_ITEMS', () => {
  it('lists the routes of the spec in order with their labels', () => {
    expect(NAV_ITEMS.map(({ href, label, adminOnly }) => [href, label, adminOnly])).toEqual([
      ['/', 'Home', false],
      ['/dashboard', 'Statistics', false],
      ['/agents', 'Agents', false],
      ['/marketplace', 'Marketplace', false],
      ['/wallets', 'Wallets', false],
      ['/account', 'Account', false],
      ['/admin/integrations', 'Integrations', true],
      ['/admin/approvals', 'Approvals', true],
    ])
  })
})

describe('getNavItems', () => {
  it('gives anonymous visitors no navigation, even with the admin flag', () => {
    expect(getNavItems({ isAuthenticated: false, isAdmin: false })).toEqual([])
    expect(getNavItems({ isAuthenticated: false, isAdmin: true })).toEqual([])
  })

  it('gives signed-in users the main links without the admin ones', () => {
    expect(getNavItems({ isAuthenticated: true, isAdmin: false }).map((i) => i.label)).toEqual([
      'Home',
      'Statistics',
      'Agents',
      'Marketplace',
      'Wallets',
      'Account',
    ])
  })

  it('adds Integrations and Approvals for admins, last', () => {
    expect(getNavItems({ isAuthenticated: true, isAdmin: true }).map((i) => i.label)).toEqual([
      'Home',
      'Statistics',
      'Agents',
      'Marketplace',
      'Wallets',
      'Account',
      'Integrations',
      'Approvals',
    ])
  })
})

describe('isNavItemActive', () => {
  it.each([
    ['Home', '/', true],
    ['Home', '/chat', true],
    ['Home', '/chat/42', true],
    ['Home', '/chat/', true],
    ['Home', '/chatter', false],
    ['Home', '/dashboard', false],
    ['Home', '/agents', false],
    ['Statistics', '/dashboard', true],
    ['Statistics', '/dashboard/weekly', true],
    ['Statistics', '/dashboards', false],
    ['Agents', '/agents', true],
    ['Agents', '/agents/new', true],
    ['Agents', '/automation', true],
    ['Agents', '/automation/7/runs', true],
    ['Agents', '/persona', true],
    ['Agents', '/persona/alice', true],
    ['Agents', '/personal', false],
    ['Agents', '/', false],
    ['Marketplace', '/marketplace', true],
    ['Wallets', '/wallets/', true],
    ['Account', '/account', true],
    ['Account', '/accounts', false],
    ['Integrations', '/admin/integrations', true],
    ['Integrations', '/admin/approvals', false],
    ['Approvals', '/admin/approvals', true],
  ] as const)('%s on %s → %s', (label, pathname, expected) => {
    expect(isNavItemActive(item(label), pathname)).toBe(expected)
  })

  it('marks exactly one link current on every listed route', () => {
    for (const current of NAV_ITEMS) {
      const active = NAV_ITEMS.filter((candidate) => isNavItemActive(candidate, current.href))
      expect(active.map((a) => a.label)).toEqual([current.label])
    }
  })
})
