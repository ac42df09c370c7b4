/**
 * A deep copy of plain data (objects, arrays, primitives). Unlike `structuredClone` it accepts valtio
 * proxies and snapshots, which an app may hand back to us.
 */
export function deepCopy<value>(value: value): value {
  if (Array.isArray(value)) return value.map((item: unknown) => deepCopy(item)) as value
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepCopy(item)])) as value
  }
  return value
}
