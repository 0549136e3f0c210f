/**
 * The operations, in the order the OpenAPI document lists them: the spec's thirteen and ours (transits,
 * pañcāṅga, the muhurta catalogue). http/operations.ts makes a route of each, tasks.ts a compute task of
 * each keyed one.
 */
import type { TSchema } from 'typebox'
import { chartOperation } from './chart.js'
import { chartImageOperation } from './chart-image.js'
import { compatibilityOperation } from './compatibility.js'
import { compatibilityBatchOperation } from './compatibility-batch.js'
import { dashaOperation } from './dasha.js'
import type { AnyOperation, FreeOperation } from './define.js'
import { anglesOperation } from './ephemeris-angles.js'
import { ayanamsaOperation } from './ephemeris-ayanamsa.js'
import { positionsOperation } from './ephemeris-positions.js'
import { seriesOperation } from './ephemeris-series.js'
import { sunriseOperation } from './ephemeris-sunrise.js'
import { forecastOperation } from './forecast.js'
import { guidanceOperation } from './guidance.js'
import { interpretOperation } from './interpret.js'
import { kpOperation } from './kp.js'
import { muhurtaEventsOperation, muhurtaOperation } from './muhurta.js'
import { panchangaOperation } from './panchanga.js'
import { reportOperation } from './report.js'
import { timingOperation } from './timing.js'
import { transitsOperation } from './transits.js'

/** Every route, keyed (`POST`, charged) or free (`GET`, no key), in the document's order. */
export const ROUTES: readonly (
  { kind: 'keyed'; op: AnyOperation } | { kind: 'free'; op: FreeOperation<TSchema> }
)[] = [
  { kind: 'keyed', op: chartOperation },
  { kind: 'keyed', op: chartImageOperation },
  { kind: 'keyed', op: kpOperation },
  { kind: 'keyed', op: dashaOperation },
  { kind: 'keyed', op: transitsOperation },
  { kind: 'keyed', op: panchangaOperation },
  { kind: 'keyed', op: guidanceOperation },
  { kind: 'keyed', op: interpretOperation },
  { kind: 'keyed', op: compatibilityOperation },
  { kind: 'keyed', op: compatibilityBatchOperation },
  { kind: 'keyed', op: muhurtaOperation },
  { kind: 'keyed', op: reportOperation },
  { kind: 'free', op: muhurtaEventsOperation },
  { kind: 'keyed', op: positionsOperation },
  { kind: 'keyed', op: anglesOperation },
  { kind: 'keyed', op: ayanamsaOperation },
  { kind: 'keyed', op: sunriseOperation },
  { kind: 'keyed', op: seriesOperation },
  { kind: 'keyed', op: forecastOperation },
  { kind: 'keyed', op: timingOperation },
]

/** The keyed operations: each a compute task. */
export const OPERATIONS: readonly AnyOperation[] = ROUTES.flatMap((r) => (r.kind === 'keyed' ? [r.op] : []))
