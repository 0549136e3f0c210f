/**
 * Writes a small file in JPL's binary ephemeris format (the `.eph` files made by JPL's asc2eph, which
 * Swiss Ephemeris reads with SEFLG_JPLEPH) so the JPL code path can be tested without a real DE440.
 * The coefficients are Chebyshev fits to Swiss Ephemeris' own geometric ICRS positions from the
 * committed DE431 files, laid out as in DE405 (32-day records). It is NOT a JPL ephemeris: it is a
 * format fixture, created in a temporary folder by the test that needs it and never committed.
 */
import { writeFileSync } from 'node:fs'
import sweph from 'sweph'

const C = sweph.constants
const AU_KM = 149_597_870.7
/** Earth/Moon mass ratio of DE431 (Swiss Ephemeris' EARTH_MOON_MRAT). */
const EMRAT = 81.30056907419062

/** JPL body order in a record: Mercury … Pluto (EMB third), Moon (geocentric), Sun. */
const LAYOUT: { body: number | 'emb'; ncf: number; na: number; geocentric?: boolean }[] = [
  { body: C.SE_MERCURY, ncf: 14, na: 4 },
  { body: C.SE_VENUS, ncf: 10, na: 2 },
  { body: 'emb', ncf: 13, na: 2 },
  { body: C.SE_MARS, ncf: 11, na: 1 },
  { body: C.SE_JUPITER, ncf: 8, na: 1 },
  { body: C.SE_SATURN, ncf: 7, na: 1 },
  { body: C.SE_URANUS, ncf: 6, na: 1 },
  { body: C.SE_NEPTUNE, ncf: 6, na: 1 },
  { body: C.SE_PLUTO, ncf: 6, na: 1 },
  { body: C.SE_MOON, ncf: 13, na: 8, geocentric: true },
  { body: C.SE_SUN, ncf: 11, na: 2 },
]

const GEOMETRIC_ICRS =
  C.SEFLG_SWIEPH |
  C.SEFLG_XYZ |
  C.SEFLG_EQUATORIAL |
  C.SEFLG_J2000 |
  C.SEFLG_ICRS |
  C.SEFLG_TRUEPOS |
  C.SEFLG_NONUT |
  C.SEFLG_NOABERR |
  C.SEFLG_NOGDEFL

/** Geometric ICRS position in km: barycentric, or geocentric for the Moon. */
function positionKm(entry: (typeof LAYOUT)[number], jdTt: number): [number, number, number] {
  const xyz = (body: number, bary: boolean) => {
    const r = sweph.calc(jdTt, body, GEOMETRIC_ICRS | (bary ? C.SEFLG_BARYCTR : 0))
    if ((r.flag & C.SEFLG_SWIEPH) === 0) throw new Error(`fixture: no data for ${body} at ${jdTt}`)
    return r.data.slice(0, 3).map((v) => v * AU_KM) as [number, number, number]
  }
  if (entry.body === 'emb') {
    const earth = xyz(C.SE_EARTH, true)
    const moon = xyz(C.SE_MOON, false)
    return earth.map((e, i) => e + moon[i]! / (1 + EMRAT)) as [number, number, number]
  }
  return xyz(entry.body, !entry.geocentric)
}

/** Chebyshev coefficients of f on [a, b] from its values at the ncf Chebyshev nodes. */
function chebyshev(
  f: (jd: number) => [number, number, number],
  a: number,
  b: number,
  ncf: number,
): number[][] {
  const nodes = Array.from({ length: ncf }, (_, k) => Math.cos((Math.PI * (k + 0.5)) / ncf))
  const values = nodes.map((x) => f(a + ((x + 1) / 2) * (b - a)))
  return [0, 1, 2].map((axis) =>
    Array.from({ length: ncf }, (_, j) => {
      let s = 0
      for (let k = 0; k < ncf; k++) s += values[k]![axis]! * Math.cos((Math.PI * j * (k + 0.5)) / ncf)
      return ((j === 0 ? 1 : 2) / ncf) * s
    }),
  )
}

export interface JplFixture {
  startJdTt: number
  endJdTt: number
}

/** Write the fixture at `path`: 32-day records from `startJdTt` until `untilJdTt` is covered, labelled
 *  DE`denum`. Swiss Ephemeris must be pointed at the committed files (set_ephe_path) before calling this. */
export function writeJplFixture(
  path: string,
  startJdTt: number,
  untilJdTt: number,
  denum: number,
): JplFixture {
  const SEG_DAYS = 32
  const segments = Math.ceil((untilJdTt - startJdTt) / SEG_DAYS)
  const ipt: number[] = []
  let next = 3 // 1-based index into a record; the first two doubles are the record's start and end
  for (const e of LAYOUT) {
    ipt.push(next, e.ncf, e.na)
    next += e.ncf * e.na * 3
  }
  ipt.push(0, 0, 0) // no nutations
  const doublesPerRecord = next - 1
  const recordBytes = doublesPerRecord * 8
  const endJdTt = startJdTt + segments * SEG_DAYS

  const header = Buffer.alloc(recordBytes)
  let o = 0
  const title = [
    `graha test fixture in JPL format, labelled DE${denum}: NOT a JPL ephemeris`,
    `Start Epoch: JED= ${startJdTt}`,
    `Final Epoch: JED= ${endJdTt}`,
  ]
  for (const line of title) o += header.write(line.padEnd(84, ' ').slice(0, 84), o, 'latin1')
  const names = ['AU', 'EMRAT', 'DENUM']
  for (let i = 0; i < 400; i++) o += header.write((names[i] ?? '').padEnd(6, ' '), o, 'latin1')
  for (const v of [startJdTt, endJdTt, SEG_DAYS]) o = header.writeDoubleLE(v, o)
  o = header.writeInt32LE(names.length, o)
  o = header.writeDoubleLE(AU_KM, o)
  o = header.writeDoubleLE(EMRAT, o)
  for (let i = 0; i < 36; i++) o = header.writeInt32LE(ipt[i]!, o)
  o = header.writeInt32LE(denum, o)
  for (let i = 36; i < 39; i++) o = header.writeInt32LE(ipt[i]!, o)

  const constants = Buffer.alloc(recordBytes)
  ;[AU_KM, EMRAT, denum].forEach((v, i) => constants.writeDoubleLE(v, i * 8))

  const records: Buffer[] = [header, constants]
  for (let s = 0; s < segments; s++) {
    const a = startJdTt + s * SEG_DAYS
    const rec = Buffer.alloc(recordBytes)
    let p = rec.writeDoubleLE(a, 0)
    p = rec.writeDoubleLE(a + SEG_DAYS, p)
    for (const e of LAYOUT) {
      const sub = SEG_DAYS / e.na
      for (let n = 0; n < e.na; n++) {
        for (const coefficients of chebyshev(
          (jd) => positionKm(e, jd),
          a + n * sub,
          a + (n + 1) * sub,
          e.ncf,
        )) {
          for (const c of coefficients) p = rec.writeDoubleLE(c, p)
        }
      }
    }
    records.push(rec)
  }
  writeFileSync(path, Buffer.concat(records))
  return { startJdTt, endJdTt }
}
