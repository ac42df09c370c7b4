import { localeState } from './localeState.js'

type Pattern = { match: RegExp; names: string[]; text: string }

const compiled = new WeakMap<object, Pattern[]>()

// 'Network with ID {id} not found' -> /^Network with ID (.+?) not found$/ with names ['id'].
function compile(table: Readonly<Record<string, string>>): Pattern[] {
  return Object.entries(table).map(([english, text]) => {
    const names: string[] = []
    const source = english
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
        names.push(part)
        return '([\\s\\S]+?)'
      })
      .join('')
    return { match: new RegExp(`^${source}$`), names, text }
  })
}

/**
 * A message of `@agentry/modal-core` (an error's `shortMessage`, a snackbar text) in the current
 * language. Core speaks the spec's English; this finds the text in the language's table of core messages,
 * carrying over the parts that vary ('Please try again after 30 seconds' -> 'Bitte versuchen Sie es in 30
 * Sekunden erneut'). Text it does not know (a wallet's or server's own words) and English stay as they are.
 *
 * @example
 * await setLocale('de')
 * translateCoreMessage('Signature declined') // 'Signatur abgelehnt'
 */
export function translateCoreMessage(text: string): string {
  const table = localeState.coreMessages
  if (!table) return text
  let patterns = compiled.get(table)
  if (!patterns) compiled.set(table, (patterns = compile(table)))
  for (const { match, names, text: translated } of patterns) {
    const found = match.exec(text)
    if (found)
      return names.reduce((result, name, index) => result.replaceAll(`{${name}}`, found[index + 1] ?? ''), translated)
  }
  return text
}
