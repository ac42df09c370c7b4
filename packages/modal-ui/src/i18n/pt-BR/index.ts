import { ptBR } from './core.js'
import { ptBRErrors } from '../errors/pt-BR.js'
import { brazilianPortugueseSections } from './sections.js'

/**
 * Everything Brazilian Portuguese in one chunk, loaded once Brazilian Portuguese is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Brazilian Portuguese texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./pt-BR/index.js')
 */
export { ptBR as core, ptBRErrors as errors, brazilianPortugueseSections as sections }
