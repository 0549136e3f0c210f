/**
 * The muhurta free-text matcher (src/readings/muhurta/catalogue.ts, word-forms.ts; issue 30, item 4): word
 * forms and Indian spellings, many phrasings mapped to their events, phrases that name no event, every
 * alias of the catalogue mapped to its own event and no alias key shared by two events, the words of the
 * text named in the answer, and the descriptions of medical procedures that are refused (and ordinary
 * events near them that are not).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseEvent,
  matchEvent,
  MEDICAL,
  medicalWords,
  MUHURTA_EVENTS,
  NOT_MEDICAL,
} from '../../src/readings/muhurta/catalogue.js'
import { contentWords, wordKey, words } from '../../src/readings/muhurta/word-forms.js'

describe('word keys', () => {
  it.each([
    ['marry', 'married', 'marries', 'marrying'],
    ['wedding', 'weddings', 'wed', 'weds', 'wedded'],
    ['buy', 'buying', 'buys', 'bought'],
    ['get', 'getting', 'gets', 'got'],
    ['move', 'moving', 'moved', 'moves'],
    ['ceremony', 'ceremonies'],
    ['house', 'houses'],
    ['engaged', 'engage', 'engaging'],
    ['travel', 'travelling', 'traveled', 'travels'],
    ['shop', 'shops', 'shopping'],
    ['business', 'businesses'],
    ['church', 'churches'],
    ['pravesh', 'pravesha', 'pravesham', 'pravesam'],
    ['vivah', 'vivaha', 'vivaham', 'vivaah'],
    ['namkaran', 'naamkaran'],
    ['bhoomi', 'bhumi'],
    ['puja', 'pooja', 'pujas'],
    ['shaadi', 'shadi'],
    ['ashwini', 'ashvini'],
    ['chhedan', 'chedan'],
    ['upanayana', 'upanayanam', 'upanayan'],
  ])('%s and its forms share one key', (...forms) => {
    const keys = new Set(forms.map(wordKey))
    expect([...keys], forms.join(' ')).toHaveLength(1)
  })

  it.each([
    ['wed', 'ved'], // a first w is never read as v
    ['mundane', 'mundan'],
    ['kalyan', 'kalyanam'],
    ['homa', 'homam'],
    ['name', 'mundan'],
    ['bring', 'buy'],
    ['ring', 'r'],
  ])('%s and %s stay apart', (a, b) => {
    expect(wordKey(a)).not.toBe(wordKey(b))
  })

  it('is deterministic and leaves digits as they are', () => {
    expect(wordKey('2027')).toBe('2027')
    expect(wordKey('married')).toBe(wordKey('married'))
  })

  it('reads words with their places in the text, apostrophes, accents and clauses', () => {
    const ws = words("Doctor's clinic, Gṛha Praveśa; we'd o'clock C-section")
    expect(ws.map((w) => w.norm)).toEqual([
      'doctor',
      'clinic',
      'griha',
      'pravesa',
      'we',
      'oclock',
      'c',
      'section',
    ])
    expect(ws.map((w) => w.clause)).toEqual([0, 0, 1, 1, 2, 2, 2, 2])
    expect(ws[0]).toMatchObject({ start: 0, end: 8 })
    expect(contentWords('buying a car for our son').map((w) => w.norm)).toEqual([
      'buying',
      'car',
      'for',
      'son',
    ])
  })
})

describe('descriptions map to their events', () => {
  it.each([
    // The phrasings of issue 30.
    ['buying a car', 'vehicle_purchase', 'buying a car'],
    ['house-warming ceremony for our flat', 'griha_pravesha', 'house-warming'],
    ['getting married', 'marriage', 'married'],
    ['engaged', 'engagement', 'engaged'],
    ['weddings', 'marriage', 'weddings'],
    ['moving into the new house', 'griha_pravesha', 'moving into the new house'],
    ['mundan of my son', 'mundana', 'mundan'],
    ['naming ceremony', 'namakarana', 'naming ceremony'],
    // Word forms.
    ['We are buying our new flat in June', 'property_purchase', 'buying our new flat'],
    ['bought a scooter, delivery next week', 'vehicle_purchase', 'bought a scooter'],
    ['buying our first car', 'vehicle_purchase', 'first car'],
    ['when should we get engaged?', 'engagement', 'engaged'],
    ['my daughter is marrying in May', 'marriage', 'marrying'],
    ['our son starts school', 'vidyarambha', 'starts school'],
    ['opening a shop in the market', 'business_opening', 'opening a shop'],
    ['piercing the ears of our baby', 'karnavedha', 'piercing the ears'],
    ['shaving the head of my son', 'mundana', 'shaving the head'],
    ['entering our new home', 'griha_pravesha', 'entering our new home'],
    ['laying the foundation stone', 'griha_arambha', 'laying the foundation'],
    ['first day at my new job', 'job_start', 'new job'],
    ['travelling to Varanasi', 'travel', 'travelling'],
    // Spellings and closed-up words.
    ['Shaadi', 'marriage', 'Shaadi'],
    ['vivaah', 'marriage', 'vivaah'],
    ['grihapravesh', 'griha_pravesha', 'grihapravesh'],
    ['Griha Pravesham for the new flat', 'griha_pravesha', 'Griha Pravesham'],
    ['gṛha praveśa', 'griha_pravesha', 'gṛha praveśa'],
    ['housewarming', 'griha_pravesha', 'housewarming'],
    ['house warming party', 'griha_pravesha', 'house warming'],
    ['bhumi poojan for the plot', 'griha_arambha', 'bhumi poojan'],
    ['naam karan of our daughter', 'namakarana', 'naam karan'],
    ['namakaranam', 'namakarana', 'namakaranam'],
    ['Upanayanam of my son', 'upanayana', 'Upanayanam'],
    ['vidya arambh', 'vidyarambha', 'vidya arambh'],
    ['kaan chedan', 'karnavedha', 'kaan chedan'],
    ['first hair cut', 'mundana', 'first hair cut'],
    ['annaprasan for the baby', 'annaprashana', 'annaprasan'],
    ['sagai', 'engagement', 'sagai'],
    // The longest alias wins.
    ['bhoomi pujan', 'griha_arambha', 'bhoomi pujan'],
    ['a small pooja at home', 'general', 'pooja'],
    ['vahan puja for the new car', 'vehicle_purchase', 'vahan puja'],
    ['our wedding anniversary', 'general', 'anniversary'],
    // The events of issue 30.
    ['buying gold on Dhanteras', 'gold_purchase', 'buying gold'],
    ['sona kharidna', 'gold_purchase', 'sona kharidna'],
    ['new jewellery for the wedding', 'gold_purchase', 'new jewellery'],
    ['wearing a yellow sapphire', 'ratna_dharana', 'yellow sapphire'],
    ['Ratna dharan', 'ratna_dharana', 'Ratna dharan'],
    ['when should I wear my gemstone ring', 'ratna_dharana', 'wear my gemstone'],
    ['godh bharai of my daughter-in-law', 'simanta', 'godh bharai'],
    ['Seemantham', 'simanta', 'Seemantham'],
    ['valaikappu function', 'simanta', 'valaikappu'],
    ['baby shower in the seventh month', 'simanta', 'baby shower'],
    ['sīmantonnayana', 'simanta', 'sīmantonnayana'],
    ['vadhu pravesh after the wedding', 'vadhu_pravesha', 'vadhu pravesh'],
    ["the bride's first entry into our home", 'vadhu_pravesha', "bride's first entry"],
    ['griha pravesh of the bride', 'vadhu_pravesha', 'griha pravesh of the bride'],
    ['murti sthapana in the new temple', 'murti_pratishtha', 'murti sthapana'],
    ['prana pratishtha of Hanuman ji', 'murti_pratishtha', 'prana pratishtha'],
    ['installing an idol at home', 'murti_pratishtha', 'installing an idol'],
    ['slab casting for the first floor', 'roof_casting', 'slab casting'],
    ['lenter dalna', 'roof_casting', 'lenter dalna'],
    ['casting the roof of our house', 'roof_casting', 'casting the roof'],
    ['repaying a loan', 'debt_repayment', 'repaying a loan'],
    ['karz chukana', 'debt_repayment', 'karz chukana'],
    ['Maitreya muhurta for paying off debt', 'debt_repayment', 'Maitreya muhurta'],
    ['signing a contract with a client', 'contract_signing', 'signing a contract'],
    ['rent agreement', 'contract_signing', 'rent agreement'],
    ['MoU signing with the partner firm', 'contract_signing', 'MoU signing'],
    // Clinics and hospitals are businesses.
    ['opening a clinic', 'business_opening', 'opening a clinic'],
    ["doctor's new clinic inauguration", 'business_opening', 'inauguration'],
    ['medical store opening', 'business_opening', 'store opening'],
    ['operation theatre inauguration', 'business_opening', 'inauguration'],
  ])('“%s” is %s, from “%s”', (text, id, matched) => {
    expect(matchEvent(text)).toMatchObject({ event: { id }, words: matched })
    const c = chooseEvent(undefined, text)
    expect(c).toMatchObject({ event: { id }, chosenBy: 'freeText' })
    expect(c.understood.en).toContain(`“${matched}”`)
    expect(medicalWords(text)).toBeNull()
  })

  it.each([
    'something nice',
    'a nice day out',
    'mundane errands',
    'something for Ved',
    "we'd like a calm day",
    'a day in Kalyan',
    'selling my old bike',
    'car repair',
    'a business meeting',
    'name of my son',
    'ring the bell',
    'taking a loan',
    'a chat with friends',
  ])('“%s” names no event: the general profile, and the answer says so', (text) => {
    expect(matchEvent(text)).toBeNull()
    const c = chooseEvent(undefined, text)
    expect(c.event.id).toBe('general')
    expect(c.understood.en).toMatch(/did not name an event/)
  })

  it('does not join words across a clause break', () => {
    expect(matchEvent('buy. A car')).toBeNull()
    expect(matchEvent('house, warming')).toBeNull()
  })
})

describe('the aliases of the catalogue', () => {
  it('every alias of every event maps to its own event, matched whole', () => {
    for (const e of MUHURTA_EVENTS)
      for (const alias of e.aliases)
        expect(matchEvent(alias), alias).toMatchObject({ event: { id: e.id }, words: alias })
  })

  it('no alias key (its words keyed) belongs to two events, and no alias names a medical procedure', () => {
    const owner = new Map<string, string>()
    for (const e of MUHURTA_EVENTS)
      for (const alias of e.aliases) {
        const key = contentWords(alias)
          .map((w) => w.key)
          .join(' ')
        expect(owner.get(key) ?? e.id, `${alias} (${key})`).toBe(e.id)
        owner.set(key, e.id)
        expect(medicalWords(alias), alias).toBeNull()
      }
  })
})

describe('medical procedures', () => {
  it.each([
    ['surgery', 'surgery'],
    ["my mother's knee surgery next month", 'surgery'],
    ['surgeries', 'surgeries'],
    ['an operation for my father', 'operation'],
    ['he is to be operated on', 'be operated'],
    ['C-section delivery date', 'C-section'],
    ['caesarean delivery', 'caesarean'],
    ['cesarean', 'cesarean'],
    ['LSCS date', 'LSCS'],
    ['delivery of the baby', 'delivery of the baby'],
    ['chemotherapy', 'chemotherapy'],
    ['first chemo session', 'chemo'],
    ['dialysis', 'dialysis'],
    ['IVF', 'IVF'],
    ['IVF/embryo transfer', 'IVF'],
    ['embryo transfer', 'embryo transfer'],
    ['a medical procedure', 'medical procedure'],
    ['taking medicine', 'taking medicine'],
    ['start taking the medicines', 'taking the medicines'],
    ['when to start medication', 'medication'],
    ['appendectomy', 'appendectomy'],
    ['angioplasty', 'angioplasty'],
    ['endoscopy', 'endoscopy'],
    ['cataract operation', 'cataract'],
    ['griha pravesh after the surgery', 'surgery'],
    ['operation theatre inauguration, then my knee operation', 'operation'],
  ])('“%s” names a medical procedure (“%s”)', (text, matched) => {
    expect(medicalWords(text)).toBe(matched)
  })

  it.each([
    'opening a clinic',
    "doctor's new clinic inauguration",
    'hospital opening',
    'pharmacy opening',
    'medical store opening',
    'medicine shop opening',
    'operation theatre inauguration',
    'start of operations at our new factory',
    'water treatment plant opening',
    'car delivery',
    'ear piercing',
    'my horoscopy reading',
    'a good day for the doctor to join the new hospital',
    'godh bharai in the seventh month',
    'seemantham for my pregnant wife',
    'baby shower',
    'valaikappu',
  ])('“%s” is not medical', (text) => {
    expect(medicalWords(text)).toBeNull()
  })

  it('every listed medical phrase is found, and none is an event alias', () => {
    for (const phrase of MEDICAL) {
      expect(medicalWords(phrase), phrase).not.toBeNull()
      expect(matchEvent(phrase), phrase).toBeNull()
    }
    for (const phrase of NOT_MEDICAL) expect(medicalWords(phrase), phrase).toBeNull()
  })
})

describe('any text', () => {
  it('is read without throwing, the same way twice, quoting only words it holds, within 300 characters', () => {
    const phrase = fc.constantFrom(
      ...MUHURTA_EVENTS.flatMap((e) => e.aliases),
      ...MEDICAL,
      ...NOT_MEDICAL,
      'the',
      'our',
      ',',
      '.',
      '’s',
      'Gṛha',
      'ए',
    )
    const text = fc
      .oneof(
        fc.string({ maxLength: 300 }),
        fc.array(phrase, { maxLength: 12 }).map((p) => p.join(' ')),
      )
      .map((t) => t.slice(0, 300))
    fc.assert(
      fc.property(text, (t) => {
        const m = matchEvent(t)
        expect(matchEvent(t)).toEqual(m)
        if (m) expect(t.normalize('NFC')).toContain(m.words)
        const med = medicalWords(t)
        if (med !== null) expect(t.normalize('NFC')).toContain(med)
      }),
      { numRuns: 500 },
    )
  })
})
