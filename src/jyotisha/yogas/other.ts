/**
 * The other widely used yogas (jyotisha.md §4.9: BPHS's "many other yogas" as PVR defines them):
 * Saraswati, Parvata, Kahala, Chamara, Shankha, Bheri, Mridanga, Shrinatha, Kalpadruma, Gauri, Bharati,
 * Sharada, Indra, Devendra, Amsavatara, Chatussagara, Kulavardhana, Shubha and Papa Kartari,
 * Vanchana-Chora-Bhiti. Where a yoga has two alternative formations in the text, either one forms it.
 *
 * Mahabhagya is not evaluated: it reads differently for men and women, and a chart request carries no
 * gender.
 */
import {
  aspects,
  conjunct,
  isBenefic,
  isKendra,
  isMalefic,
  KENDRAS,
  lordOfHouse,
  occupantsOfHouse,
  type ChartFacts,
} from '../facts.js'
import { GRAHAS, houseFrom, lordOf, type Graha } from '../grahas.js'
import {
  andList,
  andWho,
  fromMoon,
  houseOf,
  housesPhrase,
  inExaltationSign,
  inHouses,
  inOwnSign,
  isDusthana,
  isKendraOrTrikona,
  isStrong,
  isTrikona,
  lordPhrase,
  mutualKendra,
  ordinal,
  placed,
  SEVEN,
  signName,
  signStanding,
  strongBecause,
  titled,
  who,
} from './helpers.js'
import { text } from '../../readings/text.js'
import {
  hiAndWho,
  hiHouses,
  hiInHouses,
  hiList,
  hiLordPhrase,
  hiOrd,
  hiPlaced,
  hiSign,
  hiSignStanding,
  hiStrongBecause,
  hiWho,
} from './hindi.js'
import type { Occurrence, YogaRule } from './types.js'

const BPHS = ['Brihat Parashara Hora Shastra'] as const
const one = (o: Occurrence | null): Occurrence[] => (o === null ? [] : [o])

/** "Jupiter exalted in Cancer" or "Jupiter in the 5th house". */
const standing = (c: ChartFacts, g: Graha): string =>
  inExaltationSign(c, g)
    ? `${who(g)} exalted in ${signName(c.grahas[g].sign)}`
    : `${who(g)} in the ${ordinal(houseOf(c, g))} house`

/** `standing` in Hindi: «गुरु कर्क राशि में उच्च का», «गुरु पंचम भाव में». */
const hiStanding = (c: ChartFacts, g: Graha): string =>
  inExaltationSign(c, g)
    ? `${hiWho(g)} ${hiSign(c.grahas[g].sign)} राशि में उच्च का`
    : `${hiWho(g)} ${hiOrd(houseOf(c, g))} भाव में`

/* Saraswati: Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd; Jupiter in its own,
 * exaltation or a friend's sign (the compound relationship of dignity.ts). */
function saraswati(c: ChartFacts): Occurrence | null {
  const trio = ['Mercury', 'Jupiter', 'Venus'] as const
  if (!trio.every((p) => isKendraOrTrikona(houseOf(c, p)) || houseOf(c, p) === 2)) return null
  const d = c.grahas.Jupiter.dignity
  if (!['exalted', 'moolatrikona', 'own', 'friendly'].includes(d)) return null
  const sign =
    d === 'exalted' ? 'its exaltation sign' : d === 'friendly' ? 'a friend’s sign' : 'a sign of its own'
  const hiSignOf =
    d === 'exalted' ? 'उसकी उच्च राशि' : d === 'friendly' ? 'उसके मित्र की राशि' : 'उसकी अपनी राशि'
  return {
    reason: text(
      `Mercury, Jupiter and Venus stand in kendras, trikonas or the 2nd (${inHouses(c, trio)}), and Jupiter is in ${signName(c.grahas.Jupiter.sign)}, ${sign}.`,
      `बुध, गुरु और शुक्र केंद्र, त्रिकोण या द्वितीय भाव में हैं (${hiInHouses(c, trio)}), और गुरु ${hiSign(c.grahas.Jupiter.sign)} राशि में है, जो ${hiSignOf} है।`,
    ),
    planets: [...trio],
  }
}

/* Parvata: the kendras hold only benefics (at least one), and the 6th and 8th are empty or hold only
 * benefics. jyotisha.md writes "7th and 8th"; BPHS and B.V. Raman name the 6th and 8th, used here (the
 * 7th is a kendra already). */
function parvata(c: ChartFacts): Occurrence | null {
  const inKendras = GRAHAS.filter((g) => isKendra(houseOf(c, g)))
  if (inKendras.length === 0 || !inKendras.every((g) => isBenefic(c, g))) return null
  const sixEight = [...occupantsOfHouse(c, 6), ...occupantsOfHouse(c, 8)]
  if (!sixEight.every((g) => isBenefic(c, g))) return null
  return {
    reason: text(
      `Only benefics occupy the kendras (${inHouses(c, inKendras)}), and the 6th and 8th houses are ${sixEight.length === 0 ? 'empty' : 'held only by benefics'}.`,
      `केंद्रों में केवल शुभ ग्रह हैं (${hiInHouses(c, inKendras)}), और षष्ठ तथा अष्टम भाव ${sixEight.length === 0 ? 'खाली हैं' : 'में भी केवल शुभ ग्रह हैं'}।`,
    ),
    planets: [...inKendras, ...sixEight],
  }
}

/* Kahala: the 4th lord and Jupiter in mutual kendras with the lagna lord strong; or the 4th lord in its
 * own or exaltation sign joined by the 10th lord. */
function kahala(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l4 = lordOfHouse(c, 4)
  const l10 = lordOfHouse(c, 10)
  if (l4 !== 'Jupiter' && mutualKendra(c, l4, 'Jupiter') && isStrong(c, l1))
    return {
      reason: text(
        `${lordPhrase(4, l4)} and Jupiter are in kendras from each other (${placed(c, l4)}, ${placed(c, 'Jupiter')}), and the lagna lord is strong: ${strongBecause(c, l1)}.`,
        `${hiLordPhrase(4, l4)} और गुरु एक-दूसरे से केंद्र में हैं (${hiPlaced(c, l4)}, ${hiPlaced(c, 'Jupiter')}), और लग्नेश बलवान है: ${hiStrongBecause(c, l1)}।`,
      ),
      planets: [l4, 'Jupiter', l1],
    }
  if ((inOwnSign(c, l4) || inExaltationSign(c, l4)) && l10 !== l4 && conjunct(c, l4, l10))
    return {
      reason: text(
        `${lordPhrase(4, l4)} is in ${signName(c.grahas[l4].sign)}, ${inExaltationSign(c, l4) ? 'its exaltation sign' : 'its own sign'}, joined by ${titled('the 10th lord', l10)}.`,
        `${hiLordPhrase(4, l4)} ${hiSign(c.grahas[l4].sign)} राशि में है, जो ${inExaltationSign(c, l4) ? 'उसकी उच्च राशि' : 'उसकी अपनी राशि'} है, और उसके साथ ${hiLordPhrase(10, l10)} है।`,
      ),
      planets: [l4, l10],
    }
  return null
}

/* Chamara: the lagna lord exalted in a kendra and aspected by Jupiter; or two benefics together in the
 * lagna, 7th, 9th or 10th. jyotisha.md lists the 7th, 9th and 10th; BPHS and B.V. Raman also name the
 * lagna, which is included. */
function chamara(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  if (inExaltationSign(c, l1) && isKendra(houseOf(c, l1)) && aspects(c, 'Jupiter', l1))
    return {
      reason: text(
        `${titled('the lagna lord', l1)} is exalted in ${signName(c.grahas[l1].sign)} in the ${ordinal(houseOf(c, l1))} house, a kendra, and Jupiter aspects it.`,
        `${hiLordPhrase(1, l1)} ${hiSign(c.grahas[l1].sign)} राशि में ${hiOrd(houseOf(c, l1))} भाव में उच्च का है, जो केंद्र है, और गुरु की उस पर दृष्टि है।`,
      ),
      planets: [l1, 'Jupiter'],
    }
  for (const h of [1, 7, 9, 10]) {
    const benefics = occupantsOfHouse(c, h).filter((g) => isBenefic(c, g))
    if (benefics.length >= 2)
      return {
        reason: text(
          `${andWho(benefics)}, benefics, are together in the ${ordinal(h)} house.`,
          `शुभ ग्रह ${hiAndWho(benefics)} ${hiOrd(h)} भाव में साथ हैं।`,
        ),
        planets: benefics,
      }
  }
  return null
}

/* Shankha: the lagna lord strong and the 5th and 6th lords in mutual kendras; or the lagna and 10th
 * lords together in a movable sign with the 9th lord strong. */
function shankha(c: ChartFacts): Occurrence | null {
  const [l1, l5, l6, l9, l10] = [1, 5, 6, 9, 10].map((h) => lordOfHouse(c, h)) as [
    Graha,
    Graha,
    Graha,
    Graha,
    Graha,
  ]
  if (isStrong(c, l1) && l5 !== l6 && mutualKendra(c, l5, l6))
    return {
      reason: text(
        `${titled('the 5th lord', l5)} and ${titled('the 6th lord', l6)} are in kendras from each other, and the lagna lord is strong: ${strongBecause(c, l1)}.`,
        `${hiLordPhrase(5, l5)} और ${hiLordPhrase(6, l6)} एक-दूसरे से केंद्र में हैं, और लग्नेश बलवान है: ${hiStrongBecause(c, l1)}।`,
      ),
      planets: [l1, l5, l6],
    }
  if (l1 !== l10 && conjunct(c, l1, l10) && c.grahas[l1].sign % 3 === 0 && isStrong(c, l9))
    return {
      reason: text(
        `${titled('the lagna lord', l1)} and ${titled('the 10th lord', l10)} are together in ${signName(c.grahas[l1].sign)}, a movable sign, and the 9th lord is strong: ${strongBecause(c, l9)}.`,
        `${hiLordPhrase(1, l1)} और ${hiLordPhrase(10, l10)} ${hiSign(c.grahas[l1].sign)} राशि में साथ हैं, जो चर राशि है, और नवमेश बलवान है: ${hiStrongBecause(c, l9)}।`,
      ),
      planets: [l1, l10, l9],
    }
  return null
}

/* Bheri: the 9th lord strong, and either the 1st, 2nd, 7th and 12th each occupied by a planet (Sun to
 * Saturn), or Jupiter, Venus and the lagna lord in mutual kendras. */
function bheri(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l9 = lordOfHouse(c, 9)
  if (!isStrong(c, l9)) return null
  const strong = `the 9th lord is strong: ${strongBecause(c, l9)}`
  const hiStrong = `नवमेश बलवान है: ${hiStrongBecause(c, l9)}`
  const houses = [1, 2, 7, 12]
  if (houses.every((h) => SEVEN.some((p) => houseOf(c, p) === h))) {
    const there = SEVEN.filter((p) => houses.includes(houseOf(c, p)))
    return {
      reason: text(
        `Planets occupy each of ${housesPhrase(houses)}, and ${strong}.`,
        `${hiHouses(houses)} में से हर एक में ग्रह है, और ${hiStrong}।`,
      ),
      planets: [...there, l9],
    }
  }
  const trio = [...new Set<Graha>(['Jupiter', 'Venus', l1])]
  if (trio.every((a) => trio.every((b) => mutualKendra(c, a, b))))
    return {
      reason: text(
        `${andList(trio.map((g) => (g === l1 ? `${who(g)} (the lagna lord)` : who(g))))} are in kendras from one another, and ${strong}.`,
        `${hiList(trio.map((g) => (g === l1 ? `${hiWho(g)} (लग्नेश)` : hiWho(g))))} एक-दूसरे से केंद्र में हैं, और ${hiStrong}।`,
      ),
      planets: [...trio, l9],
    }
  return null
}

/* Mridanga (as jyotisha.md gives it): at least one planet in its own or exaltation sign in a kendra or
 * trikona, and the lagna lord strong. */
function mridanga(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const dignified = SEVEN.filter(
    (p) => (inOwnSign(c, p) || inExaltationSign(c, p)) && isKendraOrTrikona(houseOf(c, p)),
  )
  if (dignified.length === 0 || !isStrong(c, l1)) return null
  return {
    reason: text(
      `${andList(dignified.map((p) => `${who(p)} holds ${signStanding(c, p)} ${signName(c.grahas[p].sign)} in the ${ordinal(houseOf(c, p))} house`))}, ` +
        `${dignified.length > 1 ? 'kendras or trikonas' : 'a kendra or trikona'}; and the lagna lord is strong: ${strongBecause(c, l1)}.`,
      `${hiList(dignified.map((p) => `${hiWho(p)} ${hiOrd(houseOf(c, p))} भाव में ${hiSignStanding(c, p).replace('उसकी अपनी', 'अपनी').replace('उसकी', 'अपनी')} ${hiSign(c.grahas[p].sign)} में है`))}, ` +
        `${dignified.length > 1 ? 'ये भाव केंद्र या त्रिकोण हैं' : 'यह भाव केंद्र या त्रिकोण है'}; और लग्नेश बलवान है: ${hiStrongBecause(c, l1)}।`,
    ),
    planets: [...dignified, l1],
  }
}

/* Shrinatha: the 7th lord exalted in the 10th, and the 10th lord with the 9th lord. */
function shrinatha(c: ChartFacts): Occurrence | null {
  const [l7, l9, l10] = [7, 9, 10].map((h) => lordOfHouse(c, h)) as [Graha, Graha, Graha]
  if (!inExaltationSign(c, l7) || houseOf(c, l7) !== 10 || l9 === l10 || !conjunct(c, l9, l10)) return null
  return {
    reason: text(
      `${lordPhrase(7, l7)} is exalted in ${signName(c.grahas[l7].sign)} in the 10th house, and ${titled('the 10th lord', l10)} is with ${titled('the 9th lord', l9)}.`,
      `${hiLordPhrase(7, l7)} ${hiSign(c.grahas[l7].sign)} राशि में दशम भाव में उच्च का है, और ${hiLordPhrase(10, l10)} ${hiLordPhrase(9, l9)} के साथ है।`,
    ),
    planets: [l7, l9, l10],
  }
}

/* Kalpadruma (Parijata), as PVR reads BPHS: the lagna lord, its dispositor, and that dispositor's own
 * dispositors in the rashi and in the navamsa all in kendras or trikonas, or exalted. */
function kalpadruma(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const disp = lordOf(c.grahas[l1].sign)
  const rashiDisp = lordOf(c.grahas[disp].sign)
  const navamsaDisp = lordOf(c.grahas[disp].navamsaSign)
  const chain = [...new Set<Graha>([l1, disp, rashiDisp, navamsaDisp])]
  if (!chain.every((g) => isKendraOrTrikona(houseOf(c, g)) || inExaltationSign(c, g))) return null
  return {
    reason: text(
      `The lagna lord, its dispositor, and that dispositor's own dispositors in the rashi and the navamsa ` +
        `(${andWho([l1, disp, rashiDisp, navamsaDisp])} in turn) are all in kendras, trikonas or exaltation: ` +
        `${andList(chain.map((g) => standing(c, g)))}.`,
      `लग्नेश, उसका राशि-स्वामी, और उस राशि-स्वामी के राशि तथा नवांश के स्वामी (क्रम से ` +
        `${hiAndWho([l1, disp, rashiDisp, navamsaDisp])}) सभी केंद्र, त्रिकोण या उच्च राशि में हैं: ` +
        `${hiList(chain.map((g) => hiStanding(c, g)))}।`,
    ),
    planets: chain,
  }
}

/* Gauri: the lord of the navamsa sign of the 10th lord is exalted in the 10th, joined by the lagna lord
 * (two different planets). */
function gauri(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  const l10 = lordOfHouse(c, 10)
  const n = lordOf(c.grahas[l10].navamsaSign)
  if (n === l1 || !inExaltationSign(c, n) || houseOf(c, n) !== 10 || !conjunct(c, n, l1)) return null
  return {
    reason: text(
      `${lordPhrase(10, l10)} is in the navamsa of ${signName(c.grahas[l10].navamsaSign)}, ${titled('whose lord', n)} is exalted in ${signName(c.grahas[n].sign)} in the 10th house, joined by ${titled('the lagna lord', l1)}.`,
      `${hiLordPhrase(10, l10)} ${hiSign(c.grahas[l10].navamsaSign)} नवांश में है, जिसका स्वामी ${hiWho(n)} ${hiSign(c.grahas[n].sign)} राशि में दशम भाव में उच्च का है, और उसके साथ ${hiLordPhrase(1, l1)} है।`,
    ),
    planets: [l10, n, l1],
  }
}

/* Bharati: the lord of the navamsa sign held by the 2nd, 5th or 11th lord is exalted and joins the 9th
 * lord (two different planets). The first of those lords that qualifies is reported. */
function bharati(c: ChartFacts): Occurrence | null {
  const l9 = lordOfHouse(c, 9)
  for (const h of [2, 5, 11]) {
    const lord = lordOfHouse(c, h)
    const n = lordOf(c.grahas[lord].navamsaSign)
    if (n === l9 || !inExaltationSign(c, n) || !conjunct(c, n, l9)) continue
    return {
      reason: text(
        `${lordPhrase(h, lord)} is in the navamsa of ${signName(c.grahas[lord].navamsaSign)}, ${titled('whose lord', n)} is exalted in ${signName(c.grahas[n].sign)} and joined by ${titled('the 9th lord', l9)}.`,
        `${hiLordPhrase(h, lord)} ${hiSign(c.grahas[lord].navamsaSign)} नवांश में है, जिसका स्वामी ${hiWho(n)} ${hiSign(c.grahas[n].sign)} राशि में उच्च का है और उसके साथ ${hiLordPhrase(9, l9)} है।`,
      ),
      planets: [lord, n, l9],
    }
  }
  return null
}

/* Sharada, all of (B.V. Raman's reading, as jyotisha.md lists it): the 10th lord in the 5th; Mercury in
 * a kendra; the Sun strong in Leo; Mercury or Jupiter in a trikona (1, 5, 9) from the Moon; Mars in the
 * 11th. */
function sharada(c: ChartFacts): Occurrence | null {
  const l10 = lordOfHouse(c, 10)
  const trine = (['Mercury', 'Jupiter'] as const).filter((p) => isTrikona(fromMoon(c, p)))
  const ok =
    houseOf(c, l10) === 5 &&
    isKendra(houseOf(c, 'Mercury')) &&
    c.grahas.Sun.sign === 4 &&
    isStrong(c, 'Sun') &&
    trine.length > 0 &&
    houseOf(c, 'Mars') === 11
  if (!ok) return null
  return {
    reason: text(
      `${titled('the 10th lord', l10)} is in the 5th house; Mercury is in the ${ordinal(houseOf(c, 'Mercury'))}, a kendra; ` +
        `the Sun is strong in Leo; ${andList(trine)} ${trine.length > 1 ? 'are' : 'is'} in a trikona from the Moon; and Mars is in the 11th.`,
      `${hiLordPhrase(10, l10)} पंचम भाव में है; बुध ${hiOrd(houseOf(c, 'Mercury'))} भाव में है, जो केंद्र है; ` +
        `सूर्य सिंह राशि में बलवान है; ${hiAndWho(trine)} चंद्रमा से त्रिकोण में ${trine.length > 1 ? 'हैं' : 'है'}; और मंगल एकादश भाव में है।`,
    ),
    planets: [...new Set<Graha>(['Sun', 'Moon', 'Mars', 'Mercury', ...trine, l10])],
  }
}

/* Indra: the 5th and 11th lords exchange houses, and the Moon is in the 5th. */
function indra(c: ChartFacts): Occurrence | null {
  const l5 = lordOfHouse(c, 5)
  const l11 = lordOfHouse(c, 11)
  if (houseOf(c, l5) !== 11 || houseOf(c, l11) !== 5 || houseOf(c, 'Moon') !== 5) return null
  return {
    reason: text(
      `${titled('the 5th lord', l5)} is in the 11th house and ${titled('the 11th lord', l11)} in the 5th, exchanging signs, and the Moon is in the 5th.`,
      `${hiLordPhrase(5, l5)} एकादश भाव में है और ${hiLordPhrase(11, l11)} पंचम में, यानी दोनों में राशि परिवर्तन है, और चंद्रमा पंचम भाव में है।`,
    ),
    planets: ['Moon', l5, l11],
  }
}

/* Devendra: a fixed-sign lagna; the 2nd and 10th lords exchange houses; the lagna and 11th lords exchange
 * houses. */
function devendra(c: ChartFacts): Occurrence | null {
  const [l1, l2, l10, l11] = [1, 2, 10, 11].map((h) => lordOfHouse(c, h)) as [Graha, Graha, Graha, Graha]
  const ok =
    c.lagnaSign % 3 === 1 &&
    houseOf(c, l2) === 10 &&
    houseOf(c, l10) === 2 &&
    houseOf(c, l1) === 11 &&
    houseOf(c, l11) === 1
  if (!ok) return null
  return {
    reason: text(
      `The lagna, ${signName(c.lagnaSign)}, is a fixed sign; ${titled('the 2nd lord', l2)} and ${titled('the 10th lord', l10)} exchange houses, and so do ${titled('the lagna lord', l1)} and ${titled('the 11th lord', l11)}.`,
      `लग्न ${hiSign(c.lagnaSign)} स्थिर राशि है; ${hiLordPhrase(2, l2)} और ${hiLordPhrase(10, l10)} के भावों का परिवर्तन है, और ${hiLordPhrase(1, l1)} तथा ${hiLordPhrase(11, l11)} का भी।`,
    ),
    planets: [l1, l2, l10, l11],
  }
}

/* Amsavatara: Jupiter and Venus in kendras, and Saturn exalted (Libra) in a kendra. */
function amsavatara(c: ChartFacts): Occurrence | null {
  const trio = ['Jupiter', 'Venus', 'Saturn'] as const
  if (!trio.every((p) => isKendra(houseOf(c, p))) || !inExaltationSign(c, 'Saturn')) return null
  return {
    reason: text(
      `Jupiter and Venus are in kendras (${inHouses(c, ['Jupiter', 'Venus'])}), and Saturn is exalted in Libra in the ${ordinal(houseOf(c, 'Saturn'))}, also a kendra.`,
      `गुरु और शुक्र केंद्रों में हैं (${hiInHouses(c, ['Jupiter', 'Venus'])}), और शनि तुला राशि में ${hiOrd(houseOf(c, 'Saturn'))} भाव में उच्च का है, जो भी केंद्र है।`,
    ),
    planets: [...trio],
  }
}

/* Chatussagara: each of the four kendras holds at least one planet (Sun to Saturn). Variant: "each
 * kendra occupied", B.V. Raman's reading; "all planets in the kendras" would be the Kamala Nabhasa yoga. */
function chatussagara(c: ChartFacts): Occurrence | null {
  if (!KENDRAS.every((h) => SEVEN.some((p) => houseOf(c, p) === h))) return null
  const there = SEVEN.filter((p) => isKendra(houseOf(c, p)))
  return {
    reason: text(
      `Each of the four kendras holds a planet: ${inHouses(c, there)}.`,
      `चारों केंद्रों में से हर एक में ग्रह है: ${hiInHouses(c, there)}।`,
    ),
    planets: there,
  }
}

/* Kulavardhana (PVR): every planet, Sun to Saturn, in the 5th from the lagna, from the Moon or from the
 * Sun. */
function kulavardhana(c: ChartFacts): Occurrence | null {
  const fromSun = (p: Graha) => houseFrom(c.grahas.Sun.sign, c.grahas[p].sign)
  if (!SEVEN.every((p) => houseOf(c, p) === 5 || fromMoon(c, p) === 5 || fromSun(p) === 5)) return null
  const signIndices = [...new Set(SEVEN.map((p) => c.grahas[p].sign))].sort((a, b) => a - b)
  const signs = signIndices.map(signName)
  const hiSigns = signIndices.map(hiSign)
  return {
    reason: text(
      `Every planet stands in the 5th sign from the lagna, the Moon or the Sun (they occupy ${andList(signs)}).`,
      `हर ग्रह लग्न, चंद्रमा या सूर्य से पंचम राशि में है (ग्रह ${hiList(hiSigns)} में हैं)।`,
    ),
    planets: SEVEN,
  }
}

/* Shubha and Papa Kartari: the 2nd and 12th houses both occupied, and every graha in them a benefic
 * (resp. a malefic) of this chart: the lagna hemmed in on both sides. */
function kartari(c: ChartFacts, kind: 'benefic' | 'malefic'): Occurrence | null {
  const second = occupantsOfHouse(c, 2)
  const twelfth = occupantsOfHouse(c, 12)
  const test = kind === 'benefic' ? isBenefic : isMalefic
  if (second.length === 0 || twelfth.length === 0) return null
  if (![...second, ...twelfth].every((g) => test(c, g))) return null
  return {
    reason: text(
      `The lagna is hemmed in by ${kind}s: ${andWho(second)} in the 2nd house and ${andWho(twelfth)} in the 12th, with no ${kind === 'benefic' ? 'malefic' : 'benefic'} beside them.`,
      `लग्न ${kind === 'benefic' ? 'शुभ' : 'अशुभ'} ग्रहों से घिरा है: द्वितीय भाव में ${hiAndWho(second)} और द्वादश में ${hiAndWho(twelfth)}, और उनके साथ कोई ${kind === 'benefic' ? 'अशुभ' : 'शुभ'} ग्रह नहीं है।`,
    ),
    planets: [...second, ...twelfth],
    houses: [1, 2, 12],
  }
}

/* Vanchana-Chora-Bhiti: the lagna lord in the 6th, 8th or 12th, joined or aspected by a malefic. */
function vanchana(c: ChartFacts): Occurrence | null {
  const l1 = lordOfHouse(c, 1)
  if (!isDusthana(houseOf(c, l1))) return null
  const malefics = GRAHAS.filter(
    (m) => m !== l1 && isMalefic(c, m) && (conjunct(c, m, l1) || aspects(c, m, l1)),
  )
  if (malefics.length === 0) return null
  return {
    reason: text(
      `${titled('the lagna lord', l1)} is in ${signName(c.grahas[l1].sign)} in the ${ordinal(houseOf(c, l1))} house, a dusthana, and is joined or aspected by ${malefics.length > 1 ? 'the malefics' : 'the malefic'} ${andWho(malefics)}.`,
      `${hiLordPhrase(1, l1)} ${hiSign(c.grahas[l1].sign)} राशि में ${hiOrd(houseOf(c, l1))} भाव में है, जो दुःस्थान है, और अशुभ ग्रह ${hiAndWho(malefics)} उसके साथ ${malefics.length > 1 ? 'हैं या उस पर दृष्टि डालते हैं' : 'है या उस पर दृष्टि डालता है'}।`,
    ),
    planets: [l1, ...malefics],
  }
}

export const OTHER_YOGAS: YogaRule[] = [
  {
    name: 'Saraswati',
    category: 'Other',
    sources: ['Phaladeepika', 'Jataka Parijata', 'Brihat Parashara Hora Shastra'],
    description: text(
      'Mercury, Jupiter and Venus well placed together is traditionally associated with learning, eloquence and a gift for the arts and sciences.',
      'बुध, गुरु और शुक्र के एक साथ सुस्थित होने को परंपरा से विद्या, वाक्पटुता और कलाओं तथा विज्ञानों की प्रतिभा से जोड़ा जाता है।',
    ),
    find: (c) => one(saraswati(c)),
  },
  {
    name: 'Parvata',
    category: 'Other',
    sources: BPHS,
    description: text(
      'Benefics holding the angles with the difficult houses clear is traditionally read as prosperity, generosity and a respected name.',
      'केंद्रों में शुभ ग्रह हों और दुःस्थान खाली हों तो परंपरा से इसे समृद्धि, उदारता और प्रतिष्ठित नाम के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(parvata(c)),
  },
  {
    name: 'Kahala',
    category: 'Other',
    sources: BPHS,
    description: text(
      'A well-linked 4th lord is traditionally associated with boldness, determination and the capacity to lead a group.',
      'अच्छे संबंधों वाले चतुर्थेश को परंपरा से साहस, दृढ़ निश्चय और किसी समूह का नेतृत्व करने की क्षमता से जोड़ा जाता है।',
    ),
    find: (c) => one(kahala(c)),
  },
  {
    name: 'Chamara',
    category: 'Other',
    sources: BPHS,
    description: text(
      'This combination is traditionally linked with eloquence, learning and honour from those in authority.',
      'इस योग को परंपरा से वाक्पटुता, विद्या और अधिकार वाले लोगों से मिलने वाले सम्मान से जोड़ा जाता है।',
    ),
    find: (c) => one(chamara(c)),
  },
  {
    name: 'Shankha',
    category: 'Other',
    sources: BPHS,
    description: text(
      'This combination is traditionally read as a kind and principled nature, a good family life and lasting comfort.',
      'इस योग को परंपरा से दयालु और सिद्धांतनिष्ठ स्वभाव, अच्छे पारिवारिक जीवन और स्थायी सुख के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(shankha(c)),
  },
  {
    name: 'Bheri',
    category: 'Other',
    sources: BPHS,
    description: text(
      'A strong 9th lord with this support is traditionally associated with health, comfort, a good family and a respected standing.',
      'इस सहारे के साथ बलवान नवमेश को परंपरा से अच्छे स्वास्थ्य, सुख, अच्छे परिवार और सम्मानित स्थान से जोड़ा जाता है।',
    ),
    find: (c) => one(bheri(c)),
  },
  {
    name: 'Mridanga',
    category: 'Other',
    sources: BPHS,
    description: text(
      'Dignified planets in strong houses with a strong lagna lord are traditionally read as recognition, comfort and a pleasant life.',
      'बलवान भावों में अपनी राशि या उच्च राशि वाले ग्रह और बलवान लग्नेश को परंपरा से मान-सम्मान, सुख और सुखद जीवन के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(mridanga(c)),
  },
  {
    name: 'Shrinatha',
    category: 'Other',
    sources: BPHS,
    description: text(
      'An exalted 7th lord in the 10th with the lords of fortune and work together is traditionally linked with prosperity, good speech and devotion.',
      'दशम में उच्च का सप्तमेश, और भाग्य तथा कर्म के स्वामी एक साथ, परंपरा से समृद्धि, अच्छी वाणी और भक्ति से जोड़े जाते हैं।',
    ),
    find: (c) => one(shrinatha(c)),
  },
  {
    name: 'Kalpadruma',
    category: 'Other',
    sources: BPHS,
    description: text(
      'A chain of well-placed dispositors from the lagna lord is traditionally read as steady prosperity, a principled life and generosity.',
      'लग्नेश से चलती सुस्थित राशि-स्वामियों की शृंखला को परंपरा से स्थिर समृद्धि, सिद्धांतनिष्ठ जीवन और उदारता के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(kalpadruma(c)),
  },
  {
    name: 'Gauri',
    category: 'Other',
    sources: BPHS,
    description: text(
      'This combination is traditionally associated with a respected family, good character and success in one’s field.',
      'इस योग को परंपरा से प्रतिष्ठित परिवार, अच्छे चरित्र और अपने क्षेत्र में सफलता से जोड़ा जाता है।',
    ),
    find: (c) => one(gauri(c)),
  },
  {
    name: 'Bharati',
    category: 'Other',
    sources: BPHS,
    description: text(
      'This combination is traditionally associated with learning, renown and a principled, respected life.',
      'इस योग को परंपरा से विद्या, यश और सिद्धांतनिष्ठ, सम्मानित जीवन से जोड़ा जाता है।',
    ),
    find: (c) => one(bharati(c)),
  },
  {
    name: 'Sharada',
    category: 'Other',
    sources: BPHS,
    description: text(
      'This combination is traditionally linked with learning, recognition from authorities and a prosperous family life.',
      'इस योग को परंपरा से विद्या, अधिकारियों से मिलने वाली पहचान और समृद्ध पारिवारिक जीवन से जोड़ा जाता है।',
    ),
    find: (c) => one(sharada(c)),
  },
  {
    name: 'Indra',
    category: 'Other',
    sources: BPHS,
    description: text(
      'An exchange of the 5th and 11th lords with the Moon in the 5th is traditionally read as courage, renown and a fortunate spell in life.',
      'पंचमेश और एकादशेश का परिवर्तन, पंचम में चंद्रमा के साथ, परंपरा से साहस, यश और जीवन के एक सौभाग्यशाली दौर के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(indra(c)),
  },
  {
    name: 'Devendra',
    category: 'Other',
    sources: BPHS,
    description: text(
      'A double exchange from a fixed lagna is traditionally associated with an attractive personality, comfort and high standing.',
      'स्थिर लग्न से दोहरे परिवर्तन को परंपरा से आकर्षक व्यक्तित्व, सुख और ऊँची प्रतिष्ठा से जोड़ा जाता है।',
    ),
    find: (c) => one(devendra(c)),
  },
  {
    name: 'Amsavatara',
    category: 'Other',
    sources: BPHS,
    description: text(
      'Jupiter, Venus and an exalted Saturn in the angles are traditionally read as self-discipline, learning and a respected public life.',
      'केंद्रों में गुरु, शुक्र और उच्च का शनि परंपरा से आत्मानुशासन, विद्या और सम्मानित सार्वजनिक जीवन के रूप में पढ़े जाते हैं।',
    ),
    find: (c) => one(amsavatara(c)),
  },
  {
    name: 'Chatussagara',
    category: 'Other',
    sources: BPHS,
    description: text(
      'All four angles occupied is traditionally associated with a name that travels widely, comfort and a productive life.',
      'चारों केंद्रों में ग्रह हों तो परंपरा से इसे दूर-दूर तक फैलने वाले नाम, सुख और फलदायी जीवन से जोड़ा जाता है।',
    ),
    find: (c) => one(chatussagara(c)),
  },
  {
    name: 'Kulavardhana',
    category: 'Other',
    sources: ['Vedic Astrology: An Integrated Approach'],
    description: text(
      'Planets gathered in the 5th from the key points, a combination named in modern compilations, are associated with vitality and a growing family line.',
      'मुख्य बिंदुओं से पंचम में एकत्र ग्रह, यह योग आधुनिक संकलनों में मिलता है, जीवन-शक्ति और बढ़ते वंश से जोड़े जाते हैं।',
    ),
    find: (c) => one(kulavardhana(c)),
  },
  {
    name: 'Shubha Kartari',
    category: 'Other',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    description: text(
      'Benefics on both sides of the lagna are traditionally read as protection of the self: vitality, a pleasant nature and support from others.',
      'लग्न के दोनों ओर शुभ ग्रहों को परंपरा से व्यक्तित्व की रक्षा के रूप में पढ़ा जाता है: जीवन-शक्ति, सुखद स्वभाव और दूसरों का सहारा।',
    ),
    find: (c) => one(kartari(c, 'benefic')),
  },
  {
    name: 'Papa Kartari',
    category: 'Other',
    sources: ['Brihat Parashara Hora Shastra', 'Phaladeepika'],
    adverse: true,
    description: text(
      'Malefics on both sides of the lagna are traditionally read as pressure on the self, met best with care for health and steady effort.',
      'लग्न के दोनों ओर अशुभ ग्रहों को परंपरा से व्यक्तित्व पर दबाव के रूप में पढ़ा जाता है, जिसका सबसे अच्छा उत्तर अपने स्वास्थ्य का ध्यान और निरंतर प्रयास है।',
    ),
    find: (c) => one(kartari(c, 'malefic')),
  },
  {
    name: 'Vanchana-Chora-Bhiti',
    category: 'Other',
    sources: BPHS,
    adverse: true,
    description: text(
      'An afflicted lagna lord in a difficult house is traditionally read as a reason for caution with trust, property and dealings with others.',
      'दुःस्थान में पीड़ित लग्नेश को परंपरा से भरोसे, संपत्ति और दूसरों से लेन-देन में सावधानी के कारण के रूप में पढ़ा जाता है।',
    ),
    find: (c) => one(vanchana(c)),
  },
]
