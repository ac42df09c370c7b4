import { themeDefaults, themeStyles } from '../theme/theme-styles.js'

/** One CSS variable of the theme: its value in dark (the default) and light, and whether apps set it. */
export type ThemeVariable = { name: string; dark: string; light: string; isPublic: boolean }

/** The declarations `--agentry-*: value` of one rule block of the theme's CSS. */
function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--agentry-[a-z0-9-]+)\s*:\s*([^;]+);/g))
    found.set(match[1]!, match[2]!.trim().replace(/\s+/g, ' '))
  return found
}

/**
 * Every CSS variable of the theme, read from the theme's own stylesheet (so the list cannot drift from
 * it): the public ones an app sets (`themeDefaults`) first, then the tokens the components use.
 *
 * @example
 * themeVariables().find((variable) => variable.name === '--agentry-color-bg')?.light // '#ffffff'
 */
export function themeVariables(): ThemeVariable[] {
  const css = themeStyles.cssText
  const hostEnd = css.indexOf('}')
  const lightStart = css.indexOf(":host([theme='light'])")
  const dark = declarations(css.slice(0, hostEnd))
  const light = declarations(css.slice(lightStart, css.indexOf('}', lightStart)))
  const publicVariables = Object.entries(themeDefaults).map(([name, value]) => ({
    name,
    dark: value,
    light: value,
    isPublic: true,
  }))
  const tokens = [...dark].map(([name, value]) => ({
    name,
    dark: value,
    light: light.get(name) ?? value,
    isPublic: false,
  }))
  return [...publicVariables, ...tokens]
}
