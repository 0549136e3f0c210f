/**
 * The corpus says each configuration once (issue 29, item 4): the loader refuses two rules with the same
 * condition unless one `refines` the other, a `refines` naming no rule or a rule of another scope, and
 * refinements in a circle; `refinedBy` lists a rule's narrower cases; and firedRules voices only the
 * narrower rule when both fire for the same binding.
 */
import { describe, expect, it } from 'vitest'
import { firedRules } from '../../src/corpus/fires.js'
import { chartReading } from '../../src/corpus/from-chart.js'
import { buildCorpus, canonicalCondition, CorpusError } from '../../src/corpus/load.js'
import { DEFAULT_SETTINGS } from '../../src/jyotisha/chart.js'
import { GRAHAS } from '../../src/jyotisha/grahas.js'
import { testEphemeris } from '../helpers/ephemeris.js'

/** One rule in YAML, with its own text so no two say the same. */
function rule(id: string, when: string, extra = ''): string {
  return `- id: ${id}
  when: ${when}
  domains: [career]
  tone: supportive
  weight: 2
  subject: a test configuration ${id}
  headline: A headline for ${id}
  says: This is what the configuration ${id} says, in words long enough to pass the schema.
  books: [Saravali]
  locus: none
  hi:
    subject: परीक्षण का एक विन्यास
    headline: परीक्षण का एक शीर्षक
    says: यह परीक्षण का विन्यास है, जिसका कथन इतना लंबा है कि नियमों की शर्तें पूरी हो जाएँ।
${extra}`
}

function problemsOf(yaml: string): string {
  try {
    buildCorpus({ 'test.yaml': yaml })
  } catch (err) {
    expect(err).toBeInstanceOf(CorpusError)
    return (err as CorpusError).problems.join('\n')
  }
  return ''
}

describe('the loader', () => {
  it('refuses two rules with the same condition, however the condition is spelled', () => {
    const p = problemsOf(
      rule('a', '{ lordOf: 10, inHouse: [11] }') + rule('b', '{ inHouse: 11, lordOf: 10 }'),
    )
    expect(p).toMatch(/test\.yaml b: has the same condition as test\.yaml a/)
    const q = problemsOf(
      rule('a', '{ all: [{ graha: Sun, inHouse: 1 }, { graha: Moon, inHouse: [4, 7] }] }') +
        rule('b', '{ all: [{ graha: Moon, inHouse: [7, 4] }, { graha: Sun, inHouse: 1 }] }'),
    )
    expect(q).toMatch(/b: has the same condition as test\.yaml a/)
    expect(
      problemsOf(rule('a', '{ lordOf: 10, inHouse: 11 }') + rule('b', '{ lordOf: 10, inHouse: 12 }')),
    ).toBe('')
  })

  it('accepts the same condition when one rule refines the other', () => {
    expect(
      problemsOf(
        rule('a', '{ lordOf: 10, inHouse: 11 }') + rule('b', '{ lordOf: 10, inHouse: 11 }', '  refines: a\n'),
      ),
    ).toBe('')
  })

  it('refuses a refinement of no rule, of another scope, or in a circle', () => {
    expect(problemsOf(rule('a', '{ graha: Sun, inHouse: 1 }', '  refines: nowhere\n'))).toMatch(
      /a: refines 'nowhere', which is no rule/,
    )
    expect(
      problemsOf(
        rule('a', '{ graha: Sun, inHouse: 1 }') + rule('b', '{ lord: period, is: Sun }', '  refines: a\n'),
      ),
    ).toMatch(/b: refines test\.yaml a, a natal rule/)
    const circle = problemsOf(
      rule('a', '{ graha: Sun, inHouse: 1 }', '  refines: b\n') +
        rule('b', '{ graha: Sun, inHouse: [1, 2] }', '  refines: a\n'),
    )
    expect(circle).toMatch(/refinements run in a circle: a -> b -> a/)
    expect(problemsOf(rule('a', '{ graha: Sun, inHouse: 1 }', '  refines: a\n'))).toMatch(
      /in a circle: a -> a/,
    )
  })

  it('lists the narrower rules of each rule, through chains', () => {
    const { rules } = buildCorpus({
      'test.yaml':
        rule('broad', '{ graha: Sun, inHouse: [1, 2, 3] }') +
        rule('narrow', '{ graha: Sun, inHouse: [1, 2] }', '  refines: broad\n') +
        rule('narrowest', '{ graha: Sun, inHouse: 1 }', '  refines: narrow\n'),
    })
    const by = Object.fromEntries(rules.map((r) => [r.id, r.refinedBy]))
    expect(by).toEqual({ broad: ['narrow', 'narrowest'], narrow: ['narrowest'], narrowest: [] })
  })

  it('reads a one-item list as its item and keys in any order as the same condition', () => {
    expect(canonicalCondition({ when: { lordOf: 10, inHouse: [11] } })).toBe(
      canonicalCondition({ when: { inHouse: 11, lordOf: 10 } }),
    )
    expect(canonicalCondition({ when: { lordOf: 10, inHouse: 11 } })).not.toBe(
      canonicalCondition({ when: { lordOf: 10, inHouse: 11 }, unless: { timeKnown: false } }),
    )
  })
})

describe('firedRules', () => {
  const eph = testEphemeris()
  const reading = chartReading(
    eph,
    { date: '1990-05-17', time: '06:30:00', timezone: 'UTC', latitude: 28.6, longitude: 77.2 },
    DEFAULT_SETTINGS,
    Date.UTC(2024, 0, 1),
  )
  const sunHouse = reading.ctx.natal.facts.grahas.Sun.house
  const anyHouse = '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]'
  const chapter = reading.levels[0]!.planet

  it('voices only the refinement when both fire, and the broader rule when only it fires', () => {
    const { rules } = buildCorpus({
      'test.yaml':
        rule('sun-anywhere', `{ graha: Sun, inHouse: ${anyHouse} }`) +
        rule('sun-here', `{ graha: Sun, inHouse: ${sunHouse} }`, '  refines: sun-anywhere\n') +
        rule('moon-anywhere', `{ graha: Moon, inHouse: ${anyHouse} }`) +
        rule('moon-as-sun', '{ graha: Moon, is: Sun }', '  refines: moon-anywhere\n'),
    })
    const ids = firedRules(rules, reading.ctx, reading.levels).map((f) => f.rule.id)
    expect(ids).toEqual(['sun-here', 'moon-anywhere'])
    // Without the refinement among the rules read (another domain's), the broader rule speaks.
    expect(
      firedRules(
        rules.filter((r) => r.id !== 'sun-here'),
        reading.ctx,
        reading.levels,
      ).map((f) => f.rule.id),
    ).toEqual(['sun-anywhere', 'moon-anywhere'])
  })

  it('drops a broader period rule only for the levels where its refinement holds', () => {
    const { rules } = buildCorpus({
      'test.yaml':
        rule('any-period', `{ lord: period, is: [${GRAHAS.join(', ')}] }`) +
        rule('chapter-lord-period', `{ lord: period, is: ${chapter} }`, '  refines: any-period\n'),
    })
    const fired = firedRules(rules, reading.ctx, reading.levels)
    for (const l of reading.levels) {
      const here = fired.filter((f) => f.level === l.level).map((f) => f.rule.id)
      expect(here, l.level).toEqual([l.planet === chapter ? 'chapter-lord-period' : 'any-period'])
    }
  })
})
