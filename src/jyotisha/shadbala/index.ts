/**
 * Ṣaḍbala, the six-fold strength of the seven planets (BPHS ch. 27), and its iṣṭa / kaṣṭa phala
 * (BPHS 30), from a pure `ShadbalaInput`; bhāva bala (BPHS 28) is in bhava-bala.ts. Every value is in
 * ṣaṣṭiāṃśas (virūpas, 1/60 rūpa). The worked reference is B. V. Raman, "Graha and Bhava Balas".
 */
import { PLANETS, type Planet } from '../grahas.js'
import { chestaBala, ishtaPhala, kashtaPhala } from './chesta.js'
import { digBala, naisargikaBala } from './dig.js'
import { drikBala } from './drik.js'
import type { ShadbalaInput } from './input.js'
import { kalaPartsBeforeWar, yuddhaBala, type KalaParts } from './kala.js'
import { sthanaParts, type SthanaParts } from './sthana.js'

export type { ShadbalaInput, StarPlanet } from './input.js'
export type { KalaParts } from './kala.js'
export type { SthanaParts } from './sthana.js'

/** Minimum ṣaḍbala for a planet to be strong, rūpas (BPHS 27). Raman ("Graha and Bhava Balas" ch. VIII)
 *  prints 5 for the Sun; BPHS (Santhanam's translation) and Jagannatha Hora give 6.5. */
export const MINIMUM_RUPAS: Record<Planet, number> = {
  Sun: 6.5,
  Moon: 6,
  Mars: 5,
  Mercury: 7,
  Jupiter: 6.5,
  Venus: 5.5,
  Saturn: 5,
}

export interface ShadbalaResult {
  planet: Planet
  components: {
    sthana: { shashtiamsas: number; parts: SthanaParts }
    dig: { shashtiamsas: number }
    kala: { shashtiamsas: number; parts: KalaParts }
    chesta: { shashtiamsas: number }
    naisargika: { shashtiamsas: number }
    drik: { shashtiamsas: number }
  }
  shashtiamsas: number
  rupas: number
  minimumRupas: number
  /** rupas / minimumRupas: ≥ 1 is strong. */
  ratio: number
  ishtaPhala: number
  kashtaPhala: number
}

const sum = (o: object): number => Object.values(o).reduce((s: number, v: number) => s + v, 0)

/** Ṣaḍbala of the seven planets, Sun … Saturn, ṣaṣṭiāṃśas and rūpas. BPHS 27, 30. */
export function computeShadbala(input: ShadbalaInput): ShadbalaResult[] {
  const sthana = new Map(PLANETS.map((p) => [p, sthanaParts(p, input.lonDeg, input.lagnaLonDeg)]))
  const dig = new Map(PLANETS.map((p) => [p, digBala(p, input.lonDeg[p], input.lagnaLonDeg, input.mcLonDeg)]))
  const kalaEarly = new Map(PLANETS.map((p) => [p, kalaPartsBeforeWar(p, input)]))
  // The war is fought with sthāna, dig and kāla up to horā (not ayana), BPHS 27.
  const preWar = Object.fromEntries(
    PLANETS.map((p) => {
      const { ayana, ...upToHora } = kalaEarly.get(p)!
      void ayana
      return [p, sum(sthana.get(p)!) + dig.get(p)! + sum(upToHora)]
    }),
  ) as Record<Planet, number>
  const yuddha = yuddhaBala(input.lonDeg, input.declinationDeg, preWar)
  const chesta = chestaBala(input)
  return PLANETS.map((planet) => {
    const sthanaPartsOf = sthana.get(planet)!
    const kalaParts: KalaParts = { ...kalaEarly.get(planet)!, yuddha: yuddha[planet] }
    const components = {
      sthana: { shashtiamsas: sum(sthanaPartsOf), parts: sthanaPartsOf },
      dig: { shashtiamsas: dig.get(planet)! },
      kala: { shashtiamsas: sum(kalaParts), parts: kalaParts },
      chesta: { shashtiamsas: chesta[planet] },
      naisargika: { shashtiamsas: naisargikaBala(planet) },
      drik: { shashtiamsas: drikBala(planet, input.lonDeg) },
    }
    const shashtiamsas = sum(Object.values(components).map((c) => c.shashtiamsas))
    const rupas = shashtiamsas / 60
    return {
      planet,
      components,
      shashtiamsas,
      rupas,
      minimumRupas: MINIMUM_RUPAS[planet],
      ratio: rupas / MINIMUM_RUPAS[planet],
      ishtaPhala: ishtaPhala(sthanaPartsOf.uccha, chesta[planet]),
      kashtaPhala: kashtaPhala(sthanaPartsOf.uccha, chesta[planet]),
    }
  })
}

export {
  bhavaBala,
  sripatiBhavaMadhyasDeg,
  equalBhavaMadhyasDeg,
  type BhavaBalaResult,
} from './bhava-bala.js'
