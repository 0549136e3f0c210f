/**
 * The content policy every rule and every generated reading obeys (the project's "Words"
 * standard): readings are symbolic. No prediction of death, longevity or illness; no medical, legal,
 * financial or psychological instruction; no fatalism; nothing about the life span of a spouse or child;
 * no raw scores, rule identifiers or internal method names. Checked by tests over the whole corpus and
 * over generated readings, and by `npm run corpus:check`.
 *
 * A pattern list cannot judge tone; it catches the words that must never appear, so that a reviewer's
 * reading is spent on what a list cannot catch. ("Cancer" is a sign here, so the list leaves that word out.)
 */

/** Each: what is wrong, and the words that show it (whole words, case-insensitive). */
const FORBIDDEN: readonly { why: string; pattern: RegExp }[] = [
  {
    why: 'death or longevity',
    pattern:
      /\b(death|deaths|die|dies|dying|dead|demise|mortal|mortality|fatal|longevity|life ?span|lifespan|short[- ]lived|widow|widowhood|widower|funeral|maraka|killer|killed|murder|suicide)\b/i,
  },
  {
    why: 'illness or medicine',
    pattern:
      /\b(disease|diseases|illness|illnesses|ill health|sickness|sickly|sick|tumou?r|diabetes|surgery|diagnos\w*|symptom\w*|fever|infection|injur(y|ies)|accident|accidents|medicine|medicines|medication|medical|doctor|hospital|therapy|therapist|cure|cures|remedy for|dose|pregnan\w*|miscarriage|infertil\w*|barren|impoten\w*|blindness|deaf|paraly\w*|insan\w*|madness|mental illness|depression|anxiety disorder)\b/i,
  },
  {
    why: 'legal, financial or psychological instruction',
    pattern:
      /\b(sue|lawsuit|file a case|hire a lawyer|see a lawyer|consult a lawyer|plead guilty|invest in|investing in|buy shares|sell shares|stock market|crypto\w*|bitcoin|take a loan|apply for a loan|borrow money|lend money|mortgage|gambl\w*|lottery|speculat\w*|psychiatr\w*|psycholog\w*|counsell?ing)\b/i,
  },
  {
    // Health stays symbolic: vitality, rhythm and rest in the chart's terms, never the body's
    // regimen or the mind's condition.
    why: 'a health or psychological prescription',
    pattern:
      /\b(sleep\w*|meals?|diet\w*|nutrition\w*|exercis\w*|workouts?|hydrat\w*|early nights?|bedtime|wind-down|stress\w*|burn-?out|fasting|supplements?|calories)\b/i,
  },
  {
    // Finance reads the chart's promise of resources, never what to do with money.
    why: 'a money instruction',
    pattern:
      /\b(budget\w*|lending|guarantee\w*|guarantor|loans?|capital|high returns|returns on|investments?|investing|insurance|keep debts|debts small)\b/i,
  },
  {
    why: 'fatalism or fear',
    pattern:
      /\b(will never|never will|doomed|doom|curse|cursed|certainly|inevitabl\w*|guaranteed|no escape|hopeless|ruin|ruined|ruinous|disaster|catastroph\w*|calamit\w*|destroy\w*|destruction|punish\w*|evil|sin|sins|sinful|wicked|misfortune will|bad luck|black magic)\b/i,
  },
  {
    why: 'harm to or about others',
    pattern:
      /\b(loss of (the )?(spouse|wife|husband|child|children|father|mother)|(spouse|wife|husband|child|father|mother)('s)? (death|end))\b/i,
  },
  {
    why: 'a score, identifier or internal method',
    pattern:
      /(\d+(\.\d+)?\s*(%|percent|rupas?|virupas?|shashtiamsas?|bindus?\b)|\bscores?\b|\bweights?\b|\bevaluator\b|\bcorpus\b|\bpredicates?\b|\balgorithms?\b|\b0\.\d+\b)/i,
  },
]

/**
 * The same policy in Hindi: the words a Hindi reading must never hold, each list the English one's
 * counterpart (a Hindi astrologer's words for the same things, and their common spellings with and
 * without nukta or anusvāra). Devanagari has no word boundary `\b` understands, so a word is bounded by
 * the start or end of the text or a character that is not a Devanagari letter or sign.
 *
 * `पाप` (sin) is refused also where it is the classical term for a malefic (पाप ग्रह, पापग्रह): to a
 * client it reads as sin, and our readings write अशुभ ग्रह. The name of a yoga is not a word of ours:
 * पाप कर्तरी योग (Papa Kartari, a sign hemmed in by malefics) and दंड योग (Danda, the staff of the nābhasa
 * yogas) are let through, as «Cancer» is in English. Latin letters are kept out by the script
 * check of the corpus, not by this list.
 */
const HI_EDGE_BEFORE = '(?<![\\u0900-\\u0963\\u0971-\\u097F])'
const HI_EDGE_AFTER = '(?![\\u0900-\\u0963\\u0971-\\u097F])'
/** Words (and the stems of words whose endings vary, ending in `*`): bounded as above. */
const hiWords = (words: string): RegExp =>
  new RegExp(
    `${HI_EDGE_BEFORE}(${words
      .split('|')
      .map((w) => (w.endsWith('*') ? `${w.slice(0, -1)}[\\u0900-\\u097F]*` : w))
      .join('|')})${HI_EDGE_AFTER}`,
    'u',
  )

const FORBIDDEN_HI: readonly { why: string; pattern: RegExp }[] = [
  {
    why: 'death or longevity',
    pattern: hiWords(
      'मृत्यु|मौत|मरण|मरना|मर जा*|मारक|मारकेश|अल्पायु|दीर्घायु|आयुर्दाय|आयु-योग|विधवा|वैधव्य|विधुर|अंत्येष्टि|हत्या|आत्महत्या|प्राणघात*|जानलेवा|घातक',
    ),
  },
  {
    why: 'illness or medicine',
    pattern: hiWords(
      'रोग|रोगों|रोगी|बीमार*|व्याधि|दवा|दवाई|दवाइयों|औषधि|औषधियों|इलाज|उपचार|चिकित्सा|चिकित्सक|डॉक्टर|डाक्टर|अस्पताल|ऑपरेशन|शल्य*|दुर्घटना*|चोट|बुखार|ज्वर|संक्रमण|गर्भ|गर्भपात|गर्भधारण|बांझ*|बाँझ*|नपुंसक*|पागल*|अवसाद|मधुमेह|कैंसर|अंधापन|बहरा*|लकवा',
    ),
  },
  {
    why: 'legal, financial or psychological instruction',
    pattern: hiWords(
      'मुकदमा|मुक़दमा|मुकदमे|मुक़दमे|वकील|अदालत में जा*|निवेश*|शेयर|शेयर बाज़ार|शेयर बाजार|क्रिप्टो|सट्टा|सट्टे|जुआ|जुए|लॉटरी|कर्ज़ लें|कर्ज लें|ऋण लें|उधार दें|उधार लें|मनोचिकित्सा*|मनोवैज्ञानिक|काउंसलिंग',
    ),
  },
  {
    why: 'a health or psychological prescription',
    pattern: hiWords('नींद|सोने का|भोजन|आहार|खान-पान|खानपान|व्यायाम|कसरत|उपवास|व्रत|तनाव|थकान|कैलोरी|पूरक आहार'),
  },
  {
    why: 'a money instruction',
    pattern: hiWords('बजट|ऋण|कर्ज़|कर्ज|कर्जे|पूँजी|पूंजी|बीमा|गारंटी|ज़मानत|जमानत|मोटा मुनाफ़ा|मोटा मुनाफा'),
  },
  {
    why: 'fatalism or fear',
    pattern: hiWords(
      'कभी नहीं होगा|कभी नहीं होगी|कभी नहीं होंगे|कभी नहीं मिलेगा|कभी नहीं मिलेगी|निश्चित रूप से|निश्चय ही|अवश्य ही|अनिवार्य*|अटल|विनाश*|सर्वनाश|बर्बाद*|तबाह*|शाप|श्राप|अभिशाप*|दंड(?! योग)|दण्ड(?! योग)|सज़ा|सजा|बुराई|पाप(?! ?कर्तरी)|पापी|पापों|पापग्रह|दुर्भाग्य|बदकिस्मती|काला जादू|टोना|प्रलय|आपदा|संकट टल नहीं',
    ),
  },
  {
    why: 'harm to or about others',
    pattern: hiWords(
      'जीवनसाथी की हानि|पति की हानि|पत्नी की हानि|संतान की हानि|पिता की हानि|माता की हानि|संतान-हानि|संतानहानि',
    ),
  },
  {
    why: 'a score, identifier or internal method',
    pattern: /(\d+(\.\d+)?\s*(%|प्रतिशत|रूपा|विरूपा|षष्ट्यंश|बिंदु)|स्कोर|अंक-भार|भार-अंक|एल्गोरिदम|कॉर्पस|\b0\.\d+\b)/u,
  },
]

/** The languages the policy has words for. */
export type PolicyLanguage = 'en' | 'hi'

/** What in `text` breaks the policy (empty: nothing found); `language`: the list it is read with. */
export function policyViolations(text: string, language: PolicyLanguage = 'en'): string[] {
  const out: string[] = []
  for (const { why, pattern } of language === 'hi' ? FORBIDDEN_HI : FORBIDDEN) {
    const m = pattern.exec(text)
    if (m) out.push(`${why}: "${m[0]}"`)
  }
  return out
}
