/**
 * SVG to PNG with resvg (a Rust SVG renderer, no browser), with the fonts bundled from npm: DejaVu Sans
 * and its bold. No system font is looked up, so a picture renders the same on every host; a family the
 * caller names that is not bundled falls back to DejaVu Sans, which covers Latin with diacritics and the
 * astrological glyphs the Western wheel uses.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

const require = createRequire(import.meta.url)

let fonts: string[] | null = null

/** The bundled fonts' files. Given as paths, not bytes: resvg-js passes its options through JSON, and
 *  a font's bytes there cost 30 ms a picture against 5 ms for the whole picture read from a path. */
function fontFiles(): string[] {
  if (!fonts) {
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
    fonts = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => join(dir, f))
  }
  return fonts
}

/** The SVG drawn at `widthPx` (its height in proportion) as PNG bytes. */
export function svgToPng(svg: string, widthPx: number): Buffer {
  const r = new Resvg(svg, {
    fitTo: { mode: 'width', value: widthPx },
    font: {
      fontFiles: fontFiles(),
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
  })
  return r.render().asPng()
}
