/**
 * Compare the marriage days our muhurta scan offers at New Delhi for January–June 2027 with the published
 * lists of test/fixtures/published-muhurta.ts (issue 30), and explain every difference
 * (docs/research/muhurta-2027-comparison.md).
 *
 * For the person of the reviewer's searches (born 1993-05-17 06:40 IST at Hyderabad) it runs the scan
 * once over the whole range (the offered days), once for each day alone (a refused day's `excluded` keys
 * and near miss), and, for a day we refuse, once more with the weekday rule, Siṃhastha Guru or the
 * required marriage nakṣatra lifted (is that rule alone the cause?). Beside the engine's words it reads,
 * independently for each day, the plain facts the explanations rest on (scripts/muhurta-2027-sky.ts),
 * Muhurta Chintamani's other faults of a wedding among them: a day whose only usable time in a marriage
 * nakṣatra, clear of every other rule, carries vedha, ekārgala, krānti-sāmya or the mṛtyu arrow is
 * explained by that fault.
 *
 *   npx tsx scripts/compare-muhurta-2027.ts            # the tables, as Markdown, on stdout
 *   npx tsx scripts/compare-muhurta-2027.ts --json F   # and every day's facts as JSON in F
 */
import { writeFileSync } from 'node:fs'
import { DateTime } from 'luxon'
import { limbsAt } from '../src/jyotisha/panchanga/index.js'
import type { MuhurtaEventRule } from '../src/readings/muhurta/catalogue-types.js'
import { scanMuhurta, type Window } from '../src/readings/muhurta/scan.js'
import {
  PUBLISHED_MARRIAGE_LISTS_2027 as LISTS,
  type PublishedDate,
  type PublishedList,
} from '../test/fixtures/published-muhurta.js'
import {
  blocksOf,
  clearButFaults,
  dayFacts,
  decisiveRefusal,
  eph,
  FAULT_KEYS,
  goodLimbs,
  lifting,
  hmOf,
  isDagdha,
  marriage,
  MIN,
  nakWords,
  natal,
  PLACE,
  runsOf,
  runWords,
  sid,
  tithiWords,
  ymd,
  ZONE,
  type DayFacts,
  type Sample,
} from './muhurta-2027-sky.js'

const FIRST = '2027-01-01'
const LAST = '2027-06-30'
/**
 * The days this comparison's first run found offered, before the engine required a marriage nakṣatra
 * and refused the dagdha tithi for a wedding.
 */
const OFFERED_FIRST_RUN = [
  '2027-01-27',
  '2027-02-03',
  '2027-02-08',
  '2027-02-22',
  '2027-03-04',
  '2027-03-05',
  '2027-03-10',
  '2027-04-28',
  '2027-04-30',
  '2027-05-07',
  '2027-05-17',
  '2027-05-24',
  '2027-05-27',
  '2027-06-07',
  '2027-06-09',
  '2027-06-18',
  '2027-06-23',
]
/** The days its second run found offered, before the engine judged the other faults of the ten. */
const OFFERED_SECOND_RUN = [
  '2027-01-27',
  '2027-02-22',
  '2027-03-04',
  '2027-03-10',
  '2027-04-28',
  '2027-05-07',
  '2027-05-17',
  '2027-05-24',
  '2027-06-09',
  '2027-06-18',
]
/** An event's rules with one lifted, to see whether that rule alone refuses a day. */
const anyWeekday = (e: MuhurtaEventRule): MuhurtaEventRule => ({
  ...e,
  weekdays: { ...e.weekdays, avoided: [] },
})
const noSimhastha = (e: MuhurtaEventRule): MuhurtaEventRule => ({
  ...e,
  exclusions: e.exclusions.filter((x) => x !== 'simhastha_guru'),
})
const anyNakshatra = (e: MuhurtaEventRule): MuhurtaEventRule => ({ ...e, nakshatraRequired: false })

const scan = (event: MuhurtaEventRule, first: string, last: string, topN: number) =>
  scanMuhurta(eph, {
    event,
    place: PLACE,
    zone: ZONE,
    first: ymd(first),
    last: ymd(last),
    timeOfDay: null,
    topN,
    subjectName: null,
    natal,
  })

const bestWords = (w: Window, date: string) => {
  const s = w.spans[w.best]!
  return `${hmOf(s.startMs, date)}–${hmOf(s.endMs, date)} ${s.limbs.nakshatra.name}, ${s.limbs.tithi.paksha} ${s.limbs.tithi.name}, ${s.lagna} rising`
}

/** The engine's verdict on one day scanned alone, for an event. */
export interface Verdict {
  offered: boolean
  quality: string | null
  best: string | null
  /** The best span's nakṣatra is one of the eleven. */
  bestNakFavoured: boolean | null
  /** The best span's tithi (1…30) and the Sun's sidereal sign (0…11) at its start. */
  bestTithi: number | null
  bestSunSign: number | null
  /** Refusal keys of a refused day (`no_clear_time` when different refusals held at different times). */
  keys: string[]
  notOffered: boolean
  nearMiss: string | null
}
export function verdictOf(date: string, event: MuhurtaEventRule = marriage): Verdict {
  const r = scan(event, date, date, 5)
  const w = r.windows[0]
  const miss = r.nearMisses[0]
  const s = w?.spans[w.best]
  return {
    offered: w !== undefined,
    quality: w?.quality ?? null,
    best: w ? bestWords(w, date) : null,
    bestNakFavoured: s ? (marriage.nakshatras.favoured as string[]).includes(s.limbs.nakshatra.name) : null,
    bestTithi: s ? s.limbs.tithi.number : null,
    bestSunSign: s ? Math.floor(sid('Sun', s.startMs).lon / 30) : null,
    keys: r.excluded.map((e) => e.key),
    notOffered: r.notOffered > 0,
    nearMiss: miss ? `${hmOf(miss.startMs, date)}–${hmOf(miss.endMs, date)}: ${miss.refusedFor}` : null,
  }
}

/** The explained causes of a difference. */
export const CAUSES = {
  weekday: 'Weekday our catalogue refuses (Sunday, Tuesday, Saturday); the list accepts it',
  simhastha_guru: 'Siṃhastha Guru: Jupiter in sidereal Leo, which our catalogue refuses in every region',
  kharmas: 'Kharmās: the Sun in sidereal Pisces',
  nakshatra: 'The day’s nakṣatra is one our list refuses for a wedding (Puṣya, Āśleṣā, Pūrvāṣāḍhā …)',
  tithi: 'A Riktā tithi (Caturdaśī) through the usable day',
  chandrashtama:
    'Personal: Candrāṣṭama for this person (the Moon in Libra, 8th from the natal Moon in Pisces)',
  tarabala:
    'Personal: Vipat tārā in the first round from the birth star (Aśvinī, 3rd from Uttara Bhādrapadā)',
  moon_yuti: 'The Moon in one nakṣatra with Saturn (Revatī)',
  lagna_shuddhi:
    'No rising sign clean of malefics in the 7th and 8th (or of the Moon in the 8th) while the limbs are good',
  limbs:
    'The marriage nakṣatra never meets a tithi, yoga and karaṇa we accept at a usable time (Riktā tithi, Vaidhṛti, Viṣṭi)',
  no_marriage_nakshatra: 'No marriage nakṣatra at any usable time of the day, and refusals over the rest',
  dagdha_tithi:
    'The dagdha tithi: the tithi the Sun’s sign “burns” stands wherever the limbs are otherwise good',
  sankranti: 'Saṅkrānti: the Sun enters a sign in the Vedic day',
  vedha:
    'Vedha: wherever a marriage nakṣatra is clear of every other rule, a graha stands in the nakṣatra on one line with the Moon’s on the five-line chakra',
  ekargala:
    'Ekārgala: wherever a marriage nakṣatra is clear of every other rule, the yoga is one of the nine and the Moon an odd count from the Sun',
  kranti_samya:
    'Krānti-sāmya: wherever a marriage nakṣatra is clear of every other rule, the Sun and the Moon are in a pair of signs of the table',
  bana: 'The mṛtyu arrow: wherever a marriage nakṣatra is clear of every other rule, the Sun’s degree sets it running',
  nakshatra_required:
    'Clear of refusals only at times without one of the eleven marriage nakṣatras, which a wedding needs',
  too_short: 'Clear and supported for less than the ten minutes a span needs',
  selection: 'The list is a short selection, not every day of its months',
  pattern: 'The list is a weekly pattern of dates, not a reading of the sky',
  unexplained: 'Not explained by any rule either side states',
} as const
export type Cause = keyof typeof CAUSES

const SPECIFIC: Cause[] = [
  'weekday',
  'simhastha_guru',
  'kharmas',
  'nakshatra',
  'tithi',
  'chandrashtama',
  'tarabala',
  'moon_yuti',
  'dagdha_tithi',
  'sankranti',
  ...FAULT_KEYS,
]

export interface Explained {
  cause: Cause
  /** Other refusals that also held, and what still refuses the day once the rule is lifted. */
  also: string[]
  fact: string
  /** With the weekday rule (or Siṃhastha Guru, or the required nakṣatra) lifted, the day would be offered. */
  aloneDecides: boolean | null
}

const TEN_MIN = 10 * MIN
const isFault = (k: string) => (FAULT_KEYS as readonly string[]).includes(k)
const span = (from: number, to: number, date: string) => `${hmOf(from, date)}–${hmOf(to, date)}`
/** The usable samples in runs, each with its time and words. */
const runText = (f: DayFacts, stepMs: number, keep: (s: Sample) => boolean) =>
  runsOf(f, stepMs, keep)
    .map((r) => `${span(r.fromMs, r.toMs, f.date)} ${r.words}`)
    .join(' · ')

/**
 * A day whose usable time in a marriage nakṣatra, clear of every rule but the other faults of the ten,
 * comes to ten minutes or more: each minute of it carries one of vedha, ekārgala, krānti-sāmya or the
 * mṛtyu arrow, and the one that stands in most of it decides. `too_short` when that time is shorter.
 * (The scan judges those faults only where a time would otherwise be offered.)
 */
function faultDecides(date: string, f: DayFacts, lifted: readonly string[]): Explained | null {
  if (!f.samples.some(clearButFaults)) return null
  const fine = lifting(dayFacts(date, MIN), lifted)
  const blocks = blocksOf(fine, MIN, clearButFaults)
  if (blocks.length === 0) return null
  const long = blocks.filter((b) => b.toMs - b.fromMs >= TEN_MIN)
  const within = (bs: typeof blocks) => (s: Sample) => bs.some((b) => b.samples.includes(s))
  if (long.length === 0)
    return {
      cause: 'too_short',
      also: [...new Set(blocks.flatMap((b) => b.samples.flatMap((x) => x.keys)))],
      fact: `Clear of every other rule in a marriage nakṣatra only ${runText(fine, MIN, within(blocks))}; ${nakWords(f)}; ${tithiWords(f)}.`,
      aloneDecides: null,
    }
  const n = new Map<string, number>()
  for (const b of long)
    for (const x of b.samples) {
      if (x.keys.length === 0)
        throw new Error(`${date}: clear and in a marriage nakṣatra at ${hmOf(x.t, date)}, yet not offered`)
      for (const k of x.keys) n.set(k, (n.get(k) ?? 0) + 1)
    }
  const order = [...n.entries()].sort(
    (a, b) => b[1] - a[1] || FAULT_KEYS.indexOf(a[0] as never) - FAULT_KEYS.indexOf(b[0] as never),
  )
  const cautions = [...new Set(long.flatMap((b) => b.samples.flatMap((x) => x.faults.cautions)))]
  return {
    cause: order[0]![0] as Cause,
    also: order.slice(1).map(([k]) => k),
    fact:
      `Clear of every other rule, in a marriage nakṣatra, only ${runText(fine, MIN, within(long))}` +
      `${cautions.length ? ` (cautions there: ${cautions.join(', ')})` : ''}; ${nakWords(f)}; ${tithiWords(f)}.`,
    aloneDecides: null,
  }
}

/** The causes a day refused for no clear time can have, from its decisive refusal (else `limbs`). */
const DECISIVE_CAUSES: readonly Cause[] = [
  'lagna_shuddhi',
  'moon_yuti',
  'chandrashtama',
  'tarabala',
  'dagdha_tithi',
  'no_marriage_nakshatra',
  'simhastha_guru',
  'kharmas',
  'sankranti',
]

/**
 * Why a day is not offered: the engine's key, with the fact that shows it. `lifted` names the sampled
 * refusals whose rule `event` has taken out, when the day is explained again with a rule lifted.
 */
export function explainRefused(
  date: string,
  v: Verdict,
  f: DayFacts,
  event: MuhurtaEventRule = marriage,
  lifted: readonly string[] = [],
): Explained {
  const wordsOf = (key: string) => [
    ...new Set(f.samples.flatMap((x) => x.holds.filter(([k]) => k === key).map(([, w]) => w))),
  ]
  const facts: Record<string, string> = {
    weekday: `${f.weekday}.`,
    kharmas: `The Sun in sidereal ${f.sunSign}${f.sunSignNext !== f.sunSign ? ` (${f.sunSignNext} by the next sunrise)` : ''}.`,
    simhastha_guru: `Jupiter in sidereal ${f.jupiterSign}.`,
    nakshatra: `${nakWords(f)}.`,
    tithi: `${tithiWords(f)}.`,
    chandrashtama: `The Moon in ${f.moonSigns.map((m) => `${m.name}, ${m.house}th from the natal Moon, until ${hmOf(m.untilMs, date)}`).join('; ')}.`,
    tarabala: `${f.nakshatras.map((n) => `${n.name}: ${n.tara}`).join('; ')}.`,
    dagdha_tithi: `${tithiWords(f)}; the Sun in sidereal ${f.sunSign}.`,
    sankranti: `${f.sankranti ?? 'A saṅkrānti'}.`,
  }
  // With the weekday rule or Siṃhastha Guru lifted: is the day offered, and if not, why not?
  const lift = v.keys.includes('weekday')
    ? { event: anyWeekday(event), keys: lifted, label: 'the weekday rule' }
    : v.keys.includes('simhastha_guru')
      ? { event: noSimhastha(event), keys: [...lifted, 'simhastha_guru'], label: 'Siṃhastha Guru' }
      : null
  const alone = lift ? verdictOf(date, lift.event) : null
  const after =
    lift && alone && !alone.offered
      ? explainRefused(date, alone, lifting(f, lift.keys), lift.event, lift.keys)
      : null
  const also = after ? [after.cause, ...after.also.filter((k) => k !== 'no_clear_time')] : []
  for (const c of SPECIFIC)
    if (v.keys.includes(c)) {
      const yuti = [...new Set(f.samples.flatMap((x) => x.words.filter((w) => w.startsWith('Moon with'))))]
      const fact =
        c === 'moon_yuti'
          ? `${nakWords(f)}; ${yuti.join(', ')} at every usable time.`
          : isFault(c)
            ? `${wordsOf(c).join('; ')}.`
            : facts[c]!
      return {
        cause: c,
        also: [...new Set([...v.keys.filter((k) => k !== c), ...also])],
        fact: after ? `${fact} With ${lift!.label} lifted: ${after.fact}` : fact,
        aloneDecides: alone ? alone.offered : null,
      }
    }
  if (!v.keys.includes('no_clear_time') && !v.notOffered)
    throw new Error(`${date}: refused without a key: ${JSON.stringify(v)}`)
  const byFault = faultDecides(date, f, lifted)
  if (byFault) return byFault
  // Elsewhere the faults are not judged: the decisive refusal is one of the others.
  const others = lifting(f, FAULT_KEYS)
  if (v.keys.includes('no_clear_time')) {
    const d = decisiveRefusal(others)
    return {
      cause: DECISIVE_CAUSES.find((c) => c === d) ?? 'limbs',
      also: ['no_clear_time'],
      fact:
        `${nakWords(f)}; ${tithiWords(f)}. ` +
        (others.samples.some(goodLimbs)
          ? `Usable time where the limbs are good: ${runWords(others, goodLimbs)}.`
          : others.samples.some((x) => x.favouredNak)
            ? `Usable time in a marriage nakṣatra: ${runWords(others, (x) => x.favouredNak)}.`
            : 'No marriage nakṣatra at any usable time.'),
      aloneDecides: null,
    }
  }
  // Clear somewhere, but only without a marriage nakṣatra: would the day be offered without that rule?
  const fine = lifting(dayFacts(date, MIN), lifted)
  const clearOfOthers = (s: Sample) => s.keys.every(isFault)
  const faultsThere = [...new Set(fine.samples.filter(clearOfOthers).flatMap((s) => s.keys))]
  const anyNak = verdictOf(date, anyNakshatra(event))
  const without = anyNak.offered
    ? `Without the rule: ${anyNak.quality}, ${anyNak.best}.`
    : `Without the rule: not offered either${anyNak.nearMiss ? ` (near miss ${anyNak.nearMiss})` : ''}.`
  return {
    cause: 'nakshatra_required',
    also: anyNak.offered ? [] : faultsThere.length ? faultsThere : ['not supported'],
    fact: `Clear of every other rule only ${runText(fine, MIN, clearOfOthers)}; ${nakWords(f)}; ${tithiWords(f)}; ${f.weekday}. ${without}`,
    aloneDecides: anyNak.offered,
  }
}

/** Why we offer a day a list leaves out. */
function explainUnlisted(list: PublishedList): Cause {
  if (list.id === 'muhurats2027' || list.id === 'uttaradi') return 'selection'
  if (list.id === 'pune') return 'pattern'
  return 'unexplained'
}

/** A list's own nakṣatra and tithi, checked against the sky at its time (or anywhere in the day). */
function claimCheck(p: PublishedDate, f: DayFacts): string | null {
  if (!p.nakshatra && !p.tithi) return null
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, '').replace('dwitiya', 'dvitiya')
  const printed = [p.nakshatra, p.tithi].filter(Boolean).join(', ')
  if (!p.window) {
    const inDay =
      (!p.nakshatra || f.nakshatras.some((n) => norm(n.name) === norm(p.nakshatra!))) &&
      (!p.tithi || f.tithis.some((t) => norm(t.name).endsWith(norm(p.tithi!))))
    return `prints ${printed}: ${inDay ? 'both run in the day' : 'not found in the day'}`
  }
  // Every printed window starts on its own date (the evening ones run past midnight).
  const [h, m] = p.window[0].split(':').map(Number) as [number, number]
  const at = DateTime.fromObject({ ...ymd(p.date), hour: h, minute: m }, { zone: ZONE }).toMillis()
  const l = limbsAt(eph, at)
  const nakOk = !p.nakshatra || norm(p.nakshatra) === norm(l.nakshatra.name)
  const tithiOk = !p.tithi || norm(p.tithi) === norm(`${l.tithi.paksha}${l.tithi.name}`)
  const found = `${l.nakshatra.name}, ${l.tithi.paksha} ${l.tithi.name}`
  return `prints ${printed} from ${p.window[0]}: ${nakOk && tithiOk ? 'as found' : `the sky has ${found}`}`
}

export interface Row {
  date: string
  facts: DayFacts
  verdict: Verdict
  listed: Record<string, boolean>
  /** Offered in this comparison's earlier runs: in both, in the first only, or in neither. */
  before: 'both runs' | 'first run' | null
  /** A listed day (or one offered before) we do not offer. */
  refused: Explained | null
  /** A day we offer, for each list that covers its month and leaves it out. */
  unlisted: Record<string, Cause>
  claims: Record<string, string>
}

/** The whole comparison: every day of the range that a list gives, we offer, or we offered before. */
export function compare(): { offered: Window[]; rows: Row[] } {
  const full = scan(marriage, FIRST, LAST, 366)
  const offered = new Map(full.windows.map((w) => [w.date, w]))
  const rows: Row[] = []
  for (let d = DateTime.fromISO(FIRST, { zone: ZONE }); d.toISODate()! <= LAST; d = d.plus({ days: 1 })) {
    const date = d.toISODate()!
    const entry = (l: PublishedList) => l.dates.find((x) => x.date === date)
    const listed = Object.fromEntries(LISTS.map((l) => [l.id, entry(l) !== undefined]))
    const before = OFFERED_SECOND_RUN.includes(date)
      ? 'both runs'
      : OFFERED_FIRST_RUN.includes(date)
        ? 'first run'
        : null
    if (!offered.has(date) && !before && !Object.values(listed).some(Boolean)) continue
    const facts = dayFacts(date)
    const verdict = verdictOf(date)
    if (verdict.offered !== offered.has(date))
      throw new Error(`${date}: the one-day scan disagrees with the range`)
    // The two rules of the engine's change, checked on every offered day's best span rather than assumed.
    if (verdict.offered && !verdict.bestNakFavoured)
      throw new Error(`${date}: offered without a marriage nakṣatra`)
    if (verdict.offered && isDagdha(verdict.bestTithi!, verdict.bestSunSign!))
      throw new Error(`${date}: offered on a dagdha tithi`)
    const unlisted: Record<string, Cause> = {}
    if (verdict.offered)
      for (const l of LISTS)
        if (!listed[l.id] && l.monthsListed.includes(d.month)) unlisted[l.id] = explainUnlisted(l)
    const claims: Record<string, string> = {}
    for (const l of LISTS) {
      const e = entry(l)
      const c = e ? claimCheck(e, facts) : null
      if (c) claims[l.id] = c
    }
    const refused = verdict.offered ? null : explainRefused(date, verdict, facts)
    rows.push({ date, facts, verdict, listed, before, refused, unlisted, claims })
  }
  return { offered: full.windows, rows }
}

function markdown({ offered, rows }: ReturnType<typeof compare>): string {
  const out: string[] = []
  const cell = (s: string) => s.replace(/\|/g, '/')
  for (let m = 1; m <= 6; m++) {
    out.push(`### ${DateTime.fromObject({ year: 2027, month: m }).toFormat('LLLL yyyy')}`, '')
    out.push(`| date | day | ${LISTS.map((l) => l.id).join(' | ')} | ours | cause | the fact |`)
    out.push(`| --- | --- | ${LISTS.map(() => '---').join(' | ')} | --- | --- | --- |`)
    for (const r of rows.filter((x) => Number(x.date.slice(5, 7)) === m)) {
      const v = r.verdict
      const ours = v.offered
        ? `offered, ${v.quality}: ${v.best}`
        : `${r.before ? `offered in the ${r.before === 'both runs' ? 'first and second runs' : 'first run'}, now ` : ''}${v.keys.length > 0 ? `refused: ${v.keys.join(', ')}` : 'not offered'}${v.nearMiss ? ` (near miss ${v.nearMiss})` : ''}`
      let cause: string
      let fact: string
      if (r.refused) {
        cause = `${r.refused.cause}${r.refused.aloneDecides === true ? ' (alone)' : ''}${r.refused.also.length ? `; also ${r.refused.also.join(', ')}` : ''}`
        fact = r.refused.fact
      } else {
        const u = Object.entries(r.unlisted)
        cause =
          u.length === 0
            ? 'in every list that covers the month'
            : u.map(([id, c]) => `${id}: ${c}`).join('; ')
        fact = `${nakWords(r.facts)}; ${tithiWords(r.facts)}.`
      }
      const claims = Object.entries(r.claims).map(([id, c]) => ` ${id} ${c}.`)
      if (r.facts.faultsAllDay.length > 0)
        claims.push(` Through the whole Vedic day: ${r.facts.faultsAllDay.join('; ')}.`)
      const marks = LISTS.map((l) => (r.listed[l.id] ? 'yes' : '—')).join(' | ')
      out.push(
        `| ${r.date} | ${r.facts.weekday.slice(0, 3)} | ${marks} | ${cell(ours)} | ${cell(cause)} | ${cell(fact + claims.join(''))} |`,
      )
    }
    out.push('')
  }
  const ours = new Set(offered.map((w) => w.date))
  const causeOf = new Map(rows.filter((r) => r.refused).map((r) => [r.date, r.refused!.cause]))
  out.push('### Counts', '')
  out.push(
    '| list | months in full | days listed | we offer, its months | agree | listed, not offered | offered, not listed | differences | explained | unexplained |',
  )
  out.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const l of LISTS) {
    const days = l.dates.filter((x) => x.date >= FIRST && x.date <= LAST).map((x) => x.date)
    const inMonths = [...ours].filter(
      (x) => l.monthsListed.includes(Number(x.slice(5, 7))) || days.includes(x),
    )
    const common = days.filter((x) => ours.has(x))
    const extra = inMonths.filter((x) => !days.includes(x))
    const causes = [
      ...days.filter((x) => !ours.has(x)).map((x) => causeOf.get(x) ?? 'unexplained'),
      ...extra.map(() => explainUnlisted(l)),
    ]
    const unexplained = causes.filter((c) => c === 'unexplained').length
    out.push(
      `| ${l.id} | ${l.monthsListed.join(', ') || '—'} | ${days.length} | ${inMonths.length} | ${common.length} | ${days.length - common.length} | ${extra.length} | ${causes.length} | ${causes.length - unexplained} | ${unexplained} |`,
    )
  }
  const anyList = new Set(LISTS.flatMap((l) => l.dates.map((x) => x.date)))
  out.push(
    `| any list | | ${anyList.size} | ${ours.size} | ${[...anyList].filter((x) => ours.has(x)).length} | ${[...anyList].filter((x) => !ours.has(x)).length} | | | | |`,
    '',
  )
  const byCause = (keep: (r: Row) => boolean) => {
    const by = new Map<Cause, string[]>()
    for (const r of rows)
      if (r.refused && keep(r)) by.set(r.refused.cause, [...(by.get(r.refused.cause) ?? []), r.date.slice(5)])
    return [...by.entries()].sort((a, b) => b[1].length - a[1].length)
  }
  const isListed = (r: Row) => Object.values(r.listed).some(Boolean)
  out.push('### Listed days we do not offer, by cause', '', '| cause | days | dates |', '| --- | --- | --- |')
  for (const [c, ds] of byCause(isListed)) out.push(`| ${CAUSES[c]} | ${ds.length} | ${ds.join(', ')} |`)
  const listedBy = (date: string) =>
    LISTS.filter((l) => l.dates.some((x) => x.date === date)).map((l) => l.id)
  const withLists = (d: string) =>
    listedBy(`2027-${d}`).length ? `${d} (${listedBy(`2027-${d}`).join(', ')})` : d
  for (const [run, title] of [
    [
      'both runs',
      'Days offered in the second run (before the other faults of the ten), no longer offered, by cause',
    ],
    [
      'first run',
      'Days offered in the first run only (before the marriage nakṣatra and the dagdha tithi), by cause',
    ],
  ] as const) {
    out.push('', `### ${title}`, '', '| cause | days | dates |', '| --- | --- | --- |')
    for (const [c, ds] of byCause((r) => r.before === run))
      out.push(`| ${CAUSES[c]} | ${ds.length} | ${ds.map(withLists).join(', ')} |`)
  }
  const un = new Map<Cause, string[]>()
  for (const r of rows)
    for (const [id, c] of Object.entries(r.unlisted))
      un.set(c, [...(un.get(c) ?? []), `${r.date.slice(5)} (${id})`])
  out.push(
    '',
    '### Days we offer that a list covering the month leaves out, by cause',
    '',
    '| cause | days | dates (list) |',
    '| --- | --- | --- |',
  )
  for (const [c, ds] of [...un.entries()].sort((a, b) => b[1].length - a[1].length))
    out.push(`| ${CAUSES[c]} | ${ds.length} | ${ds.join(', ')} |`)
  return out.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = compare()
  process.stdout.write(`${markdown(result)}\n`)
  const j = process.argv.indexOf('--json')
  if (j > 0) writeFileSync(process.argv[j + 1]!, JSON.stringify(result.rows, null, 1))
}
