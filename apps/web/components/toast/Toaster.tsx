'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useSiteTexts } from '@/components/i18n/SiteTextProvider'
import {
  dismissToast,
  getServerToastState,
  getToastState,
  pauseToast,
  resumeToast,
  showToast,
  subscribeToasts,
} from '@/lib/client/toastStore'
import { expireCookie, parseFlashToast, type ToastType } from '@/lib/shell/toast'
import styles from './Toaster.module.css'

export type ToasterProps = {
  /** The flash toast from the root layout's server data. */
  flash: unknown
  /** Name of the flash cookie, cleared once its toast is shown so a reload does not repeat it. */
  flashCookie: string
}

function TypeIcon({ type }: { type: Exclude<ToastType, 'svg'> }) {
  if (type === 'loading') return <span className={styles.spinner} aria-hidden="true" />
  const paths: Record<Exclude<ToastType, 'svg' | 'loading'>, string> = {
    success: 'M5 10.5 8.5 14 15 6.5',
    error: 'M6.5 6.5l7 7m0-7-7 7',
    warning: 'M10 5.5v5.5m0 3v.5',
    info: 'M10 9v5.5m0-8.5v.5',
  }
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={paths[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * Bottom-centre toasts on the dark theme, in a polite live region. Shows the server's flash toast once
 * after hydration and deletes its cookie; anything else calls `showToast` from lib/client/toastStore.
 */
export function Toaster({ flash, flashCookie }: ToasterProps) {
  const { current, leaving } = useSyncExternalStore(subscribeToasts, getToastState, getServerToastState)
  const flashShown = useRef(false)
  const { texts } = useSiteTexts()

  useEffect(() => {
    // Strict mode runs effects twice in development; the flash must appear once.
    if (flashShown.current) return
    flashShown.current = true
    const toast = parseFlashToast(flash)
    if (toast) showToast(toast)
    if (flash !== null && flash !== undefined) document.cookie = expireCookie(flashCookie)
  }, [flash, flashCookie])

  return (
    <div
      className={styles.region}
      role="region"
      aria-label={texts['toast.region']}
      aria-live="polite"
      aria-atomic="true"
    >
      {current ? (
        <div
          key={current.id}
          className={styles.toast}
          data-type={current.type}
          data-leaving={leaving ? 'true' : undefined}
          onPointerEnter={pauseToast}
          onPointerLeave={resumeToast}
          onFocus={pauseToast}
          onBlur={resumeToast}
        >
          {current.type === 'svg' ? (
            <span className={styles.icon} aria-hidden="true">
              {current.icon}
            </span>
          ) : (
            <TypeIcon type={current.type} />
          )}
          <p className={styles.message}>
            <span className="visually-hidden">{texts[`toast.${current.type}`]}: </span>
            {current.message}
          </p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={texts['toast.dismiss']}
            onClick={() => dismissToast(current.id)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8m0-8-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}
