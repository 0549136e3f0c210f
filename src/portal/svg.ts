/**
 * Charts drawn on the server as SVG (no script, no inline style: presentation attributes only, so the
 * portal's Content-Security-Policy holds). Each has a title and description for screen readers; the
 * numbers are also in a table beside it on the page.
 */

import { escapeXml } from '../images/xml.js'

export { escapeXml }

/** Colours with at least 3:1 contrast on white, told apart also by their order in the legend. */
export const PALETTE = [
  '#1f5fa8',
  '#b3541e',
  '#2e7d32',
  '#7b1fa2',
  '#c62828',
  '#00838f',
  '#6d4c41',
  '#455a64',
  '#ad1457',
  '#558b2f',
  '#283593',
  '#ef6c00',
]

export interface StackedDay {
  day: string
  /** Credits per series name. */
  parts: Record<string, number>
}

/** Credits per day, stacked by operation: `days` in order, every day of the period present. */
export function stackedBars(days: StackedDay[], series: string[], label: (s: string) => string): string {
  const W = 720
  const H = 240
  const left = 48
  const bottom = 28
  const top = 12
  const plotW = W - left - 8
  const plotH = H - top - bottom
  const totals = days.map((d) => series.reduce((t, s) => t + (d.parts[s] ?? 0), 0))
  const max = Math.max(1, ...totals)
  const step = niceStep(max)
  const yMax = Math.ceil(max / step) * step
  const barW = plotW / Math.max(1, days.length)
  const y = (v: number) => top + plotH - (v / yMax) * plotH
  const out: string[] = []
  const total = totals.reduce((a, b) => a + b, 0)
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="usage-title usage-desc" class="chart">`,
    `<title id="usage-title">Credits spent per day</title>`,
    `<desc id="usage-desc">${escapeXml(`${total} credits over ${days.length} days, from ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}; the table beside the chart gives the numbers.`)}</desc>`,
  )
  for (let v = 0; v <= yMax; v += step) {
    out.push(
      `<line x1="${left}" x2="${W - 8}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}" stroke="#d0d4da" stroke-width="1"/>`,
      `<text x="${left - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="#3b4048">${v}</text>`,
    )
  }
  days.forEach((d, i) => {
    let base = 0
    const x = left + i * barW + barW * 0.15
    const w = Math.max(1, barW * 0.7)
    series.forEach((s, si) => {
      const v = d.parts[s] ?? 0
      if (v <= 0) return
      const y1 = y(base + v)
      const h = y(base) - y1
      out.push(
        `<rect x="${x.toFixed(1)}" y="${y1.toFixed(1)}" width="${w.toFixed(1)}" height="${Math.max(0.5, h).toFixed(1)}" fill="${PALETTE[si % PALETTE.length]}"><title>${escapeXml(`${d.day}: ${label(s)} ${v} credits`)}</title></rect>`,
      )
      base += v
    })
    // A date under the first day, every seventh day (unless crowding the last) and the last.
    const last = days.length - 1
    if (i === 0 || i === last || (i % 7 === 0 && last - i >= 3))
      out.push(
        `<text x="${(left + i * barW + barW / 2).toFixed(1)}" y="${H - 10}" text-anchor="middle" font-size="11" fill="#3b4048">${escapeXml(d.day.slice(5))}</text>`,
      )
  })
  out.push(
    `<line x1="${left}" x2="${W - 8}" y1="${y(0)}" y2="${y(0)}" stroke="#3b4048" stroke-width="1"/>`,
    '</svg>',
  )
  return out.join('')
}

/** A step of 1, 2 or 5 × 10ⁿ giving four to eight grid lines. */
function niceStep(max: number): number {
  const raw = max / 5
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1)))
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p
  return 10 * p
}
