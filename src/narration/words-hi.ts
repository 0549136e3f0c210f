/**
 * The Hindi words of the narrated operations (issue 36): the names of signs, the domains and the labels
 * the facts and the built-in composer use, from the Hindi name table (data/names/hi.json) where it has
 * them, so that a name is spelled as every other Hindi reading spells it.
 */
import { SIGNS } from '../astro/index.js'
import type { Domain } from '../corpus/vocabulary.js'
import { nameTable } from '../i18n/languages.js'
import { DOMAIN_PROFILES } from '../readings/domains.js'
import { hiMonth } from '../readings/text.js'

let table: ReturnType<typeof nameTable>['names'] | undefined
/** The Hindi name table, read once per thread on first use. */
export const hiNames = (): ReturnType<typeof nameTable>['names'] => (table ??= nameTable('hi').names)

/** A sign's Hindi name from its English one («Leo» → «सिंह»). */
export const hiSign = (sign: string): string => hiNames().signs[sign] ?? sign

/** The sign names of the table, English → Hindi, in the order of SIGNS. */
export const hiSigns = (): [string, string][] => SIGNS.map((s) => [s, hiSign(s)])

/** The domain in plain Hindi words («कार्यक्षेत्र और आजीविका»). */
export const hiDomain = (domain: Domain): string => DOMAIN_PROFILES[domain].hi.words

/** `2027-03-04` → «4 मार्च 2027». */
export function hiDay(isoDate: string): string {
  return `${Number(isoDate.slice(8, 10))} ${hiMonth(isoDate)}`
}
