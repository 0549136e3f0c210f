/**
 * The kundli report laid out as a PDF for print (A4 or US Letter) with pdfkit, in process: the cover with
 * the rāśi and navāṃśa charts, the planets and houses, the Vimśottarī periods, the strength of the
 * grahas, the yogas, the guidance for the running periods and one reading per domain asked, each page
 * headed with the caller's name and logo when given and numbered. DejaVu Sans (bundled from npm) is
 * embedded, subset, so every mark of the transliteration prints; a report in an Indian language embeds
 * its script's Noto Sans beside it (images/fonts.ts), text set in runs of the two (runsOf). The charts
 * are the SVG of /v1/chart/image drawn as vectors (svg-to-pdfkit), sharp at any print size. Built synchronously: pdfkit pushes every chunk while `end()` runs (nothing
 * in it waits: no PNG with an alpha channel, whose decoding pdfkit does asynchronously), and the chunks
 * are read back from the stream's buffer at once.
 */
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import { PNG } from 'pngjs'
import SVGtoPDF from 'svg-to-pdfkit'
import { dejaVuDir, inScript, SCRIPT_OF, scriptFontFile, type Script } from '../images/fonts.js'
import { fontCovers, guardEmptyAnchors, outlineTexts } from '../images/outline.js'
import type { ReportContent } from './content.js'
import { dm } from './texts.js'

export const PAPERS = ['A4', 'Letter'] as const
export type Paper = (typeof PAPERS)[number]

export interface Branding {
  /** Shown at the top of every page, or null. */
  name: string | null
  /** PNG or JPEG bytes, shown at the top left of every page, or null. */
  logo: Buffer | null
  /** Headings and rules, `#rrggbb`. */
  accent: string
}

export const DEFAULT_ACCENT = '#7a4a00'

const FONTS = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', light: 'DejaVuSans-ExtraLight.ttf' }

const INK = '#1b1f24'
const MUTED = '#5b626b'
const RULE = '#c9ccd1'
const TABLE_HEAD = '#f1efe9'
const MARGIN = 50
const HEADER_H = 34

type Doc = PDFKit.PDFDocument

const day = (iso: string) => iso.slice(0, 10)

/** A stretch of text and the registered font it is set in. */
interface Run {
  font: string
  text: string
}

/** The script of the report's language and which characters its font has. */
interface ScriptFont {
  script: Script
  covers: (cp: number) => boolean
  /** The fonts a chart's text is outlined in: the script's, then DejaVu Sans. */
  files: [string, string]
}

/**
 * Text in the script's font where it is in that script, in DejaVu Sans elsewhere (pdfkit sets a string
 * in one font: it has no fallback). A space, digit or sign after a letter of the script stays in its
 * font when that font has it, so a name of two words is one run; a string that font covers whole is one
 * run in it; a string with no letter of the script is DejaVu's, as in English.
 */
function runsOf(text: string, bold: boolean, sf: ScriptFont | null): Run[] {
  const latin = bold ? 'bold' : 'body'
  if (!sf) return [{ font: latin, text }]
  const own = bold ? 'script-bold' : 'script'
  const chars = [...text]
  if (!chars.some((c) => inScript(c.codePointAt(0)!, sf.script))) return [{ font: latin, text }]
  if (chars.every((c) => sf.covers(c.codePointAt(0)!))) return [{ font: own, text }]
  const out: Run[] = []
  for (const ch of chars) {
    const cp = ch.codePointAt(0)!
    const last = out[out.length - 1]
    const font =
      inScript(cp, sf.script) || (last?.font === own && sf.covers(cp) && !/\p{L}/u.test(ch)) ? own : latin
    if (last && last.font === font) last.text += ch
    else out.push({ font, text: ch })
  }
  return out
}

interface Column {
  title: string
  width: number
  align?: 'left' | 'right' | 'center'
}

class Layout {
  constructor(
    readonly doc: Doc,
    readonly branding: Branding,
    readonly sf: ScriptFont | null = null,
  ) {}

  /** `text` written at (x, y) in the current size and colour, each run in its font (`bold` or not). */
  write(text: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions, bold: boolean) {
    const { doc } = this
    const runs = runsOf(text, bold, this.sf)
    if (runs.length === 1) {
      // English, and a string in one font: the font the caller set, if it is the run's.
      if (this.sf) doc.font(runs[0]!.font)
      doc.text(text, x, y, opts)
      return
    }
    runs.forEach((r, i) => {
      doc.font(r.font)
      const continued = i < runs.length - 1
      if (i === 0) doc.text(r.text, x, y, { ...opts, continued })
      else doc.text(r.text, { ...opts, continued })
    })
    doc.font(bold ? 'bold' : 'body')
  }

  /** The height of `text` set at `opts` (a text of several runs measured in the script's font, the
   *  taller). */
  heightOf(text: string, opts: PDFKit.Mixins.TextOptions, bold: boolean): number {
    const runs = runsOf(text, bold, this.sf)
    if (this.sf) this.doc.font(runs.length === 1 ? runs[0]!.font : bold ? 'script-bold' : 'script')
    const h = this.doc.heightOfString(text, opts)
    if (this.sf) this.doc.font(bold ? 'bold' : 'body')
    return h
  }

  get width() {
    return this.doc.page.width - 2 * MARGIN
  }

  get bottom() {
    return this.doc.page.height - MARGIN - 14
  }

  /** A new page unless `needPt` still fits on this one. */
  room(needPt: number) {
    if (this.doc.y + needPt > this.bottom) this.doc.addPage()
  }

  heading(text: string, size = 15) {
    this.room(size * 3)
    const { doc } = this
    doc.moveDown(0.6)
    doc.font('bold').fontSize(size).fillColor(this.branding.accent)
    this.write(text, MARGIN, doc.y, { width: this.width }, true)
    const y = doc.y + 2
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.6)
      .strokeColor(this.branding.accent)
      .stroke()
    doc.y = y + 6
    doc.font('body').fontSize(10).fillColor(INK)
  }

  subheading(text: string) {
    this.room(40)
    this.doc.moveDown(0.4)
    this.doc.font('bold').fontSize(11).fillColor(INK)
    this.write(text, MARGIN, this.doc.y, { width: this.width }, true)
    this.doc.font('body').fontSize(10)
  }

  para(text: string, opts: { size?: number; colour?: string; bold?: boolean; indent?: number } = {}) {
    const { doc } = this
    const indent = opts.indent ?? 0
    doc
      .font(opts.bold ? 'bold' : 'body')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.colour ?? INK)
    this.room(Math.min(60, this.heightOf(text, { width: this.width - indent }, opts.bold ?? false)))
    this.write(text, MARGIN + indent, doc.y, { width: this.width - indent, lineGap: 1.5 }, opts.bold ?? false)
    doc.fillColor(INK).font('body').fontSize(10)
  }

  bullets(items: readonly string[], label?: string, indent = 0) {
    if (items.length === 0) return
    if (label) this.para(label, { bold: true, size: 9.5, indent })
    for (const item of items) this.para(`•  ${item}`, { indent: indent + 10, size: 9.5 })
  }

  gap(lines = 0.35) {
    this.doc.moveDown(lines)
  }

  /** A table whose rows break across pages, the header repeated. */
  table(columns: Column[], rows: string[][]) {
    const { doc } = this
    const total = columns.reduce((a, c) => a + c.width, 0)
    const scale = this.width / total
    const widths = columns.map((c) => c.width * scale)
    const pad = 4
    const rowHeight = (cells: string[], bold: boolean) =>
      Math.max(
        ...cells.map((t, i) => {
          doc.font(bold ? 'bold' : 'body').fontSize(9)
          return this.heightOf(t, { width: widths[i]! - 2 * pad }, bold)
        }),
      ) +
      2 * pad
    const draw = (cells: string[], head: boolean) => {
      const h = rowHeight(cells, head)
      if (doc.y + h > this.bottom) {
        doc.addPage()
        if (!head)
          draw(
            columns.map((c) => c.title),
            true,
          )
      }
      const y = doc.y
      if (head) doc.rect(MARGIN, y, this.width, h).fill(TABLE_HEAD)
      let x = MARGIN
      cells.forEach((t, i) => {
        doc
          .font(head ? 'bold' : 'body')
          .fontSize(9)
          .fillColor(INK)
        this.write(
          t,
          x + pad,
          y + pad,
          { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' },
          head,
        )
        x += widths[i]!
      })
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + this.width, y + h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke()
      doc.x = MARGIN
      doc.y = y + h
    }
    // The header with at least three rows, or a new page.
    this.room(
      rowHeight(
        columns.map((c) => c.title),
        true,
      ) +
        3 * 22,
    )
    draw(
      columns.map((c) => c.title),
      true,
    )
    for (const r of rows) draw(r, false)
    doc.moveDown(0.5)
  }
}

function birthLine(c: ReportContent): string {
  const b = c.birth
  return c.words.birthLine({
    date: b.date,
    time: b.time ?? null,
    zone: c.chart.birth.zoneAbbreviation,
    offset: c.chart.birth.utcOffset,
    timezone: b.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
  })
}

function cover(l: Layout, c: ReportContent) {
  const { doc } = l
  const { chart, words: w } = c
  doc.font('bold').fontSize(22).fillColor(INK)
  l.write(c.name ?? w.birthChart, MARGIN, doc.y, { width: l.width }, true)
  doc.moveDown(0.2)
  l.para(birthLine(c), { colour: MUTED })
  const moon = chart.planets.find((p) => p.planet === 'Moon')!
  const sun = chart.planets.find((p) => p.planet === 'Sun')!
  const asc = chart.ascendant
  const nak = (n: string | null) => (n === null ? null : w.nakshatra(n))
  const facts = [
    asc.basis === 'ascendant'
      ? w.ascendantFact(w.sign(asc.sign), dm(asc.degree), nak(asc.nakshatra), asc.pada)
      : w.ascendantUnknown,
    w.moonFact(w.sign(moon.sign), dm(moon.degree), nak(moon.nakshatra), moon.pada),
    w.sunFact(w.sign(sun.sign), dm(sun.degree)),
  ]
  const now = chart.dasha?.current
  if (now?.antardasha && now.antardashaEnd)
    facts.push(w.runningFact(w.graha(now.mahadasha), w.graha(now.antardasha), day(now.antardashaEnd)))
  doc.moveDown(0.4)
  for (const f of facts) l.para(f)
  // The two charts side by side.
  doc.moveDown(0.8)
  const gap = 20
  const width = (l.width - gap) / 2
  const top = doc.y
  c.pictures.forEach((p, i) => {
    const x = MARGIN + i * (width + gap)
    // svg-to-pdfkit sets a text glyph by glyph, unshaped: a chart in an Indian script has its text
    // shaped and drawn as outlines first (images/outline.ts), an English one keeps its text as text.
    const drawn = l.sf ? outlineTexts(p.svg, l.sf.files) : p.svg
    // The root's own size gives way to the column's (svg-to-pdfkit sizes the outer element by its
    // attributes); the charts' fonts are the report's, DejaVu Sans, embedded once.
    const svg = drawn.replace(
      /^<svg ([^>]*?)width="\d+" height="\d+"/,
      `<svg $1width="${width}" height="${width}"`,
    )
    SVGtoPDF(doc, svg, x, top, { width, height: width, assumePt: true, fontCallback: () => 'body' })
    doc.font('bold').fontSize(10).fillColor(INK)
    l.write(p.title, x, top + width + 6, { width, align: 'center' }, true)
  })
  doc.x = MARGIN
  doc.y = top + width + 28
  const conv = chart.conventions
  l.para(w.conventions(dm(conv.ayanamsaDegrees), conv.nodeType, conv.dashaYearDays.toFixed(4), c.style), {
    size: 8.5,
    colour: MUTED,
  })
}

function placements(l: Layout, c: ReportContent) {
  const { chart, words: w } = c
  l.heading(w.grahas)
  l.table(
    [
      { title: w.grahaColumn, width: 58 },
      { title: w.signColumn, width: 118 },
      { title: w.degree, width: 50, align: 'right' },
      { title: w.nakshatraColumn, width: 104 },
      { title: w.house, width: 46, align: 'right' },
      { title: w.dignityColumn, width: 76 },
      { title: w.motion, width: 66 },
    ],
    chart.planets.map((p) => [
      w.graha(p.planet),
      w.signWithSanskrit(p.sign, p.signSanskrit),
      dm(p.degree),
      p.nakshatra ? `${w.nakshatra(p.nakshatra)} ${p.pada}` : '',
      String(p.house),
      p.dignity ? w.dignity(p.dignity) : '',
      [
        p.retrograde && p.planet !== 'Rahu' && p.planet !== 'Ketu' ? w.retrograde : '',
        p.combust ? w.combust : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]),
  )
  l.heading(w.houses)
  const occupants = (h: number) =>
    chart.planets
      .filter((p) => p.house === h)
      .map((p) => w.graha(p.planet))
      .join(', ')
  l.table(
    [
      { title: w.house, width: 44, align: 'right' },
      { title: w.signColumn, width: 110 },
      { title: w.lord, width: 80 },
      { title: w.occupants, width: 200 },
    ],
    chart.houses.map((h) => [
      String(h.house),
      w.signWithSanskrit(h.sign, h.signSanskrit),
      w.graha(h.lord),
      occupants(h.house),
    ]),
  )
}

function periods(l: Layout, c: ReportContent) {
  const d = c.chart.dasha
  if (!d) return
  const w = c.words
  l.heading(w.vimshottari)
  const now = d.current
  l.para(
    w.balance(d.balanceAtBirth.planet, d.balanceAtBirth.years.toFixed(2)) +
      (now?.mahadashaEnd && now.antardasha && now.antardashaEnd
        ? w.running(now.mahadasha, day(now.mahadashaEnd), now.antardasha, day(now.antardashaEnd))
        : ''),
  )
  l.table(
    [
      { title: w.mahadasha, width: 100 },
      { title: w.from, width: 90 },
      { title: w.to, width: 90 },
    ],
    d.timeline.map((p) => [w.graha(p.planet), day(p.start), day(p.end)]),
  )
  // The nine mahādaśās of the timeline have nine different lords.
  const running = d.timeline.find((p) => p.planet === now?.mahadasha)
  if (running?.antardashas) {
    l.subheading(w.antardashasOf(running.planet))
    l.table(
      [
        { title: w.antardasha, width: 100 },
        { title: w.from, width: 90 },
        { title: w.to, width: 90 },
      ],
      running.antardashas.map((p) => [w.graha(p.planet), day(p.start), day(p.end)]),
    )
  }
}

function strength(l: Layout, c: ReportContent) {
  const s = c.chart.strength?.shadbala
  if (!s) return
  const w = c.words
  l.heading(w.strength)
  l.table(
    [
      { title: w.grahaColumn, width: 90 },
      { title: w.rupas, width: 110, align: 'right' },
      { title: w.required, width: 90, align: 'right' },
      { title: w.ratio, width: 120, align: 'right' },
    ],
    s.map((r) => [w.graha(r.planet), r.rupas.toFixed(2), r.minimumRupas.toFixed(2), r.ratio.toFixed(2)]),
  )
}

function yogas(l: Layout, c: ReportContent) {
  const w = c.words
  const formed = c.chart.yogas.filter((y) => y.status === 'formed')
  l.heading(w.yogas)
  if (formed.length === 0) {
    l.para(w.noYogas)
    return
  }
  for (const y of formed) {
    // A yoga's name is never left alone at the foot of a page.
    l.room(64)
    l.para(w.yogaLine(y), { bold: true })
    l.para(y.reason, { indent: 10, size: 9.5 })
    l.para(y.description, { indent: 10, size: 9.5, colour: MUTED })
    if (y.sources.length) l.para(w.books(y.sources), { indent: 10, size: 8.5, colour: MUTED })
    l.gap()
  }
}

function guidancePages(l: Layout, c: ReportContent) {
  const g = c.guidance
  if (!g) return
  const w = c.words
  l.heading(w.runningPeriods)
  for (const level of g.levels) {
    l.subheading(level.heading)
    l.para(w.span(day(level.start), day(level.end)), { size: 9, colour: MUTED })
    l.bullets(level.notes)
    for (const card of level.cards.filter((x) => !x.cancelled)) {
      l.room(64)
      l.para(card.headline, { bold: true, indent: 10 })
      l.para(card.because, { indent: 10, size: 9.5 })
      l.para(card.why, { indent: 10, size: 9.5, colour: MUTED })
      l.bullets(card.do, w.whatHelps, 10)
      l.bullets(card.takeCare, w.takeCare, 10)
      l.gap()
    }
  }
  if (g.relation) {
    l.subheading(g.relation.headline)
    l.para(g.relation.because)
    l.para(g.relation.why, { colour: MUTED })
  }
  if (g.formedNotRunning.length) l.para(w.stillToCome(g.formedNotRunning), { size: 9.5 })
}

function readings(l: Layout, c: ReportContent) {
  const w = c.words
  for (const { domain, reading } of c.interpretations) {
    l.heading(w.domain(domain))
    l.para(reading.verdict.summary)
    l.bullets(reading.verdict.reasons)
    const factor = (f: { statement: string; meaning: string; books: string[] }) => {
      l.room(56)
      l.para(f.statement, { bold: true, indent: 10, size: 9.5 })
      l.para(f.meaning, { indent: 10, size: 9.5 })
      if (f.books.length) l.para(w.books(f.books), { indent: 10, size: 8.5, colour: MUTED })
      l.gap(0.25)
    }
    if (reading.supportingFactors.length) l.subheading(w.inFavour)
    reading.supportingFactors.forEach(factor)
    if (reading.cautionaryFactors.length) l.subheading(w.toLookAfter)
    reading.cautionaryFactors.forEach(factor)
    if (reading.timingWindows.length) {
      l.subheading(w.periodsAhead)
      for (const tw of reading.timingWindows) {
        l.room(44)
        l.para(`${tw.period}: ${w.tone(tw.tone)}`, { bold: true, indent: 10, size: 9.5 })
        l.para(tw.description, { indent: 10, size: 9.5 })
      }
    }
  }
}

/**
 * The logo as pdfkit embeds it without waiting: a JPEG as it is; a PNG decoded (pngjs) and written again
 * as 8-bit RGB on white. pdfkit decodes a PNG with an alpha channel, or with a palette, asynchronously,
 * which a report built in one call cannot wait for; the page is white, so nothing is lost.
 */
export function printableLogo(logo: Buffer): Buffer {
  if (logo[0] === 0xff && logo[1] === 0xd8) return logo
  const src = PNG.sync.read(logo)
  const out = new PNG({ width: src.width, height: src.height, colorType: 2, inputHasAlpha: false })
  const rgb = Buffer.alloc(src.width * src.height * 3)
  for (let i = 0, j = 0; i < src.data.length; i += 4, j += 3) {
    const a = src.data[i + 3]! / 255
    for (let c = 0; c < 3; c++) rgb[j + c] = Math.round(src.data[i + c]! * a + 255 * (1 - a))
  }
  out.data = rgb
  return PNG.sync.write(out, { colorType: 2, inputHasAlpha: false })
}

/** Page header (logo, name) and footer (page numbers) on every page, once the pages are laid out. */
function frame(l: Layout, b: Branding, title: string, page: (i: number, n: number) => string) {
  const { doc } = l
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { width, height } = doc.page
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    let x = MARGIN
    if (b.logo) {
      doc.image(b.logo, MARGIN, 18, { fit: [120, HEADER_H - 6] })
      x = MARGIN + 130
    }
    doc.font('bold').fontSize(10).fillColor(INK)
    l.write(b.name ?? '', x, 24, { width: width - MARGIN - x - 150, lineBreak: false }, true)
    doc.font('body').fontSize(8.5).fillColor(MUTED)
    l.write(title, width - MARGIN - 150, 26, { width: 150, align: 'right', lineBreak: false }, false)
    doc
      .moveTo(MARGIN, 18 + HEADER_H)
      .lineTo(width - MARGIN, 18 + HEADER_H)
      .lineWidth(0.6)
      .strokeColor(b.accent)
      .stroke()
    doc.font('body').fontSize(8).fillColor(MUTED)
    l.write(
      page(i - range.start + 1, range.count),
      MARGIN,
      height - MARGIN + 16,
      { width: width - 2 * MARGIN, align: 'center', lineBreak: false },
      false,
    )
    doc.page.margins.bottom = bottomMargin
  }
}

/** The report as PDF bytes, and its number of pages. `createdMs` is written as its creation date. */
export function reportPdf(
  c: ReportContent,
  paper: Paper,
  given: Branding,
  createdMs: number,
): { bytes: Buffer; pages: number } {
  const branding = { ...given, logo: given.logo && printableLogo(given.logo) }
  const w = c.words
  const title = w.title(c.name)
  const doc = new PDFDocument({
    size: paper === 'A4' ? 'A4' : 'LETTER',
    margins: { top: MARGIN + HEADER_H, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Creator: 'graha', Producer: 'graha', CreationDate: new Date(createdMs) },
    // The document's language: Hindi when its sentences are; English (with names in another script) else.
    lang: w.hi ? 'hi' : 'en',
    displayTitle: true,
    pdfVersion: '1.7',
  })
  const dir = dejaVuDir()
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, join(dir, file))
  const script = SCRIPT_OF[w.language]
  let sf: ScriptFont | null = null
  if (script) {
    const regular = scriptFontFile(script, 'regular')
    doc.registerFont('script', regular)
    doc.registerFont('script-bold', scriptFontFile(script, 'bold'))
    // The fontkit fonts pdfkit lays the text out with, guarded as the outlines' are.
    for (const name of ['script', 'script-bold'])
      guardEmptyAnchors((doc.font(name) as unknown as { _font: { font: unknown } })._font.font)
    sf = { script, covers: fontCovers(regular), files: [regular, join(dir, FONTS.body)] }
  }
  doc.font('body')
  const l = new Layout(doc, branding, sf)
  cover(l, c)
  doc.addPage()
  placements(l, c)
  periods(l, c)
  strength(l, c)
  yogas(l, c)
  guidancePages(l, c)
  readings(l, c)
  l.heading(w.noteHeading, 12)
  l.para(w.closing, { size: 9.5, colour: MUTED })
  frame(l, branding, title, w.page)
  const pages = doc.bufferedPageRange().count
  const chunks: Buffer[] = []
  doc.end()
  // pdfkit pushes every chunk into the stream's buffer while end() runs (the stream is paused: no
  // 'data' listener): read them all back at once.
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null)
    chunks.push(chunk)
  const pdf = Buffer.concat(chunks)
  if (pdf.subarray(-6).toString('latin1').trim() !== '%%EOF')
    throw new Error('the PDF was not written to its end synchronously')
  return { bytes: pdf, pages }
}
