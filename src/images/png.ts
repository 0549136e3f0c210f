/**
 * SVG to PNG with resvg (a Rust SVG renderer, no browser), with the fonts bundled from npm (images/
 * fonts.ts): DejaVu Sans and its bold, and for a chart in an Indian language the Noto Sans font of its
 * script, whose text is shaped by fontkit and drawn as outlines (images/outline.ts). No system font is
 * looked up, so a picture renders the same on every host; a family the caller names that is not bundled
 * falls back to DejaVu Sans, which covers Latin with diacritics and the astrological glyphs the Western
 * wheel uses.
 */
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Language } from '../i18n/languages.js'
import { dejaVuDir, SCRIPT_OF, scriptFontFile } from './fonts.js'
import { outlineTexts } from './outline.js'

const fonts = new Map<Language, string[]>()

/** The bundled fonts' files for a picture in `language`. Given as paths, not bytes: resvg-js passes its
 *  options through JSON, and a font's bytes there cost 30 ms a picture against 5 ms for the whole
 *  picture read from a path. Only the script's own font is added: each file is read per picture. */
function fontFiles(language: Language): string[] {
  let files = fonts.get(language)
  if (!files) {
    const dir = dejaVuDir()
    files = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(dir, f))
    const script = SCRIPT_OF[language]
    if (script) files.push(scriptFontFile(script, 'regular'), scriptFontFile(script, 'bold'))
    fonts.set(language, files)
  }
  return files
}

/** The SVG drawn at `widthPx` (its height in proportion) as PNG bytes. */
export function svgToPng(svg: string, widthPx: number, language: Language = 'en'): Buffer {
  const files = fontFiles(language)
  // An Indian script's text is shaped by fontkit and drawn as outlines (images/outline.ts: resvg-js
  // misplaces what follows a vowel sign); English is left to resvg, as it always was.
  const script = SCRIPT_OF[language]
  const drawn = script ? outlineTexts(svg, [scriptFontFile(script, 'regular'), files[0]!]) : svg
  const r = new Resvg(drawn, {
    fitTo: { mode: 'width', value: widthPx },
    font: {
      fontFiles: files,
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  })
  return r.render().asPng()
}
