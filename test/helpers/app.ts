import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp, type AppDeps } from '../../src/http/app.js'
import { testEphemeris } from './ephemeris.js'

export const FIXED_NOW = new Date('2026-11-22T12:00:00.000Z')

/** The API on the committed ephemeris, with a fixed clock. */
export function testApp(deps: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  return buildApp({ ephemeris: testEphemeris(), now: () => FIXED_NOW, ...deps })
}

export function post(app: FastifyInstance, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })
}

export const OPERATIONS = {
  getEphemerisPositions: '/v1/ephemeris/positions',
  getEphemerisAngles: '/v1/ephemeris/angles',
  getEphemerisAyanamsa: '/v1/ephemeris/ayanamsa',
  getEphemerisSunrise: '/v1/ephemeris/sunrise',
  getEphemerisSeries: '/v1/ephemeris/series',
} as const
