'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { NavItem } from '@/lib/shell/nav'
import styles from './Header.module.css'
import { MainNav } from './MainNav'

/**
 * The small-screen menu: a disclosure button (aria-expanded, aria-controls) over the same links as the
 * main navigation. Escape or a click outside closes it; Escape returns focus to the button. `label` is the
 * button's word ('Menu') and `navLabel` the list's name, both in the visitor's language.
 */
export function MobileMenu({
  items,
  label = 'Menu',
  navLabel = 'Main (menu)',
}: {
  items: NavItem[]
  label?: string
  navLabel?: string
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const pathname = usePathname()

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // A client-side navigation keeps this component mounted; the menu should not stay open over the new page.
  useEffect(() => {
    setOpen(false)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, close])

  return (
    <div className={styles.mobileMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{label}</span>
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={!open}>
        <MainNav items={items} label={navLabel} onNavigate={() => close(false)} />
      </div>
    </div>
  )
}
