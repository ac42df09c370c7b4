// RFC 3986 appendix B: scheme, authority, path, query, fragment.
const parts = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?[^#]*)?(?:#.*)?$/
const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
// Unreserved, reserved and '%' (section 2); escapes must be complete.
const allowed = /^[a-zA-Z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/
const badEscape = /%(?![0-9a-fA-F]{2})/

/**
 * Whether a string is an absolute RFC 3986 URI: a scheme, only URI characters, complete %-escapes,
 * and a path that starts with '/' (or is empty) after an authority and never starts with '//' without one.
 *
 * @example
 * isRfc3986Uri('https://agentry.example/login') // true
 * isRfc3986Uri('agentry.example') // false (no scheme)
 */
export function isRfc3986Uri(value: string): boolean {
  if (!allowed.test(value) || badEscape.test(value)) return false
  const match = parts.exec(value)
  if (!match?.[1] || !scheme.test(match[1])) return false
  const [, , authority, path = ''] = match
  if (authority !== undefined) return path === '' || path.startsWith('/')
  return !path.startsWith('//')
}
