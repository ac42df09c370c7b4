/** Where the relay reports what an operator should know: engines lost and back, failures it survived. */
export type RelayLogger = {
  info(message: string): void
  warn(message: string, error?: unknown): void
  error(message: string, error?: unknown): void
}

/**
 * The default logger: one line per event on the console, prefixed with `agentry-relay:`.
 *
 * @example
 * consoleLogger.warn('Redis unreachable: store-and-forward is off', error)
 */
export const consoleLogger: RelayLogger = {
  info: (message) => console.info(`agentry-relay: ${message}`),
  warn: (message, error) => console.warn(`agentry-relay: ${message}`, ...(error === undefined ? [] : [error])),
  error: (message, error) => console.error(`agentry-relay: ${message}`, ...(error === undefined ? [] : [error])),
}
