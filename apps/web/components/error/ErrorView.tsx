import type { ErrorScreen } from '@/lib/shell/errorScreen'
import { en, type SiteTexts } from '@/lib/siteText/en'
import { localizeErrorScreen } from '@/lib/siteText/localizeErrorScreen'
import { AutoRetry } from './AutoRetry'
import styles from './ErrorView.module.css'

export type ErrorViewProps = {
  screen: ErrorScreen
  /** Offered for unexpected errors: re-fetches and re-renders the failed segment. */
  onRetry?: () => void
  /** The site's texts in the visitor's language, and that language (for its numbers); English by default. */
  texts?: SiteTexts
  locale?: string
}

/**
 * The error screen of spec section 2: 'Server Error' + status for HTTP errors, else 'Something went
 * wrong!', in the visitor's language.
 */
export function ErrorView({ screen, onRetry, texts = en, locale = 'en' }: ErrorViewProps) {
  const shown = localizeErrorScreen(screen, texts, locale)
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {shown.title}
      </h1>
      {shown.status !== undefined ? (
        <>
          <p className={styles.status}>
            <span className={styles.code}>{shown.status}</span>
            <span className={styles.text}>{shown.statusText}</span>
          </p>
          {shown.message ? <p className={styles.message}>{shown.message}</p> : null}
          {shown.retryAfterSeconds && shown.retryNotice ? (
            <AutoRetry seconds={shown.retryAfterSeconds} notice={shown.retryNotice} />
          ) : null}
        </>
      ) : (
        <p className={styles.message}>{shown.message}</p>
      )}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={styles.button} onClick={onRetry}>
            {texts['error.tryAgain']}
          </button>
        ) : null}
        {/* A plain anchor: after an error the client router's state is not to be trusted. */}
        <a className={styles.link} href="/">
          {texts['error.backHome']}
        </a>
      </div>
    </section>
  )
}
