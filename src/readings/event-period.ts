/**
 * When a domain's event is looked for, as /v1/interpret times it (interpret.ts gives it in words): the
 * first Vimśottarī antardaśā in the usual ages for the event whose two lords both speak for the domain,
 * and whether Jupiter and Saturn together occupy or aspect the domain's house within it (the double
 * transit, one of the checks set beside Vimśottarī).
 */
import type { Ephemeris } from '../astro/index.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Domain } from '../corpus/vocabulary.js'
import type { ChartSettings } from '../jyotisha/chart.js'
import type { DashaPeriod } from '../jyotisha/dasha-calendar.js'
import { housesLordedBy, occupantsOfHouse } from '../jyotisha/facts.js'
import type { Graha } from '../jyotisha/grahas.js'
import { cachedPlanetIngresses, doubleTransits } from '../jyotisha/transits/index.js'
import { DOMAIN_PROFILES } from './domains.js'

const YEAR_MS = 365.25 * 86_400_000

/**
 * The period of the event: the first Vimśottarī antardaśā in the domain's ages whose lords are both
 * significators, or one a significator and the other ruling or occupying one of the domain's houses.
 */
export function eventPeriod(
  reading: ChartReading,
  domain: Domain,
  sig: readonly Graha[],
  ads: { md: Graha; p: DashaPeriod }[],
): { md: Graha; p: DashaPeriod } | undefined {
  const profile = DOMAIN_PROFILES[domain]
  const f = reading.ctx.natal.facts
  const connected = (g: Graha) =>
    sig.includes(g) ||
    profile.houses.some((h) => occupantsOfHouse(f, h).includes(g) || housesLordedBy(f, g).includes(h))
  return ads.find(({ md, p }) => {
    const ad = p.planet as Graha
    const age = ageAt(reading, Date.parse(p.start))
    return (
      age >= profile.event.minAge &&
      age <= profile.event.maxAge &&
      ((sig.includes(md) && connected(ad)) || (sig.includes(ad) && connected(md)))
    )
  })
}

/** The age in years at an instant. */
export function ageAt(reading: ChartReading, ms: number): number {
  return (ms - reading.birthMs) / YEAR_MS
}

/** Jupiter and Saturn both touch `house` (from `refSign`) at some time in [fromMs, toMs). */
export function coActivation(
  eph: Ephemeris,
  settings: ChartSettings,
  fromMs: number,
  toMs: number,
  refSign: number,
  natalSigns: Readonly<Record<Graha, number>>,
  house: number,
): boolean {
  const from = eph.instant(fromMs).jdTt
  const to = eph.instant(toMs).jdTt
  const signAt = (planet: 'Jupiter' | 'Saturn') =>
    Math.floor(eph.position(planet, from, { ayanamsa: 'lahiri' }).lon / 30)
  const stays = (planet: 'Jupiter' | 'Saturn') => {
    const out: { sign: number; start: number; end: number }[] = []
    let sign = signAt(planet)
    let start = from
    for (const i of cachedPlanetIngresses(eph, planet, from, to, settings.nodeType).ingresses) {
      out.push({ sign, start, end: i.jdTt })
      sign = i.signIndex
      start = i.jdTt
    }
    out.push({ sign, start, end: to })
    return out
  }
  const jup = stays('Jupiter')
  const sat = stays('Saturn')
  for (const j of jup)
    for (const s of sat)
      if (
        j.start < s.end &&
        s.start < j.end &&
        doubleTransits(j.sign, s.sign, refSign, natalSigns).some(
          (d) => d.house === house && d.jupiter.house && d.saturn.house,
        )
      )
        return true
  return false
}
