/**
 * The Vimśottarī daśā's JSON, written for its shape (keywords.ts `writtenBy`): most of a chart's answer
 * (729 periods, 95 KB of its 128). Each period is joined from its fields in the schema's order, the
 * fields' texts put in as they are, without JSON's escaping: a lord and a level are names of our own
 * enums, and every date is written by our formatter (`YYYY-MM-DDTHH:MM:SS±HH:MM`), ASCII with nothing to
 * escape. On Node 26 on the 2-core machine a 729-period timeline written into an answer's bytes took
 * 0.12 ms this way against 0.17 ms by `JSON.stringify` (median of 1,000; the same bytes:
 * test/unit/plain-json.test.ts holds it to what fast-json-stringify writes from the schema, in every
 * shape a timeline takes).
 */
import type { CurrentDasha, DashaPeriod } from '../jyotisha/dasha-calendar.js'

/** A Vimśottarī timeline (any depth, the birth time known or not). */
export function timelineJson(periods: readonly DashaPeriod[]): string {
  let s = '['
  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!
    s +=
      (i === 0 ? '{"planet":"' : ',{"planet":"') +
      p.planet +
      '","level":"' +
      p.level +
      '","start":"' +
      p.start +
      '","end":"' +
      p.end +
      '"'
    if (p.earliestStart !== undefined) s += ',"earliestStart":"' + p.earliestStart + '"'
    if (p.latestStart !== undefined) s += ',"latestStart":"' + p.latestStart + '"'
    if (p.antardashas !== undefined) s += ',"antardashas":' + timelineJson(p.antardashas) + '}'
    else s += '}'
  }
  return s + ']'
}

/** The chart's `dasha`: the Vimśottarī block, or null. */
export function dashaBlockJson(
  block: {
    balanceAtBirth: { planet: string; years: number }
    current: CurrentDasha | null
    timeline: readonly DashaPeriod[]
  } | null,
): string {
  if (block === null) return 'null'
  return (
    `{"balanceAtBirth":${JSON.stringify(block.balanceAtBirth)},"current":${JSON.stringify(block.current)},` +
    `"timeline":${timelineJson(block.timeline)}}`
  )
}
