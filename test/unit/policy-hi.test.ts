/**
 * The content policy in Hindi (src/corpus/policy.ts): the words a Hindi reading must never hold, found
 * as whole words in their inflected forms, and never inside an ordinary word that contains one.
 */
import { describe, expect, it } from 'vitest'
import { policyViolations } from '../../src/corpus/policy.js'

describe('the content policy in Hindi', () => {
  it('finds the words it refuses, in their inflected forms, whole words only', () => {
    const refused = [
      'यह मृत्यु का योग है।',
      'रोगों से सावधान रहें।',
      'निवेश करें।',
      'व्रत रखें।',
      'यह पाप ग्रह की दृष्टि है।',
      'पापग्रह',
      'यह निश्चित रूप से होगा।',
      'आपको 35 प्रतिशत सफलता मिलेगी।',
      'किसी डॉक्टर से मिलें।',
      'मुकदमा दायर करें।',
    ]
    for (const t of refused) expect(policyViolations(t, 'hi'), t).not.toEqual([])
  })

  it('lets ordinary words be that contain a refused one', () => {
    // प्रयोग holds रोग, भोजनालय holds भोजन, ऋणी is not ऋण; पाप कर्तरी and दंड योग are yogas' names.
    for (const t of [
      'नया प्रयोग करें।',
      'भोजनालय',
      'वह ऋणी नहीं है।',
      'सम्मान बढ़ता है।',
      'सप्तम भाव का स्वामी',
      'पाप कर्तरी योग',
      'दंड योग',
    ])
      expect(policyViolations(t, 'hi'), t).toEqual([])
  })
})
