/** The requests' shared inputs as the core takes them: the chart settings, and the canonical birth data. */
import { DEFAULT_SETTINGS, type ChartSettings } from '../jyotisha/chart.js'

export function settingsOf(s: Partial<ChartSettings> | undefined): ChartSettings {
  return {
    nodeType: s?.nodeType ?? DEFAULT_SETTINGS.nodeType,
    dashaYear: s?.dashaYear ?? DEFAULT_SETTINGS.dashaYear,
  }
}

/** The canonical birth data behind computationId: the clock time with seconds, or null when unknown;
 *  a stated `utcOffset` with seconds (`+04:51:00`, `+00:00:00` for either zero) or `lmt`, and absent
 *  when not stated, so that the ids of requests without it stay as they were. */
export function canonicalBirth(b: {
  date: string
  time?: string | undefined
  timezone: string
  latitude: number
  longitude: number
  utcOffset?: string | undefined
}) {
  const canonical: {
    date: string
    time: string | null
    timezone: string
    latitude: number
    longitude: number
    utcOffset?: string
  } = {
    date: b.date,
    time: b.time === undefined ? null : b.time.length === 5 ? `${b.time}:00` : b.time,
    timezone: b.timezone,
    latitude: b.latitude,
    longitude: b.longitude,
  }
  if (b.utcOffset !== undefined) {
    const offset = b.utcOffset.length === 6 ? `${b.utcOffset}:00` : b.utcOffset
    canonical.utcOffset = offset === '-00:00:00' ? '+00:00:00' : offset
  }
  return canonical
}
