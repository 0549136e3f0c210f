/**
 * POST /v1/report over HTTP: a real PDF (its header, its trailer, the page count it states, the paper
 * size of its pages), its text read back with poppler's `pdftotext` where the machine has it (the cover's
 * facts against /v1/chart's for the same birth, the readings' headlines against /v1/guidance and
 * /v1/interpret at the same date: one reading, many pages), branding, the price, and the errors.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerCheck, testApi, type TestApi } from '../helpers/app.js'

const birth = {
  date: '1990-07-04',
  time: '14:30',
  timezone: 'Asia/Kolkata',
  latitude: 19.076,
  longitude: 72.8777,
}
const REF = '2026-11-24'

let api: TestApi
beforeAll(async () => {
  api = await testApi()
})
afterAll(async () => {
  await api.close()
})

/** The text of a PDF, page by page, by poppler's pdftotext; null where it is not installed (CI installs
 *  it: there its absence fails the test). */
function pdfText(pdf: Buffer): string[] | null {
  const dir = mkdtempSync(join(tmpdir(), 'graha-report-'))
  const file = join(dir, 'r.pdf')
  writeFileSync(file, pdf)
  const r = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  if (r.error) {
    if (process.env.CI) throw new Error('pdftotext (poppler-utils) is needed to read the report back')
    return null
  }
  expect(r.status, r.stderr).toBe(0)
  return r.stdout.split('\f').filter((p) => p.trim() !== '')
}

/** The MediaBox of every page, in points. */
const mediaBoxes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ])

describe('POST /v1/report', () => {
  it('a PDF of the chart and its readings, on A4, charged 5 + 5 per domain', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const r = await api.post('/v1/report', {
      birthData: birth,
      name: 'Asha Rao',
      referenceDate: REF,
      domains: ['career', 'marriage'],
      branding: { name: 'Jyoti Studio', accentColor: '#224466' },
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.domain).toBe('lifestyle_guidance')
    expect(b.usage.units_charged).toBe(15)
    const after = await ledgerCheck(api.store, api.accountId)
    expect(before.free + before.paid - (after.free + after.paid)).toBe(15)
    expect(b.report).toMatchObject({ mediaType: 'application/pdf', paper: 'A4', encoding: 'base64' })
    const pdf = Buffer.from(b.report.data, 'base64')
    expect(pdf.length).toBe(b.report.bytes)
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7')
    expect(pdf.subarray(-6).toString('latin1').trim()).toBe('%%EOF')
    const boxes = mediaBoxes(pdf)
    expect(boxes).toHaveLength(b.report.pages)
    // A4 is 210 × 297 mm: 595.28 × 841.89 points.
    for (const [w, h] of boxes) expect([Math.round(w!), Math.round(h!)]).toEqual([595, 842])
    // The fonts are embedded (subset), never left to the reader's machine.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 /)

    const pages = pdfText(pdf)
    if (pages === null) return
    expect(pages.length).toBe(b.report.pages)
    const all = pages.join('\n')
    const chart = (
      await api.post('/v1/chart', { birthData: birth, includeDasha: false, western: false })
    ).json()
    expect(pages[0]).toContain('Asha Rao')
    expect(pages[0]).toContain('Jyoti Studio')
    expect(pages[0]).toContain(`Ascendant: ${chart.ascendant.sign}`)
    const moon = chart.planets.find((p: { planet: string }) => p.planet === 'Moon')
    expect(pages[0]).toContain(`Moon: ${moon.sign}`)
    expect(pages[0]).toContain('Rashi (D1)')
    expect(pages[0]).toContain('Navamsa (D9)')
    for (const [i, p] of pages.entries()) expect(p).toContain(`Page ${i + 1} of ${pages.length}`)
    // Every graha's row: its sign and house as /v1/chart gives them.
    for (const p of chart.planets as { planet: string; sign: string; house: number }[])
      expect(all).toMatch(new RegExp(`${p.planet}\\s+${p.sign} \\(\\S+\\)\\s+\\S+\\s+.*?\\s${p.house}\\s`))
    // The readings are those of /v1/guidance and /v1/interpret at the same date.
    const g = (await api.post('/v1/guidance', { birthData: birth, referenceDate: REF })).json()
    const flat = all.replace(/\s+/g, ' ')
    for (const level of g.levels) {
      expect(flat).toContain(level.heading.replace(/\s+/g, ' ').slice(0, 60))
      for (const card of level.cards.filter((c: { cancelled: boolean }) => !c.cancelled))
        expect(flat).toContain(card.headline)
    }
    for (const domain of ['career', 'marriage']) {
      const x = (await api.post('/v1/interpret', { birthData: birth, domain, referenceDate: REF })).json()
      expect(flat).toContain(x.verdict.summary.replace(/\s+/g, ' ').slice(0, 80))
      for (const f of x.supportingFactors) expect(flat).toContain(f.statement.replace(/\s+/g, ' '))
    }
    // Nothing a reading must not say: no raw scores or rule keys.
    expect(flat).not.toMatch(/shashtiamsa|\bweight\b|lord10-in|[a-z]+-[a-z]+-[a-z]+-in-the/)
  })

  it('Letter paper, a logo, another chart style, no domains: 5 credits', async () => {
    // A logo with transparency (RGBA), as most are: a circle on nothing.
    const logo = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><circle cx="20" cy="20" r="18" fill="#c33"/></svg>',
    )
      .render()
      .asPng()
      .toString('base64')
    const r = await api.post('/v1/report', {
      birthData: birth,
      referenceDate: REF,
      domains: [],
      chartStyle: 'south',
      paper: 'Letter',
      branding: { logo },
    })
    expect(r.statusCode, r.body).toBe(200)
    const b = r.json()
    expect(b.usage.units_charged).toBe(5)
    const pdf = Buffer.from(b.report.data, 'base64')
    // US Letter: 8.5 × 11 in, 612 × 792 points.
    for (const [w, h] of mediaBoxes(pdf)) expect([w, h]).toEqual([612, 792])
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    const pages = pdfText(pdf)
    if (pages) expect(pages[0]).toContain('Birth chart')
  })

  it('refuses bad input by field and code before any work, and charges nothing', async () => {
    const before = await ledgerCheck(api.store, api.accountId)
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ domains: ['wealth'] }, 'invalid_field', /domains/],
      [{ domains: ['career', 'career'] }, 'invalid_field', /domains/],
      [
        { domains: ['career', 'marriage', 'finance', 'children', 'travel', 'family'] },
        'invalid_field',
        /domains/,
      ],
      [{ paper: 'A5' }, 'invalid_field', /paper/],
      [{ chartStyle: 'western' }, 'invalid_field', /chartStyle/],
      [{ branding: { logo: 'R0lGODlhAQABAAAAACw=' } }, 'invalid_field', /branding\.logo/],
      [{ branding: { logo: 'not base64!' } }, 'invalid_field', /branding\.logo/],
      [{ branding: { accentColor: 'blue' } }, 'invalid_field', /branding\.accentColor/],
      [{ name: '' }, 'invalid_field', /name/],
      [{ referenceDate: '1980-01-01' }, 'guidance_failed', /before the birth/],
      [{ referenceDate: 'soon' }, 'invalid_reference_date', /referenceDate/],
    ]
    for (const [extra, code, field] of cases) {
      const r = await api.post('/v1/report', { birthData: birth, ...extra })
      expect(r.json().error, JSON.stringify(extra)).toBe(code)
      expect(r.json().message, JSON.stringify(extra)).toMatch(field)
      expect(r.body).not.toContain('19.076')
    }
    const after = await ledgerCheck(api.store, api.accountId)
    expect([after.free, after.paid, after.holds]).toEqual([before.free, before.paid, 0])
  })
})
