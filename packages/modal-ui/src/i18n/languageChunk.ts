import type { CoreMessages } from './en/core.js'
import type { ErrorCatalogue } from './errors/catalogue.js'
import type { SectionLoaders } from './sections.js'

/**
 * What a language's one chunk (`<tag>/index.ts`) exports: its first-load texts, its texts of core's errors
 * and where each view's section comes from.
 *
 * @example
 * const { core, errors, sections }: LanguageChunk = await import('./de/index.js')
 */
export type LanguageChunk = {
  core: CoreMessages
  errors: ErrorCatalogue
  sections: SectionLoaders
}
