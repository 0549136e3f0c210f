/** Pāpasāmya in words for the couple: each chart's malefic points as the tradition
 *  counts them, and whether the balance holds. */
import type { PapaCell, PapasamyaResult } from '../../jyotisha/kootas/papasamya.js'
import { papasamyaBalanced } from '../../jyotisha/kootas/papasamya.js'
import { hiNumber, joinHi } from '../../jyotisha/kootas/hindi.js'
import { text, type Text } from '../text.js'
import type { Roles, Side } from './kootas.js'

export interface PapasamyaView {
  a: { total: number; cells: PapaCell[]; references: PapasamyaResult['references'] }
  b: { total: number; cells: PapaCell[]; references: PapasamyaResult['references'] }
  /** Whether the groom's total is at least the bride's; null when the genders do not say who is who. */
  balanced: boolean | null
  /** Partner b's total less partner a's. */
  difference: number
  method: Text
  explanation: Text
}

export function papasamyaView(
  p: Record<Side, PapasamyaResult>,
  roles: Roles,
  fromGender: boolean,
  labels: Record<Side, Text>,
): PapasamyaView {
  const diff = p.b.total - p.a.total
  const balanced = fromGender ? papasamyaBalanced(p[roles.groom], p[roles.bride]) : null
  const noLagna = (['a', 'b'] as const).filter((s) => !p[s].references.includes('lagna'))
  const totals = `${labels.a.en} carries ${p.a.total} and ${labels.b.en} ${p.b.total} by the traditional count.`
  const totalsHi = `पारंपरिक गणना से अशुभ ग्रहों के अंक ${labels.a.hi} के ${hiNumber(p.a.total)} और ${labels.b.hi} के ${hiNumber(p.b.total)} हैं।`
  const heavier = p.a.total > p.b.total ? labels.a : labels.b
  const said =
    balanced === null
      ? p.a.total === p.b.total
        ? text(
            `${totals} They are equal, so the balance holds whichever partner is in the bride’s place.`,
            `${totalsHi} दोनों बराबर हैं, इसलिए वधू के स्थान पर कोई भी साथी हो, संतुलन बना रहता है।`,
          )
        : text(
            `${totals} The tradition wants the groom’s count at least the bride’s; the genders are not both given (or are the same), so the balance holds only if ${heavier.en} is in the groom’s place.`,
            `${totalsHi} परंपरा चाहती है कि वर के अंक कम से कम वधू के बराबर हों; दोनों का लिंग नहीं दिया गया (या एक ही है), इसलिए संतुलन तभी बनता है जब ${heavier.hi} वर के स्थान पर हों।`,
          )
      : balanced
        ? text(
            `${totals} The groom’s count is at least the bride’s, as the tradition wants: the balance holds.`,
            `${totalsHi} वर के अंक कम से कम वधू के बराबर हैं, जैसा परंपरा चाहती है: संतुलन बना रहता है।`,
          )
        : text(
            `${totals} The bride’s count is higher than the groom’s, which the tradition reads as an imbalance to weigh with the rest of the match; some Kerala authorities accept a difference of up to one.`,
            `${totalsHi} वधू के अंक वर से अधिक हैं, जिसे परंपरा ऐसा असंतुलन मानती है जो मिलान की बाकी बातों के साथ तौला जाए; केरल के कुछ आचार्य एक अंक तक का अंतर स्वीकार करते हैं।`,
          )
  const explanation = noLagna.length
    ? text(
        `${said.en} Without a birth time the lagna is not counted for ${noLagna.map((s) => labels[s].en).join(' and ')}.`,
        `${said.hi} जन्म समय के बिना ${joinHi(noLagna.map((s) => labels[s].hi))} के लिए लग्न नहीं गिना गया।`,
      )
    : said
  return {
    a: { total: p.a.total, cells: p.a.cells, references: p.a.references },
    b: { total: p.b.total, cells: p.b.cells, references: p.b.references },
    balanced: balanced === null ? (p.a.total === p.b.total ? true : null) : balanced,
    difference: diff,
    method: text(
      'Mars, Saturn, the Sun and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th sign from the lagna (1 each), the Moon (½ each) and Venus (¼ each); no exceptions for dignity. The groom’s total should be at least the bride’s.',
      'लग्न (हर ग्रह का 1), चंद्रमा (हर ग्रह का ½) और शुक्र (हर ग्रह का ¼) से प्रथम, द्वितीय, चतुर्थ, सप्तम, अष्टम या द्वादश राशि में मंगल, शनि, सूर्य और राहु; ग्रह की उच्च, नीच या स्वराशि की स्थिति से कोई छूट नहीं। वर का योग कम से कम वधू के बराबर होना चाहिए।',
    ),
    explanation,
  }
}
