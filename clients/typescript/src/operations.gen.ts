// Generated from docs/openapi.json by scripts/write-client.ts (`npm run client`): do not edit.
import type { operations } from './schema.gen.js'
import type { CallOptions } from './options.js'

/** Each operation: its HTTP method and path, whether it is charged (sent with an Idempotency-Key) and
 *  whether it is narrated (the longer timeout). */
export const OPERATIONS = {
  findMuhurta: { method: 'POST', path: '/v1/muhurta', priced: true, narrated: false },
  getChart: { method: 'POST', path: '/v1/chart', priced: true, narrated: false },
  getChartImage: { method: 'POST', path: '/v1/chart/image', priced: true, narrated: false },
  getCompatibility: { method: 'POST', path: '/v1/compatibility', priced: true, narrated: false },
  getCompatibilityBatch: { method: 'POST', path: '/v1/compatibility/batch', priced: true, narrated: false },
  getDasha: { method: 'POST', path: '/v1/dasha', priced: true, narrated: false },
  getEphemerisAngles: { method: 'POST', path: '/v1/ephemeris/angles', priced: true, narrated: false },
  getEphemerisAyanamsa: { method: 'POST', path: '/v1/ephemeris/ayanamsa', priced: true, narrated: false },
  getEphemerisPositions: { method: 'POST', path: '/v1/ephemeris/positions', priced: true, narrated: false },
  getEphemerisSeries: { method: 'POST', path: '/v1/ephemeris/series', priced: true, narrated: false },
  getEphemerisSunrise: { method: 'POST', path: '/v1/ephemeris/sunrise', priced: true, narrated: false },
  getForecast: { method: 'POST', path: '/v1/forecast', priced: true, narrated: true },
  getGuidance: { method: 'POST', path: '/v1/guidance', priced: true, narrated: false },
  getKp: { method: 'POST', path: '/v1/kp', priced: true, narrated: false },
  getPanchanga: { method: 'POST', path: '/v1/panchanga', priced: true, narrated: false },
  getReport: { method: 'POST', path: '/v1/report', priced: true, narrated: false },
  getTransits: { method: 'POST', path: '/v1/transits', priced: true, narrated: false },
  interpretDomain: { method: 'POST', path: '/v1/interpret', priced: true, narrated: false },
  listMuhurtaEvents: { method: 'GET', path: '/v1/muhurta/events', priced: false, narrated: false },
  resolveTiming: { method: 'POST', path: '/v1/timing/resolve', priced: true, narrated: true },
} as const

export type OperationId = keyof typeof OPERATIONS

/** The JSON body an operation takes (undefined for those that take none). */
export type RequestOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? B
  : undefined

/** The 200 answer of an operation: the envelope (requestId, usage, disclaimer, …) and its content. */
export type AnswerOf<K extends OperationId> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer A } } }
}
  ? A
  : never

/** One method per operation, named by its operationId. */
export abstract class Operations {
  /** Send one call (client.ts). */
  abstract call<K extends OperationId>(
    operationId: K,
    body: RequestOf<K>,
    options?: CallOptions,
  ): Promise<AnswerOf<K>>

  /** Rank the days of a range for an event, for one person, at the event’s place (`POST /v1/muhurta`). */
  findMuhurta(body: RequestOf<'findMuhurta'>, options?: CallOptions): Promise<AnswerOf<'findMuhurta'>> {
    return this.call('findMuhurta', body, options)
  }

  /** Sidereal (Lahiri) birth chart with yogas, divisional charts and the Vimśottarī daśā (`POST /v1/chart`). */
  getChart(body: RequestOf<'getChart'>, options?: CallOptions): Promise<AnswerOf<'getChart'>> {
    return this.call('getChart', body, options)
  }

  /** The birth chart drawn: any varga in the North, South or East Indian style, or a Western wheel (`POST /v1/chart/image`). */
  getChartImage(body: RequestOf<'getChartImage'>, options?: CallOptions): Promise<AnswerOf<'getChartImage'>> {
    return this.call('getChartImage', body, options)
  }

  /** Both charts computed and read together (`POST /v1/compatibility`). */
  getCompatibility(
    body: RequestOf<'getCompatibility'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getCompatibility'>> {
    return this.call('getCompatibility', body, options)
  }

  /** One profile matched against many candidates (`POST /v1/compatibility/batch`). */
  getCompatibilityBatch(
    body: RequestOf<'getCompatibilityBatch'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getCompatibilityBatch'>> {
    return this.call('getCompatibilityBatch', body, options)
  }

  /** Daśā timeline (Vimśottarī, Yoginī or Chara): the balance at birth and the running periods (`POST /v1/dasha`). */
  getDasha(body: RequestOf<'getDasha'>, options?: CallOptions): Promise<AnswerOf<'getDasha'>> {
    return this.call('getDasha', body, options)
  }

  /** Ascendant, midheaven and the twelve house cusps for an instant and place (`POST /v1/ephemeris/angles`). */
  getEphemerisAngles(
    body: RequestOf<'getEphemerisAngles'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getEphemerisAngles'>> {
    return this.call('getEphemerisAngles', body, options)
  }

  /** The Lahiri, Raman, Krishnamurti and Fagan–Bradley ayanamsas at an instant (`POST /v1/ephemeris/ayanamsa`). */
  getEphemerisAyanamsa(
    body: RequestOf<'getEphemerisAyanamsa'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getEphemerisAyanamsa'>> {
    return this.call('getEphemerisAyanamsa', body, options)
  }

  /** Positions of the Sun, Moon, planets and lunar nodes at one instant (`POST /v1/ephemeris/positions`). */
  getEphemerisPositions(
    body: RequestOf<'getEphemerisPositions'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getEphemerisPositions'>> {
    return this.call('getEphemerisPositions', body, options)
  }

  /** Positions from start to end, inclusive, every stepMinutes (`POST /v1/ephemeris/series`). */
  getEphemerisSeries(
    body: RequestOf<'getEphemerisSeries'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getEphemerisSeries'>> {
    return this.call('getEphemerisSeries', body, options)
  }

  /** Sunrise, sunset and the next sunrise for a local date and place (`POST /v1/ephemeris/sunrise`). */
  getEphemerisSunrise(
    body: RequestOf<'getEphemerisSunrise'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'getEphemerisSunrise'>> {
    return this.call('getEphemerisSunrise', body, options)
  }

  /** The verdict for a domain, voiced as an answer to a question (`POST /v1/forecast`). */
  getForecast(body: RequestOf<'getForecast'>, options?: CallOptions): Promise<AnswerOf<'getForecast'>> {
    return this.call('getForecast', body, options)
  }

  /** Guidance cards for each running daśā level at a reference date (`POST /v1/guidance`). */
  getGuidance(body: RequestOf<'getGuidance'>, options?: CallOptions): Promise<AnswerOf<'getGuidance'>> {
    return this.call('getGuidance', body, options)
  }

  /** Krishnamurti Paddhati: sub lords, significators, ruling planets, horary charts (`POST /v1/kp`). */
  getKp(body: RequestOf<'getKp'>, options?: CallOptions): Promise<AnswerOf<'getKp'>> {
    return this.call('getKp', body, options)
  }

  /** The pañcāṅga of one Vedic day at a place (`POST /v1/panchanga`). */
  getPanchanga(body: RequestOf<'getPanchanga'>, options?: CallOptions): Promise<AnswerOf<'getPanchanga'>> {
    return this.call('getPanchanga', body, options)
  }

  /** A kundli report as a PDF, ready to print, with your name and logo (`POST /v1/report`). */
  getReport(body: RequestOf<'getReport'>, options?: CallOptions): Promise<AnswerOf<'getReport'>> {
    return this.call('getReport', body, options)
  }

  /** Transits (gochara) over a birth chart, Sade Sati and the sign ingresses over a span (`POST /v1/transits`). */
  getTransits(body: RequestOf<'getTransits'>, options?: CallOptions): Promise<AnswerOf<'getTransits'>> {
    return this.call('getTransits', body, options)
  }

  /** A deterministic reading of one life domain (`POST /v1/interpret`). */
  interpretDomain(
    body: RequestOf<'interpretDomain'>,
    options?: CallOptions,
  ): Promise<AnswerOf<'interpretDomain'>> {
    return this.call('interpretDomain', body, options)
  }

  /** The muhurta event catalogue: every eventId with its classical rules (free, no key) (`GET /v1/muhurta/events`). */
  listMuhurtaEvents(options?: CallOptions): Promise<AnswerOf<'listMuhurtaEvents'>> {
    return this.call('listMuhurtaEvents', undefined, options)
  }

  /** A decision question timed: the periods and transits of a date or range, then the answer (`POST /v1/timing/resolve`). */
  resolveTiming(body: RequestOf<'resolveTiming'>, options?: CallOptions): Promise<AnswerOf<'resolveTiming'>> {
    return this.call('resolveTiming', body, options)
  }
}
