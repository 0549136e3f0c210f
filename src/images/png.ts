/**
 * SVG to PNG with resvg (a Rust SVG renderer, no browser), with the fonts bundled from npm (images/
 * fonts.ts): DejaVu Sans and its bold; a chart in an Indian language has its text shaped by fontkit in
 * its script's Noto Sans and drawn as outlines first (images/outline.ts). No system font is
 * looked up, so a picture renders the same on every host; a family the caller names that is not bundled
 * falls back to DejaVu Sans, which covers Latin with diacritics and the astrological glyphs the Western
 * wheel uses.
 */
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Language } from '../i18n/languages.js'
import { dejaVuDir, SCRIPT_OF, scriptFontFile } from './fonts.js'
import { outlineTexts } from './outline.js'

let fonts: string[] | null = null

/** The bundled fonts' files resvg reads. Given as paths, not bytes: resvg-js passes its options through
 *  JSON, and a font's bytes there cost 30 ms a picture against 5 ms for the whole picture read from a
 *  path. The scripts' fonts are not among them: a picture in a script has no text left for resvg. */
function fontFiles(): string[] {
  if (!fonts) {
    const dir = dejaVuDir()
    fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(dir, f))
  }
  return fonts
}

/** The SVG drawn at `widthPx` (its height in proportion) as PNG bytes. */
export function svgToPng(svg: string, widthPx: number, language: Language = 'en'): Buffer {
  const files = fontFiles()
  // An Indian script's text is shaped by fontkit and drawn as outlines, in the script's Noto Sans or
  // DejaVu Sans (images/outline.ts: resvg-js misplaces what follows a vowel sign); English is left to
  // resvg, as it always was.
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
