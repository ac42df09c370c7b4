/** Reason phrases for the HTTP status codes the app can show on its error screen. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/**
 * The standard reason phrase for an HTTP status, or a generic one by class.
 *
 * @example
 * statusText(404) // 'Not Found'
 */
export function statusText(status: number): string {
  const known = STATUS_TEXT[status]
  if (known) return known
  if (status >= 500) return 'Server Error'
  if (status >= 400) return 'Client Error'
  return 'Error'
}

/** True for a status an HTTP response could carry as an error (4xx or 5xx). */
export function isErrorStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599
}
