/**
 * `npm run timing:validate`: the event windows of /v1/interpret against the dated lives of the validation
 * set (scripts/timing-validation.ts), for the tuning half and the held-out half, beside the age prior.
 * Prints a Markdown table; docs/readings.md quotes it.
 */
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../src/config.js'
import {
  entryProblems,
  figures,
  loadValidationSet,
  scoreEvents,
  splitHalves,
  type HalfFigures,
} from './timing-validation.js'

const people = loadValidationSet()
const problems = people.flatMap(entryProblems)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
const { tuning, heldOut } = splitHalves(people)
const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
const scored = scoreEvents(eph, people)
const pct = (x: number) => `${(100 * x).toFixed(0)} %`
const held = (m: { hit: number; hits: number }) => `${pct(m.hit)} (${m.hits})`
const row = (name: string, f: HalfFigures) =>
  `| ${name} | ${f.people} | ${f.events} (${f.outsideAges} outside the ages) | ` +
  `${held(f.best)} | ${pct(f.best.agePrior)} | ${pct(f.best.coverage)} (${f.best.meanYears.toFixed(1)} y) | ` +
  `${held(f.top3)} | ${pct(f.top3.agePrior)} | ${pct(f.top3.coverage)} | ` +
  `${held(f.first)} | ${pct(f.first.agePrior)} | ${pct(f.first.coverage)} (${f.first.meanYears.toFixed(1)} y) | ` +
  `${held(f.closest)} | ${pct(f.closest.agePrior)} | ${pct(f.closest.coverage)} (${f.closest.meanYears.toFixed(1)} y) |`
const byDomain = new Map<string, number>()
for (const e of scored) byDomain.set(e.domain, (byDomain.get(e.domain) ?? 0) + 1)
console.log(
  `Validation set: ${people.length} people (${people.filter((p) => p.rating === 'AA').length} AA, ` +
    `${people.filter((p) => p.rating === 'A').length} A), ${scored.length} events ` +
    `(${[...byDomain].map(([d, n]) => `${d} ${n}`).join(', ')}).\n`,
)
console.log(
  '| half | people | events | best window holds | its age prior | searched ages covered | any of ≤3 holds | their age prior | covered | old rule holds | its age prior | covered | its closest stretch holds | its age prior | covered |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|')
console.log(row('tuning', figures(tuning, scored)))
if (!process.argv.includes('--tuning-only')) {
  console.log(row('**held out**', figures(heldOut, scored)))
  console.log(row('all', figures(people, scored)))
}
