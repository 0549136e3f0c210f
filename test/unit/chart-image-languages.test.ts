/**
 * Chart images and the report in the nine languages (issue 36): the labels of every picture are the name
 * table's words (a graha by the short form images/words.ts derives from it, distinct from every other),
 * every character drawn is in a font the renderer has (the script's Noto Sans or DejaVu Sans: no
 * missing-glyph box), the PNG of a chart in an Indian script is drawn in that script's font (not as the
 * boxes a font without it draws), and the Hindi report embeds the Devanagari font and sets the Hindi
 * names in it.
 */
import { inflateSync } from 'node:zlib'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { SIGNS } from '../../src/astro/zodiac.js'
import { DEFAULT_CORPUS_DIR } from '../../src/config.js'
import { GRAHAS } from '../../src/jyotisha/grahas.js'
import { LANGUAGES, nameTable, type Language } from '../../src/i18n/languages.js'
import { drawChart, IMAGE_BODIES, type ImageRequest, type ImageStyle } from '../../src/images/chart-image.js'
import { dejaVuDir, SCRIPT_OF, scriptFamily, scriptFontFile } from '../../src/images/fonts.js'
import { fontCovers, outlineTexts } from '../../src/images/outline.js'
import { chartWords, firstAkshara } from '../../src/images/words.js'
import { reportContent } from '../../src/report/content.js'
import { reportPdf, DEFAULT_ACCENT } from '../../src/report/pdf.js'
import { REPORT_TEXTS } from '../../src/report/texts.js'
import { policyViolations } from '../../src/corpus/policy.js'
import { hindiProblems } from '../helpers/hindi-texts.js'
import { testEphemeris } from '../helpers/ephemeris.js'
import { randomBirths } from '../helpers/random-births.js'

const eph = testEphemeris()
const NOW = Date.UTC(2026, 10, 28)
const STYLES: ImageStyle[] = ['north', 'south', 'east', 'western']
const births = randomBirths(6, 36_500, { timeUnknown: 0.3 }).map((b) => b.birth)

const request = (
  birth: ImageRequest['birth'],
  style: ImageStyle,
  language: Language,
  format: 'svg' | 'png' = 'svg',
) =>
  ({
    birth,
    settings: { nodeType: 'mean', dashaYear: 'sidereal' },
    style,
    varga: 1,
    format,
    sizePx: 360,
    colours: {},
    font: null,
    bodies: [...IMAGE_BODIES],
    degrees: true,
    marks: { retrograde: true, combust: true },
    language,
  }) as ImageRequest

const unescape = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, n: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[n]!,
  )

/** Each `<text>` of an SVG: its class and its characters (tspans and all). */
function svgTexts(svg: string): { cls: string; text: string; head: string }[] {
  return [...svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)].map((m) => {
    const inner = m[2]!
    return {
      cls: /class="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
      text: unescape(inner.replace(/<[^>]+>/g, '')),
      // The label's head: what comes before its marks or degree.
      head: unescape(inner.replace(/<tspan.*$/, '').replace(/ \d+°$/, '')),
    }
  })
}

describe('the short forms of the grahas in each language', () => {
  it('are distinct, each a beginning of its table word, and the lagna’s too', () => {
    for (const language of LANGUAGES) {
      const w = chartWords(language)
      const bodies = [...IMAGE_BODIES]
      const short = bodies.map(w.graha)
      expect(new Set([...short, w.ascendant]).size, language).toBe(bodies.length + 1)
      if (language === 'en') continue
      const { names } = nameTable(language)
      const full: Record<string, string> = { ...names.grahas, ...names.outerBodies }
      bodies.forEach((b, i) => expect(full[b]!.startsWith(short[i]!), `${language} ${b}`).toBe(true))
      expect(names.points.Ascendant!.startsWith(w.ascendant), language).toBe(true)
      // No Latin letter in a label of an Indian language.
      for (const s of [...short, w.ascendant, w.retrograde, w.combust])
        expect(s, language).not.toMatch(/[A-Za-z]/)
    }
  })

  it('are the forms Hindi charts print', () => {
    const w = chartWords('hi')
    expect(GRAHAS.map(w.graha)).toEqual(['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'])
    expect(w.ascendant).toBe('ल')
    expect(firstAkshara('प्लूटो')).toBe('प्लू')
    expect(firstAkshara('சந்திரன்', true)).toBe('சந்')
  })
})

describe('chart images in each language', () => {
  it('label grahas, signs and lagna with the table’s words, all in a bundled font', () => {
    const dejaVu = fontCovers(join(dejaVuDir(), 'DejaVuSans.ttf'))
    for (const language of LANGUAGES) {
      const w = chartWords(language)
      const script = SCRIPT_OF[language]
      const own = script ? fontCovers(scriptFontFile(script, 'regular')) : () => false
      const labels = new Set([...IMAGE_BODIES.map(w.graha), w.ascendant])
      for (const birth of births)
        for (const style of STYLES) {
          const svg = drawChart(eph, request(birth, style, language), NOW).image.data
          if (script) expect(svg, language).toContain(`font-family="&#39;${scriptFamily(script)}&#39;`)
          const texts = svgTexts(svg)
          const grahas = texts.filter((t) => t.cls === 'graha')
          if (style !== 'western') {
            expect(grahas.length, `${language} ${style}`).toBeGreaterThan(0)
            for (const t of grahas) expect(labels.has(t.head), `${language} ${style} «${t.head}»`).toBe(true)
          }
          if (style === 'south') {
            const signs = texts.filter((t) => t.cls === 'sign').map((t) => t.text)
            expect(signs, language).toEqual(SIGNS.map((_, i) => w.southSign(i)))
            if (language !== 'en') expect(signs).toEqual(SIGNS.map((s) => nameTable(language).names.signs[s]))
          }
          // Every character drawn has a glyph in the script's font or DejaVu Sans.
          for (const t of texts)
            for (const ch of t.text.replace(/\uFE0E/g, '')) {
              const cp = ch.codePointAt(0)!
              expect(own(cp) || dejaVu(cp), `${language} ${style} U+${cp.toString(16)} in «${t.text}»`).toBe(
                true,
              )
            }
        }
    }
  })

  it('tell a screen reader the chart in Hindi', () => {
    const svg = drawChart(eph, request(births[0]!, 'north', 'hi'), NOW).image.data
    const title = /<title[^>]*>([^<]*)</.exec(svg)![1]!
    const desc = unescape(/<desc[^>]*>([^<]*)</.exec(svg)![1]!)
    expect(title).toContain('उत्तर भारतीय शैली')
    expect(desc).toContain(nameTable('hi').names.grahas.Saturn)
    for (const t of [title, desc].map((s) => ({ en: 'x', hi: s.replace(/\(D\d+\)|D\d+/g, '') })))
      expect(hindiProblems(t)).toEqual([])
    const wheel = drawChart(eph, request(births[0]!, 'western', 'hi'), NOW).image.data
    expect(/<desc[^>]*>([^<]*)</.exec(wheel)![1]).not.toMatch(/[A-Za-z]/)
  })
})

/** The share of a PNG's pixels that are dark. */
function ink(png: Buffer): number {
  const { data } = PNG.sync.read(png)
  let dark = 0
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark++
  return dark / (data.length / 4)
}

describe('chart PNGs in an Indian script', () => {
  it('are drawn in the script’s font, not as missing-glyph boxes', () => {
    for (const language of ['hi', 'ta', 'te', 'bn', 'ml'] as const) {
      const req = request(births[1]!, 'south', language, 'png')
      const png = Buffer.from(drawChart(eph, req, NOW).image.data, 'base64')
      const svg = drawChart(eph, { ...req, format: 'svg' }, NOW).image.data
      // The same SVG with DejaVu Sans alone: every letter of the script a box (tofu).
      const tofu = new Resvg(svg, {
        fitTo: { mode: 'width', value: 360 },
        font: {
          fontFiles: [join(dejaVuDir(), 'DejaVuSans.ttf')],
          loadSystemFonts: false,
          defaultFontFamily: 'DejaVu Sans',
        },
      })
        .render()
        .asPng()
      expect(png.equals(tofu), language).toBe(false)
      const english = Buffer.from(drawChart(eph, { ...req, language: 'en' }, NOW).image.data, 'base64')
      expect(png.equals(english), language).toBe(false)
      // Letters, not empty: about as much ink as the English chart.
      expect(ink(png), language).toBeGreaterThan(ink(english) * 0.6)
    }
  })
})

describe('the script fonts', () => {
  it('lay out every word of every name table, regular and bold', () => {
    // fontkit (the outlines and pdfkit) once threw on Noto Sans Telugu's empty mark anchors.
    const svgOf = (word: string) => `<svg><text x="0" y="10" font-size="10">${word}</text></svg>`
    for (const language of LANGUAGES) {
      const script = SCRIPT_OF[language]
      if (!script) continue
      const words = Object.values(nameTable(language).names).flatMap((kind) => Object.values(kind))
      for (const weight of ['regular', 'bold'] as const) {
        const files = [scriptFontFile(script, weight), join(dejaVuDir(), 'DejaVuSans.ttf')]
        for (const word of words)
          expect(() => outlineTexts(svgOf(word), files), `${language} ${word}`).not.toThrow()
      }
    }
  })
})

/** The characters each embedded font of a PDF maps back to (its ToUnicode CMap), by base font name. */
function pdfFontChars(pdf: Buffer): Map<string, Set<string>> {
  const src = pdf.toString('latin1')
  const objects = new Map<number, { dict: string; stream: Buffer | null }>()
  for (const m of src.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g)) {
    let stream: Buffer | null = null
    if (m[3]) {
      const start = m.index! + m[0].length
      const end = src.indexOf('endstream', start)
      stream = pdf.subarray(start, end)
      if (/\/FlateDecode/.test(m[2]!)) stream = inflateSync(stream)
    }
    objects.set(Number(m[1]), { dict: m[2]!, stream })
  }
  const out = new Map<string, Set<string>>()
  for (const { dict } of objects.values()) {
    const base = /\/BaseFont\s*\/[A-Z]{6}\+([^\s/>]+)/.exec(dict)?.[1]
    const toUnicode = /\/ToUnicode\s+(\d+) 0 R/.exec(dict)?.[1]
    if (!base || !toUnicode || !/\/Type0/.test(dict)) continue
    const cmap = objects.get(Number(toUnicode))!.stream!.toString('latin1')
    const chars = out.get(base) ?? new Set<string>()
    for (const [, hex] of cmap.matchAll(/<([0-9a-fA-F]{4,})>/g))
      if (hex!.length >= 4 && hex!.length % 4 === 0 && !/^0{4}/.test(hex!))
        for (const ch of Buffer.from(hex!, 'hex').swap16().toString('utf16le')) chars.add(ch)
    out.set(base, chars)
  }
  return out
}

describe('the report in Hindi', () => {
  const birth = {
    date: '1990-07-04',
    time: '14:30',
    timezone: 'Asia/Kolkata',
    latitude: 28.61,
    longitude: 77.21,
  }
  const make = (language: Language) => {
    const content = reportContent(eph, DEFAULT_CORPUS_DIR, {
      birth,
      name: null,
      referenceMs: NOW,
      domains: ['career'],
      style: 'north',
      language,
    })
    return { content, pdf: reportPdf(content, 'A4', { name: null, logo: null, accent: DEFAULT_ACCENT }, NOW) }
  }

  it('embeds the Devanagari font and sets the Hindi names in it', () => {
    const { content, pdf } = make('hi')
    const fonts = pdfFontChars(pdf.bytes)
    expect([...fonts.keys()]).toContain('NotoSansDevanagari-Regular')
    const deva = new Set([
      ...(fonts.get('NotoSansDevanagari-Regular') ?? []),
      ...(fonts.get('NotoSansDevanagari-Bold') ?? []),
    ])
    const { names } = nameTable('hi')
    for (const word of [...Object.values(names.grahas), ...Object.values(names.signs)])
      for (const ch of word) expect(deva.has(ch), `${word}: ${ch}`).toBe(true)
    // No Devanagari letter was given to DejaVu Sans (which would print it as a box).
    for (const [base, chars] of fonts)
      if (base.startsWith('DejaVu'))
        expect(
          [...chars].filter((c) => /[\u0900-\u097f]/.test(c)),
          base,
        ).toEqual([])
    expect(content.pictures[0]!.title).toBe('राशि (D1)')
    expect(content.interpretations[0]!.reading.verdict.summary).toMatch(/[\u0900-\u097f]/)
  })

  it('has its own words in Hindi, within the content policy', () => {
    for (const [key, t] of Object.entries(REPORT_TEXTS)) {
      // The charts' titles keep the varga's identifier.
      const hi = { en: t.en, hi: t.hi.replace(/\(D\d+\)/, '') }
      // The closing names the fields it is not advice in, as the English does (and the disclaimer):
      // those two words aside, it is held to the policy as every other.
      const policy = key === 'closing' ? policyViolations(t.hi, 'hi') : []
      expect(hindiProblems(hi), key).toEqual(policy)
      if (key === 'closing') expect(policy.length).toBe(2)
    }
  })

  it('in Tamil, embeds the Tamil font', () => {
    const { pdf } = make('ta')
    const fonts = pdfFontChars(pdf.bytes)
    const tamil = fonts.get('NotoSansTamil-Regular')
    expect(tamil).toBeDefined()
    // Its letters (a letter with its vowel sign is often one glyph, mapped back to the letter).
    for (const ch of nameTable('ta').names.grahas.Venus!.replace(/\p{M}/gu, ''))
      expect(tamil!.has(ch), ch).toBe(true)
  })
})
