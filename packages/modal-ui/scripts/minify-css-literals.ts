import ts from 'typescript'

/**
 * Minifies the CSS inside Lit's css`…` tagged templates of a TypeScript module at build time: esbuild
 * minifies the code around them but ships a template's text as written. Comments go, and whitespace
 * CSS ignores (runs of spaces and newlines, around `{`, `}`, `;`, after `,` and `:`, the last `;` of a block) is dropped; quoted
 * strings and `${…}` interpolations are kept as written. The templates are found with the TypeScript
 * parser, so a css` in a comment or a string is never touched.
 *
 * @example
 * minifyCssLiterals('const s = css`\n  :host {\n    color: red;\n  }\n`', 'a.ts') // 'const s = css`:host{color:red}`'
 */
export function minifyCssLiterals(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
  // Static pieces of each css`…` literal as [start, end) offsets of their text in the source.
  const pieces: [start: number, end: number, first: boolean, last: boolean][] = []
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'css') {
      const template = node.template
      if (ts.isNoSubstitutionTemplateLiteral(template))
        pieces.push([template.getStart(file) + 1, template.end - 1, true, true])
      else {
        pieces.push([template.head.getStart(file) + 1, template.head.end - 2, true, false])
        for (const span of template.templateSpans) {
          const literal = span.literal
          const close = ts.isTemplateTail(literal) ? 1 : 2
          pieces.push([literal.getStart(file) + 1, literal.end - close, false, close === 1])
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = ''
  let index = 0
  for (const [start, end, first, last] of pieces.sort((a, b) => a[0] - b[0])) {
    let css = minifyCssText(source.slice(start, end))
    // Only the template's own ends: a space next to an interpolation may separate two selectors.
    if (first) css = css.replace(/^ /, '')
    if (last) css = css.replace(/ $/, '')
    out += source.slice(index, start) + css
    index = end
  }
  return out + source.slice(index)
}

/** Minifies one static piece of a css`…` literal (the text between interpolations). */
function minifyCssText(text: string): string {
  return text
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};]) ?/g, '$1')
            .replace(/;}/g, '}')
            // A colon followed by a space is a declaration's (a selector's pseudo-class never is).
            .replace(/([:,]) /g, '$1'),
    )
    .join('')
}

/**
 * The esbuild plugin tsup runs: every source module of the package goes through
 * {@link minifyCssLiterals} before esbuild compiles it.
 *
 * @example
 * defineConfig({ esbuildPlugins: [minifyCssLiteralsPlugin] })
 */
export const minifyCssLiteralsPlugin = {
  name: 'minify-css-literals',
  setup(build: {
    onLoad: (
      options: { filter: RegExp },
      callback: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' }>,
    ) => void
  }): void {
    build.onLoad({ filter: /\/modal-ui\/src\/.*\.ts$/ }, async ({ path }) => {
      const { readFile } = await import('node:fs/promises')
      return { contents: minifyCssLiterals(await readFile(path, 'utf8'), path), loader: 'ts' }
    })
  },
}
