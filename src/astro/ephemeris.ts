/**
 * The one place that touches Swiss Ephemeris (npm `sweph`, Swiss Ephemeris 2.10.03).
 *
 * Swiss Ephemeris keeps its state (data path, sidereal mode) per thread (its globals are thread-local,
 * sweodef.h's TLS), so there is one engine per thread: `openEphemeris()` opens it once in the process or
 * in a worker thread and verifies that the data files answer; every later call
 * checks the flag Swiss Ephemeris returns and throws `EphemerisDataError` when it did not use the
 * configured data (it would otherwise fall back silently to its less accurate analytic model).
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import sweph from 'sweph'
import type { Ayanamsa } from './ayanamsa.js'
import type { Body } from './bodies.js'

const C = sweph.constants

/** The configured data did not answer: never a silently worse answer (the API turns this into a 500). */
export class EphemerisDataError extends Error {
  override name = 'EphemerisDataError'
}

/** Raised when the ephemeris cannot be opened as configured (the server refuses to start). */
export class EphemerisConfigError extends Error {
  override name = 'EphemerisConfigError'
}

export interface EphemerisFile {
  name: string
  /** Julian days (TT) the file covers. */
  startJdTt: number
  endJdTt: number
  /** The JPL Development Ephemeris it was made from, e.g. 431. */
  jplDenum: number
}

/** What data answers: reported by /healthz, the OpenAPI description and the README. */
export interface EphemerisSource {
  kind: 'swiss-ephemeris-files' | 'jpl-file'
  /** e.g. "JPL DE431" */
  basis: string
  library: string
  files: EphemerisFile[]
  description: string
}

export interface OpenEphemerisOptions {
  /** Folder holding sepl_18.se1 and semo_18.se1. */
  dataDir: string
  /** Path of a JPL binary ephemeris (e.g. de440.eph); when set, positions are computed from it. */
  jplFile?: string | undefined
}

/** An instant on the time scales the ephemeris needs. */
export interface Instant {
  /** POSIX milliseconds (UTC). */
  readonly epochMs: number
  /** Julian day, Universal Time (UT1, approximated from UTC as Swiss Ephemeris does). */
  readonly jdUt: number
  /** Julian day, Terrestrial Time. */
  readonly jdTt: number
}

export interface RawPosition {
  lon: number
  lat: number
  dist: number
  lonSpeed: number
}

const SE_BODY: Record<Body, number> = {
  Sun: C.SE_SUN,
  Moon: C.SE_MOON,
  Mercury: C.SE_MERCURY,
  Venus: C.SE_VENUS,
  Mars: C.SE_MARS,
  Jupiter: C.SE_JUPITER,
  Saturn: C.SE_SATURN,
  Uranus: C.SE_URANUS,
  Neptune: C.SE_NEPTUNE,
  Pluto: C.SE_PLUTO,
  MeanNode: C.SE_MEAN_NODE,
  TrueNode: C.SE_TRUE_NODE,
}

/** Swiss Ephemeris sidereal modes (ayanamsa.json): SE_SIDM_LAHIRI 1, SE_SIDM_RAMAN 3,
 *  SE_SIDM_KRISHNAMURTI 5, SE_SIDM_FAGAN_BRADLEY 0. */
const SID_MODE: Record<Ayanamsa, number> = {
  lahiri: C.SE_SIDM_LAHIRI,
  raman: C.SE_SIDM_RAMAN,
  krishnamurti: C.SE_SIDM_KRISHNAMURTI,
  fagan_bradley: C.SE_SIDM_FAGAN_BRADLEY,
}

/** Julian days (TT) any data must cover: the API's coverage 1800-01-02 … 2149-12-31 UTC, widened for
 *  light-time before the first instant and for the next sunrise after the last local date. */
export const REQUIRED_DATA_SPAN_JD_TT = [2378496.5, 2506332.5] as const

/**
 * The header of a JPL binary ephemeris (the format of JPL's asc2eph, read by swejpl.c): title
 * (3 × 84 bytes), 400 constant names (6 bytes each), then start, end and record span in days
 * (doubles), the number of constants, AU, EMRAT, the 36 coefficient pointers and the DE number.
 * Either byte order; Swiss Ephemeris tells them apart by a plausible record span, and so do we.
 */
function readJplHeader(path: string): { startJdTt: number; endJdTt: number; denum: number } {
  const buf = Buffer.alloc(2856)
  const fd = openSync(path, 'r')
  try {
    if (readSync(fd, buf, 0, buf.length, 0) !== buf.length) {
      throw new EphemerisConfigError(`EPHEMERIS_JPL_FILE ${path} is too short to be a JPL ephemeris`)
    }
  } finally {
    closeSync(fd)
  }
  const span = buf.readDoubleLE(2668)
  const le = span >= 1 && span <= 200
  const dbl = (at: number) => (le ? buf.readDoubleLE(at) : buf.readDoubleBE(at))
  const int = (at: number) => (le ? buf.readInt32LE(at) : buf.readInt32BE(at))
  return { startJdTt: dbl(2652), endJdTt: dbl(2660), denum: int(2840) }
}

const MS_PER_DAY = 86_400_000
const JD_UNIX_EPOCH = 2440587.5

let opened: { key: string; engine: Ephemeris } | undefined

/** Open the ephemeris once per thread. Opening again with the same options returns the same engine. */
export function openEphemeris(options: OpenEphemerisOptions): Ephemeris {
  const dataDir = resolve(options.dataDir)
  const jplFile = options.jplFile ? resolve(options.jplFile) : undefined
  const key = `${dataDir}\n${jplFile ?? ''}`
  if (opened) {
    if (opened.key !== key) {
      throw new EphemerisConfigError('the ephemeris is already open with other data in this process')
    }
    return opened.engine
  }
  const engine = new Ephemeris(dataDir, jplFile)
  opened = { key, engine }
  return engine
}

export class Ephemeris {
  readonly source: EphemerisSource
  /** How it was opened: plain data, so that a worker thread can open the same. */
  readonly options: { dataDir: string; jplFile: string | undefined }
  /** SEFLG_SWIEPH or SEFLG_JPLEPH: the data every call must report having used. */
  private readonly dataFlag: number
  private sidMode = -1

  constructor(dataDir: string, jplFile: string | undefined) {
    this.options = { dataDir, jplFile }
    if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) {
      throw new EphemerisConfigError(`ephemeris data folder ${dataDir} does not exist`)
    }
    for (const f of ['sepl_18.se1', 'semo_18.se1']) {
      if (!existsSync(resolve(dataDir, f))) {
        throw new EphemerisConfigError(`ephemeris data file ${f} is missing from ${dataDir}`)
      }
    }
    if (jplFile) {
      if (!existsSync(jplFile)) throw new EphemerisConfigError(`EPHEMERIS_JPL_FILE ${jplFile} does not exist`)
      sweph.set_ephe_path(`${dataDir}:${dirname(jplFile)}`)
      sweph.set_jpl_file(basename(jplFile))
      this.dataFlag = C.SEFLG_JPLEPH
    } else {
      sweph.set_ephe_path(dataDir)
      this.dataFlag = C.SEFLG_SWIEPH
    }
    this.source = this.probe(jplFile)
  }

  /** Compute once at a known instant for every body so that the files are opened and checked now. */
  private probe(jplFile: string | undefined): EphemerisSource {
    const jdTt = 2451545.0
    for (const body of Object.keys(SE_BODY) as Body[]) {
      const r = sweph.calc(jdTt, SE_BODY[body], this.dataFlag | C.SEFLG_SPEED)
      if (r.flag < 0 || (r.flag & this.dataFlag) === 0) {
        throw new EphemerisConfigError(
          `ephemeris data did not answer for ${body}: ${r.error.trim() || 'analytic fallback'}`,
        )
      }
    }
    const library = `Swiss Ephemeris ${sweph.version()}`
    if (jplFile) {
      // Swiss Ephemeris does not report the JPL file's span or DE number: read them from its header.
      const header = readJplHeader(jplFile)
      const [from, to] = REQUIRED_DATA_SPAN_JD_TT
      if (header.startJdTt > from || header.endJdTt < to) {
        throw new EphemerisConfigError(
          `EPHEMERIS_JPL_FILE ${jplFile} covers JD ${header.startJdTt} … ${header.endJdTt} (TT); the API needs ` +
            `JD ${from} … ${to} (1800-01-01 … 2150-01-02)`,
        )
      }
      const file: EphemerisFile = {
        name: basename(jplFile),
        startJdTt: header.startJdTt,
        endJdTt: header.endJdTt,
        jplDenum: header.denum,
      }
      return {
        kind: 'jpl-file',
        basis: `JPL DE${header.denum}`,
        library,
        files: [file],
        description: `JPL DE${header.denum} binary ephemeris (${file.name}), read by ${library}.`,
      }
    }
    const files = [0, 1].map((ifno): EphemerisFile => {
      const data = sweph.get_current_file_data(ifno)
      return { name: basename(data.path), startJdTt: data.start, endJdTt: data.end, jplDenum: data.denum }
    })
    const denums = [...new Set(files.map((f) => f.jplDenum))]
    const basis = `JPL DE${denums.join('/DE')}`
    return {
      kind: 'swiss-ephemeris-files',
      basis,
      library,
      files,
      description:
        `Swiss Ephemeris data files ${files.map((f) => f.name).join(' and ')} (planets and Moon, 1800–2400), ` +
        `compressed by Astrodienst from ${basis} to better than 0.001″, read by ${library}.`,
    }
  }

  private check(flag: number, error: string, what: string): void {
    if (flag < 0 || (flag & this.dataFlag) === 0) {
      throw new EphemerisDataError(
        `${what}: the ephemeris data did not answer (${error.trim() || 'fallback'})`,
      )
    }
  }

  /** The instant `epochMs` (UTC) with its UT1 and TT Julian days, leap seconds included. */
  instant(epochMs: number): Instant {
    const d = new Date(epochMs)
    const sec = d.getUTCSeconds() + d.getUTCMilliseconds() / 1000
    const r = sweph.utc_to_jd(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      sec,
      C.SE_GREG_CAL,
    )
    if (r.flag < 0) throw new EphemerisDataError(`utc_to_jd failed: ${r.error}`)
    const [jdTt, jdUt] = r.data
    return { epochMs, jdUt, jdTt }
  }

  /** The instant at Julian day `jdTt` (Terrestrial Time). */
  instantFromJdTt(jdTt: number): Instant {
    // ΔT depends on UT; two fixed-point steps converge far below a microsecond.
    let jdUt = jdTt - this.deltaTDays(jdTt)
    jdUt = jdTt - this.deltaTDays(jdUt)
    return { epochMs: (jdUt - JD_UNIX_EPOCH) * MS_PER_DAY, jdUt, jdTt }
  }

  /** The instant at Julian day `jdUt` (Universal Time). */
  instantFromJdUt(jdUt: number): Instant {
    return { epochMs: (jdUt - JD_UNIX_EPOCH) * MS_PER_DAY, jdUt, jdTt: jdUt + this.deltaTDays(jdUt) }
  }

  /** ΔT = TT − UT in days at `jdUt`, consistent with the ephemeris in use. */
  deltaTDays(jdUt: number): number {
    const r = sweph.deltat_ex(jdUt, this.dataFlag)
    return r.data
  }

  private setSidMode(ayanamsa: Ayanamsa): void {
    const mode = SID_MODE[ayanamsa]
    if (mode !== this.sidMode) {
      sweph.set_sid_mode(mode, 0, 0)
      this.sidMode = mode
    }
  }

  /**
   * Apparent geocentric position of `body` at `jdTt`: ecliptic of date (tropical), or sidereal when
   * `ayanamsa` is given (Swiss Ephemeris' own sidereal computation: tropical of date − true ayanamsa),
   * or equatorial (true equator and equinox of date) when `equatorial`.
   */
  position(
    body: Body,
    jdTt: number,
    opts: { ayanamsa?: Ayanamsa | undefined; equatorial?: boolean },
  ): RawPosition {
    let flags = this.dataFlag | C.SEFLG_SPEED
    if (opts.equatorial) flags |= C.SEFLG_EQUATORIAL
    else if (opts.ayanamsa !== undefined) {
      this.setSidMode(opts.ayanamsa)
      flags |= C.SEFLG_SIDEREAL
    }
    const r = sweph.calc(jdTt, SE_BODY[body], flags)
    this.check(r.flag, r.error, body)
    const [lon, lat, dist, lonSpeed] = r.data
    return { lon, lat, dist, lonSpeed }
  }

  /** True obliquity of the ecliptic (with nutation) in degrees at `jdTt`: the ε of `houses`. */
  trueObliquity(jdTt: number): number {
    const r = sweph.calc(jdTt, C.SE_ECL_NUT, this.dataFlag)
    if (r.flag < 0) throw new EphemerisDataError(`obliquity: ${r.error}`)
    return r.data[0]!
  }

  /** Ayanamsa in degrees at `jdTt`: true (with nutation in longitude) unless `mean`. */
  ayanamsa(ayanamsa: Ayanamsa, jdTt: number, mean: boolean): number {
    this.setSidMode(ayanamsa)
    const r = sweph.get_ayanamsa_ex(jdTt, this.dataFlag | (mean ? C.SEFLG_NONUT : 0))
    this.check(r.flag, r.error, 'ayanamsa')
    return r.data
  }

  /**
   * Tropical house cusps and angles at `jdUt` for a place (geographic degrees, east and north positive).
   * `system` is a Swiss Ephemeris house-system letter. Returns undefined where the system is undefined
   * (Placidus within the polar circles): Swiss Ephemeris would silently switch to Porphyry there.
   */
  houses(
    jdUt: number,
    latDeg: number,
    lonDeg: number,
    system: 'P' | 'E' | 'W',
  ): { cusps: number[]; ascendant: number; midheaven: number; armc: number } | undefined {
    const r = sweph.houses_ex2(jdUt, 0, latDeg, lonDeg, system)
    if (r.flag < 0) return undefined
    const [ascendant, midheaven, armc] = r.data.points
    return { cusps: r.data.houses.slice(0, 12), ascendant: ascendant!, midheaven: midheaven!, armc: armc! }
  }

  /**
   * Greenwich apparent sidereal time in degrees [0, 360) at `jdUt` (Swiss Ephemeris `swe_sidtime`:
   * mean sidereal time plus the equation of the equinoxes). It is the ARMC of `houses` at geographic
   * longitude 0.
   */
  siderealTimeDeg(jdUt: number): number {
    const deg = sweph.sidtime(jdUt) * 15
    return deg >= 360 ? deg - 360 : deg
  }

  /**
   * Next rising or setting of the Sun after `jdUt` (UT), at a sea-level place, with Swiss Ephemeris'
   * refraction for `pressureHpa` and `temperatureC`. `disc`: 'upper-limb' (standard) or 'centre-no-refraction'
   * (the Hindu definition). Returns undefined when Swiss Ephemeris finds no such event (the Sun stays
   * above or below the horizon).
   */
  sunEvent(
    jdUt: number,
    event: 'rise' | 'set',
    place: { latDeg: number; lonDeg: number },
    disc: 'upper-limb' | 'centre-no-refraction',
    pressureHpa: number,
    temperatureC: number,
  ): number | undefined {
    return this.riseOrSet(C.SE_SUN, 'Sun', jdUt, event, place, disc, pressureHpa, temperatureC)
  }

  /**
   * Next rising or setting of the Moon after `jdUt` (UT), as `sunEvent` for the Sun. Swiss Ephemeris
   * takes the Moon's parallax and its changing semidiameter into account. Undefined when the Moon does
   * not rise (or set) before it next sets (or rises): at high latitudes it can stay up or down for days.
   */
  moonEvent(
    jdUt: number,
    event: 'rise' | 'set',
    place: { latDeg: number; lonDeg: number },
    disc: 'upper-limb' | 'centre-no-refraction',
    pressureHpa: number,
    temperatureC: number,
  ): number | undefined {
    return this.riseOrSet(C.SE_MOON, 'Moon', jdUt, event, place, disc, pressureHpa, temperatureC)
  }

  private riseOrSet(
    ipl: number,
    body: 'Sun' | 'Moon',
    jdUt: number,
    event: 'rise' | 'set',
    place: { latDeg: number; lonDeg: number },
    disc: 'upper-limb' | 'centre-no-refraction',
    pressureHpa: number,
    temperatureC: number,
  ): number | undefined {
    let rsmi = event === 'rise' ? C.SE_CALC_RISE : C.SE_CALC_SET
    if (disc === 'centre-no-refraction') rsmi |= C.SE_BIT_DISC_CENTER | C.SE_BIT_NO_REFRACTION
    const r = sweph.rise_trans(
      jdUt,
      ipl,
      null,
      this.dataFlag,
      rsmi,
      [place.lonDeg, place.latDeg, 0],
      pressureHpa,
      temperatureC,
    )
    if (r.flag === -2) return undefined
    if (r.flag < 0) throw new EphemerisDataError(`rise_trans failed: ${r.error}`)
    // rise_trans does not report which data it used: confirm with a position at the event.
    this.position(body, r.data + this.deltaTDays(r.data), {})
    return r.data
  }

  /**
   * The solar and lunar eclipses visible from a place whose maximum falls in [fromJdUt, toJdUt): solar
   * eclipses of any kind seen from there, lunar eclipses whose umbral phase (partial or total) is above
   * the horizon there; penumbral-only lunar eclipses, invisible to the eye, are left out.
   */
  eclipsesVisible(
    fromJdUt: number,
    toJdUt: number,
    place: { latDeg: number; lonDeg: number },
  ): { kind: 'solar' | 'lunar'; maxJdUt: number }[] {
    const geo: [number, number, number] = [place.lonDeg, place.latDeg, 0]
    const out: { kind: 'solar' | 'lunar'; maxJdUt: number }[] = []
    for (let t = fromJdUt; ;) {
      const r = sweph.sol_eclipse_when_loc(t, this.dataFlag, geo, false)
      if (r.flag < 0) throw new EphemerisDataError(`sol_eclipse_when_loc failed: ${r.error}`)
      const max = r.data[0]!
      if (max >= toJdUt) break
      out.push({ kind: 'solar', maxJdUt: max })
      t = max + 1
    }
    for (let t = fromJdUt; ;) {
      const r = sweph.lun_eclipse_when_loc(t, this.dataFlag, geo, false)
      if (r.flag < 0) throw new EphemerisDataError(`lun_eclipse_when_loc failed: ${r.error}`)
      const max = r.data[0]!
      if (max >= toJdUt) break
      if (r.flag & (C.SE_ECL_TOTAL | C.SE_ECL_PARTIAL)) out.push({ kind: 'lunar', maxJdUt: max })
      t = max + 1
    }
    return out.sort((a, b) => a.maxJdUt - b.maxJdUt)
  }

  /** True altitude (no refraction) of the Sun's centre in degrees at `jdUt` for a sea-level place. */
  sunAltitude(jdUt: number, place: { latDeg: number; lonDeg: number }): number {
    const p = this.position('Sun', jdUt + this.deltaTDays(jdUt), {})
    const hor = sweph.azalt(jdUt, C.SE_ECL2HOR, [place.lonDeg, place.latDeg, 0], 0, 0, [p.lon, p.lat, p.dist])
    return hor[1]
  }
}
