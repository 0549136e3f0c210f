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

/** What in `text` breaks the policy (empty: nothing found). */
export function policyViolations(text: string): string[] {
  const out: string[] = []
  for (const { why, pattern } of FORBIDDEN) {
    const m = pattern.exec(text)
    if (m) out.push(`${why}: "${m[0]}"`)
  }
  return out
}
