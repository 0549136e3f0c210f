/**
 * `npm run timing:validate`: the event windows of /v1/interpret against the dated lives of the validation
 * set (scripts/timing-validation.ts), for the tuning half and the held-out half, beside the age prior.
 * Prints a Markdown table; docs/readings.md quotes it.
 */
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR } from '../src/config.js'
import { entryProblems, loadValidationSet, scoreEvents, validationReport } from './timing-validation.js'

const people = loadValidationSet()
const problems = people.flatMap(entryProblems)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
const eph = openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR })
console.log(validationReport(people, scoreEvents(eph, people), !process.argv.includes('--tuning-only')))
