/**
 * A chart picture's accessible text (its `<title>` and `<desc>`, what a screen reader says) in Hindi,
 * from the same picture as the English: the names are the Hindi table's, degrees said as अंश.
 */
import { SIGNS } from '../astro/zodiac.js'
import { nameTable } from '../i18n/languages.js'
import type { SignPicture } from './indian.js'
import type { WheelPicture } from './wheel.js'

const names = () => nameTable('hi').names

/** A graha's, outer planet's or node's name in Hindi. */
export function hiBody(body: string): string {
  const n = names()
  return n.grahas[body] ?? n.outerBodies[body] ?? n.nodes[body] ?? body
}

const hiSign = (sign: number) => names().signs[SIGNS[sign]!]!

const STYLES = { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय', east: 'पूर्व भारतीय' } as const

export const hindiIndianTitle = (p: SignPicture, style: keyof typeof STYLES) =>
  `${p.title} (${p.subtitle}), ${STYLES[style]} शैली`

const isNode = (body: string) => body === 'Rahu' || body === 'Ketu'

export function hindiIndianDescription(p: SignPicture): string {
  const sign = hiSign(p.ascendant.sign)
  const asc =
    p.ascendant.basis === 'moon'
      ? `जन्म समय ज्ञात नहीं, इसलिए लग्न के स्थान पर चंद्र की राशि ${sign} ली गई है`
      : `लग्न ${sign} राशि में`
  const each = p.placements.map((x) => {
    const notes = [
      x.retrograde && !isNode(x.body) ? 'वक्री' : '',
      x.combust ? 'अस्त' : '',
      x.degree === null ? '' : `${Math.floor(x.degree)} अंश`,
    ].filter(Boolean)
    return `${hiBody(x.body)} ${hiSign(x.sign)} राशि में${notes.length ? ` (${notes.join(', ')})` : ''}`
  })
  return `${p.title}, ${p.subtitle}। ${asc}। ${each.join('; ')}।`
}

const mod360 = (x: number) => ((x % 360) + 360) % 360
const at = (lon: number) => `${hiSign(Math.floor(mod360(lon) / 30))} ${Math.floor(mod360(lon) % 30)} अंश`

export const hindiWheelTitle = (p: WheelPicture) => `${p.title} (${p.subtitle}), पाश्चात्य चक्र`

export function hindiWheelDescription(p: WheelPicture): string {
  const parts = [
    p.ascendantDeg === null ? 'जन्म समय ज्ञात नहीं: लग्न और भाव नहीं दिए गए' : `लग्न ${at(p.ascendantDeg)}`,
    p.midheavenDeg === null ? '' : `मध्याकाश ${at(p.midheavenDeg)}`,
    ...p.bodies.map((b) => `${hiBody(b.body)} ${at(b.lonDeg)}${b.retrograde ? ', वक्री' : ''}`),
  ].filter(Boolean)
  return `${p.title}, ${p.subtitle}। ${parts.join('; ')}।`
}
