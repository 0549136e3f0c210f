/**
 * Compatibility (spec §4.5): both charts computed and read together at the reference date.
 *
 * - the traditional matching of the two Moons: Aṣṭakūṭa (36 guṇas) with its exceptions, the ten
 *   poruthams (Tamil, with Kerala beside), in the traditional direction from the bride's star to the
 *   groom's, or both ways when the genders do not decide it;
 * - the doṣas: nāḍī, bhakūṭ, gaṇa, Maṅgala (both charts, and whether they balance), Rajju and Vedha;
 *   pāpasāmya, the balance of the malefics between the charts;
 * - the charts themselves: the 7th house, its lord, Venus and Jupiter in each and in the navāṃśa, the
 *   corpus's marriage statements for each, and how the lagnas and Moons relate;
 * - time: the periods each runs now and over ten years, their sandhis, Sade Sati, and where they coincide;
 * - sensitivity to the birth times, and a verdict in the vocabulary of `/v1/interpret`.
 */
import { DateTime } from 'luxon'
import { anglesAt, type Ephemeris } from '../../astro/index.js'
import type { ChartReading } from '../../corpus/from-chart.js'
import type { Corpus } from '../../corpus/load.js'
import type { BirthInput } from '../../jyotisha/birth.js'
import type { ChartSettings } from '../../jyotisha/chart.js'
import { moonPlace, type MoonPlace } from '../../jyotisha/kootas/ashtakoota.js'
import { manglik } from '../../jyotisha/kootas/manglik.js'
import { papasamya, type PapasamyaResult } from '../../jyotisha/kootas/papasamya.js'
import { sensitivityOf, unknownWithoutTime, type SensitivityNote } from '../../jyotisha/kootas/sensitivity.js'
import { NAKSHATRAS, SIGNS, type Nakshatra, type Sign } from '../../astro/index.js'
import { LEAN_WORDS, type Confidence, type Outlook } from '../interpret.js'
import {
  coupleFactors,
  marriageStatements,
  partnerChart,
  togetherNotes,
  type CoupleFactor,
  type PartnerChartView,
  type TogetherNote,
} from './charts.js'
import { manglikCouple, manglikView, poruthamDoshas, type DoshaView, type ManglikView } from './doshas.js'
import {
  ashtakootaView,
  poruthamViews,
  gunaBand,
  rolesFrom,
  type AshtakootaView,
  type GunaBand,
  type PoruthamSummary,
  type PoruthamView,
  type Roles,
  type Side,
} from './kootas.js'
import { papasamyaView, type PapasamyaView } from './papasamya.js'
import { COMPANIONSHIP_AGE_YEARS, coupleFrame } from './frame.js'
import { tableNotes, type TableNote } from './tables.js'
import {
  coupleTiming,
  runningOf,
  SANDHI_MONTHS,
  TIMING_YEARS,
  type RunningView,
  type TimingView,
} from './timing.js'

export type { Side } from './kootas.js'

export interface PartnerInput {
  birth: BirthInput
  name?: string
  gender?: 'male' | 'female'
}

export interface PartnerSummary {
  name: string | null
  gender: 'male' | 'female' | null
  timeKnown: boolean
  moon: { longitude: number; sign: Sign; nakshatra: Nakshatra; pada: number }
  /** The lagna's sign; null when the birth time is unknown. */
  lagna: Sign | null
  currentDasha: RunningView | null
}

export interface SensitivityView {
  boundary: SensitivityNote['boundary']
  minutes: number
  affects: string[]
  explanation: string
}

export interface CompatibilityContent {
  contentVersion: string
  a: PartnerSummary
  b: PartnerSummary
  roles: { bride: Side; groom: Side; fromGender: boolean; note: string }
  ashtakoota: AshtakootaView
  ashtakootaReverse?: AshtakootaView
  poruthams: PoruthamView[]
  poruthamsReverse?: PoruthamView[]
  poruthamSummary: PoruthamSummary
  poruthamSummaryReverse?: PoruthamSummary
  /** Where a kūṭa and the porutham that judges the same relation disagree, in the direction of `roles`. */
  tableAgreement: TableNote[]
  tableAgreementReverse?: TableNote[]
  doshas: DoshaView[]
  manglik: { a: ManglikView; b: ManglikView; balanced: boolean; explanation: string }
  papasamya: PapasamyaView
  chartReading: {
    supportingFactors: CoupleFactor[]
    cautionaryFactors: CoupleFactor[]
    a: PartnerChartView
    b: PartnerChartView
    together: TogetherNote[]
  }
  timing: TimingView
  sensitivity: {
    a: { notes: SensitivityView[]; unknown: string[] }
    b: { notes: SensitivityView[]; unknown: string[] }
    summary: string
  }
  verdict: { outlook: Outlook; confidence: Confidence; reasons: string[]; summary: string }
  conventions: Record<string, string>
}

export const COMPATIBILITY_CONVENTIONS: Readonly<Record<string, string>> = {
  direction:
    'The kūṭas and poruthams count from the bride’s star (or sign) to the groom’s. With both genders given and different, the female partner is the bride; otherwise both directions are given, `ashtakoota` and `poruthams` counting from a’s star to b’s and the `…Reverse` fields from b’s to a’s, and the doṣas follow the first.',
  ashtakoota:
    'The common North Indian tables: varṇa by Moon sign (water Brahmin, fire Kshatriya, earth Vaishya, air Shudra); vaśya with Sagittarius and Capricorn split at 15°; tārā 1.5 each way unless Vipat, Pratyari or Vadha; yoni by the 14-animal table; graha maitrī by the natural relations; gaṇa with the groom’s gaṇa in the rows (Deva groom with a Manushya bride 5, the reverse 6; Rakshasa groom with a Deva bride 0, the reverse 1); bhakūṭ 0 for 2/12, 5/9 and 6/8; nāḍī 0 for the same nāḍī. Some services (AstroSage among them) read gaṇa with the roles exchanged.',
  exceptions:
    'The parihāras of Muhurta Chintamani for nāḍī, bhakūṭ and gaṇa. Those only some authorities hold (nāḍī in the same star but another pada, nāḍī with friendly sign lords, gaṇa with the bride’s star beyond the 14th from the groom’s) are reported and never used for `totalAfterExceptions`, which restores the points of a doṣa a generally held exception cancels; `total` is never changed.',
  poruthams:
    'The Tamil usage (the most copied Tamil statements of the rules; docs/compatibility.md names them), graded uttama, madhyama or none; each porutham also by the Kerala usage (its verses: the 3rd, 5th and 7th stars and the 88th and 108th padas for Dina, more than fifteen for Strī-dīrgha, male and female stars for Yoni, the 7th to 12th signs for Rāśi, the three-fold rajju). Rajju and Vedha are vetoes. Rāśyadhipati follows the natural relations both ways: Jupiter and Venus do not agree, which Prokerala’s tables read otherwise.',
  manglik:
    'Mars in the 1st, 4th, 7th, 8th or 12th house counted from the lagna, the Moon and Venus; present when it holds from the lagna or the Moon (from the Moon alone without a birth time), its intensity the number of references; the South Indian list (2nd instead of 1st) beside. Balanced when both or neither have it.',
  papasamya:
    'The malefics (Mars, Saturn, the Sun, Rahu) in the 1st, 2nd, 4th, 7th, 8th and 12th from the lagna, the Moon and Venus; see `papasamya.method`.',
  dashaSandhi: `A daśā sandhi is read as ${SANDHI_MONTHS} months either side of a change of mahādaśā.`,
  timing: `Vimśottarī from the reference date over the next ${TIMING_YEARS} years; each antardaśā’s tone for marriage as \`/v1/interpret\` reads it; Sade Sati is Saturn in the 12th, 1st and 2nd signs from the natal Moon.`,
  tableAgreement:
    'A kūṭa approves with more than half its points and refuses with less (exactly half is neither); a porutham approves when it agrees by the Tamil usage. Each pair judging one relation (vaśya and Vaśya, tārā and Dina, yoni and Yoni, graha maitrī and Rāśyadhipati, gaṇa and Gaṇa, bhakūṭ and Rāśi) is explained where one approves and the other does not.',
  companionship: `When both partners are ${COMPANIONSHIP_AGE_YEARS} or older at the reference date, the reading is framed for companionship: the statements about family-making are left out of the words (they still weigh in each chart’s outlook), and Mahendra is read for the well-being the two build together.`,
  zodiac: 'Sidereal, Lahiri ayanāṃśa, mean nodes, whole-sign houses.',
}

function partnerSummary(p: PartnerInput, r: ChartReading, moon: MoonPlace): PartnerSummary {
  const m = r.core.planets.find((x) => x.planet === 'Moon')!
  const f = r.ctx.natal.facts
  return {
    name: p.name ?? null,
    gender: p.gender ?? null,
    timeKnown: f.timeKnown,
    moon: {
      longitude: m.longitude,
      sign: SIGNS[moon.sign]!,
      nakshatra: NAKSHATRAS[moon.nakshatra]!,
      pada: moon.pada,
    },
    lagna: f.timeKnown ? SIGNS[f.lagnaSign]! : null,
    currentDasha: runningOf(r),
  }
}

const BOUNDARY_WORDS: Readonly<Record<SensitivityNote['boundary'], string>> = {
  nakshatra: 'the Moon is near the edge of its nakṣatra',
  pada: 'the Moon is near the edge of its pada',
  sign: 'the Moon is near the edge of its sign',
  vashyaHalf: 'the Moon is near the 15° that divides its sign for vaśya',
  lagnaSign: 'the lagna is near a change of sign',
}

function sensitivityFor(
  eph: Ephemeris,
  r: ChartReading,
  birth: BirthInput,
): { notes: SensitivityView[]; unknown: string[] } {
  const g = r.core.internal.grahas.Moon
  const t = r.core.internal.instant
  const f = r.ctx.natal.facts
  if (!f.timeKnown) {
    const [y, mo, d] = birth.date.split('-').map(Number) as [number, number, number]
    const start = DateTime.fromObject({ year: y, month: mo, day: d }, { zone: birth.timezone })
    const moonAt = (ms: number) => eph.position('Moon', eph.instant(ms).jdTt, { ayanamsa: 'lahiri' }).lon
    return {
      notes: [],
      unknown: unknownWithoutTime(moonAt(start.toMillis()), moonAt(start.plus({ days: 1 }).toMillis())),
    }
  }
  // The lagna's motion: its longitude two minutes on, against its longitude at birth.
  const place = { latDeg: birth.latitude, lonDeg: birth.longitude }
  const frame = { houseSystem: 'whole_sign', zodiac: 'sidereal', ayanamsa: 'lahiri' } as const
  const later = anglesAt(eph, eph.instant(t.epochMs + 2 * 60_000), place, frame).ascendant.longitude
  const degreesPerMinute = (((later - f.lagnaLongitude! + 540) % 360) - 180) / 2
  const notes = sensitivityOf(
    { lon: g.longitude, speed: g.speed },
    { lon: f.lagnaLongitude!, degreesPerMinute: Math.abs(degreesPerMinute) },
  )
  return {
    notes: notes.map((n) => ({
      ...n,
      explanation: `${BOUNDARY_WORDS[n.boundary]}: a birth time about ${n.minutes} minutes off would change ${n.affects.join(', ')}.`,
    })),
    unknown: [],
  }
}

/** The compatibility of a and b, each read at the same reference date. */
export function compatibility(
  eph: Ephemeris,
  corpus: Corpus,
  partners: Record<Side, PartnerInput>,
  readings: Record<Side, ChartReading>,
  settings: ChartSettings,
): CompatibilityContent {
  const label = (s: Side) => partners[s].name ?? (s === 'a' ? 'Partner A' : 'Partner B')
  const labels = { a: label('a'), b: label('b') }
  const moons = {
    a: moonPlace(readings.a.core.internal.grahas.Moon.longitude),
    b: moonPlace(readings.b.core.internal.grahas.Moon.longitude),
  }
  const ga = partners.a.gender
  const gb = partners.b.gender
  const { roles, fromGender } = rolesFrom(ga, gb)
  const reverse: Roles = { bride: roles.groom, groom: roles.bride }
  const note = fromGender
    ? `${labels[roles.bride]} is in the bride’s place and ${labels[roles.groom]} in the groom’s, as their genders say: the tables count from the bride’s star to the groom’s.`
    : `${ga === undefined || gb === undefined ? 'The genders are not both given' : 'Both partners have the same gender'}, so the tables’ direction, written for a bride and a groom, is not decided by them: both directions are given, never guessed. ` +
      `The first reading counts from ${labels.a}’s star to ${labels.b}’s (${labels.a} in the place the tables give the bride, ${labels.b} in the groom’s), the reverse reading from ${labels.b}’s to ${labels.a}’s; ` +
      'in both, bride and groom name places in the count, not the partners themselves.'

  const frame = coupleFrame(readings)
  const { view: ashtakoota, doshas: kootaDoshas } = ashtakootaView(moons, roles)
  const por = poruthamViews(moons, roles, frame)
  const revFull = fromGender ? null : ashtakootaView(moons, reverse)
  const rev = revFull?.view ?? null
  const porRev = fromGender ? null : poruthamViews(moons, reverse, frame)
  const tables = tableNotes(ashtakoota, kootaDoshas, por.tamil)
  const tablesRev = revFull && porRev ? tableNotes(revFull.view, revFull.doshas, porRev.tamil) : null

  const man = { a: manglik(readings.a.ctx.natal.facts), b: manglik(readings.b.ctx.natal.facts) }
  const manCouple = manglikCouple(man, labels)
  const pap: Record<Side, PapasamyaResult> = {
    a: papasamya(readings.a.ctx.natal.facts),
    b: papasamya(readings.b.ctx.natal.facts),
  }
  const papView = papasamyaView(pap, roles, fromGender, labels)
  const doshas: DoshaView[] = [...kootaDoshas, manCouple.dosha, ...poruthamDoshas(por.tamil)]

  // The charts.
  const stA = marriageStatements(corpus, readings.a)
  const stB = marriageStatements(corpus, readings.b)
  const factors = coupleFactors({ a: stA, b: stB }, readings, labels, frame)
  const chartA = partnerChart(readings.a, stA.outlook, labels.a, partners.a.gender, partners.b.gender)
  const chartB = partnerChart(readings.b, stB.outlook, labels.b, partners.b.gender, partners.a.gender)
  const together = togetherNotes(readings, labels)
  const referenceMs = readings.a.referenceMs
  const timing = coupleTiming(
    eph,
    corpus,
    readings,
    { a: partners.a.birth, b: partners.b.birth },
    labels,
    settings,
    referenceMs,
  )
  const sens = {
    a: sensitivityFor(eph, readings.a, partners.a.birth),
    b: sensitivityFor(eph, readings.b, partners.b.birth),
  }

  // ---- the verdict ---------------------------------------------------------------------------------
  const reasons: string[] = []
  let lean = 0
  const totals = [ashtakoota.totalAfterExceptions, ...(rev ? [rev.totalAfterExceptions] : [])]
  const guna = Math.min(...totals)
  const band = gunaBand(guna)
  lean += { excellent: 2, veryGood: 1, acceptable: 0, low: -2 }[band]
  reasons.push(
    `${rev && rev.totalAfterExceptions !== ashtakoota.totalAfterExceptions ? `Read both ways, the lower guṇa count after exceptions is ${guna} of 36` : `The guṇa count after exceptions is ${guna} of 36`}: ${BAND_WORDS[gunaBand(guna)]}.`,
  )
  const vetoes = por.summary.vetoes
  if (vetoes.length) {
    lean -= 2
    reasons.push(
      `${vetoes.map((v) => (v === 'rajju' ? 'Rajju' : 'Vedha')).join(' and ')} porutham does not agree, which the South Indian tradition treats as decisive.`,
    )
  } else reasons.push(`${por.summary.agreeing} of the ten poruthams agree, Rajju and Vedha among them.`)
  if (manCouple.dosha.present && !manCouple.dosha.cancelled) {
    lean -= 1
    reasons.push('Maṅgala doṣa in one chart is neither balanced by the other nor cancelled.')
  } else if (manCouple.dosha.present) reasons.push('Maṅgala doṣa is present but balanced or cancelled.')
  if (papView.balanced === false) {
    lean -= 1
    reasons.push(
      'The bride’s chart carries a heavier share of the malefics than the groom’s, which the tradition wants the other way (pāpasāmya).',
    )
  }
  const chartLean = (o: Outlook) => ({ favorable: 1, mostly_favorable: 0.5, mixed: 0, challenging: -1 })[o]
  const charts = chartLean(stA.outlook) + chartLean(stB.outlook)
  lean += charts
  reasons.push(
    `The classical statements about marriage read ${labels.a}’s chart as ${OUTLOOK_WORDS[stA.outlook]} and ${labels.b}’s as ${OUTLOOK_WORDS[stB.outlook]}.`,
  )
  if (frame === 'companionship')
    reasons.push(
      'Given both partners’ ages, this reading is framed for companionship: the life the two share, the support they give each other and the ease of each other’s company.',
    )
  const outlook: Outlook =
    lean >= 2.5 ? 'favorable' : lean >= 1 ? 'mostly_favorable' : lean >= -1.5 ? 'mixed' : 'challenging'

  let points = 0
  const bothKnown = readings.a.ctx.natal.facts.timeKnown && readings.b.ctx.natal.facts.timeKnown
  if (bothKnown) points++
  else {
    points -= 2
    reasons.push(
      'A birth time is not known, so the lagna, the 7th house and part of the Maṅgala reading rest on the Moon alone, and some results cannot be known (see `sensitivity`).',
    )
  }
  const moonEdge = [...sens.a.notes, ...sens.b.notes].filter(
    (n) => n.boundary === 'nakshatra' || n.boundary === 'sign',
  )
  if (moonEdge.length) {
    points--
    reasons.push(
      'A Moon sits near the edge of its nakṣatra or sign, so a birth time a little off would change part of the matching.',
    )
  }
  if (rev && gunaBand(rev.totalAfterExceptions) !== gunaBand(ashtakoota.totalAfterExceptions)) {
    points--
    reasons.push(
      'The two directions of the count fall in different bands, and the genders do not decide between them.',
    )
  }
  const matchingLean =
    (band === 'excellent' || band === 'veryGood' ? 1 : band === 'low' ? -1 : 0) + (vetoes.length ? -1 : 0)
  if (matchingLean !== 0 && Math.sign(matchingLean) === Math.sign(charts)) {
    points++
    reasons.push('The traditional matching and the two charts point the same way.')
  } else if (matchingLean !== 0 && charts !== 0 && Math.sign(matchingLean) !== Math.sign(charts)) {
    points--
    reasons.push(
      'The traditional matching and the two charts point different ways, so the outlook is held loosely.',
    )
  }
  const confidence: Confidence = points >= 2 ? 'high' : points >= 0 ? 'moderate' : 'low'
  const lean_ = LEAN_WORDS[outlook]
  const summary =
    `Read together, the match of ${labels.a} and ${labels.b} ${lean_}. ` +
    `${ashtakoota.reading} ${por.summary.reading} ` +
    (stA.supporting[0] || stB.supporting[0]
      ? 'The charts themselves add their own strengths and cautions (listed), and the timing shows when the two are most and least in step.'
      : 'The timing shows when the two are most and least in step.')

  const noteCount = sens.a.notes.length + sens.b.notes.length
  const unknownCount = sens.a.unknown.length + sens.b.unknown.length
  return {
    contentVersion: corpus.contentVersion,
    a: partnerSummary(partners.a, readings.a, moons.a),
    b: partnerSummary(partners.b, readings.b, moons.b),
    roles: { ...roles, fromGender, note },
    ashtakoota,
    ...(rev ? { ashtakootaReverse: rev } : {}),
    poruthams: por.list,
    ...(porRev ? { poruthamsReverse: porRev.list } : {}),
    poruthamSummary: por.summary,
    ...(porRev ? { poruthamSummaryReverse: porRev.summary } : {}),
    tableAgreement: tables,
    ...(tablesRev ? { tableAgreementReverse: tablesRev } : {}),
    doshas,
    manglik: {
      a: manglikView(man.a),
      b: manglikView(man.b),
      balanced: manCouple.balanced,
      explanation: manCouple.explanation,
    },
    papasamya: papView,
    chartReading: {
      supportingFactors: factors.supporting,
      cautionaryFactors: factors.cautionary,
      a: chartA,
      b: chartB,
      together,
    },
    timing,
    sensitivity: {
      ...sens,
      summary:
        noteCount === 0 && unknownCount === 0
          ? 'Neither Moon is near a boundary and both lagnas are clear of a sign change: a birth time a few minutes off would change nothing here.'
          : unknownCount > 0
            ? 'A birth time is not known: the results listed under `unknown` cannot be known without it.'
            : 'Some results rest on the birth times being right to within the minutes listed.',
    },
    verdict: { outlook, confidence, reasons, summary },
    conventions: { ...COMPATIBILITY_CONVENTIONS },
  }
}

const OUTLOOK_WORDS: Readonly<Record<Outlook, string>> = {
  favorable: 'clearly favourable',
  mostly_favorable: 'favourable',
  mixed: 'mixed',
  challenging: 'asking for care',
}

const BAND_WORDS: Readonly<Record<GunaBand, string>> = {
  excellent: 'excellent by the traditional bands',
  veryGood: 'very good by the traditional bands',
  acceptable: 'acceptable by the traditional bands',
  low: 'below the 18 the tradition usually asks for',
}
