import type { ErrorScreen } from '@/lib/shell/errorScreen'
import { AutoRetry } from './AutoRetry'
import styles from './ErrorView.module.css'

export type ErrorViewProps = {
  screen: ErrorScreen
  /** Offered for unexpected errors: re-fetches and re-renders the failed segment. */
  onRetry?: () => void
}

/** The error screen of spec section 2: 'Server Error' + status for HTTP errors, else 'Something went wrong!'. */
export function ErrorView({ screen, onRetry }: ErrorViewProps) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {screen.title}
      </h1>
      {screen.kind === 'http' ? (
        <>
          <p className={styles.status}>
            <span className={styles.code}>{screen.status}</span>
            <span className={styles.text}>{screen.statusText}</span>
          </p>
          {screen.detail ? <p className={styles.message}>{screen.detail}</p> : null}
          {screen.retryAfterSeconds ? <AutoRetry seconds={screen.retryAfterSeconds} /> : null}
        </>
      ) : (
        <p className={styles.message}>{screen.message}</p>
      )}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={styles.button} onClick={onRetry}>
            Try again
          </button>
        ) : null}
        {/* A plain anchor: after an error the client router's state is not to be trusted. */}
        <a className={styles.link} href="/">
          Back to home
        </a>
      </div>
    </section>
  )
}
