/**
 * Which language a call is answered in: the request's `language` field when it has one (validated
 * against LANGUAGES: any other value is 400 `invalid_field`), else the best of LANGUAGES the
 * `Accept-Language` header asks for (RFC 9110 §12.5.4: weights, and `hi-IN` served by `hi`), else
 * English. A header is a preference, not a demand: one that names none of our languages is answered in
 * English, not refused.
 */
import Negotiator from 'negotiator'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js'

const AVAILABLE = [...LANGUAGES]

export function chosenLanguage(field: unknown, acceptLanguage: string | string[] | undefined): Language {
  if (typeof field === 'string' && (LANGUAGES as readonly string[]).includes(field)) return field as Language
  if (acceptLanguage === undefined) return DEFAULT_LANGUAGE
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(AVAILABLE)
  return (best as Language | undefined) ?? DEFAULT_LANGUAGE
}
