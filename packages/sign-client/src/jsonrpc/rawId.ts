const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

function skipWhitespace(text: string, index: number): number {
  while (index < text.length && WHITESPACE.has(text[index]!)) index++
  return index
}

/** Returns the index just past the JSON string that starts at `index` (a `"`). */
function skipString(text: string, index: number): number {
  index++
  while (index < text.length) {
    const char = text[index]
    if (char === '\\') index += 2
    else if (char === '"') return index + 1
    else index++
  }
  return index
}

/** Returns the index just past the JSON value that starts at `index`. */
function skipValue(text: string, index: number): number {
  const first = text[index]
  if (first === '"') return skipString(text, index)
  if (first === '{' || first === '[') {
    let depth = 0
    while (index < text.length) {
      const char = text[index]
      if (char === '"') {
        index = skipString(text, index)
        continue
      }
      if (char === '{' || char === '[') depth++
      else if (char === '}' || char === ']') {
        depth--
        if (depth === 0) return index + 1
      }
      index++
    }
    return index
  }
  while (index < text.length && !WHITESPACE.has(text[index]!) && text[index] !== ',' && text[index] !== '}') index++
  return index
}

/**
 * Returns the source text of the top-level `"id"` member of a JSON object, exactly as sent, so a big
 * integer id (`1732012345678901234`) can be echoed without the rounding `JSON.parse` would apply. Node 20
 * has no `JSON.parse` source access, hence the scan. Call it only on text `JSON.parse` accepted.
 *
 * @example
 * readRawId('{"id":1732012345678901234,"method":"irn_subscribe"}') // '1732012345678901234'
 * readRawId('{"id":"42"}') // '"42"'
 */
export function readRawId(text: string): string | undefined {
  let index = skipWhitespace(text, 0)
  if (text[index] !== '{') return undefined
  index++
  let raw: string | undefined
  for (;;) {
    index = skipWhitespace(text, index)
    if (text[index] !== '"') return raw
    const keyEnd = skipString(text, index)
    const key = JSON.parse(text.slice(index, keyEnd)) as string
    index = skipWhitespace(text, keyEnd)
    index = skipWhitespace(text, index + 1) // past ':'
    const valueEnd = skipValue(text, index)
    if (key === 'id') raw = text.slice(index, valueEnd)
    index = skipWhitespace(text, valueEnd)
    if (text[index] !== ',') return raw
    index++
  }
}
