import { describe, expect, it } from 'vitest'
import { minifyCssLiterals } from '../../scripts/minify-css-literals.js'

describe('minifyCssLiterals (tsup plugin)', () => {
  it('drops comments and the whitespace CSS ignores, keeping selectors, strings and interpolations', () => {
    const source = [
      "import { css, unsafeCSS } from 'lit'",
      '// a css`  comment  ` stays as written',
      "const note = 'css`  a  string  `'",
      'export const styles = css`',
      '  /* the host */',
      "  :host([theme='light']), .a :not(.b) {",
      "    font-family: var(--f, 'Segoe  UI', sans-serif);",
      '    margin: 0 auto;',
      '  }',
      '  @media ${unsafeCSS(`(max-width: ${639}px)`)} {',
      '    .card { width: 100%; }',
      '  }',
      '`',
    ].join('\n')
    const out = minifyCssLiterals(source, 'styles.ts')
    expect(out).toContain('// a css`  comment  ` stays as written')
    expect(out).toContain("const note = 'css`  a  string  `'")
    expect(out).toContain(
      "css`:host([theme='light']),.a :not(.b){font-family:var(--f,'Segoe  UI',sans-serif);margin:0 auto}" +
        '@media ${unsafeCSS(`(max-width: ${639}px)`)}{.card{width:100%}}`',
    )
  })

  it('leaves a module without css templates unchanged', () => {
    const source = 'const html = `  <p>  text  </p>  `\n'
    expect(minifyCssLiterals(source, 'a.ts')).toBe(source)
  })
})
