import { computeDashaOnly, DEFAULT_DASHA_DEPTH, type DashaDepth } from '../jyotisha/chart.js'
import { computationId } from '../jyotisha/computation-id.js'
import type { DashaSystem } from '../jyotisha/dasha-systems.js'
import { textLanguage } from '../readings/text.js'
import { DashaContentProps, DashaRequest, dashaExample } from '../schemas/chart.js'
import { defineOperation } from './define.js'
import { asApiError, CALCULATION_ERRORS } from './errors.js'
import { canonicalBirth, settingsOf } from './inputs.js'

/** Levels of each system's timeline (Vimśottarī to the pratyantardaśā, the others to the antardaśā). */
const SYSTEM_LEVELS: Readonly<Record<DashaSystem, DashaDepth>> = { vimshottari: 3, yogini: 2, chara: 2 }

/** The daśā: the operation (operations/define.ts). */
export const dashaOperation = defineOperation({
  id: 'dasha',
  path: '/v1/dasha',
  scope: 'dasha',
  price: { kind: 'per-call', credits: 1 },
  billing: 'settle',
  domain: 'dasha',
  request: DashaRequest,
  response: DashaContentProps,
  errors: [...CALCULATION_ERRORS, 'dasha_failed'],
  example: dashaExample,
  texts: ['hi'],
  document: {
    operationId: 'getDasha',
    tag: 'Calculation',
    summary: 'Daśā timeline (Vimśottarī, Yoginī or Chara): the balance at birth and the running periods',
    description:
      'The daśā of a birth in the system asked for in `system`, in the birth zone’s local time, with ' +
      'the periods running now and the balance at birth. `vimshottari` (default): the nine mahādaśās ' +
      'from the one running at birth, each with its nine antardaśās and their pratyantardaśās (729 ' +
      'periods). `yogini`: 32 mahādaśās (four 36-year cycles), each with eight antardaśās. `chara`: ' +
      'the signs’ mahādaśās from the lagna’s, starting at birth, each with twelve antardaśās; it needs ' +
      '`birthData.time`. `dashaDepth` cuts every system’s timeline to its first one, two or three levels. ' +
      'One daśā-year convention dates every system: `settings.dashaYear`, echoed in ' +
      '`conventions` with the system’s own conventions. With the birth time unknown every Vimśottarī ' +
      'and Yoginī period also gives its earliest and latest start. 1 credit.',
    answer: 'The daśā.',
  },
  run(b, { eph, computationKey, nowMs, language }) {
    // Chara without a birth time is refused by the request's validation (charaNeedsTime).
    const system = b.system ?? 'vimshottari'
    const settings = settingsOf(b.settings)
    // The depth that cuts this system's timeline: Yoginī and Chara have two levels, so 2 and 3 are alike.
    const depth = Math.min(b.dashaDepth ?? DEFAULT_DASHA_DEPTH, SYSTEM_LEVELS[system]) as DashaDepth
    // `system` and `dashaDepth` join the id's inputs only when they are not the default (the whole
    // timeline), so that earlier ids stay as they were.
    const inputs = {
      birthData: canonicalBirth(b.birthData),
      settings,
      ...(system !== 'vimshottari' ? { system } : {}),
      ...(depth < SYSTEM_LEVELS[system] ? { dashaDepth: depth } : {}),
    }
    const id = computationId(computationKey, 'dasha', inputs)
    const lang = textLanguage(language ?? 'en')
    try {
      // Vimśottarī in the spec's top-level fields; another system in its own block.
      switch (system) {
        case 'vimshottari': {
          const d = computeDashaOnly(eph, b.birthData, settings, nowMs, system, undefined, depth, lang)
          return { computationId: id, system, birth: d.birth, conventions: d.conventions, ...d.dasha }
        }
        case 'yogini': {
          const d = computeDashaOnly(eph, b.birthData, settings, nowMs, system, undefined, depth, lang)
          return { computationId: id, system, birth: d.birth, conventions: d.conventions, yogini: d.dasha }
        }
        case 'chara': {
          const d = computeDashaOnly(eph, b.birthData, settings, nowMs, system, undefined, depth, lang)
          return { computationId: id, system, birth: d.birth, conventions: d.conventions, chara: d.dasha }
        }
      }
    } catch (err) {
      throw asApiError(err, 'dasha_failed')
    }
  },
})
