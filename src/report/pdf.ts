/**
 * The kundli report laid out as a PDF for print (A4 or US Letter) with pdfkit, in process: the cover with
 * the rāśi and navāṃśa charts, the planets and houses, the Vimśottarī periods, the strength of the
 * grahas, the yogas, the guidance for the running periods and one reading per domain asked, each page
 * headed with the caller's name and logo when given and numbered. DejaVu Sans (bundled from npm) is
 * embedded, subset, so every mark of the transliteration prints; a script of its own (Devanagari) is
 * one more entry in FONTS. The charts are the SVG of /v1/chart/image drawn as vectors (svg-to-pdfkit),
 * sharp at any print size. Built synchronously: pdfkit pushes every chunk while `end()` runs (nothing
 * in it waits: no PNG with an alpha channel, whose decoding pdfkit does asynchronously), and the chunks
 * are read back from the stream's buffer at once.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import PDFDocument from 'pdfkit'
import { PNG } from 'pngjs'
import SVGtoPDF from 'svg-to-pdfkit'
import type { ReportContent } from './content.js'

const require = createRequire(import.meta.url)

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

const fontDir = () => join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const FONTS = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', light: 'DejaVuSans-ExtraLight.ttf' }

const INK = '#1b1f24'
const MUTED = '#5b626b'
const RULE = '#c9ccd1'
const TABLE_HEAD = '#f1efe9'
const MARGIN = 50
const HEADER_H = 34

type Doc = PDFKit.PDFDocument

/** Degrees as D°MM′. */
const dm = (deg: number) => {
  const m = Math.floor(deg * 60 + 1e-9)
  return `${Math.floor(m / 60)}°${String(m % 60).padStart(2, '0')}′`
}
const day = (iso: string) => iso.slice(0, 10)
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ')

interface Column {
  title: string
  width: number
  align?: 'left' | 'right' | 'center'
}

class Layout {
  constructor(
    readonly doc: Doc,
    readonly branding: Branding,
  ) {}

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
    doc
      .font('bold')
      .fontSize(size)
      .fillColor(this.branding.accent)
      .text(text, MARGIN, doc.y, { width: this.width })
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
    this.doc.font('bold').fontSize(11).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width })
    this.doc.font('body').fontSize(10)
  }

  para(text: string, opts: { size?: number; colour?: string; bold?: boolean; indent?: number } = {}) {
    const { doc } = this
    const indent = opts.indent ?? 0
    doc
      .font(opts.bold ? 'bold' : 'body')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.colour ?? INK)
    this.room(Math.min(60, doc.heightOfString(text, { width: this.width - indent })))
    doc.text(text, MARGIN + indent, doc.y, { width: this.width - indent, lineGap: 1.5 })
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
          return doc.heightOfString(t, { width: widths[i]! - 2 * pad })
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
          .text(t, x + pad, y + pad, { width: widths[i]! - 2 * pad, align: columns[i]!.align ?? 'left' })
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
  const lat = `${Math.abs(b.latitude).toFixed(3)}° ${b.latitude >= 0 ? 'N' : 'S'}`
  const lon = `${Math.abs(b.longitude).toFixed(3)}° ${b.longitude >= 0 ? 'E' : 'W'}`
  const when = b.time
    ? `${b.date}, ${b.time} (${c.chart.birth.zoneAbbreviation}, UTC${c.chart.birth.utcOffset})`
    : `${b.date}, time unknown`
  return `Born ${when} at ${lat}, ${lon} (${b.timezone})`
}

/** How to read each style, under the charts. */
const STYLE_KEYS = {
  north:
    'In the North Indian chart the houses are fixed, the 1st at the top, and the numbers are the signs (1 Aries … 12 Pisces).',
  south:
    'In the South Indian chart the signs are fixed, Pisces at the top left, and the ascendant’s sign is marked.',
  east: 'In the East Indian chart the signs are fixed, Aries at the top middle and counter-clockwise, and the numbers are the signs.',
} as const

function cover(l: Layout, c: ReportContent) {
  const { doc } = l
  const { chart } = c
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(c.name ?? 'Birth chart', MARGIN, doc.y, { width: l.width })
  doc.moveDown(0.2)
  l.para(birthLine(c), { colour: MUTED })
  const moon = chart.planets.find((p) => p.planet === 'Moon')!
  const sun = chart.planets.find((p) => p.planet === 'Sun')!
  const asc = chart.ascendant
  const facts = [
    asc.basis === 'ascendant'
      ? `Ascendant: ${asc.sign} ${dm(asc.degree)} (${asc.nakshatra}, pada ${asc.pada})`
      : 'Ascendant: not known (no birth time); the houses are counted from the Moon’s sign',
    `Moon: ${moon.sign} ${dm(moon.degree)}, ${moon.nakshatra} pada ${moon.pada}`,
    `Sun: ${sun.sign} ${dm(sun.degree)}`,
  ]
  const now = chart.dasha?.current
  if (now?.antardasha && now.antardashaEnd)
    facts.push(`Running periods: ${now.mahadasha}–${now.antardasha}, until ${day(now.antardashaEnd)}`)
  doc.moveDown(0.4)
  for (const f of facts) l.para(f)
  // The two charts side by side.
  doc.moveDown(0.8)
  const gap = 20
  const w = (l.width - gap) / 2
  const top = doc.y
  c.pictures.forEach((p, i) => {
    const x = MARGIN + i * (w + gap)
    // The root's own size gives way to the column's (svg-to-pdfkit sizes the outer element by its
    // attributes); the charts' fonts are the report's, DejaVu Sans, embedded once.
    const svg = p.svg.replace(/^<svg ([^>]*?)width="\d+" height="\d+"/, `<svg $1width="${w}" height="${w}"`)
    SVGtoPDF(doc, svg, x, top, { width: w, height: w, assumePt: true, fontCallback: () => 'body' })
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(p.title, x, top + w + 6, { width: w, align: 'center' })
  })
  doc.x = MARGIN
  doc.y = top + w + 28
  const conv = chart.conventions
  l.para(
    `Sidereal zodiac, Lahiri ayanamsa (${dm(conv.ayanamsaDegrees)} at birth); Rahu and Ketu at the ${conv.nodeType} ` +
      `node; whole-sign houses; Vimśottarī years of ${conv.dashaYearDays.toFixed(4)} days. ${STYLE_KEYS[c.style]} ` +
      'A raised R marks a retrograde graha, a raised C a combust one.',
    { size: 8.5, colour: MUTED },
  )
}

function placements(l: Layout, c: ReportContent) {
  const { chart } = c
  l.heading('The grahas')
  l.table(
    [
      { title: 'Graha', width: 58 },
      { title: 'Sign', width: 118 },
      { title: 'Degree', width: 50, align: 'right' },
      { title: 'Nakshatra', width: 104 },
      { title: 'House', width: 46, align: 'right' },
      { title: 'Dignity', width: 76 },
      { title: 'Motion', width: 66 },
    ],
    chart.planets.map((p) => [
      p.planet,
      `${p.sign} (${p.signSanskrit})`,
      dm(p.degree),
      p.nakshatra ? `${p.nakshatra} ${p.pada}` : '',
      String(p.house),
      p.dignity ? cap(p.dignity) : '',
      [
        p.retrograde && p.planet !== 'Rahu' && p.planet !== 'Ketu' ? 'retrograde' : '',
        p.combust ? 'combust' : '',
      ]
        .filter(Boolean)
        .join(', '),
    ]),
  )
  l.heading('The houses')
  const occupants = (h: number) =>
    chart.planets
      .filter((p) => p.house === h)
      .map((p) => p.planet)
      .join(', ')
  l.table(
    [
      { title: 'House', width: 44, align: 'right' },
      { title: 'Sign', width: 110 },
      { title: 'Lord', width: 80 },
      { title: 'Grahas in it', width: 200 },
    ],
    chart.houses.map((h) => [String(h.house), `${h.sign} (${h.signSanskrit})`, h.lord, occupants(h.house)]),
  )
}

function periods(l: Layout, c: ReportContent) {
  const d = c.chart.dasha
  if (!d) return
  l.heading('Vimśottarī daśā')
  const now = d.current
  l.para(
    `At birth ${d.balanceAtBirth.planet}’s mahādaśā had ${d.balanceAtBirth.years.toFixed(2)} years to run.` +
      (now?.mahadashaEnd && now.antardasha && now.antardashaEnd
        ? ` Running at the date of this report: ${now.mahadasha} mahādaśā (until ${day(now.mahadashaEnd)}), ` +
          `${now.antardasha} antardaśā (until ${day(now.antardashaEnd)}).`
        : ''),
  )
  l.table(
    [
      { title: 'Mahādaśā', width: 100 },
      { title: 'From', width: 90 },
      { title: 'To', width: 90 },
    ],
    d.timeline.map((p) => [p.planet, day(p.start), day(p.end)]),
  )
  // The nine mahādaśās of the timeline have nine different lords.
  const running = d.timeline.find((p) => p.planet === now?.mahadasha)
  if (running?.antardashas) {
    l.subheading(`The antardaśās of ${running.planet}’s mahādaśā`)
    l.table(
      [
        { title: 'Antardaśā', width: 100 },
        { title: 'From', width: 90 },
        { title: 'To', width: 90 },
      ],
      running.antardashas.map((p) => [p.planet, day(p.start), day(p.end)]),
    )
  }
}

function strength(l: Layout, c: ReportContent) {
  const s = c.chart.strength?.shadbala
  if (!s) return
  l.heading('Strength of the grahas (ṣaḍbala)')
  l.table(
    [
      { title: 'Graha', width: 90 },
      { title: 'Strength (rūpas)', width: 110, align: 'right' },
      { title: 'Required', width: 90, align: 'right' },
      { title: 'Strength / required', width: 120, align: 'right' },
    ],
    s.map((r) => [r.planet, r.rupas.toFixed(2), r.minimumRupas.toFixed(2), r.ratio.toFixed(2)]),
  )
}

function yogas(l: Layout, c: ReportContent) {
  const formed = c.chart.yogas.filter((y) => y.status === 'formed')
  l.heading('Yogas')
  if (formed.length === 0) {
    l.para('None of the yogas we look for forms in this chart.')
    return
  }
  for (const y of formed) {
    // A yoga's name is never left alone at the foot of a page.
    l.room(64)
    l.para(`${y.name} yoga (${y.category}, ${y.strength})`, { bold: true })
    l.para(y.reason, { indent: 10, size: 9.5 })
    l.para(y.description, { indent: 10, size: 9.5, colour: MUTED })
    if (y.sources.length) l.para(`Books: ${y.sources.join('; ')}`, { indent: 10, size: 8.5, colour: MUTED })
    l.gap()
  }
}

function guidancePages(l: Layout, c: ReportContent) {
  const g = c.guidance
  if (!g) return
  l.heading('The running periods')
  for (const level of g.levels) {
    l.subheading(level.heading)
    l.para(`${day(level.start)} to ${day(level.end)}`, { size: 9, colour: MUTED })
    l.bullets(level.notes)
    for (const card of level.cards.filter((x) => !x.cancelled)) {
      l.room(64)
      l.para(card.headline, { bold: true, indent: 10 })
      l.para(card.because, { indent: 10, size: 9.5 })
      l.para(card.why, { indent: 10, size: 9.5, colour: MUTED })
      l.bullets(card.do, 'What helps', 10)
      l.bullets(card.takeCare, 'Take care with', 10)
      l.gap()
    }
  }
  if (g.relation) {
    l.subheading(g.relation.headline)
    l.para(g.relation.because)
    l.para(g.relation.why, { colour: MUTED })
  }
  if (g.formedNotRunning.length)
    l.para(`Yogas whose periods are still to come: ${g.formedNotRunning.join('; ')}.`, { size: 9.5 })
}

function readings(l: Layout, c: ReportContent) {
  for (const { domain, reading } of c.interpretations) {
    l.heading(cap(domain))
    l.para(reading.verdict.summary)
    l.bullets(reading.verdict.reasons)
    const factor = (f: { statement: string; meaning: string; books: string[] }) => {
      l.room(56)
      l.para(f.statement, { bold: true, indent: 10, size: 9.5 })
      l.para(f.meaning, { indent: 10, size: 9.5 })
      if (f.books.length) l.para(`Books: ${f.books.join('; ')}`, { indent: 10, size: 8.5, colour: MUTED })
      l.gap(0.25)
    }
    if (reading.supportingFactors.length) l.subheading('In its favour')
    reading.supportingFactors.forEach(factor)
    if (reading.cautionaryFactors.length) l.subheading('To look after')
    reading.cautionaryFactors.forEach(factor)
    if (reading.timingWindows.length) {
      l.subheading('Periods ahead')
      for (const w of reading.timingWindows) {
        l.room(44)
        l.para(`${w.period}: ${TONE_WORDS[w.tone]}`, { bold: true, indent: 10, size: 9.5 })
        l.para(w.description, { indent: 10, size: 9.5 })
      }
    }
  }
}

/** A period's tone for a domain, in words. */
const TONE_WORDS = { favorable: 'supportive', cautionary: 'asks for care', neutral: 'neutral' } as const

const CLOSING =
  'This report is symbolic guidance drawn from the classical texts of Jyotiṣa, computed from the birth data ' +
  'given. It describes tendencies and seasons, not certainties, and it is not advice in medicine, law, money ' +
  'or psychology: for those, please consult a qualified professional.'

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
function frame(doc: Doc, b: Branding, title: string) {
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
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(INK)
      .text(b.name ?? '', x, 24, { width: width - MARGIN - x - 150, lineBreak: false })
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(title, width - MARGIN - 150, 26, { width: 150, align: 'right', lineBreak: false })
    doc
      .moveTo(MARGIN, 18 + HEADER_H)
      .lineTo(width - MARGIN, 18 + HEADER_H)
      .lineWidth(0.6)
      .strokeColor(b.accent)
      .stroke()
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, height - MARGIN + 16, {
        width: width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
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
  const title = c.name ? `Kundli report: ${c.name}` : 'Kundli report'
  const doc = new PDFDocument({
    size: paper === 'A4' ? 'A4' : 'LETTER',
    margins: { top: MARGIN + HEADER_H, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Creator: 'graha', Producer: 'graha', CreationDate: new Date(createdMs) },
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
  })
  const dir = fontDir()
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, join(dir, file))
  doc.font('body')
  const l = new Layout(doc, branding)
  cover(l, c)
  doc.addPage()
  placements(l, c)
  periods(l, c)
  strength(l, c)
  yogas(l, c)
  guidancePages(l, c)
  readings(l, c)
  l.heading('A note on this report', 12)
  l.para(CLOSING, { size: 9.5, colour: MUTED })
  frame(doc, branding, title)
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
