/**
 * A chart's text turned into outlines before resvg draws it, for the pictures in an Indian script.
 * resvg-js 2.6 lays a cluster of several glyphs out as wide as its widest glyph, not as their sum, so a
 * vowel sign after its letter overlaps what follows («रा 14°» drawn «रा14°»; resvg fixed it upstream in
 * April 2026, linebender/resvg#1043, after the last resvg-js). fontkit (pdfkit's, HarfBuzz's Indic and
 * USE shapers ported) shapes the label here instead, and each glyph is written as a path in its place.
 *
 * Only the SVG this module's own drawing makes is read: `<text>` with x, y, text-anchor, font-size and
 * fill, holding text and `<tspan>`s with dy and font-size (the raised marks). Each character is set in
 * the first of `fonts` that has it (the script's Noto font, then DejaVu Sans).
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

interface Glyph {
  advanceWidth: number
  path: { toSVG(): string }
}
interface GlyphRun {
  glyphs: Glyph[]
  positions: { xAdvance: number; xOffset: number; yOffset: number }[]
}
interface Font {
  unitsPerEm: number
  hasGlyphForCodePoint(cp: number): boolean
  layout(text: string): GlyphRun
}

const opened = new Map<string, Font>()

interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseIndex: number): void
}

/**
 * A fontkit font made safe for mark anchors the font leaves empty. OpenType lets a mark-to-base table
 * give no anchor for a mark class on a base (the mark is then not attached there); fontkit 2.0.4 reads
 * the empty anchor's coordinates and throws. Noto Sans Telugu has such anchors: every subjoined ra
 * («శుక్రుడు», «ప్రీతి») threw. The font's own positioning processor skips them instead, as HarfBuzz
 * does. `font` is a fontkit font (pdfkit's embedded font holds one).
 */
export function guardEmptyAnchors(font: unknown): void {
  const engine = (font as { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor | null } } })
    ._layoutEngine?.engine
  const gpos = engine?.GPOSProcessor
  if (!gpos) return
  const apply = gpos.applyAnchor
  gpos.applyAnchor = function (this: AnchorProcessor, markRecord, baseAnchor, baseIndex) {
    if (baseAnchor && markRecord.markAnchor) apply.call(this, markRecord, baseAnchor, baseIndex)
  }
}

/** A font file opened once. */
function font(path: string): Font {
  let f = opened.get(path)
  if (!f) {
    const fontkit = require('fontkit') as { openSync(path: string): Font }
    f = fontkit.openSync(path)
    guardEmptyAnchors(f)
    opened.set(path, f)
  }
  return f
}

const unescapeXml = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39|#x([0-9a-fA-F]+)|#(\d+));/g,
    (_, name: string, hex?: string, dec?: string) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" } as Record<string, string>)[name]!,
  )

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1]

/** A piece of a text: its characters, size and baseline shift. */
interface Piece {
  text: string
  size: number
  dy: number
}

/** `text` split where the font that has its characters changes (a mark stays with its letter). */
function byFont(text: string, fonts: Font[]): { text: string; font: Font }[] {
  const out: { text: string; font: Font }[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    // Variation selectors ask for the text form, which is what is drawn: nothing to set.
    if (cp === 0xfe0e || cp === 0xfe0f) continue
    const last = out[out.length - 1]
    const mark = /\p{M}|\u200c|\u200d/u.test(ch)
    const f = mark && last ? last.font : (fonts.find((x) => x.hasGlyphForCodePoint(cp)) ?? fonts[0]!)
    if (last && last.font === f) last.text += ch
    else out.push({ text: ch, font: f })
  }
  return out
}

/** One `<text>` element as a group of glyph outlines. */
function outlineText(attrs: string, inner: string, fonts: Font[]): string {
  const x0 = Number(attr(attrs, 'x') ?? 0)
  const y0 = Number(attr(attrs, 'y') ?? 0)
  const size0 = Number(attr(attrs, 'font-size') ?? 16)
  const anchor = attr(attrs, 'text-anchor') ?? 'start'
  const fill = attr(attrs, 'fill') ?? '#000'
  const cls = attr(attrs, 'class')
  const pieces: Piece[] = []
  let dy = 0
  const re = /<tspan([^>]*)>([^<]*)<\/tspan>|([^<]+)/g
  for (let m = re.exec(inner); m; m = re.exec(inner)) {
    if (m[3] !== undefined) pieces.push({ text: unescapeXml(m[3]), size: size0, dy })
    else {
      dy += Number(attr(m[1]!, 'dy') ?? 0)
      pieces.push({ text: unescapeXml(m[2]!), size: Number(attr(m[1]!, 'font-size') ?? size0), dy })
    }
  }
  // Shaped once, placed after the whole width is known (text-anchor).
  const glyphs: { d: string; x: number; y: number; k: number }[] = []
  let pen = 0
  for (const piece of pieces)
    for (const run of byFont(piece.text, fonts)) {
      const k = piece.size / run.font.unitsPerEm
      const laid = run.font.layout(run.text)
      laid.glyphs.forEach((g, i) => {
        const p = laid.positions[i]!
        const d = g.path.toSVG()
        if (d) glyphs.push({ d, x: pen + p.xOffset * k, y: piece.dy - p.yOffset * k, k })
        pen += p.xAdvance * k
      })
    }
  const shift = anchor === 'middle' ? -pen / 2 : anchor === 'end' ? -pen : 0
  const paths = glyphs.map(
    (g) =>
      `<path transform="translate(${num2(x0 + shift + g.x)} ${num2(y0 + g.y)}) scale(${g.k} ${-g.k})" d="${g.d}"/>`,
  )
  return `<g fill="${fill}"${cls ? ` class="${cls}"` : ''}>${paths.join('')}</g>`
}

/** Two decimals: a glyph's place at print sizes. */
const num2 = (x: number) => String(Math.round(x * 100) / 100)

/** The SVG with every `<text>` drawn as outlines, set in `fontFiles` (the first that has a character). */
export function outlineTexts(svg: string, fontFiles: readonly string[]): string {
  const fonts = fontFiles.map(font)
  return svg.replace(/<text([^>]*)>(.*?)<\/text>/g, (_, attrs: string, inner: string) =>
    outlineText(attrs, inner, fonts),
  )
}

/** Whether the font of `path` has a glyph for a code point. */
export function fontCovers(path: string): (cp: number) => boolean {
  const f = font(path)
  return (cp) => f.hasGlyphForCodePoint(cp)
}
