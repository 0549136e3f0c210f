/**
 * Guidance for the daśā levels running at a reference date (spec §2.4, §4.3): for the
 * mahādaśā (`chapter`), antardaśā (`period`) and pratyantardaśā (`stretch`), what their lords are in this
 * chart and the cards the corpus gives, in the classical order: the natal promise of the lord (its
 * houses, placement, dignity, strength, yogas), its activation by the period, and at the innermost level
 * the trigger of the transits. Cards come from this chart's facts, so two charts in the same periods read
 * differently.
 */
import type { LevelName, ReadingContext } from '../corpus/context.js'
import type { Fired } from '../corpus/fires.js'
import { firedRules } from '../corpus/fires.js'
import type { ChartReading } from '../corpus/from-chart.js'
import type { Corpus } from '../corpus/load.js'
import { capital, named, ordinal, subjectsOf } from '../corpus/describe.js'
import { housesLordedBy, lordOfHouse } from '../jyotisha/facts.js'
import { SIGNS } from '../astro/index.js'
import { lordOf, type Graha } from '../jyotisha/grahas.js'
import { assess, dignityWords, FUNCTIONAL_WORDS, type Functional } from './assessment.js'
import { booksLine, byWeight, cardOf, subjectKey, type CardText, type CardWithGrounds } from './cards.js'
import { pairRelation, relationAgrees, type Standing } from './period.js'
import { facetsOf, rated } from './standing.js'
import {
  HI_LEVELS,
  hiGraha,
  hiSignWithDignity,
  hiGrahas,
  hindiOrdinal,
  hiYoga,
  inLanguage,
  joinHindi,
  text,
  type Localized,
  type Text,
  type TextLanguage,
} from './text.js'
import {
  ageAt,
  forStage,
  houseWords,
  houseWordsHi,
  lifeStage,
  stageOf,
  timeNotes,
  type LifeStage,
} from './time.js'
import { joinWords } from './words.js'

/** A running level as the reading makes it, its words in each language. */
export interface LevelText {
  level: LevelName
  planet: Graha
  start: string
  end: string
  heading: Text
  notes: Text[]
  cards: CardText[]
}
export type GuidanceLevel = Localized<LevelText>

/** The guidance with every sentence in each language (guidance gives it in one). */
export interface GuidanceTexts {
  contentVersion: string
  levels: LevelText[]
  relation: CardText | null
  formedNotRunning: Text[]
  healthNote: Text | null
}
export type GuidanceContent = Localized<GuidanceTexts>

/** Cards per level: the period's own, the lord's natal promise, and (innermost) the transits. */
const PERIOD_CARDS = 3
const NATAL_CARDS = 2
const TRANSIT_CARDS = 2

/** A level's one tone: the balance of the period statements that hold for its lord (cancelled ones
 *  count as nothing), supportive at a quarter or more, asking care at minus a quarter or less. */
type LevelTone = 'supportive' | 'cautionary' | 'mixed'
const TONE_SIGN = { supportive: 1, cautionary: -1, mixed: 0 } as const
function levelTone(periodFired: readonly Fired[]): LevelTone {
  let plus = 0
  let minus = 0
  for (const f of periodFired) {
    if (f.cancelled) continue
    const v = TONE_SIGN[f.rule.tone] * f.rule.weight
    if (v > 0) plus += v
    else minus -= v
  }
  const b = plus + minus === 0 ? 0 : (plus - minus) / (plus + minus)
  return b >= 0.25 ? 'supportive' : b <= -0.25 ? 'cautionary' : 'mixed'
}
/** Domains whose statements alone are not what a time of life is about: a child's running periods are
 *  not read for a spouse or a career, an elder's not for schooling. (Interpret still reads any domain at
 *  any age: a parent may ask about a child's future marriage.) */
const AWAY: Readonly<Record<LifeStage, readonly string[]>> = {
  young: ['marriage', 'partnerships', 'career', 'business'],
  adult: [],
  elder: ['education'],
}
const fitsStage = (f: Fired, stage: LifeStage): boolean =>
  !f.rule.domains.every((d) => AWAY[stage].includes(d))

const TONE_HEADING: Readonly<Record<LevelTone, string>> = {
  supportive: 'a supportive time',
  cautionary: 'a time that asks for care',
  mixed: 'a time of mixed results',
}
const TONE_HEADING_HI: Readonly<Record<LevelTone, string>> = {
  supportive: 'सहायक समय',
  cautionary: 'सावधानी माँगने वाला समय',
  mixed: 'मिश्रित फलों का समय',
}
/** A card agrees with its level's tone: no supportive promise voiced in a level that asks for care, and
 *  no caution voiced in a supportive one (a promise held back, cancelled, may stand in either). */
function agreesWith(tone: LevelTone, f: Fired): boolean {
  if (tone === 'mixed' || f.rule.tone === 'mixed') return true
  if (f.cancelled) return tone === 'cautionary' || f.rule.tone === 'cautionary'
  return (tone === 'supportive') === (f.rule.tone === 'supportive')
}

function heading(
  level: LevelName,
  planet: Graha,
  ctx: ReadingContext,
  tone: LevelTone,
  stage: LifeStage,
): Text {
  const f = ctx.natal.facts
  const owned = housesLordedBy(f, planet)
  const house = f.grahas[planet].house
  const lord = lordOf(f.grahas[planet].sign)
  // The house themes in the words of the person's stage of life.
  const themes = owned.length
    ? owned.map((h) => houseWords(h, stage)).join('; ')
    : `${houseWords(house, stage)}, in the manner of ${named(lord)}, the lord of its sign`
  const themesHi = owned.length
    ? owned.map((h) => houseWordsHi(h, stage)).join('; ')
    : `${houseWordsHi(house, stage)}, अपनी राशि के स्वामी ${hiGraha(lord)} के ढंग से`
  return text(
    `The ${level} of ${planet}: ${themes} — ${TONE_HEADING[tone]}`,
    `${hiGraha(planet)} की ${HI_LEVELS[level]}: ${themesHi} — ${TONE_HEADING_HI[tone]}`,
  )
}

const FUNCTIONAL_HI: Readonly<Record<Exclude<Functional, 'through_dispositor'>, string>> = {
  yogakaraka: 'आपके लग्न के लिए योगकारक है, वह अकेला ग्रह जो एक केंद्र और एक त्रिकोण, दोनों का स्वामी है',
  benefic: 'आपके लग्न के लिए कार्यात्मक शुभ ग्रह है',
  mixed: 'आपके लग्न के लिए मिश्रित स्वभाव का है',
  neutral: 'आपके लग्न के लिए सम स्वभाव का है',
  malefic: 'आपके लग्न के लिए कार्यात्मक अशुभ ग्रह है',
}
const NAVAMSA_HI = { exalted: 'उच्च का है', own: 'अपनी राशि में है', debilitated: 'नीच का है' } as const
const STRENGTH_HI = { strong: 'बलवान', moderate: 'मध्यम', weak: 'निर्बल' } as const

const NAVAMSA_WORDS = { exalted: 'exalted', own: 'in its own sign', debilitated: 'debilitated' } as const

/** What the chart settles about the level's lord, from its one assessment (assessment.ts). */
function notes(planet: Graha, ctx: ReadingContext): Text[] {
  const f = ctx.natal.facts
  const a = assess(ctx)[planet]
  const out: Text[] = []
  const rules = a.owns.length
    ? `rules your ${joinWords(a.owns.map(ordinal))} house${a.owns.length > 1 ? 's' : ''} and `
    : ''
  const rulesHi = a.owns.length
    ? `आपके ${joinHindi(a.owns.map(hindiOrdinal))} ${a.owns.length > 1 ? 'भावों' : 'भाव'} का स्वामी है और `
    : ''
  out.push(
    text(
      `${capital(named(planet))} ${rules}sits in your ${ordinal(a.house)} house, in ${SIGNS[a.sign]}, ${dignityWords(a)}.`,
      `${hiGraha(planet)} ${rulesHi}आपके ${hindiOrdinal(a.house)} भाव में, ${hiSignWithDignity(a.sign, a.dignity, a.dignity === 'debilitated' && a.neechaBhanga)} में स्थित है।`,
    ),
  )
  out.push(
    text(
      `It ${FUNCTIONAL_WORDS[a.functional]}${a.functional === 'through_dispositor' ? `, ${named(lordOf(a.sign))}` : ''}.`,
      a.functional === 'through_dispositor'
        ? `वह अपनी राशि के स्वामी ${hiGraha(lordOf(a.sign))} के माध्यम से फल देता है।`
        : `वह ${FUNCTIONAL_HI[a.functional]}।`,
    ),
  )
  if (a.shadbalaRatio !== null)
    out.push(
      a.shadbalaRatio >= 1
        ? text(
            'By shadbala it has the strength the texts ask of it, so it can deliver what it promises.',
            'षड्बल में उसके पास उतना बल है जितना ग्रंथ चाहते हैं, इसलिए वह अपना वादा निभा सकता है।',
          )
        : text(
            'By shadbala it falls short of the strength the texts ask of it: its results tend to come with more effort and patience.',
            'षड्बल में वह ग्रंथों द्वारा अपेक्षित बल से कम है: उसके फल प्रायः अधिक प्रयास और धैर्य से आते हैं।',
          ),
    )
  if (a.vargottama)
    out.push(
      text(
        'It is vargottama, in the same sign in the navamsha, which steadies what it gives.',
        'वह वर्गोत्तम है, नवांश में भी उसी राशि में, जो उसके दिए हुए फलों को स्थिर करता है।',
      ),
    )
  else if (a.navamsaDignity)
    out.push(
      text(
        `In the navamsha it is ${NAVAMSA_WORDS[a.navamsaDignity]}.`,
        `नवांश में वह ${NAVAMSA_HI[a.navamsaDignity]}।`,
      ),
    )
  if (a.aspectedBy.length)
    out.push(
      text(
        `It receives the full aspect of ${joinWords(a.aspectedBy.map(named))}.`,
        `उस पर ${hiGrahas(a.aspectedBy)} की पूर्ण दृष्टि है।`,
      ),
    )
  if (a.combust)
    out.push(
      text(
        'It is combust, close to the Sun: its gifts may work quietly or need more visibility.',
        'वह सूर्य के निकट होने से अस्त है: उसके गुण चुपचाप काम कर सकते हैं, या उन्हें अधिक सामने लाने की ज़रूरत हो सकती है।',
      ),
    )
  if (a.retrograde)
    out.push(
      text(
        'It is retrograde: themes it rules may return for review before they settle.',
        'वह वक्री है: उसके विषय स्थिर होने से पहले दोबारा विचार के लिए लौट सकते हैं।',
      ),
    )
  const yogas = a.yogas.filter((y) => y.status === 'formed')
  if (yogas.length)
    out.push(
      text(
        `It takes part in ${joinWords(yogas.map((y) => `the ${y.name} yoga (${y.strength} in your chart)`))}.`,
        `वह ${joinHindi(yogas.map((y) => `${hiYoga(y.name)} (आपकी कुंडली में ${STRENGTH_HI[y.strength]})`))} में भाग लेता है।`,
      ),
    )
  if (!f.timeKnown)
    out.push(
      text(
        'The birth time is unknown: houses are counted from the Moon, so read house themes more loosely.',
        'जन्म समय ज्ञात नहीं है: भाव चंद्रमा से गिने गए हैं, इसलिए भावों के विषयों को कुछ खुले ढंग से पढ़ें।',
      ),
    )
  return out
}

/** The guidance for a chart reading (its levels, context and transits). Null when the reference date
 *  is before the birth or past the daśā timeline. */
export function guidance(
  corpus: Corpus,
  reading: ChartReading,
  language: TextLanguage = 'en',
): GuidanceContent | null {
  const texts = guidanceTexts(corpus, reading)
  return texts && inLanguage(texts, language)
}

/** The guidance with every sentence in each language; null as for `guidance`. */
export function guidanceTexts(corpus: Corpus, reading: ChartReading): GuidanceTexts | null {
  const { ctx, levels } = reading
  if (levels.length === 0 || reading.referenceMs < reading.birthMs) return null
  const fired = rated(firedRules(forStage(corpus.rules, stageOf(reading)), ctx, levels), ctx)
  const used = new Set<string>()
  const grounds = new Set<string>()
  const covered = new Set<string>()
  const take = (list: Iterable<CardWithGrounds>, n: number): CardText[] => {
    const out: CardText[] = []
    const keys = new Set<string>()
    for (const c of list) {
      if (out.length >= n) break
      // One card per subject, and per ground: two statements resting on the same fact say it twice.
      // Compared in English: the same cards in every language.
      if (used.has(c.fired.rule.id) || keys.has(c.card.key) || grounds.has(c.card.because.en)) continue
      // And a card whose every ground has been given by the cards before it says nothing new (three
      // cards for one graha in its own sign say one thing).
      const facets = facetsOf(c.fired, ctx)
      if (facets.length > 0 && facets.every((x) => covered.has(x))) continue
      used.add(c.fired.rule.id)
      keys.add(c.card.key)
      grounds.add(c.card.because.en)
      facets.forEach((x) => covered.add(x))
      out.push(c.card)
    }
    return out
  }
  // Cards are made as they are needed (a chart fires a hundred natal rules; a level shows two).
  const made = new Map<Fired, CardWithGrounds>()
  const card = (f: Fired) => {
    let c = made.get(f)
    if (!c) {
      c = cardOf(f, ctx)
      made.set(f, c)
    }
    return c
  }
  function* cards(list: Fired[], keep: (c: CardWithGrounds) => boolean = () => true) {
    for (const f of list) {
      const c = card(f)
      if (keep(c)) yield c
    }
  }
  const natal = fired.filter((f) => f.rule.scope === 'natal').sort(byWeight)
  const about = new Map<Fired, Set<Graha>>()
  const aboutOf = (f: Fired) => {
    let s = about.get(f)
    if (!s) {
      s = subjectsOf(f.rule.when, ctx)
      about.set(f, s)
    }
    return s
  }
  const transit = fired.filter((f) => f.rule.scope === 'transit').sort(byWeight)

  const stage = lifeStage(ageAt(reading, reading.referenceMs))
  const out: LevelText[] = levels.map((l, i) => {
    const periodFired = fired.filter((f) => f.rule.scope === 'period' && f.level === l.level).sort(byWeight)
    // One tone for the level, and cards that are facets of it.
    const tone = levelTone(periodFired)
    const agree = (f: Fired) => agreesWith(tone, f) && fitsStage(f, stage)
    const levelCards = [
      ...take(cards(periodFired.filter(agree)), PERIOD_CARDS),
      ...take(cards(natal.filter((f) => aboutOf(f).has(l.planet) && agree(f))), NATAL_CARDS),
      ...(i === levels.length - 1 ? take(cards(transit.filter(agree)), TRANSIT_CARDS) : []),
    ]
    return {
      level: l.level,
      planet: l.planet,
      start: l.start,
      end: l.end,
      heading: heading(l.level, l.planet, ctx, tone, stage),
      notes: [...notes(l.planet, ctx), ...timeNotes(reading, l.level)],
      cards: levelCards,
    }
  })

  const relation = relationCard(fired, ctx)

  const running = new Set(levels.map((l) => l.planet))
  const formedNotRunning = new Map<string, Text>()
  for (const y of ctx.natal.yogas)
    if (y.status === 'formed' && y.planets.length > 0 && !y.planets.some((g) => running.has(g))) {
      const t = text(`${y.name} yoga (${joinWords(y.planets)})`, `${hiYoga(y.name)} (${hiGrahas(y.planets)})`)
      if (!formedNotRunning.has(t.en)) formedNotRunning.set(t.en, t)
    }

  return {
    contentVersion: corpus.contentVersion,
    levels: out,
    relation,
    formedNotRunning: [...formedNotRunning.values()],
    healthNote: healthNote(ctx, levels),
  }
}

const RELATION_HEADLINES: Readonly<Record<Standing, Text>> = {
  harmonious: text('Two lords that work together', 'मिलकर काम करने वाले दो स्वामी'),
  strained: text('Two lords that pull against each other', 'एक-दूसरे के विपरीत खिंचने वाले दो स्वामी'),
  mixed: text('Two lords that cooperate only in part', 'केवल आंशिक रूप से सहयोग करने वाले दो स्वामी'),
  same: text('The chapter opens on its own note', 'महादशा अपने ही स्वर में खुलती है'),
}
const RELATION_WHY: Readonly<Record<Standing, Text>> = {
  harmonious: text(
    'When the lord of the period stands well from the lord of the chapter and the two are friends, the period carries the chapter forward: help comes from the same direction as your aims.',
    'जब अंतर्दशा का स्वामी महादशा के स्वामी से अच्छे स्थान पर हो और दोनों मित्र हों, तो अंतर्दशा महादशा को आगे बढ़ाती है: सहायता उसी दिशा से आती है जिधर आपके लक्ष्य हैं।',
  ),
  strained: text(
    'When the lord of the period stands in a difficult place from the lord of the chapter and the two are not friends, the period asks the chapter to bend: plans take more adjustment and patience than usual.',
    'जब अंतर्दशा का स्वामी महादशा के स्वामी से कठिन स्थान पर हो और दोनों मित्र न हों, तो अंतर्दशा महादशा से झुकने को कहती है: योजनाओं में सामान्य से अधिक तालमेल और धैर्य लगता है।',
  ),
  mixed: text(
    'The lords of the chapter and the period agree in one respect and differ in another: what the chapter promises comes, but in its own time and with some give and take.',
    'महादशा और अंतर्दशा के स्वामी एक बात में सहमत हैं और दूसरी में भिन्न: महादशा जो वादा करती है, वह आता है, पर अपने समय पर और कुछ लेन-देन के साथ।',
  ),
  same: text(
    'In the first period of a chapter its own lord runs both levels: the themes of the chapter are set out, and the later periods bring them to life.',
    'किसी महादशा की पहली अंतर्दशा में उसका अपना स्वामी दोनों स्तर चलाता है: महादशा के विषय सामने रखे जाते हैं, और बाद की अंतर्दशाएँ उन्हें साकार करती हैं।',
  ),
}

/**
 * The relation of the running chapter and period (`relation`): one standing of the pair (period.ts), the
 * same that interpret and the timing windows read; its grounds are the pair's facts, its meaning the
 * weightiest statement of the corpus that agrees with that standing, or our own words where none does.
 */
function relationCard(fired: readonly Fired[], ctx: ReadingContext): CardText | null {
  const md = ctx.time?.mahadasha
  const ad = ctx.time?.antardasha
  if (!md || !ad) return null
  const pair = pairRelation(ctx, md, ad)
  const agreeing = fired
    .filter((f) => f.rule.scope === 'relation' && relationAgrees(f.rule, pair.standing))
    .sort(byWeight)[0]
  if (agreeing) {
    const c = cardOf(agreeing, ctx).card
    return { ...c, headline: RELATION_HEADLINES[pair.standing], because: pair.words }
  }
  const books = booksLine(['Brihat Parashara Hora Shastra', 'Laghu Parashari'])
  const why = RELATION_WHY[pair.standing]
  return {
    kind: 'relation',
    key: subjectKey(`the ${pair.standing} relation of the running lords`),
    headline: RELATION_HEADLINES[pair.standing],
    because: pair.words,
    why: text(`${why.en} ${books.en}`, `${why.hi} ${books.hi}`),
    do: [],
    takeCare: [],
    areas: [],
    cancelled: false,
  }
}

/**
 * The health note: its own text, symbolic only (vitality, rhythm, rest), never a card's words and never
 * a prescription: the lagna lord's standing (vitality is read from the lagna and its lord, BPHS 11), and
 * whether the running lords rule or occupy the houses of strain and renewal (6, 8, 12).
 */
function healthNote(ctx: ReadingContext, levels: readonly { planet: Graha; level: LevelName }[]): Text {
  const f = ctx.natal.facts
  const a = assess(ctx)
  const lord = lordOfHouse(f, 1)
  const cond = a[lord].condition
  const base = text(
    `Vitality is read from your lagna and its lord, ${named(lord)}, which ${
      cond === 'strong' ? 'stands strong' : cond === 'afflicted' ? 'is under some strain' : 'is steady'
    } in your chart.`,
    `जीवन-शक्ति आपके लग्न और उसके स्वामी ${hiGraha(lord)} से पढ़ी जाती है, जो आपकी कुंडली में ${
      cond === 'strong' ? 'बलवान है' : cond === 'afflicted' ? 'कुछ दबाव में है' : 'स्थिर है'
    }।`,
  )
  const touching = levels.filter(
    (l) => [6, 8, 12].includes(a[l.planet].house) || a[l.planet].owns.some((h) => [6, 8, 12].includes(h)),
  )
  if (touching.length === 0)
    return text(
      `${base.en} None of the running lords rules or occupies the houses of strain and renewal, so the time leaves your natural rhythm as it is.`,
      `${base.hi} चल रहे स्वामियों में से कोई भी दबाव और नवीकरण के भावों का स्वामी नहीं है, न उनमें बैठा है, इसलिए यह समय आपकी स्वाभाविक लय को वैसा ही रहने देता है।`,
    )
  const l = touching[0]!
  const h = a[l.planet].owns.find((x) => [6, 8, 12].includes(x)) ?? a[l.planet].house
  const rules = a[l.planet].owns.includes(h)
  return text(
    `${base.en} ${capital(named(l.planet))}, lord of the running ${l.level}, ${
      rules ? 'rules' : 'sits in'
    } your ${ordinal(h)} house, one of the houses of strain and renewal: a time to keep a steady rhythm and to leave room for rest between efforts.`,
    `${base.hi} चल रही ${HI_LEVELS[l.level]} का स्वामी ${hiGraha(l.planet)} आपके ${hindiOrdinal(h)} भाव ${
      rules ? 'का स्वामी है' : 'में बैठा है'
    }, जो दबाव और नवीकरण के भावों में से एक है: यह स्थिर लय रखने और प्रयासों के बीच विश्राम के लिए जगह छोड़ने का समय है।`,
  )
}
