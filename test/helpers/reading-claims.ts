/**
 * The claims of fact a reading's sentences make, read out of its words in English or in Hindi, for the
 * sweep of issue 29 (test/unit/reading-invariants.test.ts) and its Hindi twin (issue 36, item 6). A claim
 * is what the words assert ("Mars sits in your 10th house", «मंगल आपके दशम भाव में स्थित है»), as values a
 * test checks against the chart it computes itself: the same checks, whichever language said it.
 *
 * The Hindi patterns are written from the Hindi a careful reader expects (docs/languages.md), not read
 * off the code that writes it; a Hindi sentence whose claims differ from its English is caught by the
 * Hindi sweep, which reads both and compares.
 */
import { readFileSync } from 'node:fs'
import { SIGNS } from '../../src/astro/index.js'
import type { ChartReading } from '../../src/corpus/from-chart.js'
import { DIGNITY_TABLE } from '../../src/jyotisha/dignity.js'
import type { Graha } from '../../src/jyotisha/grahas.js'
import { SIGN_ROWS } from '../fixtures/reference/jyotisha-tables.js'

export type ClaimLanguage = 'en' | 'hi'
export type Dignity = 'exalted' | 'own' | 'moolatrikona' | 'debilitated'

/** A claim a sentence makes about the chart, the daśā or the sky now; `said` is the words that made it. */
export type GrahaClaim = { said: string } & (
  | { kind: 'house occupied'; g: Graha; house: number; sign: number | null }
  | { kind: 'running lord'; g: Graha; level: 0 | 1 | 2 }
  | { kind: 'runs now'; g: Graha }
  | { kind: 'dignity'; g: Graha; sign: number; dignity: Dignity; cancelled: boolean }
  | { kind: 'shadbala'; g: Graha; strong: boolean }
  | { kind: 'outweighs from the stronger side'; a: Graha; b: Graha }
  | { kind: 'double transit on the house itself'; house: number; sign: number }
  | { kind: 'Moon phase'; waxing: boolean }
  | { kind: 'yoga formed'; yoga: string; weakSaid: boolean }
)

/** What a timing window's description claims: the tone's reason it gives, and its significators. */
export interface WindowClaims {
  reason: 'lifts' | 'care' | 'neither' | null
  /** Grahas said to be significators, and grahas said not to be. */
  are: Graha[]
  areNot: Graha[]
}

/** "X is a significator of …", "X rules your Nth house" in the event texts. */
export type TieClaim = { said: string } & (
  { kind: 'significators'; g: Graha } | { kind: 'lordship'; g: Graha; house: number }
)

/** A claim as a comparable key (what it asserts, not the words). */
export const claimKey = (c: { said: string }): string => {
  const { said, ...rest } = c
  void said
  return JSON.stringify(rest)
}

const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const
const ORDINAL_EN = '(\\d+)(?:st|nd|rd|th)'

/**
 * A pattern compiled once for its place in this file: reGU`…` is keyed by its template, the same object
 * at every evaluation, and its interpolations are constants of this module (checked). A sweep reads
 * hundreds of thousands of texts; building and compiling each pattern again for each of them was most of
 * the time its claims took. matchAll works on a copy of a global pattern, and exec is used here only on
 * patterns without `g`, so sharing them carries no state from one text to the next.
 */
const compiled = new WeakMap<TemplateStringsArray, { values: readonly string[]; re: RegExp }>()
const pattern =
  (flags: string) =>
  (strings: TemplateStringsArray, ...values: string[]): RegExp => {
    const hit = compiled.get(strings)
    if (hit) {
      if (hit.values.every((v, k) => v === values[k])) return hit.re
      throw new Error(`a pattern's pieces changed between calls: ${strings.join('…')}`)
    }
    const made = new RegExp(
      strings.reduce((source, piece, k) => source + values[k - 1]! + piece),
      flags,
    )
    compiled.set(strings, { values, re: made })
    return made
  }
const reG = pattern('g')
const reGU = pattern('gu')
const reU = pattern('u')
const reI = pattern('i')
const re = pattern('')

// ---------------------------------------------------------------------------------------------- Hindi
const names = (
  JSON.parse(readFileSync(new URL('../../data/names/hi.json', import.meta.url), 'utf8')) as {
    names: Record<string, Record<string, string>>
  }
).names
/** A graha in Hindi prose: the table's word, the Moon as चंद्रमा. */
const HI_GRAHA: Record<Graha, string> = Object.fromEntries(
  GRAHAS.map((g) => [g, g === 'Moon' ? 'चंद्रमा' : names.grahas![g]!]),
) as Record<Graha, string>
const HI_GRAHA_OF = new Map(Object.entries(HI_GRAHA).map(([g, w]) => [w, g as Graha]))
const HI_SIGN_OF = new Map(SIGNS.map((s, i) => [names.signs![s]!, i]))
const HI_ORDINALS = [
  'प्रथम',
  'द्वितीय',
  'तृतीय',
  'चतुर्थ',
  'पंचम',
  'षष्ठ',
  'सप्तम',
  'अष्टम',
  'नवम',
  'दशम',
  'एकादश',
  'द्वादश',
]
const HI_YOGA_OF = new Map(Object.entries(names.chartYogas!).map(([k, w]) => [w, k]))
const alt = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
/** A whole Devanagari word (JS's \b knows only ASCII letters). */
const word = (alternatives: string, capture = true) =>
  `(?<![\\p{L}\\p{M}])(${capture ? '' : '?:'}${alternatives})(?![\\p{L}\\p{M}])`
const HY = `(${alt(HI_YOGA_OF.keys())})`
const HG = word(alt(HI_GRAHA_OF.keys()))
const HS = `(${alt(HI_SIGN_OF.keys())})`
const HO = `(${alt(HI_ORDINALS)})`
/** Who a graha is, before its name at the start of a Hindi sentence: «आपके सप्तम भाव का स्वामी», «चल रही
 *  महादशा का स्वामी», «इस दशा का स्वामी», «आपका पुत्रकारक (संतान और सृजन का कारक)». */
const HWHO =
  '(?:(?:(?:आपके )?\\S+ भाव का स्वामी|[^।:]*? के भाव का स्वामी|(?:आपका )?\\S+कारक(?: \\([^)]*\\))?|चल रही \\S+ का स्वामी|इस दशा का स्वामी|आपका \\S+(?: \\([^)]*\\))?) )?'
/** Hindi text up to the claim that names no other graha and stays in one sentence. */
const HSAME = `(?:(?!${word(alt(HI_GRAHA_OF.keys()), false)})[^।])*?`
const hiOrdinal = (w: string) => HI_ORDINALS.indexOf(w) + 1
const hiGraha = (w: string) => HI_GRAHA_OF.get(w)!
const HI_DIGNITY: Record<string, Dignity> = {
  'अपनी उच्च राशि': 'exalted',
  'अपनी ही राशि': 'own',
  'अपनी मूलत्रिकोण राशि': 'moolatrikona',
  'अपनी नीच राशि': 'debilitated',
}
const HDIGNITY = alt(Object.keys(HI_DIGNITY))
const HI_LEVEL: Record<string, 0 | 1 | 2> = { महादशा: 0, अंतर्दशा: 1, प्रत्यंतर्दशा: 2 }

// -------------------------------------------------------------------------------------------- English
const G = '(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)'
/** Text up to the claim that names no other graha (so a claim is read of the graha it speaks of). */
const SAME = '(?:(?!\\b(?:Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)\\b)[^.])*?'
const EN_DIGNITY: Record<string, Dignity> = {
  'where it is exalted': 'exalted',
  'its own sign': 'own',
  'its moolatrikona sign': 'moolatrikona',
  'where it is debilitated': 'debilitated',
}

/** The claims about grahas, houses, yogas and the sky that a sentence makes. */
export function grahaClaimsIn(text: string, language: ClaimLanguage): GrahaClaim[] {
  return language === 'en' ? grahaClaimsEn(text) : grahaClaimsHi(text)
}

function grahaClaimsEn(text: string): GrahaClaim[] {
  const out: GrahaClaim[] = []
  for (const m of text.matchAll(reG`\\b${G}\\b${SAME}sits in your ${ORDINAL_EN} house(?:, in (\\w+))?`))
    out.push({
      kind: 'house occupied',
      g: m[1] as Graha,
      house: Number(m[2]),
      sign: m[3] ? SIGNS.indexOf(m[3] as (typeof SIGNS)[number]) : null,
      said: m[0],
    })
  for (const m of text.matchAll(reG`\\b${G}\\b, lord of the running (chapter|period|stretch)`))
    out.push({
      kind: 'running lord',
      g: m[1] as Graha,
      level: ({ chapter: 0, period: 1, stretch: 2 } as const)[m[2] as 'chapter'],
      said: m[0],
    })
  for (const m of text.matchAll(reG`\\b${G}\\b, lord of this period, runs now`))
    out.push({ kind: 'runs now', g: m[1] as Graha, said: m[0] })
  for (const m of text.matchAll(
    reG`(?:^|[.:] )(?:The )?${G}\\b${SAME}in (\\w+), (where it is exalted|its own sign|its moolatrikona sign|where it is debilitated)(, the debilitation cancelled)?`,
  ))
    out.push({
      kind: 'dignity',
      g: m[1] as Graha,
      sign: SIGNS.indexOf(m[2] as (typeof SIGNS)[number]),
      dignity: EN_DIGNITY[m[3]!]!,
      cancelled: m[4] !== undefined,
      said: m[0],
    })
  for (const m of text.matchAll(
    reG`(?:^|[.:] )(?:The )?${G}\\b${SAME}(is strong by shadbala|falls short of its required strength)`,
  ))
    out.push({ kind: 'shadbala', g: m[1] as Graha, strong: m[2] === 'is strong by shadbala', said: m[0] })
  for (const m of text.matchAll(reG`${G} \\(strong by shadbala\\) outweighs (?:the )?${G}`))
    out.push({ kind: 'outweighs from the stronger side', a: m[1] as Graha, b: m[2] as Graha, said: m[0] })
  for (const m of text.matchAll(
    reG`Your ${ORDINAL_EN} house, (\\w+),(?: [^.]*? and)? is touched now by both Jupiter and Saturn`,
  ))
    out.push({
      kind: 'double transit on the house itself',
      house: Number(m[1]),
      sign: SIGNS.indexOf(m[2] as (typeof SIGNS)[number]),
      said: m[0],
    })
  for (const m of text.matchAll(/born under a (waxing|waning) Moon/g))
    out.push({ kind: 'Moon phase', waxing: m[1] === 'waxing', said: m[0] })
  const YOGA = '([A-Z][\\w-]*(?: [A-Z][\\w-]*)*) yoga'
  const formed = (yoga: string, said: string): GrahaClaim => ({
    kind: 'yoga formed',
    yoga,
    weakSaid: text.includes(`holds the ${yoga} yoga only weakly`),
    said,
  })
  for (const m of text.matchAll(reG`The ${YOGA} forms in your chart`)) out.push(formed(m[1]!, m[0]))
  for (const m of text.matchAll(/Your chart forms (the [^.]*? yoga)\./g))
    for (const y of m[1]!.matchAll(reG`the ${YOGA}`)) out.push(formed(y[1]!, m[0]))
  return out
}

function grahaClaimsHi(text: string): GrahaClaim[] {
  const out: GrahaClaim[] = []
  for (const m of text.matchAll(
    reGU`${HG}${HSAME}आपके ${HO} भाव में(?:, (?:${HDIGNITY}|[^।,]*?राशि) ${HS}(?: \\([^)]*\\))? में|, ${HS} राशि में)? (?:स्थित है|बैठा है)`,
  ))
    out.push({
      kind: 'house occupied',
      g: hiGraha(m[1]!),
      house: hiOrdinal(m[2]!),
      sign: (m[3] ?? m[4]) ? HI_SIGN_OF.get((m[3] ?? m[4])!)! : null,
      said: m[0],
    })
  for (const m of text.matchAll(reGU`चल रही (महादशा|अंतर्दशा|प्रत्यंतर्दशा) का स्वामी ${HG}`))
    out.push({ kind: 'running lord', g: hiGraha(m[2]!), level: HI_LEVEL[m[1]!]!, said: m[0] })
  for (const m of text.matchAll(reGU`इस दशा का स्वामी ${HG} अभी सक्रिय है`))
    out.push({ kind: 'runs now', g: hiGraha(m[1]!), said: m[0] })
  for (const m of text.matchAll(
    reGU`(?:^|[।:] )${HWHO}${HG}${HSAME}(${HDIGNITY}) ${HS}( \\(जहाँ उसका नीचत्व भंग होता है: नीचभंग\\))? में`,
  ))
    out.push({
      kind: 'dignity',
      g: hiGraha(m[1]!),
      sign: HI_SIGN_OF.get(m[3]!)!,
      dignity: HI_DIGNITY[m[2]!]!,
      cancelled: m[4] !== undefined,
      said: m[0],
    })
  for (const m of text.matchAll(
    reGU`(?:^|[।:] )${HWHO}${HG}${HSAME}(षड्बल में बलवान है|(?:षड्बल में )?अपने आवश्यक बल से कम है)`,
  ))
    out.push({ kind: 'shadbala', g: hiGraha(m[1]!), strong: m[2] === 'षड्बल में बलवान है', said: m[0] })
  for (const m of text.matchAll(reGU`${HG} \\(षड्बल में बलवान\\) ${HG} \\(अपने आवश्यक बल से कम\\) पर भारी पड़ता है`))
    out.push({
      kind: 'outweighs from the stronger side',
      a: hiGraha(m[1]!),
      b: hiGraha(m[2]!),
      said: m[0],
    })
  for (const m of text.matchAll(
    reGU`(?:^|। )आपके ${HO} भाव \\(${HS} राशि\\) (?:को|[^।]*? उसे) अभी गुरु और शनि दोनों गोचर में स्पर्श करते हैं`,
  ))
    out.push({
      kind: 'double transit on the house itself',
      house: hiOrdinal(m[1]!),
      sign: HI_SIGN_OF.get(m[2]!)!,
      said: m[0],
    })
  for (const m of text.matchAll(reGU`(?:^|[।:] )${HS} में ${HG}, पराशर के अनुसार उसकी स्वराशि`))
    out.push({
      kind: 'dignity',
      g: hiGraha(m[2]!),
      sign: HI_SIGN_OF.get(m[1]!)!,
      dignity: 'own',
      cancelled: false,
      said: m[0],
    })
  for (const m of text.matchAll(reGU`(बढ़ते|घटते) चंद्रमा के समय`))
    out.push({ kind: 'Moon phase', waxing: m[1] === 'बढ़ते', said: m[0] })
  const formed = (word: string, said: string): GrahaClaim => ({
    kind: 'yoga formed',
    yoga: HI_YOGA_OF.get(word)!,
    weakSaid: text.includes(`आपकी कुंडली में ${word} केवल निर्बल रूप में है`),
    said,
  })
  for (const m of text.matchAll(reGU`आपकी कुंडली में (?:[^।]*? से )?${HY} बनता है`)) out.push(formed(m[1]!, m[0]))
  for (const m of text.matchAll(reGU`आपकी कुंडली में ((?:${HY}(?:, | और ))+${HY}) बनते हैं`))
    for (const y of m[1]!.matchAll(reGU`${HY}`)) out.push(formed(y[1]!, m[0]))
  return out
}

/** What a timing window's description claims (its first sentence names the significators). */
export function windowClaimsIn(d: string, language: ClaimLanguage): WindowClaims {
  const out: WindowClaims = { reason: null, are: [], areNot: [] }
  if (language === 'en') {
    out.reason = d.includes('What lifts it: ')
      ? 'lifts'
      : d.includes('What asks for care: ')
        ? 'care'
        : d.includes('Nothing in this period leans it clearly either way')
          ? 'neither'
          : null
    const neither = reI`^Neither (?:the )?${G} nor (?:the )?${G} is a significator`.exec(d)
    if (neither) out.areNot.push(neither[1] as Graha, neither[2] as Graha)
    const notOne = re`^(?:The )?${G} is not a significator`.exec(d)
    if (notOne) out.areNot.push(notOne[1] as Graha)
    const are = re`^(?:The )?${G} and (?:the )?${G} are significators`.exec(d)
    if (are) out.are.push(are[1] as Graha, are[2] as Graha)
    const is = re`^(?:The )?${G} is a significator`.exec(d)
    if (is) out.are.push(is[1] as Graha)
    return out
  }
  out.reason = d.includes('इसे अनुकूल बनाने वाली बात: ')
    ? 'lifts'
    : d.includes('सावधानी माँगने वाली बात: ')
      ? 'care'
      : d.includes('इस अवधि में कुछ भी इसे')
        ? 'neither'
        : null
  const first = d.split('।')[0]!
  const neither = reU`^इस कुंडली में न ${HG} और न ${HG} [^।]*का कारक है$`.exec(first)
  if (neither) out.areNot.push(hiGraha(neither[1]!), hiGraha(neither[2]!))
  const notOne = reU`^इस कुंडली में ${HG} [^।]*का कारक नहीं है$`.exec(first)
  if (notOne) out.areNot.push(hiGraha(notOne[1]!))
  const are = reU`^इस कुंडली में ${HG} और ${HG} [^।]*के कारक हैं$`.exec(first)
  if (are) out.are.push(hiGraha(are[1]!), hiGraha(are[2]!))
  const is = reU`^इस कुंडली में ${HG} (?!और )[^।]*का कारक है$`.exec(first)
  if (is) out.are.push(hiGraha(is[1]!))
  return out
}

/** "X, which is a significator", "X rules your Nth house" and their Hindi. */
export function tieClaimsIn(text: string, language: ClaimLanguage): TieClaim[] {
  const out: TieClaim[] = []
  if (language === 'en') {
    for (const m of text.matchAll(
      reG`\\b${G}\\b, which is a significator|(?<!nor (?:the )?)\\b${G} is a significator`,
    ))
      out.push({ kind: 'significators', g: (m[1] ?? m[2]) as Graha, said: m[0] })
    for (const m of text.matchAll(
      reG`\\b${G}\\b(?:, lord of the running \\w+ \\(\\w+\\))?,? (?:which )?(?:rules your|is the lord of your) ${ORDINAL_EN} house`,
    ))
      out.push({ kind: 'lordship', g: m[1] as Graha, house: Number(m[2]), said: m[0] })
    return out
  }
  for (const m of text.matchAll(
    reGU`${HG}(?: को| की है| की प्रत्यंतर्दशा)?, जो ${HSAME} का कारक है|^इस कुंडली में ${HG} (?!और )[^।]*? का कारक है`,
  ))
    out.push({ kind: 'significators', g: hiGraha((m[1] ?? m[2])!), said: m[0] })
  for (const m of text.matchAll(
    reGU`${HG}(?: को,? जो| की है, जो| की प्रत्यंतर्दशा, जो)? आपके ${HO} भाव का स्वामी है`,
  ))
    out.push({ kind: 'lordship', g: hiGraha(m[1]!), house: hiOrdinal(m[2]!), said: m[0] })
  return out
}

/** What the test knows of the chart to check a claim against. */
export interface ClaimWorld {
  r: ChartReading
  /** The lords running at the reference date (chapter, period, stretch), computed by the test. */
  running: readonly Graha[]
  /** A transiting graha's sidereal sign at a moment. */
  signAt: (g: 'Jupiter' | 'Saturn', ms: number) => number
  /** The Sun's and the Moon's sidereal longitudes at a moment. */
  sunMoonAt: (ms: number) => [number, number]
}

const ASPECTS = { Jupiter: [5, 7, 9], Saturn: [3, 7, 10] }
const touches = (g: 'Jupiter' | 'Saturn', from: number, sign: number) => {
  const h = ((sign - from + 12) % 12) + 1
  return h === 1 || ASPECTS[g].includes(h)
}

/** The checks a claim is held to, each as [kind, holds]; none for a claim about another graha's sign. */
export function checkGrahaClaim(c: GrahaClaim, w: ClaimWorld): [string, boolean][] {
  const f = w.r.ctx.natal.facts
  switch (c.kind) {
    case 'house occupied':
      return [[c.kind, f.grahas[c.g].house === c.house && (c.sign === null || f.grahas[c.g].sign === c.sign)]]
    case 'running lord':
      return [[c.kind, w.running[c.level] === c.g]]
    case 'runs now':
      return [[c.kind, w.running.includes(c.g)]]
    case 'dignity': {
      if (c.sign < 0 || f.grahas[c.g].sign !== c.sign) return [] // the sentence speaks of another graha's sign
      const t = DIGNITY_TABLE[c.g]
      const ok =
        c.dignity === 'exalted'
          ? c.sign === t.exaltation
          : c.dignity === 'debilitated'
            ? c.sign === t.debilitation &&
              c.cancelled ===
                w.r.ctx.natal.yogas.some(
                  (y) =>
                    y.name === 'Neecha Bhanga Raja' &&
                    y.status === 'formed' &&
                    // One finding per cancelled graha, its reason opening with that graha's placement.
                    y.reason
                      .toLowerCase()
                      .startsWith(
                        `${c.g === 'Sun' || c.g === 'Moon' ? 'the ' : ''}${c.g} in ${SIGNS[c.sign]}`.toLowerCase(),
                      ),
                )
            : c.dignity === 'own'
              ? t.own.includes(c.sign)
              : t.moolatrikona.sign === c.sign
      return [[c.kind, ok]]
    }
    case 'shadbala': {
      const ratio = w.r.ctx.natal.shadbalaRatio
      if (c.g === 'Rahu' || c.g === 'Ketu' || !ratio) return []
      return [[c.kind, c.strong ? ratio[c.g] >= 1 : ratio[c.g] < 1]]
    }
    case 'outweighs from the stronger side': {
      const ratio = w.r.ctx.natal.shadbalaRatio
      const [a, b] = [c.a as Exclude<Graha, 'Rahu' | 'Ketu'>, c.b as Exclude<Graha, 'Rahu' | 'Ketu'>]
      return [[c.kind, !!ratio && ratio[a] >= 1 && ratio[b] < 1]]
    }
    case 'double transit on the house itself': {
      const j = w.signAt('Jupiter', w.r.referenceMs)
      const s = w.signAt('Saturn', w.r.referenceMs)
      return [[c.kind, touches('Jupiter', j, c.sign) && touches('Saturn', s, c.sign)]]
    }
    case 'Moon phase': {
      const [sun, moon] = w.sunMoonAt(w.r.birthMs)
      return [[c.kind, c.waxing === (moon - sun + 360) % 360 < 180]]
    }
    case 'yoga formed': {
      const found = w.r.ctx.natal.yogas.filter((y) => y.name === c.yoga && y.status === 'formed')
      const out: [string, boolean][] = [[c.kind, found.length > 0]]
      // A yoga the chart rates weak is said to be held weakly wherever a statement rests on it.
      if (found.length && found.every((y) => y.strength === 'weak'))
        out.push(['yoga at its rating', c.weakSaid])
      return out
    }
  }
}

/** A window's claims against its tone and the significators the answer lists. */
export function checkWindowClaims(tone: string, c: WindowClaims, sig: readonly Graha[]): [string, boolean][] {
  const out: [string, boolean][] = [
    [
      'window tone says its reason',
      tone === 'favorable'
        ? c.reason === 'lifts'
        : tone === 'cautionary'
          ? c.reason === 'care'
          : c.reason === 'neither',
    ],
  ]
  if (c.areNot.length) out.push(['significators', c.areNot.every((g) => !sig.includes(g))])
  if (c.are.length) out.push(['significators', c.are.every((g) => sig.includes(g))])
  return out
}

/** An event text's tie against the significators and the sign lords (as transcribed in the fixtures). */
export function checkTieClaim(c: TieClaim, r: ChartReading, sig: readonly Graha[]): [string, boolean] {
  if (c.kind === 'significators') return [c.kind, sig.includes(c.g)]
  const f = r.ctx.natal.facts
  return [c.kind, SIGN_ROWS[(f.lagnaSign + c.house - 1) % 12]!.lord === c.g]
}
