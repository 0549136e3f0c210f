/** The pañcāṅga: limbs, the Vedic day, its divisions, special yogas and the calendar. */
import type { SunriseDefinition } from '../../astro/index.js'

export * from './calendar.js'
export * from './day.js'
export * from './divisions.js'
export * from './festivals.js'
export * from './lagna.js'
export * from './limbs.js'
export * from './names.js'
export * from './snapshot.js'
export * from './region.js'
export * from './solar-month.js'
export { helpfulYogasAt } from './special-yogas.js'

const SUNRISE_WORDS: Record<SunriseDefinition, string> = {
  standard:
    'Sunrise and sunset are the upper limb of the Sun on a sea-level horizon with 36.6′ refraction, as civil ' +
    'almanacs and Drik Panchang give them; moonrise and moonset the same for the Moon. Ask `sunrise: "hindu"` ' +
    'for the centre of the disc without refraction.',
  hindu:
    'Sunrise and sunset are the centre of the Sun’s disc on the horizon without refraction (the Hindu ' +
    'definition drik-panchanga and the Sūrya Siddhānta tradition use): the Sun rises 53′ further, about 3½ ' +
    'minutes after the civil sunrise at the equator and 4 to 5 at 30°–50° of latitude; moonrise and moonset the same for the Moon.',
}

const COMMON = {
  day: 'The Vedic day runs from sunrise on the date to the next sunrise, at the place and in its zone; the vāra is the weekday at that sunrise. Every limb lists each division that runs in the day with its whole span.',
  ayanamsa: 'Sidereal longitudes use the Lahiri (Chitrapaksha) ayanamsa, true (with nutation).',
  limbs:
    'Each start and end is found by root-finding on the ephemeris to well under a second and written to the second.',
  kalams: 'Rāhu kālam, Yamagaṇḍa and Gulika kālam are eighths of the daytime by weekday.',
  muhurtas:
    'Day and night are each fifteen muhūrtas. Abhijit is the 8th of the day (not observed on Wednesday, whose durmuhūrta it is); Brahma muhūrta the 14th of the night before sunrise.',
  durmuhurta:
    'Durmuhūrtas as Drik Panchang prints them: Sunday the 14th day muhūrta; Monday 9th and 12th; Tuesday 4th and the 7th of the night; Wednesday 8th; Thursday 6th and 12th; Friday 4th and 9th; Saturday 1st and 2nd. Karanam Ramakumar’s table (PyJHora) differs only on Saturday, the 3rd.',
  godhuli:
    'Godhūli is the first ghaṭī of the night: from sunset for one thirtieth of the night, as Drik Panchang’s printed days give it. Some texts give twelve minutes either side of sunset.',
  varjyam:
    'Varjyam and Amṛta kālam are four ghaṭīs of each nakṣatra’s own span, from the ghaṭī the common table fixes (Mūla’s Varjyam at 56; some South Indian almanacs give Mūla a second at 20).',
  specialYogas:
    'Special yogas hold where the weekday (sunrise to sunrise) meets the nakṣatra, and for the Puṣkara yogas the tithi. Amṛta Siddhi on Monday is Mrigashira (B. V. Raman gives Shravana). Ravi yoga counts the Moon’s nakṣatra from the Sun’s among 27; Āḍal and Viḍāl among 28, with Abhijit.',
  bhadra:
    'Bhadrā is every Viṣṭi karaṇa, whatever the Moon’s sign (some almanacs disregard it when the Moon is outside Cancer, Leo, Aquarius and Pisces).',
  panchaka:
    'Pañcaka is the Moon in sidereal Aquarius and Pisces, from the 3rd pada of Dhanishta to the end of Revati; each span is given whole, from the Moon’s entry into Aquarius to its exit from Pisces, though only part of it falls in the day.',
  choghadiya:
    'Choghaḍiyā are eighths of the day and of the night; horā twelfths of each, the first ruled by the weekday’s lord.',
  lunarMonth:
    'The lunar month at sunrise: amānta from new moon to new moon, named by the Sun’s sidereal sign at the new moon that begins it; pūrṇimānta gives the dark fortnight the next month’s name. A month in which the Sun enters no sign is adhika and keeps its name in both.',
  samvat:
    'Vikram and Śaka years begin at Chaitra Śukla Pratipada (Vikram = Śaka + 135). Gujarat’s Vikram year begins at Kartika Śukla Pratipada instead.',
  ritu: 'Ṛtu by the lunar month (Chaitra and Vaishakha Vasanta, …) and ayana by the Sun’s sidereal sign (Uttarayana from Makara Saṅkrānti), both as at sunrise: a saṅkrānti later in the day shows in `sankranti`, with the ayana it begins. `rituTropical` and `ayanaTropical` give both by the tropical Sun, as Drik Panchang’s “Drik Ritu” and “Drik Ayana”.',
  solarMonth:
    'Solar months run from saṅkrānti to saṅkrānti (the true Sun entering a Lahiri sidereal sign). The day a regional month begins follows Sewell and Dikshit’s rules (The Indian Calendar, §28): Tamil, the same day if the saṅkrānti falls before sunset, else the next; Malayalam, the same day if it falls in the first three fifths of the daytime, else the next; Bengali, the day after the saṅkrānti’s civil date (midnight to midnight, with a ghaṭī of grace after midnight, as Drik Panchang keeps it). Counted at the place and in its zone. Vākya and Sūrya Siddhānta almanacs place some saṅkrāntis hours apart from the true Sun, and so some month starts a day apart. No Odia or Punjabi months: their rules are not settled enough to print.',
}

/** The `conventions` of a pañcāṅga answer, by sunrise definition. */
export const PANCHANGA_CONVENTIONS: Readonly<Record<SunriseDefinition, Record<string, string>>> = {
  standard: { sunrise: SUNRISE_WORDS.standard, ...COMMON },
  hindu: { sunrise: SUNRISE_WORDS.hindu, ...COMMON },
}
