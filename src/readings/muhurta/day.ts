/**
 * One Vedic day of the muhurta scan, cut into pieces: the day is cut at every instant where anything the
 * judgement reads changes (the tithi, karaṇa, nakṣatra, yoga, the Moon's and the Sun's sign, the Sun's
 * nakṣatra, the rising sign, the slow grahas' signs, nakṣatras and combustion, the kālams, durmuhūrtas and
 * Varjyam, the gaṇḍānta junctions and the sixteen ghaṭīs after a saṅkrānti), and each piece is judged once
 * (judge.ts) for the event and the persons. For a wedding, the pieces that could be offered are cut again
 * where the other faults of the ten change (wedding-faults.ts). scan.ts turns the pieces into spans.
 */
import type { Ephemeris, Place } from '../../astro/index.js'
import { NAKSHATRAS, SIGNS } from '../../astro/index.js'
import {
  durmuhurtas,
  kalams,
  lagnaSpans,
  tithiName,
  type LagnaSpan,
  type Span,
} from '../../jyotisha/panchanga/index.js'
import { nakshatraTimes } from '../../jyotisha/panchanga/nakshatra-times.js'
import { text, type Text } from '../text.js'
import { hiNak, hiSign, hiTithiName } from './hindi.js'
import { judge, type EventRules, type Judgement, type Moment, type Person } from './judge.js'
import { boundariesIn, slowChanges, slowFactsAt, spanAt, spansOver, type Sky, type SlowFacts } from './sky.js'
import { weddingFactChanges, weddingFactsKey, weddingFaults, weddingLongitudesAt } from './wedding-faults.js'

/** A ghaṭī: a sixtieth of a day, 24 minutes. */
const GHATI_MS = 24 * 60_000

/** What every day of a scan is judged against, set up once for the whole range. */
export interface DayJudging {
  eph: Ephemeris
  /** The event's place: its rising signs. */
  place: Place
  rules: EventRules
  persons: Person[]
  /** The rising signs the event takes, by name. */
  suitedLagnas: ReadonlySet<string>
  /** The limbs, the Sun's and the Moon's signs and the lunations, over the range and days either side. */
  sky: Sky
  /** The Sun's entries into a sign (saṅkrāntis) over the same stretch. */
  ingresses: { ms: number; sign: number }[]
  /** The local day numbers of the eclipses seen from the place (none unless the event excludes them). */
  eclipses: number[]
  /** The slow grahas' facts at an instant, each instant read once for the whole scan. */
  slowAt: (ms: number) => SlowFacts
  /** The memo key (within its day) each judgement was made under. */
  pieceKeys: WeakMap<Judgement, string>
}

/** One piece of a day: nothing the judgement reads changes inside it. */
export interface Piece {
  startMs: number
  endMs: number
  moment: Moment
  judgement: Judgement
  /** Rāhu kālam and the other parts of the day avoided, holding through the piece. */
  avoided: boolean
  /** The rising sign is one the event takes. */
  suited: boolean
}

/** A gaṇḍānta junction: where it holds, and its words. */
interface Junction {
  from: number
  to: number
  words: Text
}

/**
 * The pieces of the Vedic day [vs, ve), each judged. `previous` is the sunrise before (for the saṅkrānti
 * of the day before), `dayNumber` the local day number of the day (for the eclipses near it).
 */
export function piecesOf(
  j: DayJudging,
  dayNumber: number,
  previous: number,
  vs: number,
  ve: number,
  weekday: number,
  sunrise: number | null,
  sunset: number | null,
): Piece[] {
  const { eph, place, sky, ingresses } = j
  const cuts: number[] = [vs, ve]
  const add = (ts: number[]) => {
    for (const t of ts) if (t > vs && t < ve) cuts.push(t)
  }
  for (const list of [
    sky.tithi,
    sky.karana,
    sky.nakshatra,
    sky.yoga,
    sky.moonSign,
    sky.sunSign,
    sky.sunNakshatra,
  ])
    add(boundariesIn(list, vs, ve))
  add(boundariesIn(sky.lunations, vs, ve))
  const avoided = avoidedParts(sky, vs, ve, weekday, sunrise, sunset)
  for (const a of avoided) add([a.startMs, a.endMs])
  const lagnas = lagnaSpans(eph, vs, ve, place)
  if (lagnas) add(lagnas.map((l) => l.startMs))
  const junctions = junctionsOf(sky, lagnas, vs, ve)
  for (const x of junctions) add([x.from, x.to])
  // Saṅkrāntis: the day of one, the sixteen ghaṭīs after it, and the day after.
  const inDay = ingresses.filter((g) => g.ms >= vs && g.ms < ve)
  for (const g of ingresses) add([g.ms + 16 * GHATI_MS])
  const before = ingresses.find((g) => g.ms >= previous && g.ms < vs) ?? null
  const slow = slowStretches(j, vs, ve)
  add(slow.changes)
  const eclipse = j.eclipses.some((e) => Math.abs(e - dayNumber) <= 3)

  const sorted = [...new Set(cuts)].sort((a, b) => a - b)
  const out: Piece[] = []
  const judged = new Map<string, Judgement>()
  for (let k = 0; k + 1 < sorted.length; k++) {
    const a = sorted[k]!
    const b = sorted[k + 1]!
    if (b - a < 1) continue
    const mid = (a + b) / 2
    const lagna = lagnas ? spanAt(lagnas, mid).signIndex : null
    const lun = spanAt(sky.lunations, mid)
    const moment: Moment = {
      weekday,
      tithi: spanAt(sky.tithi, mid).index + 1,
      nakshatra: spanAt(sky.nakshatra, mid).index,
      yoga: spanAt(sky.yoga, mid).index,
      karana: spanAt(sky.karana, mid).index,
      moonSign: spanAt(sky.moonSign, mid).index,
      sunSign: spanAt(sky.sunSign, mid).index,
      sunNakshatra: spanAt(sky.sunNakshatra, mid).index,
      month: { index: lun.index, adhika: lun.adhika },
      slow: slow.at(mid),
      lagna,
      gandanta: junctions.find((x) => x.from <= mid && mid < x.to)?.words ?? null,
      eclipse,
      sankranti: inDay.length > 0 || ingresses.some((g) => g.ms <= mid && mid < g.ms + 16 * GHATI_MS),
      sankrantiBefore: before?.sign ?? null,
    }
    // Touching pieces often differ only by a kālam's edge: the same moment is judged once.
    const stretch = slow.stretches.findIndex((t) => t > mid)
    const key = momentKey(moment, stretch)
    let judgement = judged.get(key)
    if (!judgement) judged.set(key, (judgement = judge(moment, j.rules, j.persons)))
    j.pieceKeys.set(judgement, key)
    out.push({
      startMs: a,
      endMs: b,
      moment,
      judgement,
      avoided: avoided.some((s) => s.startMs <= mid && mid < s.endMs),
      suited: lagna !== null && j.suitedLagnas.has(SIGNS[lagna]!),
    })
  }
  return j.rules.marriage ? withWeddingFaults(j, out, weekday, sunset) : out
}

/** The parts of the day avoided: Rāhu kālam, Yamagaṇḍa, Gulika and the durmuhūrtas (when the Sun rises
 *  and sets), and Varjyam. */
function avoidedParts(
  sky: Sky,
  vs: number,
  ve: number,
  weekday: number,
  sunrise: number | null,
  sunset: number | null,
): Span[] {
  const avoided: Span[] = []
  if (sunrise !== null && sunset !== null) {
    const k = kalams(sunrise, sunset, weekday)
    avoided.push(k.rahuKalam, k.yamaganda, k.gulikaKalam, ...durmuhurtas(sunrise, sunset, ve, weekday))
  }
  const nakHere = spansOver(sky.nakshatra, vs, ve)
  avoided.push(...nakshatraTimes(nakHere, vs, ve).varjyam)
  return avoided
}

/**
 * The gaṇḍānta junctions near the day, in the order a moment takes its words from: of the nakṣatras (two
 * ghaṭīs either side of the ends of Āśleṣā, Jyeṣṭhā and Revatī), of the tithis (one ghaṭī either side of
 * the ends of the 5th, 10th and 15th), and of the rising signs (half a ghaṭī either side of a water sign
 * giving way to a fire sign).
 */
function junctionsOf(sky: Sky, lagnas: LagnaSpan[] | null, vs: number, ve: number): Junction[] {
  const junctions: Junction[] = []
  for (const n of spansOver(sky.nakshatra, vs - 2 * GHATI_MS, ve + 2 * GHATI_MS))
    if (
      (n.index === 8 || n.index === 17 || n.index === 26) &&
      n.endMs > vs - 2 * GHATI_MS &&
      n.endMs < ve + 2 * GHATI_MS
    )
      junctions.push({
        from: n.endMs - 2 * GHATI_MS,
        to: n.endMs + 2 * GHATI_MS,
        words: text(
          `The Moon is at the junction of ${NAKSHATRAS[n.index]} and ${NAKSHATRAS[(n.index + 1) % 27]} (nakshatra gandanta)`,
          `चंद्रमा ${hiNak(n.index)} और ${hiNak((n.index + 1) % 27)} की संधि पर है (नक्षत्र गंडांत)`,
        ),
      })
  for (const t of spansOver(sky.tithi, vs - GHATI_MS, ve + GHATI_MS))
    if ((t.index + 1) % 5 === 0 && t.endMs > vs - GHATI_MS && t.endMs < ve + GHATI_MS)
      junctions.push({
        from: t.endMs - GHATI_MS,
        to: t.endMs + GHATI_MS,
        words: text(
          `The tithi is at the junction of ${tithiName(t.index + 1).name} and ${tithiName(((t.index + 1) % 30) + 1).name} (tithi gandanta)`,
          `तिथि ${hiTithiName(tithiName(t.index + 1).name)} और ${hiTithiName(tithiName(((t.index + 1) % 30) + 1).name)} की संधि पर है (तिथि गंडांत)`,
        ),
      })
  if (lagnas) {
    // Where a water sign gives way to a fire sign: at the end of a water sign, and at the start of a
    // fire sign (the first span of the day may have begun just before sunrise).
    const ends = new Map<number, number>()
    for (const l of lagnas) {
      if (l.signIndex % 4 === 3) ends.set(l.endMs, (l.signIndex + 1) % 12)
      if (l.signIndex % 4 === 0) ends.set(l.startMs, l.signIndex)
    }
    for (const [at, fire] of ends) {
      const water = (fire + 11) % 12
      junctions.push({
        from: at - GHATI_MS / 2,
        to: at + GHATI_MS / 2,
        words: text(
          `The rising sign is at the junction of ${SIGNS[water]} and ${SIGNS[fire]} (lagna gandanta)`,
          `लग्न ${hiSign(water)} और ${hiSign(fire)} की संधि पर है (लग्न गंडांत)`,
        ),
      })
    }
  }
  return junctions
}

/**
 * The slow grahas through [vs, ve): the instants where a fact of theirs changes, the stretches between
 * them, and the facts in a stretch (read once, at its middle; at the day's ends, from the scan's cache).
 */
function slowStretches(
  j: DayJudging,
  vs: number,
  ve: number,
): { changes: number[]; stretches: number[]; at: (mid: number) => SlowFacts } {
  const slowStart = j.slowAt(vs)
  const slowEnd = j.slowAt(ve)
  const changes = slowChanges(j.eph, vs, ve, slowStart, slowEnd)
  const stretches = [vs, ...changes, ve]
  const slowOf = new Map<number, SlowFacts>()
  const at = (mid: number): SlowFacts => {
    if (changes.length === 0) return slowStart
    const k = stretches.findIndex((t, i) => t <= mid && mid < stretches[i + 1]!)
    let f = slowOf.get(k)
    if (!f)
      slowOf.set(
        k,
        (f =
          k === 0
            ? slowStart
            : k === changes.length
              ? slowEnd
              : slowFactsAt(j.eph, (stretches[k]! + stretches[k + 1]!) / 2)),
      )
    return f
  }
  return { changes, stretches, at }
}

/** What a moment is judged by within its day (its weekday is the day's), with the slow grahas' stretch:
 *  two pieces with the same key have the same judgement. */
function momentKey(moment: Moment, stretch: number): string {
  return [
    moment.tithi,
    moment.nakshatra,
    moment.yoga,
    moment.karana,
    moment.moonSign,
    moment.sunSign,
    moment.sunNakshatra,
    moment.month.index,
    moment.month.adhika,
    moment.lagna,
    moment.gandanta?.en ?? null,
    moment.sankranti,
    stretch,
  ].join('|')
}

/**
 * For a wedding: the pieces that would be offered, cut again wherever a fact the other faults of the ten
 * read changes (wedding-faults.ts), and at sunset (bāṇa reads day and night), each judged with its faults.
 * Only these pieces can change by them, so the rest are not read again.
 */
function withWeddingFaults(j: DayJudging, pieces: Piece[], weekday: number, sunset: number | null): Piece[] {
  const open = (p: Piece) =>
    p.suited && !p.avoided && p.judgement.refusals.length === 0 && p.judgement.tier > 0
  if (!pieces.some(open)) return pieces
  const out: Piece[] = []
  const faultJudged = new Map<string, Judgement>()
  // The changes over the whole day, found once (the day is at most a day long, as the search wants).
  const changes = weddingFactChanges(j.eph, pieces[0]!.startMs, pieces[pieces.length - 1]!.endMs)
  if (sunset !== null) changes.push(sunset)
  for (const p of pieces) {
    if (!open(p)) {
      out.push(p)
      continue
    }
    const cuts = [p.startMs, ...changes.filter((t) => t > p.startMs && t < p.endMs), p.endMs]
    const sorted = [...new Set(cuts)].sort((a, b) => a - b)
    for (let k = 0; k + 1 < sorted.length; k++) {
      const a = sorted[k]!
      const b = sorted[k + 1]!
      const mid = (a + b) / 2
      const sky = { ...weddingLongitudesAt(j.eph, mid), weekday, night: sunset !== null && mid >= sunset }
      const faults = weddingFaults(sky)
      const moment = { ...p.moment, weddingFaults: faults }
      const key = `${j.pieceKeys.get(p.judgement)}#${weddingFactsKey(sky)}`
      let judgement = faultJudged.get(key)
      if (!judgement) faultJudged.set(key, (judgement = judge(moment, j.rules, j.persons)))
      out.push({ ...p, startMs: a, endMs: b, moment, judgement })
    }
  }
  return out
}
