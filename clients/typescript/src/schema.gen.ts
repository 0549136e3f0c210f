// Generated from docs/openapi.json by scripts/write-client.ts (`npm run client`): do not edit.
export interface paths {
  '/healthz': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /**
     * Readiness: whether the server and its dependencies answer, and which engines are in use
     * @description 200 while the server can serve its calls; 503, with the same body, while a dependency every keyed call needs (the store, or Redis for the limits) does not answer. `GET /livez` answers 200 as long as the process serves HTTP at all.
     */
    get: operations['getHealth']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/livez': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** Liveness: 200 whenever the process answers HTTP, whatever its dependencies */
    get: operations['getLiveness']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/chart': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sidereal (Lahiri) birth chart with yogas, divisional charts and the Vimśottarī daśā
     * @description The rashi chart: ascendant, the nine grahas with sign, whole-sign house, nakshatra, pada and dignity, twelve houses, classical yogas, the sixteen vargas and the Vimśottarī daśā to the pratyantardaśā (or less deep: `dashaDepth`), with every convention stated in `conventions` and the birth instant’s resolution in `birth`. Western aspects and the Western (tropical, Placidus) block are labelled `tradition: "western"`. With `location`, the chart relocated there and the astrocartography lines near it. 1 credit.
     */
    post: operations['getChart']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/chart/image': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The birth chart drawn: any varga in the North, South or East Indian style, or a Western wheel
     * @description The sidereal (Lahiri) rāśi or any of the sixteen vargas of /v1/chart drawn in the North Indian, South Indian or East Indian style, or the tropical chart as a Western wheel with Placidus cusps; as SVG (text as text, with a `<title>` and `<desc>` for screen readers, no script or inline style) or as PNG (rendered on the server, base64). Size, colours, font, the bodies drawn, degrees and the retrograde and combust marks can be chosen. `houses` says what the picture shows, house by house, in the same placements as /v1/chart. With the birth time unknown, the Moon’s sign stands in for the ascendant (the wheel then has no houses). 1 credit.
     */
    post: operations['getChartImage']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/kp': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Krishnamurti Paddhati: sub lords, significators, ruling planets, horary charts
     * @description The KP chart of a birth (`birthData`, with its time) or of a horary number 1–249 (`horary`): the nine grahas and the twelve Placidus cusps in the KP new ayanamsa, each with its sign, star, sub and sub-sub lord (the 249 divisions of KP) and the house each graha occupies; the significators of each house in KP’s four levels and the houses each graha signifies; the ruling planets at `rulingAt` (default: the birth, or the question). Within the polar circles, where Placidus has no cusps, 422 `houses_undefined_at_latitude`. Conventions and sources: docs/kp.md. 1 credit.
     */
    post: operations['getKp']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/dasha': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Daśā timeline (Vimśottarī, Yoginī or Chara): the balance at birth and the running periods
     * @description The daśā of a birth in the system asked for in `system`, in the birth zone’s local time, with the periods running now and the balance at birth. `vimshottari` (default): the nine mahādaśās from the one running at birth, each with its nine antardaśās and their pratyantardaśās (729 periods). `yogini`: 32 mahādaśās (four 36-year cycles), each with eight antardaśās. `chara`: the signs’ mahādaśās from the lagna’s, starting at birth, each with twelve antardaśās; it needs `birthData.time`. `dashaDepth` cuts every system’s timeline to its first one, two or three levels. One daśā-year convention dates every system: `settings.dashaYear`, echoed in `conventions` with the system’s own conventions. With the birth time unknown every Vimśottarī and Yoginī period also gives its earliest and latest start. 1 credit.
     */
    post: operations['getDasha']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/transits': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Transits (gochara) over a birth chart, Sade Sati and the sign ingresses over a span
     * @description The nine grahas at `date` with their houses from the natal Moon and ascendant, the favourable houses and vedha of Phaladeepika, and the bindus of the natal aṣṭakavarga in the sign transited; Sade Sati now or next, as Saturn’s dated stays; the houses Jupiter and Saturn both influence; and with `until` (at most 10 years on) every sign ingress, found to the second. Times are in the birth zone. An addition to the spec. 1 credit.
     */
    post: operations['getTransits']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/panchanga': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The pañcāṅga of one Vedic day at a place
     * @description From sunrise on `date` to the next sunrise at the place, in its zone: the five limbs (tithi, nakṣatra with its padas, yoga, karaṇa, vāra) and the Moon’s sign, each division with its start and end to the second; sunrise, sunset, moonrise and moonset; the lunar month, samvat, ṛtu and ayana; the saṅkrānti that falls in the day and the solar month in the Tamil, Malayalam and Bengali calendars; the kālams and muhūrtas, choghaḍiyā and horā; the special yogas, Bhadrā and Pañcaka. Where the Sun does not rise or set, what needs it is null and `absent` says why. `conventions` states every choice where traditions differ. 1 credit.
     */
    post: operations['getPanchanga']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/guidance': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Guidance cards for each running daśā level at a reference date
     * @description For the Vimśottarī mahādaśā (`chapter`), antardaśā (`period`) and pratyantardaśā (`stretch`) running at `referenceDate`: what the lord is in this chart and the cards the classical corpus gives for it, from the natal promise to the period and, at the innermost level, the transits. Deterministic: the same request gives the same reading. Symbolic guidance only. 3 credits.
     */
    post: operations['getGuidance']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/interpret': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A deterministic reading of one life domain
     * @description The chart’s promise for the domain (its house, lord, kārakas, strength, vargas and yogas, as the classical corpus reads them), its activation by the daśā now and in the ten years ahead, the transits at `referenceDate`, and the timing of the domain’s event checked across Vimśottarī, the transits of Jupiter and Saturn and Yoginī daśā. An outlook and a confidence with plain reasons; never a score. `referenceDate` (default now) is an addition to the spec so that a reading can be reproduced. Symbolic guidance only. 5 credits.
     */
    post: operations['interpretDomain']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/compatibility': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Both charts computed and read together
     * @description The traditional matching of the two Moons (Aṣṭakūṭa with its exceptions; the ten poruthams by the Tamil usage with the Kerala usage beside), in the direction from the bride’s star to the groom’s, or both ways when `gender` does not decide it; the doṣas (nāḍī, bhakūṭ, gaṇa, Maṅgala in both charts, Rajju, Vedha) and pāpasāmya; the two charts themselves read for marriage with the classical corpus (the 7th house, its lord, Venus and Jupiter, in the rāśi and navāṃśa charts), the daśās both run at `referenceDateIso` and over ten years with sandhis and Sade Sati; what a birth time a few minutes off would change; and a verdict in the vocabulary of `/v1/interpret`. Every choice where traditions differ is in `conventions`. Symbolic guidance only. 12 credits.
     */
    post: operations['getCompatibility']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/compatibility/batch': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * One profile matched against many candidates
     * @description The traditional matching of `profile` with each of 1 to 500 `candidates`, as `/v1/compatibility` counts it for partner a (the profile) and partner b (the candidate), without its readings: the Aṣṭakūṭa total out of 36 with the points of each kūṭa and the total after the generally held exceptions; the ten poruthams that agree by the Tamil usage, and the vetoes; the doṣas present (nāḍī, bhakūṭ, gaṇa, Maṅgala, Rajju, Vedha), each cancelled or not and by which exception; Maṅgala doṣa of the profile once and of each candidate; the balance of pāpasāmya. The direction is the single match’s: from the bride’s star to the groom’s when both genders are given and differ; otherwise the profile stands in the bride’s place and the count the other way is given beside it (`…Reverse`), never guessed. Lahiri ayanāṃśa, mean nodes, whole-sign houses.
     *
     *     The profile is validated as any request (400, nothing charged). Each candidate is checked on its own, before any matching, as a partner of `/v1/compatibility` would be (its fields, then whether its clock time and date name an instant within 1800-01-02 … 2149-12-31): one that fails is not matched and its item carries `error` with the same code and the field named as `candidates[7].latitude`, never the value sent. When every candidate fails, the call is 400 with the first one’s code and nothing is charged.
     *
     *     The items are ordered best first: by the total after exceptions, then the total, then the poruthams that agree, each descending (when the genders do not decide, each the lower of the two directions, as the single match’s verdict reads it), then by input position (`index`); items with an error come last, in input order.
     *
     *     Price: 1 credit per started 10 valid candidates (1 to 10: 1 credit; 500: 50); candidates with an error are not counted. Each candidate costs about what an ephemeris call does (its positions at one instant, and the tables); `/v1/compatibility` reads one couple with the two charts, their timing and a verdict for 12. The credits are held before the work and taken with the answer.
     */
    post: operations['getCompatibilityBatch']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/muhurta': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Rank the days of a range for an event, for one person, at the event’s place
     * @description Each day from `rangeStart` to `rangeEnd` (at most 366) is judged at `eventPlace` through its whole Vedic day, sunrise to sunrise (or at `timeOfDay` only): every stretch of it against the event’s classical rules, the seasonal exclusions that apply to it, the rising sign’s cleanliness and the person’s own tārābala and candrabala. The best days come ranked with their acceptable spans, each with its own reasons and cautions; good days refused by a single reason are listed as near misses with when it ends; `excluded` counts what each refusal removed. The event comes from `eventId` (the catalogue: `GET /v1/muhurta/events`) or from `freeText`. Symbolic guidance only. 10 credits.
     */
    post: operations['findMuhurta']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/report': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A kundli report as a PDF, ready to print, with your name and logo
     * @description The birth chart as a printed report: the rāśi and navāṃśa charts (drawn as vectors, in `chartStyle`), the grahas and the houses, the Vimśottarī mahādaśās and the antardaśās of the running one, the strength of the grahas (ṣaḍbala), the yogas formed, the guidance for the running periods (as `/v1/guidance`) and one reading per domain asked (as `/v1/interpret`), all at `referenceDate` (default now); laid out for A4 or US Letter with every page headed by your name and logo (`branding`) and numbered, DejaVu Sans embedded (and for an Indian language the Noto Sans of its script: names in the language, and in Hindi every word). Made in the request, in about a quarter of a second. Symbolic guidance only. 5 credits and 5 per domain (20 for the default three).
     */
    post: operations['getReport']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/muhurta/events': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    /** The muhurta event catalogue: every eventId with its classical rules (free, no key) */
    get: operations['listMuhurtaEvents']
    put?: never
    post?: never
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/ephemeris/positions': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Positions of the Sun, Moon, planets and lunar nodes at one instant
     * @description Apparent geocentric longitude, latitude, distance and speed of each body, with its sign, and its nakshatra and pada in the sidereal zodiac; optionally apparent right ascension and declination. Billed per account in blocks of 10 ephemeris calls (spec §4.14).
     */
    post: operations['getEphemerisPositions']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/ephemeris/angles': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Ascendant, midheaven and the twelve house cusps for an instant and place
     * @description Ascendant and midheaven (independent of the house system) and the cusps in whole-sign, equal or Placidus houses. Where Placidus is undefined (within the polar circles at some moments) the answer is 422 `houses_undefined_at_latitude`. Billed per account in blocks of 10 ephemeris calls.
     */
    post: operations['getEphemerisAngles']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/ephemeris/ayanamsa': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The Lahiri, Raman, Krishnamurti and Fagan–Bradley ayanamsas at an instant
     * @description Mean values (without nutation), as the spec asks, and the true values (with the nutation in longitude) alongside. Billed per account in blocks of 10 ephemeris calls.
     */
    post: operations['getEphemerisAyanamsa']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/ephemeris/sunrise': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Sunrise, sunset and the next sunrise for a local date and place
     * @description Times are local to `timezone`, with their UTC offset. The standard definition is the spec’s: the upper limb on a sea-level horizon with 36.6′ refraction; `definition: "hindu"` gives the disc centre without refraction. The Vedic day runs from `sunrise` to `nextSunrise`. Where the Sun does not rise or set (polar day or night) the time is null and `reasons` says why. Billed per account in blocks of 10 ephemeris calls.
     */
    post: operations['getEphemerisSunrise']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/ephemeris/series': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * Positions from start to end, inclusive, every stepMinutes
     * @description Each point is what the positions operation gives for that instant. At most 1000 points per call (`too_many_points`). Billed 1 credit per started 100 points (a 365-point table costs 4).
     */
    post: operations['getEphemerisSeries']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/forecast': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * The verdict for a domain, voiced as an answer to a question
     * @description The deterministic verdict of `/v1/interpret` for `domain` (at `referenceDate`, default now), voiced as an answer to `question` by the configured language model, or, with none configured, composed from the same facts by fixed rules (`narrator.kind` says which). The model is given the verdict as numbered plain facts and the question, never the birth data; every reply is checked before it is sent (no placement, period or year the facts lack; no tone or certainty beyond the verdict; no medical, legal, financial or psychological advice; no death or illness; no scores or ids) and asked again at most twice. A model that fails, is slow or refuses is 502 `narration_failed`, with nothing charged. Takes seconds to tens of seconds: set a client timeout of at least 90 s. `referenceDate` is an addition to the spec. Symbolic guidance only. 8 credits, held while the model works.
     */
    post: operations['getForecast']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
  '/v1/timing/resolve': {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    get?: never
    put?: never
    /**
     * A decision question timed: the periods and transits of a date or range, then the answer
     * @description First the deterministic assessment of `targetDate` or `dateRange` (or, with neither, the best stretches of the two years from `referenceDate`, default now) for `domain`: the Vimśottarī periods down to the pratyantardaśā and the stays of Jupiter, Saturn and the nodes that run then, the domain’s windows that touch it, each stretch with a tone and its reasons. Then that assessment and the verdict of `/v1/interpret`, voiced as an answer to `question` as `/v1/forecast` voices it, with the same checks and the same 502 `narration_failed`. A range runs forwards and spans at most ten years; anything else about the dates is 400 `invalid_range`. Takes seconds to tens of seconds: set a client timeout of at least 90 s. Symbolic guidance only. 7 credits, held while the model works.
     */
    post: operations['resolveTiming']
    delete?: never
    options?: never
    head?: never
    patch?: never
    trace?: never
  }
}
export type webhooks = Record<string, never>
export interface components {
  schemas: never
  responses: never
  parameters: never
  requestBodies: never
  headers: never
  pathItems: never
}
export type $defs = Record<string, never>
export interface operations {
  getHealth: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description `ok` when the server and every dependency it needs answer (HTTP 200); `unavailable` when one of them does not (HTTP 503: its calls are refused with 503 `server_busy` until it is back).
             * @enum {unknown}
             */
            status: 'ok' | 'unavailable'
            /** @description The state of each dependency every keyed call needs. */
            dependencies: {
              /**
               * @description The account store (SQLite or PostgreSQL) answers a query within a second.
               * @enum {unknown}
               */
              store: 'up' | 'down'
              /**
               * @description The limits answer: always `up` in-process; with Redis, its connection is up.
               * @enum {unknown}
               */
              limits: 'up' | 'down'
            }
            /** @description The engine version of API responses. */
            engineVersion: string
            /** @description Which engines answer. */
            engines: {
              /** @description The ephemeris data in use. */
              ephemeris: {
                /** @description The JPL ephemeris the data derives from, e.g. JPL DE431. */
                basis: string
                /**
                 * @description Which kind of data file answers.
                 * @enum {unknown}
                 */
                kind: 'swiss-ephemeris-files' | 'jpl-file'
                /** @description The ephemeris library and its version. */
                library: string
                /** @description The data in use, in words. */
                description: string
                /** @description The data files answering. */
                files: {
                  /** @description File name. */
                  name: string
                  /** @description First Julian day (TT) covered. */
                  startJdTt: number
                  /** @description Last Julian day (TT) covered. */
                  endJdTt: number
                  /** @description Number of the JPL Development Ephemeris it derives from. */
                  jplDenum: number
                }[]
              }
              /** @description The account store in use: SQLite with its version, driver (node:sqlite or better-sqlite3) and file, or PostgreSQL (host and database). */
              store: string
              /** @description Where rate and concurrency limits are kept: in-process or Redis. */
              limits: string
              /** @description The language model voicing the narrated operations, as `<model> at <host>`; `none` when no model is configured (NARRATOR_URL unset: the built-in composer answers, labelled). */
              narrator: string
              /** @description Where the operations compute. */
              compute: {
                /** @description Worker threads computing the operations (`WORKERS`); 0: the main thread does. */
                workers: number
                /** @description Calls that may wait for a worker; past them a call is refused with 503 `server_busy`. */
                queueLimit: number
                /** @description A computation running longer is stopped and answers 500 (`COMPUTE_TIMEOUT_MS`); null with no workers (the main thread cannot stop one). */
                timeoutMs: number | null
                /** @description Computations running now. */
                running: number
                /** @description Calls waiting for a worker now. */
                queued: number
                /** @description Workers replaced since the start (after a time-out, an exception or a crash). */
                replaced: number
              }
            }
          }
        }
      }
      /** @description Default Response */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description `ok` when the server and every dependency it needs answer (HTTP 200); `unavailable` when one of them does not (HTTP 503: its calls are refused with 503 `server_busy` until it is back).
             * @enum {unknown}
             */
            status: 'ok' | 'unavailable'
            /** @description The state of each dependency every keyed call needs. */
            dependencies: {
              /**
               * @description The account store (SQLite or PostgreSQL) answers a query within a second.
               * @enum {unknown}
               */
              store: 'up' | 'down'
              /**
               * @description The limits answer: always `up` in-process; with Redis, its connection is up.
               * @enum {unknown}
               */
              limits: 'up' | 'down'
            }
            /** @description The engine version of API responses. */
            engineVersion: string
            /** @description Which engines answer. */
            engines: {
              /** @description The ephemeris data in use. */
              ephemeris: {
                /** @description The JPL ephemeris the data derives from, e.g. JPL DE431. */
                basis: string
                /**
                 * @description Which kind of data file answers.
                 * @enum {unknown}
                 */
                kind: 'swiss-ephemeris-files' | 'jpl-file'
                /** @description The ephemeris library and its version. */
                library: string
                /** @description The data in use, in words. */
                description: string
                /** @description The data files answering. */
                files: {
                  /** @description File name. */
                  name: string
                  /** @description First Julian day (TT) covered. */
                  startJdTt: number
                  /** @description Last Julian day (TT) covered. */
                  endJdTt: number
                  /** @description Number of the JPL Development Ephemeris it derives from. */
                  jplDenum: number
                }[]
              }
              /** @description The account store in use: SQLite with its version, driver (node:sqlite or better-sqlite3) and file, or PostgreSQL (host and database). */
              store: string
              /** @description Where rate and concurrency limits are kept: in-process or Redis. */
              limits: string
              /** @description The language model voicing the narrated operations, as `<model> at <host>`; `none` when no model is configured (NARRATOR_URL unset: the built-in composer answers, labelled). */
              narrator: string
              /** @description Where the operations compute. */
              compute: {
                /** @description Worker threads computing the operations (`WORKERS`); 0: the main thread does. */
                workers: number
                /** @description Calls that may wait for a worker; past them a call is refused with 503 `server_busy`. */
                queueLimit: number
                /** @description A computation running longer is stopped and answers 500 (`COMPUTE_TIMEOUT_MS`); null with no workers (the main thread cannot stop one). */
                timeoutMs: number | null
                /** @description Computations running now. */
                running: number
                /** @description Calls waiting for a worker now. */
                queued: number
                /** @description Workers replaced since the start (after a time-out, an exception or a crash). */
                replaced: number
              }
            }
          }
        }
      }
    }
  }
  getLiveness: {
    parameters: {
      query?: never
      header?: never
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok'
          }
        }
      }
    }
  }
  getChart: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "includeDasha": true,
         *       "western": true,
         *       "location": {
         *         "latitude": 51.5074,
         *         "longitude": -0.1278,
         *         "orbDegrees": 5
         *       }
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /**
           * @description Include the Vimśottarī daśā (default true); false gives `dasha: null`.
           * @default true
           */
          includeDasha?: boolean
          /**
           * @description How deep the daśā timeline goes: `1` the mahādaśās only, `2` with their antardaśās, `3` (default) with the antardaśās’ pratyantardaśās as well. A period of the last level asked for has no `antardashas`. Only the timeline is cut: `current` and `balanceAtBirth` are the same at every depth. The Yoginī and Chara daśās have two levels, so `2` and `3` give all of them. A shallower answer is smaller and quicker: a Vimśottarī timeline is 9 periods to depth 1, 81 to depth 2, 729 to depth 3.
           * @default 3
           * @enum {unknown}
           */
          dashaDepth?: 1 | 2 | 3
          /**
           * @description Include the Western block (default true); false omits it.
           * @default true
           */
          western?: boolean
          /**
           * @description Add `strength` (ṣaḍbala, bhāva bala, viṃśopaka bala) and `ashtakavarga` (default false).
           * @default false
           */
          includeStrength?: boolean
          /** @description A place to relocate the chart to (spec §2.1): both coordinates or none — a half-filled location is refused with `invalid_coordinates`. */
          location?: {
            /** @description Latitude of the place in degrees, −90 … 90. */
            latitude: number
            /** @description Longitude of the place in degrees, east positive, −180 … 180. */
            longitude: number
            /**
             * @description Astrocartography lines within this many degrees (great circle) of the place; default 3, at most 15.
             * @default 3
             */
            orbDegrees?: number
          }
          /** @description Conventions; each is echoed in `conventions`. */
          settings?: {
            /**
             * @description Rahu and Ketu as the `mean` lunar node (default) or the `true` (osculating) node.
             * @default mean
             * @enum {unknown}
             */
            nodeType?: 'mean' | 'true'
            /**
             * @description Length of a Vimśottarī year: `sidereal` (default) the mean sidereal year of 365.256363 days; `solar` the true solar year, one sidereal revolution of the Sun measured by its own motion (Jagannatha Hora’s default); `julian` 365.25 days (Prokerala); `savana` 360 days.
             * @default sidereal
             * @enum {unknown}
             */
            dashaYear?: 'sidereal' | 'solar' | 'julian' | 'savana'
          }
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The chart. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /**
             * @description Constant `core_chart`.
             * @enum {string}
             */
            domain: 'core_chart'
            /** @description HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it cannot be reversed or tested against candidate birth data. */
            computationId: string
            /** @description How the birth data was turned into an instant. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            }
            /** @description Every convention the answer depends on. */
            conventions: {
              /**
               * @description Lahiri (Chitrapaksha), as Swiss Ephemeris defines it.
               * @enum {string}
               */
              ayanamsa: 'lahiri'
              /** @description The true Lahiri ayanamsa at birth, degrees. */
              ayanamsaDegrees: number
              /**
               * @description Mean or true lunar node for Rahu and Ketu.
               * @enum {unknown}
               */
              nodeType: 'mean' | 'true'
              /**
               * @description The daśā-year convention.
               * @enum {unknown}
               */
              dashaYear: 'sidereal' | 'solar' | 'julian' | 'savana'
              /** @description Days per daśā year: the fixed length, or for `solar` the mean over this timeline. */
              dashaYearDays: number
              /**
               * @description Houses are whole signs from the ascendant’s sign.
               * @enum {string}
               */
              houseSystem: 'whole_sign'
            }
            /** @description The ascendant (lagna). */
            ascendant: {
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /**
               * @description The sign’s Sanskrit name.
               * @enum {unknown}
               */
              signSanskrit:
                | 'Mesha'
                | 'Vrishabha'
                | 'Mithuna'
                | 'Karka'
                | 'Simha'
                | 'Kanya'
                | 'Tula'
                | 'Vrishchika'
                | 'Dhanu'
                | 'Makara'
                | 'Kumbha'
                | 'Meena'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Sidereal (Lahiri) longitude, degrees [0, 360). */
              longitude: number
              /** @description Nakshatra (13°20′ each, from 0° sidereal). */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter of the nakshatra), 1–4. */
              pada: number | null
              /**
               * @description `ascendant`: the rising degree; `moon`: the birth time is unknown and the Moon’s place stands in (chandra lagna) for the ascendant and the houses.
               * @enum {unknown}
               */
              basis: 'ascendant' | 'moon'
            }
            /** @description The nine grahas: Sun Moon Mars Mercury Jupiter Venus Saturn Rahu Ketu. */
            planets: {
              /**
               * @description Graha.
               * @enum {unknown}
               */
              planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /**
               * @description The sign’s Sanskrit name.
               * @enum {unknown}
               */
              signSanskrit:
                | 'Mesha'
                | 'Vrishabha'
                | 'Mithuna'
                | 'Karka'
                | 'Simha'
                | 'Kanya'
                | 'Tula'
                | 'Vrishchika'
                | 'Dhanu'
                | 'Makara'
                | 'Kumbha'
                | 'Meena'
              /** @description Whole-sign house from the ascendant. */
              house: number
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Sidereal (Lahiri) longitude, degrees [0, 360). */
              longitude: number
              /** @description Speed in longitude, degrees per day (negative: retrograde). */
              speed: number
              /** @description Moving backwards; the mean nodes always are. */
              retrograde: boolean
              /** @description Nakshatra (13°20′ each, from 0° sidereal). */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter of the nakshatra), 1–4. */
              pada: number | null
              /** @description exalted, moolatrikona, own, or from the compound (pañcadhā) relationship with the sign’s lord: friendly, neutral, enemy; debilitated. The nodes follow the BPHS verse (Rahu exalted in Taurus, Ketu in Scorpio). */
              dignity:
                ('exalted' | 'moolatrikona' | 'own' | 'friendly' | 'neutral' | 'enemy' | 'debilitated') | null
              /** @description Within its combustion orb of the Sun (never the Sun and the nodes). */
              combust: boolean
            }[]
            /** @description Twelve whole-sign houses. */
            houses: {
              /** @description House number, 1–12. */
              house: number
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /**
               * @description The sign’s Sanskrit name.
               * @enum {unknown}
               */
              signSanskrit:
                | 'Mesha'
                | 'Vrishabha'
                | 'Mithuna'
                | 'Karka'
                | 'Simha'
                | 'Kanya'
                | 'Tula'
                | 'Vrishchika'
                | 'Dhanu'
                | 'Makara'
                | 'Kumbha'
                | 'Meena'
              /** @description Where the house begins in its sign: 0 (whole-sign houses). */
              degree: number
              /**
               * @description Lord of the sign.
               * @enum {unknown}
               */
              lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
            }[]
            /** @description Western aspects between the grahas and (with the time known) the ascendant. */
            aspects: {
              /** @description A graha or `Ascendant`. */
              planet1: string
              /** @description A graha or `Ascendant`. */
              planet2: string
              /**
               * @description The Ptolemaic aspect.
               * @enum {unknown}
               */
              type: 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition'
              /** @description Degrees from exact. */
              orb: number
              /** @description The orb is closing at the birth instant. */
              applying: boolean
              /**
               * @description A Western construction.
               * @enum {string}
               */
              tradition: 'western'
              /**
               * @description Not part of classical Jyotiṣa.
               * @enum {boolean}
               */
              classical: false
            }[]
            /** @description Classical yogas formed or cancelled in the chart. */
            yogas: {
              /** @description The yoga’s name. */
              name: string
              /** @description Its family (Pancha Mahapurusha, Raja, Dhana, Nabhasa, …). */
              category: string
              /**
               * @description `formed`, or `cancelled` when a classical cancelling condition is present.
               * @enum {unknown}
               */
              status: 'formed' | 'cancelled'
              /** @description Why it formed or why it is cancelled, naming the planets and houses. */
              reason: string
              /** @description The grahas involved. */
              planets: (
                'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              )[]
              /** @description The houses involved. */
              houses: number[]
              /** @description What it is traditionally read to mean, in plain words. */
              description: string
              /** @description Titles of the classical books it rests on. */
              sources: string[]
              /**
               * @description Qualitative, from the dignity, combustion and houses of its planets.
               * @enum {unknown}
               */
              strength: 'strong' | 'moderate' | 'weak'
              /**
               * @description `moon sign` when the birth time is unknown and houses count from the Moon’s sign.
               * @enum {unknown}
               */
              countedFrom: 'ascendant' | 'moon sign'
            }[]
            /** @description The sixteen vargas D1 … D60. */
            divisionals: {
              /**
               * @description The division.
               * @enum {unknown}
               */
              division:
                | 'D1'
                | 'D2'
                | 'D3'
                | 'D4'
                | 'D7'
                | 'D9'
                | 'D10'
                | 'D12'
                | 'D16'
                | 'D20'
                | 'D24'
                | 'D27'
                | 'D30'
                | 'D40'
                | 'D45'
                | 'D60'
              /**
               * @description Its name.
               * @enum {unknown}
               */
              name:
                | 'Rashi'
                | 'Hora'
                | 'Drekkana'
                | 'Chaturthamsa'
                | 'Saptamsa'
                | 'Navamsa'
                | 'Dasamsa'
                | 'Dvadasamsa'
                | 'Shodasamsa'
                | 'Vimsamsa'
                | 'Chaturvimsamsa'
                | 'Nakshatramsa'
                | 'Trimsamsa'
                | 'Khavedamsa'
                | 'Akshavedamsa'
                | 'Shashtiamsa'
              /** @description The ascendant’s sign in this varga; null when the birth time is unknown. */
              ascendant: {
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The sign’s Sanskrit name.
                 * @enum {unknown}
                 */
                signSanskrit:
                  | 'Mesha'
                  | 'Vrishabha'
                  | 'Mithuna'
                  | 'Karka'
                  | 'Simha'
                  | 'Kanya'
                  | 'Tula'
                  | 'Vrishchika'
                  | 'Dhanu'
                  | 'Makara'
                  | 'Kumbha'
                  | 'Meena'
                /** @description The same sign as in the rashi chart (D1). */
                vargottama: boolean
              } | null
              /** @description Each graha’s sign in this varga. */
              planets: {
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The sign’s Sanskrit name.
                 * @enum {unknown}
                 */
                signSanskrit:
                  | 'Mesha'
                  | 'Vrishabha'
                  | 'Mithuna'
                  | 'Karka'
                  | 'Simha'
                  | 'Kanya'
                  | 'Tula'
                  | 'Vrishchika'
                  | 'Dhanu'
                  | 'Makara'
                  | 'Kumbha'
                  | 'Meena'
                /** @description The same sign as in the rashi chart (D1). */
                vargottama: boolean
              }[]
            }[]
            /** @description The Vimśottarī daśā; null when `includeDasha` is false. */
            dasha: {
              /** @description The balance of daśā at birth. */
              balanceAtBirth: {
                /**
                 * @description Daśā lord.
                 * @enum {unknown}
                 */
                planet: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /** @description Daśā years of the birth mahādaśā still to run at birth. */
                years: number
              }
              /** @description The periods running at the request time; null outside the timeline’s 120 years. */
              current: {
                /**
                 * @description Daśā lord.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /** @description When the running mahādaśā ends (local time of the birth zone). */
                mahadashaEnd: string
                /** @description The antardaśā running. */
                antardasha:
                  | ('Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury')
                  | null
                /** @description When it ends. */
                antardashaEnd: string | null
              } | null
              /** @description The nine mahādaśās from the one running at birth (which began before it), 9 × 9 × 9 periods in all (to the request’s `dashaDepth`: 9 periods to depth 1, 9 × 9 to depth 2); each level’s periods tile their parent exactly. */
              timeline: {
                /**
                 * @description Daśā lord.
                 * @enum {unknown}
                 */
                planet: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /**
                 * @description The level: `mahadasha`.
                 * @enum {string}
                 */
                level: 'mahadasha'
                /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                start: string
                /** @description End, likewise. */
                end: string
                /** @description With the birth time unknown: the earliest start a birth that day gives. */
                earliestStart?: string
                /** @description With the birth time unknown: the latest start a birth that day gives. */
                latestStart?: string
                /** @description Its nine sub-periods. Absent when the request’s `dashaDepth` stops at this level. */
                antardashas?: {
                  /**
                   * @description Daśā lord.
                   * @enum {unknown}
                   */
                  planet:
                    'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                  /**
                   * @description The level: `antardasha`.
                   * @enum {string}
                   */
                  level: 'antardasha'
                  /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                  start: string
                  /** @description End, likewise. */
                  end: string
                  /** @description With the birth time unknown: the earliest start a birth that day gives. */
                  earliestStart?: string
                  /** @description With the birth time unknown: the latest start a birth that day gives. */
                  latestStart?: string
                  /** @description Its nine sub-periods. Absent when the request’s `dashaDepth` stops at this level. */
                  antardashas?: {
                    /**
                     * @description Daśā lord.
                     * @enum {unknown}
                     */
                    planet:
                      'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                    /**
                     * @description The level: `pratyantardasha`.
                     * @enum {string}
                     */
                    level: 'pratyantardasha'
                    /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                    start: string
                    /** @description End, likewise. */
                    end: string
                    /** @description With the birth time unknown: the earliest start a birth that day gives. */
                    earliestStart?: string
                    /** @description With the birth time unknown: the latest start a birth that day gives. */
                    latestStart?: string
                  }[]
                }[]
              }[]
            } | null
            /** @description The Western (tropical) block: not classical Jyotiṣa, labelled so on every object. */
            western?: {
              /**
               * @description A Western construction.
               * @enum {string}
               */
              tradition: 'western'
              /**
               * @description Not part of classical Jyotiṣa.
               * @enum {boolean}
               */
              classical: false
              /**
               * @description Longitudes are tropical (ecliptic and equinox of date).
               * @enum {string}
               */
              zodiac: 'tropical'
              /**
               * @description Cusps are Placidus.
               * @enum {string}
               */
              houseSystem: 'placidus'
              /**
               * @description Mean or true lunar node.
               * @enum {unknown}
               */
              nodeType: 'mean' | 'true'
              /** @description Sun to Pluto and the nodes. */
              planets: {
                /**
                 * @description A Western construction.
                 * @enum {string}
                 */
                tradition: 'western'
                /**
                 * @description Not part of classical Jyotiṣa.
                 * @enum {boolean}
                 */
                classical: false
                /** @description Tropical longitude, ecliptic and equinox of date. */
                longitude: number
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
                /**
                 * @description The body.
                 * @enum {unknown}
                 */
                body:
                  | 'Sun'
                  | 'Moon'
                  | 'Mercury'
                  | 'Venus'
                  | 'Mars'
                  | 'Jupiter'
                  | 'Saturn'
                  | 'Uranus'
                  | 'Neptune'
                  | 'Pluto'
                  | 'North Node'
                  | 'South Node'
                /** @description Degrees per day. */
                speed: number
                /** @description Moving backwards in longitude. */
                retrograde: boolean
              }[]
              /** @description Tropical ascendant; null when the birth time is unknown. */
              ascendant: {
                /**
                 * @description A Western construction.
                 * @enum {string}
                 */
                tradition: 'western'
                /**
                 * @description Not part of classical Jyotiṣa.
                 * @enum {boolean}
                 */
                classical: false
                /** @description Tropical longitude, ecliptic and equinox of date. */
                longitude: number
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
              } | null
              /** @description Tropical midheaven; null when the birth time is unknown. */
              midheaven: {
                /**
                 * @description A Western construction.
                 * @enum {string}
                 */
                tradition: 'western'
                /**
                 * @description Not part of classical Jyotiṣa.
                 * @enum {boolean}
                 */
                classical: false
                /** @description Tropical longitude, ecliptic and equinox of date. */
                longitude: number
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
              } | null
              /** @description Placidus cusps; null when the time is unknown or Placidus is undefined at the latitude (never replaced). */
              cusps:
                | {
                    /**
                     * @description A Western construction.
                     * @enum {string}
                     */
                    tradition: 'western'
                    /**
                     * @description Not part of classical Jyotiṣa.
                     * @enum {boolean}
                     */
                    classical: false
                    /** @description Tropical longitude, ecliptic and equinox of date. */
                    longitude: number
                    /**
                     * @description Sign (rāśi) in English.
                     * @enum {unknown}
                     */
                    sign:
                      | 'Aries'
                      | 'Taurus'
                      | 'Gemini'
                      | 'Cancer'
                      | 'Leo'
                      | 'Virgo'
                      | 'Libra'
                      | 'Scorpio'
                      | 'Sagittarius'
                      | 'Capricorn'
                      | 'Aquarius'
                      | 'Pisces'
                    /** @description Degrees within the sign, [0, 30). */
                    degree: number
                    /** @description House number, 1–12. */
                    house: number
                  }[]
                | null
              /** @description Why something is missing. */
              note: string | null
            }
            /** @description The chart’s own frame recomputed for `location`, with the astrocartography lines near it. */
            relocation?: {
              /** @description The place’s latitude. */
              latitude: number
              /** @description The place’s longitude. */
              longitude: number
              /** @description The sidereal ascendant at the place at the birth instant. */
              ascendant: {
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The sign’s Sanskrit name.
                 * @enum {unknown}
                 */
                signSanskrit:
                  | 'Mesha'
                  | 'Vrishabha'
                  | 'Mithuna'
                  | 'Karka'
                  | 'Simha'
                  | 'Kanya'
                  | 'Tula'
                  | 'Vrishchika'
                  | 'Dhanu'
                  | 'Makara'
                  | 'Kumbha'
                  | 'Meena'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
                /** @description Sidereal (Lahiri) longitude, degrees [0, 360). */
                longitude: number
                /** @description Nakshatra (13°20′ each, from 0° sidereal). */
                nakshatra:
                  | (
                      | 'Ashwini'
                      | 'Bharani'
                      | 'Krittika'
                      | 'Rohini'
                      | 'Mrigashira'
                      | 'Ardra'
                      | 'Punarvasu'
                      | 'Pushya'
                      | 'Ashlesha'
                      | 'Magha'
                      | 'Purva Phalguni'
                      | 'Uttara Phalguni'
                      | 'Hasta'
                      | 'Chitra'
                      | 'Swati'
                      | 'Vishakha'
                      | 'Anuradha'
                      | 'Jyeshtha'
                      | 'Mula'
                      | 'Purva Ashadha'
                      | 'Uttara Ashadha'
                      | 'Shravana'
                      | 'Dhanishta'
                      | 'Shatabhisha'
                      | 'Purva Bhadrapada'
                      | 'Uttara Bhadrapada'
                      | 'Revati'
                    )
                  | null
                /** @description Pada (quarter of the nakshatra), 1–4. */
                pada: number | null
              } | null
              /** @description The sidereal midheaven there. */
              midheaven: {
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The sign’s Sanskrit name.
                 * @enum {unknown}
                 */
                signSanskrit:
                  | 'Mesha'
                  | 'Vrishabha'
                  | 'Mithuna'
                  | 'Karka'
                  | 'Simha'
                  | 'Kanya'
                  | 'Tula'
                  | 'Vrishchika'
                  | 'Dhanu'
                  | 'Makara'
                  | 'Kumbha'
                  | 'Meena'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
                /** @description Sidereal (Lahiri) longitude, degrees [0, 360). */
                longitude: number
              } | null
              /** @description Whole-sign houses from the relocated ascendant. */
              houses:
                | {
                    /** @description House number, 1–12. */
                    house: number
                    /**
                     * @description Sign (rāśi) in English.
                     * @enum {unknown}
                     */
                    sign:
                      | 'Aries'
                      | 'Taurus'
                      | 'Gemini'
                      | 'Cancer'
                      | 'Leo'
                      | 'Virgo'
                      | 'Libra'
                      | 'Scorpio'
                      | 'Sagittarius'
                      | 'Capricorn'
                      | 'Aquarius'
                      | 'Pisces'
                    /**
                     * @description The sign’s Sanskrit name.
                     * @enum {unknown}
                     */
                    signSanskrit:
                      | 'Mesha'
                      | 'Vrishabha'
                      | 'Mithuna'
                      | 'Karka'
                      | 'Simha'
                      | 'Kanya'
                      | 'Tula'
                      | 'Vrishchika'
                      | 'Dhanu'
                      | 'Makara'
                      | 'Kumbha'
                      | 'Meena'
                    /**
                     * @description Lord of the sign.
                     * @enum {unknown}
                     */
                    lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                  }[]
                | null
              /** @description Grahas in the relocated kendras (1, 4, 7, 10) with the nearest angle. */
              angularPlanets:
                | {
                    /**
                     * @description Graha.
                     * @enum {unknown}
                     */
                    planet:
                      'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                    /** @description The relocated kendra it occupies: 1, 4, 7 or 10. */
                    house: number
                    /**
                     * @description The exact angle nearest to it.
                     * @enum {unknown}
                     */
                    nearestAngle: 'ascendant' | 'nadir' | 'descendant' | 'midheaven'
                    /** @description Degrees of longitude from that angle. */
                    distanceDegrees: number
                  }[]
                | null
              /** @description Astrocartography (a Western technique): where on Earth each graha was on the meridian (MC, IC) or the horizon (ASC, DSC) at the birth instant, in mundo, and which of those lines pass near the place. */
              astrocartography: {
                /**
                 * @description A Western construction.
                 * @enum {string}
                 */
                tradition: 'western'
                /**
                 * @description Not part of classical Jyotiṣa.
                 * @enum {boolean}
                 */
                classical: false
                /** @description The orb the lines were chosen with. */
                orbDegrees: number
                /** @description Lines within the orb, nearest first; null when the time is unknown. */
                lines:
                  | {
                      /**
                       * @description A Western construction.
                       * @enum {string}
                       */
                      tradition: 'western'
                      /**
                       * @description Not part of classical Jyotiṣa.
                       * @enum {boolean}
                       */
                      classical: false
                      /**
                       * @description Graha.
                       * @enum {unknown}
                       */
                      planet:
                        'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                      /**
                       * @description MC, IC (meridian) or ASC, DSC (horizon) line.
                       * @enum {unknown}
                       */
                      line: 'MC' | 'IC' | 'ASC' | 'DSC'
                      /** @description Great-circle degrees from the place to the line. */
                      distanceDegrees: number
                      /** @description The line’s longitude at the place’s latitude, if it reaches it. */
                      longitudeAtLatitude: number | null
                      /** @description The graha’s apparent right ascension of date, degrees. */
                      rightAscensionDeg: number
                      /** @description Its apparent declination of date, degrees. */
                      declinationDeg: number
                    }[]
                  | null
              }
              /** @description Why something is missing. */
              note: string | null
            }
            /** @description Strength of the planets and houses, by the measures of Bṛhat Parāśara Horā Śāstra. Sunrise for kāla bala is the Sun’s upper limb with standard refraction; the year and month lords count from the start of the Kali yuga; the Sun’s and Moon’s ceṣṭā bala are their ayana and pakṣa bala, as BPHS gives them (B. V. Raman’s worked examples use the same). */
            strength?: {
              /** @description Ṣaḍbala of Sun … Saturn; null when the birth time is unknown or the Sun does not rise there that day. */
              shadbala:
                | {
                    /**
                     * @description Planet, Sun … Saturn (the nodes have no ṣaḍbala).
                     * @enum {unknown}
                     */
                    planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                    /** @description The six components, each in ṣaṣṭiāṃśas with its own parts. */
                    components: {
                      /** @description Sthāna bala, positional strength. */
                      sthana: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                        /** @description Its sub-components. */
                        parts: {
                          /** @description Uccha bala: nearness to exaltation, 0–60. Ṣaṣṭiāṃśas (virūpas). */
                          uccha: number
                          /** @description Saptavargaja bala: dignity in the seven vargas D1, D2, D3, D7, D9, D12, D30 (moolatrikona 45, own 30, great friend 22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875). Ṣaṣṭiāṃśas (virūpas). */
                          saptavargaja: number
                          /** @description Ojha-yugma bala: odd or even sign in D1 and D9, 15 each. Ṣaṣṭiāṃśas (virūpas). */
                          ojhayugma: number
                          /** @description Kendra bala: 60 in a kendra, 30 in a paṇaphara, 15 in an āpoklima (from the ascendant). Ṣaṣṭiāṃśas (virūpas). */
                          kendra: number
                          /** @description Drekkāṇa bala: 15 for a male, neuter or female planet in the first, second or third decanate. Ṣaṣṭiāṃśas (virūpas). */
                          drekkana: number
                        }
                      }
                      /** @description Dig bala, directional strength: 60 at the point of its direction, 0 opposite. */
                      dig: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                      }
                      /** @description Kāla bala, temporal strength. */
                      kala: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                        /** @description Its sub-components. */
                        parts: {
                          /** @description Nathonnata bala: night for the Moon, Mars, Saturn; day for the Sun, Jupiter, Venus; Mercury 60 always. Ṣaṣṭiāṃśas (virūpas). */
                          nathonnata: number
                          /** @description Pakṣa bala: the Moon’s phase; benefics gain in the bright half, malefics in the dark (the Moon’s doubled). Ṣaṣṭiāṃśas (virūpas). */
                          paksha: number
                          /** @description Tribhāga bala: 60 for the lord of the third of the day or night at birth; Jupiter always. Ṣaṣṭiāṃśas (virūpas). */
                          tribhaga: number
                          /** @description Abda bala: 15 for the lord of the year. Ṣaṣṭiāṃśas (virūpas). */
                          abda: number
                          /** @description Māsa bala: 30 for the lord of the month. Ṣaṣṭiāṃśas (virūpas). */
                          masa: number
                          /** @description Vāra bala: 45 for the lord of the weekday (from sunrise). Ṣaṣṭiāṃśas (virūpas). */
                          vara: number
                          /** @description Horā bala: 60 for the lord of the planetary hour. Ṣaṣṭiāṃśas (virūpas). */
                          hora: number
                          /** @description Ayana bala: from the declination (doubled for the Sun). Ṣaṣṭiāṃśas (virūpas). */
                          ayana: number
                          /** @description Yuddha bala: gained or lost in planetary war (within 1° of longitude). Ṣaṣṭiāṃśas (virūpas). */
                          yuddha: number
                        }
                      }
                      /** @description Ceṣṭā bala, motional strength from the ceṣṭā kendra (Mars … Saturn); for the Sun its ayana bala and for the Moon its pakṣa bala, as BPHS gives them. */
                      chesta: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                      }
                      /** @description Naisargika bala, natural strength: Saturn 8.57 … Sun 60. */
                      naisargika: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                      }
                      /** @description Dṛk bala: a quarter of the benefic aspects received less a quarter of the malefic. */
                      drik: {
                        /** @description The component’s total. Ṣaṣṭiāṃśas (virūpas). */
                        shashtiamsas: number
                      }
                    }
                    /** @description Total ṣaḍbala. Ṣaṣṭiāṃśas (virūpas). */
                    shashtiamsas: number
                    /** @description Total ṣaḍbala in rūpas (60 ṣaṣṭiāṃśas). */
                    rupas: number
                    /** @description The minimum BPHS requires for the planet to count as strong (Sun 6.5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5). */
                    minimumRupas: number
                    /** @description `rupas / minimumRupas`: 1 or more is strong. */
                    ratio: number
                    /** @description Iṣṭa phala, capacity for good results, 0–60 (√(uccha × ceṣṭā)). */
                    ishtaPhala: number
                    /** @description Kaṣṭa phala, capacity for hard results, 0–60. */
                    kashtaPhala: number
                  }[]
                | null
              /** @description Bhāva bala of the twelve houses; null with `shadbala`. */
              bhavabala:
                | {
                    /** @description House number, 1–12. */
                    house: number
                    /** @description Bhāva bala. Ṣaṣṭiāṃśas (virūpas). */
                    shashtiamsas: number
                    /** @description Bhāva bala in rūpas. */
                    rupas: number
                    /** @description Its three parts. */
                    parts: {
                      /** @description Bhāvādhipati bala: the ṣaḍbala of the house’s lord. Ṣaṣṭiāṃśas (virūpas). */
                      adhipati: number
                      /** @description Bhāva dig bala: by the sign’s kind (human, quadruped, watery, insect) and the house. Ṣaṣṭiāṃśas (virūpas). */
                      dig: number
                      /** @description Bhāva dṛṣṭi bala: aspects on the house’s middle, benefic less malefic. Ṣaṣṭiāṃśas (virūpas). */
                      drishti: number
                    }
                  }[]
                | null
              /** @description Viṃśopaka bala of Sun … Saturn; null when the birth time is unknown. */
              vimshopaka:
                | {
                    /**
                     * @description Planet, Sun … Saturn (the nodes have no ṣaḍbala).
                     * @enum {unknown}
                     */
                    planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                    /** @description Out of 20, over the six vargas D1 D2 D3 D9 D12 D30. */
                    shadvarga: number
                    /** @description Out of 20, over the seven vargas (ṣaḍvarga and D7). */
                    saptavarga: number
                    /** @description Out of 20, over ten vargas (saptavarga and D10, D16, D60). */
                    dashavarga: number
                    /** @description Out of 20, over all sixteen vargas. */
                    shodashavarga: number
                  }[]
                | null
              /** @description Why something is missing. */
              note: string | null
            }
            /** @description Aṣṭakavarga (BPHS ch. 66–72), the benefic places of BPHS ch. 66 in the Parāśara reading; null when the birth time is unknown (the ascendant is one of the contributors). */
            ashtakavarga?: {
              /** @description Bhinnāṣṭakavarga: the bindus each of the seven planets and the ascendant receives in each sign from the eight contributors. */
              bhinna: {
                /** @description Sun’s bindus, Aries … Pisces. */
                Sun: number[]
                /** @description Moon’s bindus, Aries … Pisces. */
                Moon: number[]
                /** @description Mars’s bindus, Aries … Pisces. */
                Mars: number[]
                /** @description Mercury’s bindus, Aries … Pisces. */
                Mercury: number[]
                /** @description Jupiter’s bindus, Aries … Pisces. */
                Jupiter: number[]
                /** @description Venus’s bindus, Aries … Pisces. */
                Venus: number[]
                /** @description Saturn’s bindus, Aries … Pisces. */
                Saturn: number[]
                /** @description Ascendant’s bindus, Aries … Pisces. */
                Ascendant: number[]
              }
              /** @description Sarvāṣṭakavarga: the seven planets’ bindus summed per sign, Aries … Pisces (337 in all). */
              sarva: number[]
              /** @description Each planet’s bhinna after trikoṇa śodhana (BPHS ch. 67). */
              afterTrikona: {
                /** @description Sun, Aries … Pisces. */
                Sun: number[]
                /** @description Moon, Aries … Pisces. */
                Moon: number[]
                /** @description Mars, Aries … Pisces. */
                Mars: number[]
                /** @description Mercury, Aries … Pisces. */
                Mercury: number[]
                /** @description Jupiter, Aries … Pisces. */
                Jupiter: number[]
                /** @description Venus, Aries … Pisces. */
                Venus: number[]
                /** @description Saturn, Aries … Pisces. */
                Saturn: number[]
              }
              /** @description Then after ekādhipatya śodhana (BPHS ch. 68), a sign counted as occupied when it holds a planet. */
              afterEkadhipatya: {
                /** @description Sun, Aries … Pisces. */
                Sun: number[]
                /** @description Moon, Aries … Pisces. */
                Moon: number[]
                /** @description Mars, Aries … Pisces. */
                Mars: number[]
                /** @description Mercury, Aries … Pisces. */
                Mercury: number[]
                /** @description Jupiter, Aries … Pisces. */
                Jupiter: number[]
                /** @description Venus, Aries … Pisces. */
                Venus: number[]
                /** @description Saturn, Aries … Pisces. */
                Saturn: number[]
              }
              /** @description Śodhya piṇḍa of each planet’s reduced chart (BPHS ch. 69). */
              shodhyaPinda: {
                /** @description Sun’s piṇḍas. */
                Sun: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Moon’s piṇḍas. */
                Moon: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Mars’s piṇḍas. */
                Mars: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Mercury’s piṇḍas. */
                Mercury: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Jupiter’s piṇḍas. */
                Jupiter: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Venus’s piṇḍas. */
                Venus: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
                /** @description Saturn’s piṇḍas. */
                Saturn: {
                  /** @description Rāśi piṇḍa. */
                  rashiPinda: number
                  /** @description Graha piṇḍa. */
                  grahaPinda: number
                  /** @description Śodhya piṇḍa: their sum. */
                  total: number
                }
              }
            } | null
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `chart_integrity_failed`, `dasha_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'chart_integrity_failed' | 'dasha_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getChartImage: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "style": "north",
         *       "varga": "D9",
         *       "format": "svg",
         *       "size": 480
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /**
           * @description `north` (houses fixed, the 1st at the top, sign numbers in the houses; default), `south` (signs fixed, Pisces top left, clockwise), `east` (signs fixed, Aries top middle, counter-clockwise, corner squares cut diagonally), or `western`: the tropical chart as a wheel with Placidus cusps (the rāśi only).
           * @default north
           * @enum {unknown}
           */
          style?: 'north' | 'south' | 'east' | 'western'
          /**
           * @description Which chart: `D1` the rāśi (default) or a varga, `D2` … `D60` (the sixteen of /v1/chart).
           * @default D1
           * @enum {unknown}
           */
          varga?:
            | 'D1'
            | 'D2'
            | 'D3'
            | 'D4'
            | 'D7'
            | 'D9'
            | 'D10'
            | 'D12'
            | 'D16'
            | 'D20'
            | 'D24'
            | 'D27'
            | 'D30'
            | 'D40'
            | 'D45'
            | 'D60'
          /**
           * @description `svg` (default): the document as text; `png`: the picture rendered, base64 in `image.data`.
           * @default svg
           * @enum {unknown}
           */
          format?: 'svg' | 'png'
          /**
           * @description Width and height in pixels, 200 … 2000 (default 480). An SVG scales freely whatever it says.
           * @default 480
           */
          size?: number
          /** @description Colours; any left out keeps its default. */
          colors?: {
            /** @description The background: `#rgb` or `#rrggbb` (default `#ffffff`). */
            background?: string
            /** @description The chart’s lines: `#rgb` or `#rrggbb` (default `#4a515b`). */
            lines?: string
            /** @description The grahas’ labels and the title: `#rgb` or `#rrggbb` (default `#1b1f24`). */
            text?: string
            /** @description Sign numbers, names and glyphs, house numbers: `#rgb` or `#rrggbb` (default `#6b4b00`). */
            signs?: string
            /** @description The ascendant’s mark (and the Midheaven’s on the wheel): `#rgb` or `#rrggbb` (default `#a3361b`). */
            ascendant?: string
          }
          /** @description A font family to ask for first (letters, digits, spaces and hyphens). An SVG falls back to DejaVu Sans, Noto Sans, Arial, then any sans-serif; a PNG is always drawn with the bundled fonts (DejaVu Sans, and for an Indian language the Noto Sans of its script, its labels drawn as outlines). */
          font?: string
          /** @description Which bodies to draw, in any order. Default: the nine grahas, and on the Western wheel also Uranus, Neptune and Pluto (Rahu and Ketu are drawn there as the lunar nodes). */
          bodies?: (
            | 'Sun'
            | 'Moon'
            | 'Mars'
            | 'Mercury'
            | 'Jupiter'
            | 'Venus'
            | 'Saturn'
            | 'Rahu'
            | 'Ketu'
            | 'Uranus'
            | 'Neptune'
            | 'Pluto'
          )[]
          /**
           * @description Write each body’s degree in its sign (default true): in the rāśi and on the wheel; a varga shows signs only.
           * @default true
           */
          degrees?: boolean
          /** @description Which marks are drawn. */
          marks?: {
            /**
             * @description A raised R after a retrograde graha (never the nodes, always retrograde). Default true.
             * @default true
             */
            retrograde?: boolean
            /**
             * @description A raised C after a combust graha (the Indian styles). Default true.
             * @default true
             */
            combust?: boolean
          }
          /** @description Conventions. */
          settings?: {
            /**
             * @description Rahu and Ketu as the `mean` lunar node (default) or the `true` node.
             * @default mean
             * @enum {unknown}
             */
            nodeType?: 'mean' | 'true'
          }
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The picture and what it shows. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it cannot be reversed or tested against candidate birth data. */
            computationId: string
            /** @description How the birth data was turned into an instant. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            }
            /**
             * @description The style drawn.
             * @enum {unknown}
             */
            style: 'north' | 'south' | 'east' | 'western'
            /** @description The chart drawn, `D1` … `D60`. */
            varga: string
            /** @description The picture. */
            image: {
              /**
               * @description The picture’s media type.
               * @enum {unknown}
               */
              mediaType: 'image/svg+xml' | 'image/png'
              /** @description Its width in pixels. */
              widthPx: number
              /** @description Its height in pixels. */
              heightPx: number
              /**
               * @description `utf-8`: `data` is the SVG document; `base64`: the PNG’s bytes.
               * @enum {unknown}
               */
              encoding: 'utf-8' | 'base64'
              /** @description The SVG document, or the PNG in base64. */
              data: string
            }
            /** @description The ascendant drawn; null on a wheel without a birth time. */
            ascendant: {
              /**
               * @description The ascendant’s sign in the chart drawn.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /**
               * @description `moon` when the birth time is unknown and the Moon’s sign stands in.
               * @enum {unknown}
               */
              basis: 'ascendant' | 'moon'
            } | null
            /** @description What the picture shows, house by house from the ascendant (Placidus houses on the wheel); null on a wheel without a birth time. */
            houses:
              | {
                  /** @description The house, 1 … 12 from the ascendant. */
                  house: number
                  /**
                   * @description Its sign (the sign on its cusp on the wheel).
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description The bodies drawn in this house, in the order drawn. */
                  bodies: string[]
                }[]
              | null
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `chart_integrity_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'chart_integrity_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getKp: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    /** @description Exactly one of `birthData` (a natal chart; the birth time is required) and `horary`; neither is `missing_birthdata`, both `invalid_field`. */
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "rulingAt": {
         *         "datetime": "2024-03-20T10:30:00+05:30",
         *         "latitude": 19.076,
         *         "longitude": 72.8777,
         *         "timezone": "Asia/Kolkata"
         *       }
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData?: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description A KP horary (praśna) chart: the grahas at `datetime` (the moment of the question), the ascendant from `number`, the other cusps Placidus at the place for that ascendant. */
          horary?: {
            /** @description The number the querent named, 1–249: the ascendant is the first degree of that division of the zodiac (1: 0°00′00″ Aries … 249: 27°53′20″ Pisces). */
            number: number
            /**
             * Format: date-time
             * @description The moment. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
             */
            datetime: string
            /** @description Latitude of the place in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the place in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description IANA time-zone name of the place (`Asia/Kolkata`): its local date decides the weekday (from sunrise). */
            timezone: string
          }
          /** @description Where and when to read the ruling planets (the moment of judgment). Default: the birth, or the moment and place of the question. */
          rulingAt?: {
            /**
             * Format: date-time
             * @description The moment. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
             */
            datetime: string
            /** @description Latitude of the place in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the place in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description IANA time-zone name of the place (`Asia/Kolkata`): its local date decides the weekday (from sunrise). */
            timezone: string
          }
          /**
           * @description Rahu and Ketu as the `mean` lunar node (default, as in /v1/chart) or the `true` (osculating) node; KP writers use both (docs/kp.md).
           * @default mean
           * @enum {unknown}
           */
          nodeType?: 'mean' | 'true'
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The KP chart. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /**
             * @description Constant `core_chart`.
             * @enum {string}
             */
            domain: 'core_chart'
            /**
             * @description A birth chart or a horary chart.
             * @enum {unknown}
             */
            kind: 'natal' | 'horary'
            /** @description How the birth data was turned into an instant; null for a horary chart. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            } | null
            /** @description The horary number and the ascendant it gives, with its lords; null for a natal chart. */
            horary: {
              /** @description The number named. */
              number: number
              /** @description Sidereal longitude (KP new ayanamsa), degrees [0, 360). */
              longitude: number
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /**
               * @description Nakshatra (13°20′ each from 0° sidereal).
               * @enum {unknown}
               */
              nakshatra:
                | 'Ashwini'
                | 'Bharani'
                | 'Krittika'
                | 'Rohini'
                | 'Mrigashira'
                | 'Ardra'
                | 'Punarvasu'
                | 'Pushya'
                | 'Ashlesha'
                | 'Magha'
                | 'Purva Phalguni'
                | 'Uttara Phalguni'
                | 'Hasta'
                | 'Chitra'
                | 'Swati'
                | 'Vishakha'
                | 'Anuradha'
                | 'Jyeshtha'
                | 'Mula'
                | 'Purva Ashadha'
                | 'Uttara Ashadha'
                | 'Shravana'
                | 'Dhanishta'
                | 'Shatabhisha'
                | 'Purva Bhadrapada'
                | 'Uttara Bhadrapada'
                | 'Revati'
              /** @description Pada (quarter of the nakshatra), 1–4. */
              pada: number
              /**
               * @description The lord of the sign.
               * @enum {unknown}
               */
              signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
              /**
               * @description The lord of the nakshatra (star).
               * @enum {unknown}
               */
              starLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub: one of nine parts of the star in Vimśottarī proportion.
               * @enum {unknown}
               */
              subLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub-sub: one of nine parts of the sub in Vimśottarī proportion.
               * @enum {unknown}
               */
              subSubLord:
                'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
            } | null
            /** @description The chart’s moment (birth or question), in UTC (ISO 8601). */
            datetime: string
            /** @description Latitude of the chart’s place. */
            latitude: number
            /** @description Longitude of the chart’s place. */
            longitude: number
            /** @description Every convention the answer depends on. */
            conventions: {
              /**
               * @description The KP new ayanamsa of K. Balachandran (KP & Astrology Year Book 2003): 22°22′30″ on 15 April 1900 + 50.2388475″ a year + 0.000111″ a year², with the nutation in longitude added.
               * @enum {string}
               */
              ayanamsa: 'kp_new'
              /** @description Its true value at the chart’s moment, degrees. */
              ayanamsaDegrees: number
              /**
               * @description Placidus cusps; a cusp opens its house.
               * @enum {string}
               */
              houseSystem: 'placidus'
              /**
               * @description True or mean lunar node for Rahu and Ketu.
               * @enum {unknown}
               */
              nodeType: 'mean' | 'true'
              /** @description For a horary chart, where in its division the number puts the ascendant; null for a natal chart. */
              horaryAscendant: 'start_of_sub' | null
            }
            /** @description The nine grahas: Sun Moon Mars Mercury Jupiter Venus Saturn Rahu Ketu. */
            planets: {
              /**
               * @description Graha.
               * @enum {unknown}
               */
              planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              /** @description Sidereal longitude (KP new ayanamsa), degrees [0, 360). */
              longitude: number
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /**
               * @description Nakshatra (13°20′ each from 0° sidereal).
               * @enum {unknown}
               */
              nakshatra:
                | 'Ashwini'
                | 'Bharani'
                | 'Krittika'
                | 'Rohini'
                | 'Mrigashira'
                | 'Ardra'
                | 'Punarvasu'
                | 'Pushya'
                | 'Ashlesha'
                | 'Magha'
                | 'Purva Phalguni'
                | 'Uttara Phalguni'
                | 'Hasta'
                | 'Chitra'
                | 'Swati'
                | 'Vishakha'
                | 'Anuradha'
                | 'Jyeshtha'
                | 'Mula'
                | 'Purva Ashadha'
                | 'Uttara Ashadha'
                | 'Shravana'
                | 'Dhanishta'
                | 'Shatabhisha'
                | 'Purva Bhadrapada'
                | 'Uttara Bhadrapada'
                | 'Revati'
              /** @description Pada (quarter of the nakshatra), 1–4. */
              pada: number
              /**
               * @description The lord of the sign.
               * @enum {unknown}
               */
              signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
              /**
               * @description The lord of the nakshatra (star).
               * @enum {unknown}
               */
              starLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub: one of nine parts of the star in Vimśottarī proportion.
               * @enum {unknown}
               */
              subLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub-sub: one of nine parts of the sub in Vimśottarī proportion.
               * @enum {unknown}
               */
              subSubLord:
                'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /** @description Speed in sidereal longitude, degrees per day. */
              speed: number
              /** @description Moving backwards. */
              retrograde: boolean
              /** @description The house it occupies by the KP cusps (from cusp n to cusp n + 1). */
              house: number
            }[]
            /** @description The twelve cusps, house 1 (the ascendant) to 12. */
            cusps: {
              /** @description House, 1–12. */
              house: number
              /** @description Sidereal longitude (KP new ayanamsa), degrees [0, 360). */
              longitude: number
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /**
               * @description Nakshatra (13°20′ each from 0° sidereal).
               * @enum {unknown}
               */
              nakshatra:
                | 'Ashwini'
                | 'Bharani'
                | 'Krittika'
                | 'Rohini'
                | 'Mrigashira'
                | 'Ardra'
                | 'Punarvasu'
                | 'Pushya'
                | 'Ashlesha'
                | 'Magha'
                | 'Purva Phalguni'
                | 'Uttara Phalguni'
                | 'Hasta'
                | 'Chitra'
                | 'Swati'
                | 'Vishakha'
                | 'Anuradha'
                | 'Jyeshtha'
                | 'Mula'
                | 'Purva Ashadha'
                | 'Uttara Ashadha'
                | 'Shravana'
                | 'Dhanishta'
                | 'Shatabhisha'
                | 'Purva Bhadrapada'
                | 'Uttara Bhadrapada'
                | 'Revati'
              /** @description Pada (quarter of the nakshatra), 1–4. */
              pada: number
              /**
               * @description The lord of the sign.
               * @enum {unknown}
               */
              signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
              /**
               * @description The lord of the nakshatra (star).
               * @enum {unknown}
               */
              starLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub: one of nine parts of the star in Vimśottarī proportion.
               * @enum {unknown}
               */
              subLord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The lord of the sub-sub: one of nine parts of the sub in Vimśottarī proportion.
               * @enum {unknown}
               */
              subSubLord:
                'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
            }[]
            /** @description Significators of each house and of each graha. */
            significators: {
              /** @description Houses 1–12. */
              houses: {
                /** @description House, 1–12. */
                house: number
                /** @description Level 1 (strongest): grahas in the star of the house’s occupants. */
                inStarOfOccupants: (
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                )[]
                /** @description Level 2: the grahas in the house. */
                occupants: (
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                )[]
                /** @description Level 3: grahas in the star of the house’s lord. */
                inStarOfLord: (
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                )[]
                /**
                 * @description Level 4: the lord of the sign on the cusp.
                 * @enum {unknown}
                 */
                lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                /** @description Rahu or Ketu whose sign lord occupies or owns this house: the node also signifies it, as that lord’s agent. */
                nodeAgents: (
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                )[]
              }[]
              /** @description The nine grahas. */
              planets: {
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /** @description Level 1: the house its star lord occupies. */
                starLordOccupies: number
                /** @description Level 2: the house it occupies. */
                occupies: number
                /** @description Level 3: the houses its star lord owns (cusps in the star lord’s signs). */
                starLordOwns: number[]
                /** @description Level 4: the houses it owns; none for Rahu and Ketu. */
                owns: number[]
                /** @description For Rahu and Ketu, the lord of their sign, whose agent they are; else null. */
                agentOf: ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn') | null
                /** @description For Rahu and Ketu, the houses their sign lord occupies and owns; else empty. */
                agentHouses: number[]
                /** @description Every house it signifies, ascending. */
                houses: number[]
              }[]
            }
            /** @description The ruling planets at a moment and place. */
            rulingPlanets: {
              /** @description The moment, in UTC (ISO 8601). */
              datetime: string
              /** @description Latitude of the place. */
              latitude: number
              /** @description Longitude of the place. */
              longitude: number
              /** @description The zone whose local date gives the weekday. */
              timezone: string
              /** @description The ascendant at the moment, with its lords. */
              ascendant: {
                /** @description Sidereal longitude (KP new ayanamsa), degrees. */
                longitude: number
                /**
                 * @description The lord of the sign.
                 * @enum {unknown}
                 */
                signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                /**
                 * @description The lord of its nakshatra (star).
                 * @enum {unknown}
                 */
                starLord:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /**
                 * @description The lord of its sub.
                 * @enum {unknown}
                 */
                subLord:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              }
              /** @description The Moon at the moment, with its lords. */
              moon: {
                /** @description Sidereal longitude (KP new ayanamsa), degrees. */
                longitude: number
                /**
                 * @description The lord of the sign.
                 * @enum {unknown}
                 */
                signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                /**
                 * @description The lord of its nakshatra (star).
                 * @enum {unknown}
                 */
                starLord:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /**
                 * @description The lord of its sub.
                 * @enum {unknown}
                 */
                subLord:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              }
              /** @description The weekday, from sunrise to sunrise at the place. */
              weekday: string
              /**
               * @description The lord of the weekday.
               * @enum {unknown}
               */
              dayLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
              /**
               * @description `sunrise`: the weekday began at the last sunrise at the place; `civil_day`: the Sun did not rise there that day, the local date’s weekday.
               * @enum {unknown}
               */
              dayBasis: 'sunrise' | 'civil_day'
              /** @description The seven lords in order of strength: the ascendant’s sub, star and sign lords, the Moon’s sub, star and sign lords, the day lord. */
              slots: {
                /**
                 * @description Which lord.
                 * @enum {unknown}
                 */
                role:
                  | 'ascendant_sub_lord'
                  | 'ascendant_star_lord'
                  | 'ascendant_sign_lord'
                  | 'moon_sub_lord'
                  | 'moon_star_lord'
                  | 'moon_sign_lord'
                  | 'day_lord'
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              }[]
              /** @description Each ruling planet once, strongest first, then Rahu or Ketu acting as agents. */
              planets: (
                'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              )[]
              /** @description Rahu or Ketu in a sign whose lord is a ruling planet, and that lord. */
              nodeAgents: {
                /**
                 * @description The node.
                 * @enum {unknown}
                 */
                node: 'Rahu' | 'Ketu'
                /**
                 * @description The lord of the sign.
                 * @enum {unknown}
                 */
                signLord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
              }[]
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `houses_undefined_at_latitude`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'houses_undefined_at_latitude'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getDasha: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       }
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description Conventions; each is echoed in `conventions`. */
          settings?: {
            /**
             * @description Rahu and Ketu as the `mean` lunar node (default) or the `true` (osculating) node.
             * @default mean
             * @enum {unknown}
             */
            nodeType?: 'mean' | 'true'
            /**
             * @description Length of a Vimśottarī year: `sidereal` (default) the mean sidereal year of 365.256363 days; `solar` the true solar year, one sidereal revolution of the Sun measured by its own motion (Jagannatha Hora’s default); `julian` 365.25 days (Prokerala); `savana` 360 days.
             * @default sidereal
             * @enum {unknown}
             */
            dashaYear?: 'sidereal' | 'solar' | 'julian' | 'savana'
          }
          /**
           * @description The daśā system, each dated by the same `settings.dashaYear`. `vimshottari` (default): the 120-year Vimśottarī daśā of the Bṛhat Parāśara Horā Śāstra (chs. 46, 51), nine lords from the Moon’s nakshatra to the pratyantardaśā, in `balanceAtBirth`, `current` and `timeline`. `yogini`: the Yoginī daśā of the Bṛhat Parāśara Horā Śāstra (ch. 46, vv. 195–199): eight yoginīs of 1 … 8 years, a 36-year cycle entered from the Moon’s nakshatra with a balance as in Vimśottarī, four cycles from the one running at birth, each mahādaśā with eight antardaśās in proportion to their years; in `yogini`. `chara`: the Chara (sign) daśā of the Jaimini Upadeśa Sūtras in K. N. Rao’s variant as described by P. V. R. Narasimha Rao: the twelve signs from the lagna’s, the first starting at birth (no balance), two cycles of at most 144 years, each mahādaśā with twelve equal antardaśās; in `chara`. The Chara daśā needs the lagna, so `birthData.time`: without it the answer is 400 `missing_required_field`.
           * @default vimshottari
           * @enum {unknown}
           */
          system?: 'vimshottari' | 'yogini' | 'chara'
          /**
           * @description How deep the daśā timeline goes: `1` the mahādaśās only, `2` with their antardaśās, `3` (default) with the antardaśās’ pratyantardaśās as well. A period of the last level asked for has no `antardashas`. Only the timeline is cut: `current` and `balanceAtBirth` are the same at every depth. The Yoginī and Chara daśās have two levels, so `2` and `3` give all of them. A shallower answer is smaller and quicker: a Vimśottarī timeline is 9 periods to depth 1, 81 to depth 2, 729 to depth 3.
           * @default 3
           * @enum {unknown}
           */
          dashaDepth?: 1 | 2 | 3
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The daśā. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /**
             * @description Constant `dasha`.
             * @enum {string}
             */
            domain: 'dasha'
            /** @description HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it cannot be reversed or tested against candidate birth data. */
            computationId: string
            /**
             * @description The daśā system answered (request `system`): `vimshottari` fills `balanceAtBirth`, `current` and `timeline`; `yogini` fills `yogini`; `chara` fills `chara`.
             * @enum {unknown}
             */
            system: 'vimshottari' | 'yogini' | 'chara'
            /** @description How the birth data was turned into an instant. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            }
            /** @description Every convention the answer depends on; for a system other than Vimśottarī, `dashaSystem` too. */
            conventions: {
              /**
               * @description Lahiri (Chitrapaksha), as Swiss Ephemeris defines it.
               * @enum {string}
               */
              ayanamsa: 'lahiri'
              /** @description The true Lahiri ayanamsa at birth, degrees. */
              ayanamsaDegrees: number
              /**
               * @description Mean or true lunar node for Rahu and Ketu.
               * @enum {unknown}
               */
              nodeType: 'mean' | 'true'
              /**
               * @description The daśā-year convention.
               * @enum {unknown}
               */
              dashaYear: 'sidereal' | 'solar' | 'julian' | 'savana'
              /** @description Days per daśā year: the fixed length, or for `solar` the mean over this timeline. */
              dashaYearDays: number
              /**
               * @description Houses are whole signs from the ascendant’s sign.
               * @enum {string}
               */
              houseSystem: 'whole_sign'
              /** @description The conventions of the daśā system asked for in `system`; absent for `vimshottari`. */
              dashaSystem?:
                | {
                    /**
                     * @description The Yoginī daśā.
                     * @enum {string}
                     */
                    system: 'yogini'
                    /**
                     * @description The book it follows: the Bṛhat Parāśara Horā Śāstra, ch. 46, vv. 195–199.
                     * @enum {string}
                     */
                    source: 'Brihat Parashara Hora Shastra'
                    /**
                     * @description Years of a cycle of the eight yoginīs (1 + 2 + … + 8).
                     * @enum {number}
                     */
                    cycleYears: 36
                    /**
                     * @description Cycles in the timeline, from the start of the mahādaśā running at birth.
                     * @enum {number}
                     */
                    cycles: 4
                    /**
                     * @description Antardaśās from the mahādaśā’s own yoginī in the fixed order, in proportion to their years (mahādaśā years × antardaśā years / 36): the Bṛhat Parāśara Horā Śāstra’s rule for nakshatra daśās (ch. 51) carried over to the 36-year cycle. (Some software divides a mahādaśā into eight equal parts instead; the mahādaśās are the same.)
                     * @enum {string}
                     */
                    antardashaRule: 'proportional_from_own_yogini'
                  }
                | {
                    /**
                     * @description The Chara daśā.
                     * @enum {string}
                     */
                    system: 'chara'
                    /**
                     * @description The book it follows: the Jaimini Upadeśa Sūtras.
                     * @enum {string}
                     */
                    source: 'Jaimini Upadesa Sutras'
                    /**
                     * @description K. N. Rao’s variant as described by P. V. R. Narasimha Rao: the first daśā is the lagna’s, from birth; Scorpio and Aquarius are counted to the co-lord K. N. Rao’s rules choose (the other one when one is in the sign, else the one with more grahas, else the higher degree).
                     * @enum {string}
                     */
                    variant: 'kn_rao'
                    /**
                     * @description No year is added for an exalted lord nor taken off for a debilitated one: K. N. Rao does not apply it.
                     * @enum {boolean}
                     */
                    exaltationAdjustment: false
                    /**
                     * @description A sign’s years: count from it to its lord’s sign, forward for the savya signs (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius) and backward for the others, and subtract one; 12 when the lord is in the sign.
                     * @enum {string}
                     */
                    countingRule: 'savya_forward_apasavya_backward'
                    /**
                     * @description A sequence of signs (the mahādaśās from the lagna’s sign, the antardaśās from the sign after the mahādaśā’s) runs zodiacal when the 9th sign from its first is savya, else in reverse.
                     * @enum {string}
                     */
                    directionRule: 'ninth_sign_savya'
                    /**
                     * @description This chart’s order of mahādaśās from the lagna’s sign.
                     * @enum {unknown}
                     */
                    direction: 'zodiacal' | 'reverse'
                    /**
                     * @description Cycles of the twelve signs.
                     * @enum {number}
                     */
                    cycles: 2
                    /**
                     * @description A sign’s second-cycle years are 12 − its first-cycle years.
                     * @enum {string}
                     */
                    secondCycle: 'twelve_minus_first'
                    /**
                     * @description Twelve equal antardaśās from the sign after the mahādaśā’s, its own sign last.
                     * @enum {string}
                     */
                    antardashaRule: 'equal_from_next_sign'
                  }
            }
            /** @description The balance of daśā at birth. */
            balanceAtBirth?: {
              /**
               * @description Daśā lord.
               * @enum {unknown}
               */
              planet: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /** @description Daśā years of the birth mahādaśā still to run at birth. */
              years: number
            }
            /** @description The periods running at the request time; null outside the timeline’s 120 years. */
            current?: {
              /**
               * @description Daśā lord.
               * @enum {unknown}
               */
              mahadasha:
                'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /** @description When the running mahādaśā ends (local time of the birth zone). */
              mahadashaEnd: string
              /** @description The antardaśā running. */
              antardasha:
                | ('Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury')
                | null
              /** @description When it ends. */
              antardashaEnd: string | null
            } | null
            /** @description The nine mahādaśās from the one running at birth (which began before it), 9 × 9 × 9 periods in all (to the request’s `dashaDepth`: 9 periods to depth 1, 9 × 9 to depth 2); each level’s periods tile their parent exactly. */
            timeline?: {
              /**
               * @description Daśā lord.
               * @enum {unknown}
               */
              planet: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /**
               * @description The level: `mahadasha`.
               * @enum {string}
               */
              level: 'mahadasha'
              /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
              start: string
              /** @description End, likewise. */
              end: string
              /** @description With the birth time unknown: the earliest start a birth that day gives. */
              earliestStart?: string
              /** @description With the birth time unknown: the latest start a birth that day gives. */
              latestStart?: string
              /** @description Its nine sub-periods. Absent when the request’s `dashaDepth` stops at this level. */
              antardashas?: {
                /**
                 * @description Daśā lord.
                 * @enum {unknown}
                 */
                planet: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /**
                 * @description The level: `antardasha`.
                 * @enum {string}
                 */
                level: 'antardasha'
                /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                start: string
                /** @description End, likewise. */
                end: string
                /** @description With the birth time unknown: the earliest start a birth that day gives. */
                earliestStart?: string
                /** @description With the birth time unknown: the latest start a birth that day gives. */
                latestStart?: string
                /** @description Its nine sub-periods. Absent when the request’s `dashaDepth` stops at this level. */
                antardashas?: {
                  /**
                   * @description Daśā lord.
                   * @enum {unknown}
                   */
                  planet:
                    'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                  /**
                   * @description The level: `pratyantardasha`.
                   * @enum {string}
                   */
                  level: 'pratyantardasha'
                  /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                  start: string
                  /** @description End, likewise. */
                  end: string
                  /** @description With the birth time unknown: the earliest start a birth that day gives. */
                  earliestStart?: string
                  /** @description With the birth time unknown: the latest start a birth that day gives. */
                  latestStart?: string
                }[]
              }[]
            }[]
            /** @description The Yoginī daśā (`system: "yogini"`). */
            yogini?: {
              /** @description The balance at birth: the yoginī of the Moon’s nakshatra and what is left of it. */
              balanceAtBirth: {
                /**
                 * @description The yoginī, in ASCII: Mangala, Pingala, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata (Maṅgalā, Piṅgalā, Dhānyā, Bhrāmarī, Bhadrikā, Ulkā, Siddhā, Saṅkaṭā), of 1 … 8 years.
                 * @enum {unknown}
                 */
                yogini:
                  'Mangala' | 'Pingala' | 'Dhanya' | 'Bhramari' | 'Bhadrika' | 'Ulka' | 'Siddha' | 'Sankata'
                /**
                 * @description The graha of the yoginī (BPHS 46.197–198): Mangala Moon, Pingala Sun, Dhanya Jupiter, Bhramari Mars, Bhadrika Mercury, Ulka Saturn, Siddha Venus, Sankata Rahu.
                 * @enum {unknown}
                 */
                planet: 'Moon' | 'Sun' | 'Jupiter' | 'Mars' | 'Mercury' | 'Saturn' | 'Venus' | 'Rahu'
                /** @description Daśā years of the birth yoginī still to run at birth: its years × the part of the Moon’s nakshatra (the whole 13°20′) not yet traversed. */
                years: number
              }
              /** @description The yoginīs running at the request time; null outside the timeline’s 144 years. */
              current: {
                /**
                 * @description The yoginī, in ASCII: Mangala, Pingala, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata (Maṅgalā, Piṅgalā, Dhānyā, Bhrāmarī, Bhadrikā, Ulkā, Siddhā, Saṅkaṭā), of 1 … 8 years.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Mangala' | 'Pingala' | 'Dhanya' | 'Bhramari' | 'Bhadrika' | 'Ulka' | 'Siddha' | 'Sankata'
                /** @description When the running mahādaśā ends (local time of the birth zone). */
                mahadashaEnd: string
                /** @description The antardaśā running. */
                antardasha:
                  | (
                      | 'Mangala'
                      | 'Pingala'
                      | 'Dhanya'
                      | 'Bhramari'
                      | 'Bhadrika'
                      | 'Ulka'
                      | 'Siddha'
                      | 'Sankata'
                    )
                  | null
                /** @description When it ends. */
                antardashaEnd: string | null
              } | null
              /** @description The 32 mahādaśās of four 36-year cycles from the one running at birth (which began before it), each with its eight antardaśās. */
              timeline: {
                /**
                 * @description The yoginī, in ASCII: Mangala, Pingala, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata (Maṅgalā, Piṅgalā, Dhānyā, Bhrāmarī, Bhadrikā, Ulkā, Siddhā, Saṅkaṭā), of 1 … 8 years.
                 * @enum {unknown}
                 */
                yogini:
                  'Mangala' | 'Pingala' | 'Dhanya' | 'Bhramari' | 'Bhadrika' | 'Ulka' | 'Siddha' | 'Sankata'
                /**
                 * @description The graha of the yoginī (BPHS 46.197–198): Mangala Moon, Pingala Sun, Dhanya Jupiter, Bhramari Mars, Bhadrika Mercury, Ulka Saturn, Siddha Venus, Sankata Rahu.
                 * @enum {unknown}
                 */
                planet: 'Moon' | 'Sun' | 'Jupiter' | 'Mars' | 'Mercury' | 'Saturn' | 'Venus' | 'Rahu'
                /**
                 * @description The level: `mahadasha`.
                 * @enum {string}
                 */
                level: 'mahadasha'
                /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                start: string
                /** @description End, likewise. */
                end: string
                /** @description With the birth time unknown: the earliest start a birth that day gives. */
                earliestStart?: string
                /** @description With the birth time unknown: the latest start a birth that day gives. */
                latestStart?: string
                /** @description Its eight antardaśās, from its own yoginī on in the fixed order, each (its years × the mahādaśā’s years) / 36 years long; they tile it exactly. Absent when the request’s `dashaDepth` stops at this level. */
                antardashas?: {
                  /**
                   * @description The yoginī, in ASCII: Mangala, Pingala, Dhanya, Bhramari, Bhadrika, Ulka, Siddha, Sankata (Maṅgalā, Piṅgalā, Dhānyā, Bhrāmarī, Bhadrikā, Ulkā, Siddhā, Saṅkaṭā), of 1 … 8 years.
                   * @enum {unknown}
                   */
                  yogini:
                    'Mangala' | 'Pingala' | 'Dhanya' | 'Bhramari' | 'Bhadrika' | 'Ulka' | 'Siddha' | 'Sankata'
                  /**
                   * @description The graha of the yoginī (BPHS 46.197–198): Mangala Moon, Pingala Sun, Dhanya Jupiter, Bhramari Mars, Bhadrika Mercury, Ulka Saturn, Siddha Venus, Sankata Rahu.
                   * @enum {unknown}
                   */
                  planet: 'Moon' | 'Sun' | 'Jupiter' | 'Mars' | 'Mercury' | 'Saturn' | 'Venus' | 'Rahu'
                  /**
                   * @description The level: `antardasha`.
                   * @enum {string}
                   */
                  level: 'antardasha'
                  /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                  start: string
                  /** @description End, likewise. */
                  end: string
                  /** @description With the birth time unknown: the earliest start a birth that day gives. */
                  earliestStart?: string
                  /** @description With the birth time unknown: the latest start a birth that day gives. */
                  latestStart?: string
                }[]
              }[]
            }
            /** @description The Chara daśā (`system: "chara"`). */
            chara?: {
              /** @description The balance at birth: the whole first mahādaśā (the Chara daśā has no elapsed part). */
              balanceAtBirth: {
                /**
                 * @description The sign (rāśi) whose daśā it is, in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description The years of the first mahādaśā, the lagna’s sign: it starts at birth, so all of it is to run. */
                years: number
              }
              /** @description The signs whose daśās run at the request time; null after the timeline ends. */
              current: {
                /**
                 * @description The sign (rāśi) whose daśā it is, in English.
                 * @enum {unknown}
                 */
                mahadasha:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description When the running mahādaśā ends (local time of the birth zone). */
                mahadashaEnd: string
                /** @description The antardaśā running. */
                antardasha:
                  | (
                      | 'Aries'
                      | 'Taurus'
                      | 'Gemini'
                      | 'Cancer'
                      | 'Leo'
                      | 'Virgo'
                      | 'Libra'
                      | 'Scorpio'
                      | 'Sagittarius'
                      | 'Capricorn'
                      | 'Aquarius'
                      | 'Pisces'
                    )
                  | null
                /** @description When it ends. */
                antardashaEnd: string | null
              } | null
              /** @description The mahādaśās from birth: the twelve signs from the lagna’s, then the second cycle (a sign with 12 years in the first has none in the second and is left out), each with its twelve antardaśās. */
              timeline: {
                /**
                 * @description The sign (rāśi) whose daśā it is, in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The level: `mahadasha`.
                 * @enum {string}
                 */
                level: 'mahadasha'
                /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                start: string
                /** @description End, likewise. */
                end: string
                /** @description With the birth time unknown: the earliest start a birth that day gives. */
                earliestStart?: string
                /** @description With the birth time unknown: the latest start a birth that day gives. */
                latestStart?: string
                /** @description Its twelve equal antardaśās, from the sign after its own in its own direction (zodiacal when the 9th sign from it is savya, else reverse), its own sign last; they tile it exactly. Absent when the request’s `dashaDepth` stops at this level. */
                antardashas?: {
                  /**
                   * @description The sign (rāśi) whose daśā it is, in English.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /**
                   * @description The level: `antardasha`.
                   * @enum {string}
                   */
                  level: 'antardasha'
                  /** @description Start, ISO 8601 local time to the second with the birth zone’s offset then. */
                  start: string
                  /** @description End, likewise. */
                  end: string
                  /** @description With the birth time unknown: the earliest start a birth that day gives. */
                  earliestStart?: string
                  /** @description With the birth time unknown: the latest start a birth that day gives. */
                  latestStart?: string
                }[]
              }[]
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `dasha_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'dasha_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getTransits: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "date": "2026-01-01",
         *       "until": "2026-12-31"
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description The moment of the transits; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset; within 1800-01-02 … 2149-12-31 (else `datetime_out_of_range`). */
          date?: string
          /** @description List the sign ingresses from `date` to this moment, at most 10 years later (else `invalid_range`); omitted: no ingresses. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset; within 1800-01-02 … 2149-12-31 (else `datetime_out_of_range`). */
          until?: string
          /** @description Conventions; echoed in `conventions`. */
          settings?: {
            /**
             * @description Rahu and Ketu as the `mean` lunar node (default) or the `true` (osculating) node.
             * @default mean
             * @enum {unknown}
             */
            nodeType?: 'mean' | 'true'
          }
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The transits. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /**
             * @description Constant `transits`.
             * @enum {string}
             */
            domain: 'transits'
            /** @description HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it cannot be reversed or tested against candidate birth data. */
            computationId: string
            /** @description How the birth data was turned into an instant. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            }
            /** @description Every convention the answer depends on. */
            conventions: {
              /**
               * @description Lahiri (Chitrapaksha), as Swiss Ephemeris defines it.
               * @enum {string}
               */
              ayanamsa: 'lahiri'
              /** @description The true Lahiri ayanamsa at `date`, degrees. */
              ayanamsaDegrees: number
              /**
               * @description Mean or true lunar node for Rahu and Ketu.
               * @enum {unknown}
               */
              nodeType: 'mean' | 'true'
              /**
               * @description Houses are whole signs.
               * @enum {string}
               */
              houseSystem: 'whole_sign'
            }
            /** @description The moment of the transits. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
            date: string
            /** @description The end of the ingress span; null without `until`. */
            until: string | null
            /** @description The natal points the houses are counted from. */
            natal: {
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              moonSign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description The natal ascendant’s sign; null when the birth time is unknown. */
              ascendantSign:
                | (
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  )
                | null
              /** @description False when `birthData.time` was omitted: houses are then counted from the Moon only, and `bindus` are null. */
              timeKnown: boolean
            }
            /** @description The nine grahas at `date`, Sun … Ketu. */
            transits: {
              /**
               * @description Graha.
               * @enum {unknown}
               */
              planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Sidereal (Lahiri) longitude at `date`, degrees [0, 360). */
              longitude: number
              /** @description Moving backwards at `date` (the mean nodes always are). */
              retrograde: boolean
              /** @description Whole-sign house of the transit counted from the natal Moon’s sign (gochara). */
              houseFromMoon: number
              /** @description Whole-sign house counted from the natal ascendant’s sign; null when the birth time is unknown. */
              houseFromAscendant: number | null
              /** @description A house from the Moon that Phaladeepika (ch. 26) counts good for this graha’s transit. */
              favourable: boolean
              /** @description Grahas now in the house that obstructs (vedha) this favourable transit, Phaladeepika ch. 26; the Sun and Saturn, the Moon and Mercury, Rahu and Ketu never obstruct each other. Empty when none or when the transit is not a favourable one. */
              vedha: (
                'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              )[]
              /** @description Bindus of this graha’s own natal aṣṭakavarga in the sign it transits (0–8; 4 or more is read as supportive); null for Rahu and Ketu, and when the birth time is unknown (the ascendant contributes). */
              bindus: number | null
            }[]
            /** @description Sade Sati: Saturn’s passage through the 12th, 1st and 2nd signs from the natal Moon (a later tradition resting on Phaladeepika’s results for Saturn in those houses). */
            sadeSati: {
              /** @description Saturn is in the 12th, 1st or 2nd sign from the natal Moon at `date`. */
              active: boolean
              /** @description The phase running at `date`: rising, peak or setting; null when not active. */
              phase: ('rising' | 'peak' | 'setting') | null
              /** @description Saturn’s stays of the Sade Sati running at `date`, or of the next one, in time order; empty when none falls within the ephemeris coverage, and a stay cut by its ends (1800-01-02, 2149-12-31) starts or ends there. */
              spans: {
                /**
                 * @description `rising`: Saturn in the 12th from the Moon; `peak`: over the Moon’s sign; `setting`: the 2nd.
                 * @enum {unknown}
                 */
                phase: 'rising' | 'peak' | 'setting'
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description When Saturn entered the sign. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                start: string
                /** @description When it left. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                end: string
              }[]
            }
            /** @description Aṣṭama Śani: Saturn in the 8th from the natal Moon (Phaladeepika ch. 26). */
            ashtamaShani: {
              /** @description Saturn is in the 8th sign from the natal Moon at `date`. */
              active: boolean
              /** @description Saturn’s stays of the passage through the 8th running at `date`, or of the next one. */
              spans: {
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description When Saturn entered the sign. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                start: string
                /** @description When it left. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                end: string
              }[]
            }
            /** @description Kaṇṭaka Śani: Saturn in a kendra (4th, 7th, 10th) from the natal Moon, a South Indian usage resting on Phaladeepika’s results for Saturn in those houses. */
            kantakaShani: {
              /** @description Saturn is in the 4th, 7th or 10th sign from the natal Moon at `date`. */
              active: boolean
              /** @description The house from the Moon of `spans`: 4, 7 or 10; null when none falls within the coverage. */
              house: number | null
              /** @description Saturn’s stays of the passage through that house running at `date`, or of the next one. */
              spans: {
                /**
                 * @description Sign (rāśi) in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description When Saturn entered the sign. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                start: string
                /** @description When it left. ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
                end: string
              }[]
            }
            /** @description Houses that transiting Jupiter and Saturn both influence, each by occupying or fully aspecting the house or the natal sign of its lord (the “double transit” of later practice). */
            doubleTransit: {
              /** @description The house, counted from the ascendant (from the Moon when the birth time is unknown). */
              house: number
              /** @description How the graha influences the house. */
              jupiter: {
                /** @description The graha occupies or fully aspects the house’s sign. */
                house: boolean
                /** @description It occupies or fully aspects the natal sign of the house’s lord. */
                lord: boolean
              }
              /** @description How the graha influences the house. */
              saturn: {
                /** @description The graha occupies or fully aspects the house’s sign. */
                house: boolean
                /** @description It occupies or fully aspects the natal sign of the house’s lord. */
                lord: boolean
              }
            }[]
            /** @description Every sign ingress of the nine grahas after `date` up to `until`, in time order. */
            ingresses: {
              /**
               * @description Graha.
               * @enum {unknown}
               */
              planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              /**
               * @description Sign (rāśi) in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description The moment the graha reaches the sign’s boundary (found to the second, not sampled). ISO 8601 to the second, with the offset `birthData.timezone` kept then. */
              at: string
              /** @description Entering backwards, into the sign before the one it left. */
              retrograde: boolean
            }[]
            /** @description What was left out and why. */
            note: string | null
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `invalid_range`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'invalid_range'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `chart_integrity_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'chart_integrity_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getPanchanga: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "date": "2026-11-25",
         *       "timezone": "Asia/Kolkata",
         *       "latitude": 28.6139,
         *       "longitude": 77.209
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description The local date whose Vedic day is wanted: from its sunrise to the next. From 1800-02-01 (the lunar month needs the new moon before; earlier dates: `datetime_out_of_range`). `YYYY-MM-DD`, within 1800-01-02 … 2149-12-31.
           */
          date: string
          /** @description IANA time zone of the place; it defines the local date and the offsets of the answer. */
          timezone: string
          /** @description Geographic latitude in degrees, north positive. */
          latitude: number
          /** @description Geographic longitude in degrees, east positive. */
          longitude: number
          /**
           * @description `standard` (default): the upper limb of the Sun on a sea-level horizon with 36.6′ refraction, the sunrise of civil almanacs and Drik Panchang. `hindu`: the centre of the disc on the horizon without refraction, as drik-panchanga and the Sūrya Siddhānta tradition reckon it (about 3½ minutes later at the equator, 4 to 5 at 30°–50° of latitude). It moves the start of the day and every kālam with it.
           * @default standard
           * @enum {unknown}
           */
          sunrise?: 'standard' | 'hindu'
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The pañcāṅga. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The local date asked for. */
            date: string
            /** @description The zone of every time in the answer. */
            timezone: string
            /** @description The latitude computed for. */
            latitude: number
            /** @description The longitude computed for. */
            longitude: number
            /** @description The span every list below covers. */
            day: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
              /**
               * @description `sunrise`: the Vedic day, sunrise to the next sunrise. `civil_date`: the Sun does not rise on this date at this place, so the lists cover local midnight to midnight.
               * @enum {unknown}
               */
              basis: 'sunrise' | 'civil_date'
            }
            /** @description Sunrise on the local date. Null when absent: see `absent`. */
            sunrise: string | null
            /** @description The sunset after `sunrise`. Null when absent: see `absent`. */
            sunset: string | null
            /** @description The sunrise that ends the Vedic day. Null when absent: see `absent`. */
            nextSunrise: string | null
            /** @description The first moonrise in the day. About once a month there is none: the Moon rose before sunrise and rises next after the next sunrise (`absent.moonrise`: `rose_before_day_start_rises_after_day_end`). Null when absent: see `absent`. */
            moonrise: string | null
            /** @description The first moonset in the day. About once a month there is none: the Moon set before sunrise and sets next after the next sunrise (`absent.moonset`: `set_before_day_start_sets_after_day_end`). Null when absent: see `absent`. */
            moonset: string | null
            /** @description The vāra: the weekday at sunrise, which holds until the next sunrise. */
            vara: {
              /** @description The weekday in force at sunrise. */
              name: string
              /** @description Its Sanskrit name. */
              sanskrit: string
              /**
               * @description The planet that rules it.
               * @enum {unknown}
               */
              lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
            }
            /** @description Every tithi that runs in the day, in order, each with its whole span. */
            tithi: {
              /** @description The tithi’s name. */
              name: string
              /** @description Tithi 1–30: 1–15 Śukla, 16–30 Kṛṣṇa pakṣa (30 is Amavasya). */
              number: number
              /**
               * @description The fortnight: Śukla (waxing) or Kṛṣṇa (waning).
               * @enum {unknown}
               */
              paksha: 'Shukla' | 'Krishna'
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description The Moon’s nakṣatras in the day, in order. */
            nakshatra: {
              /**
               * @description The nakṣatra’s name.
               * @enum {unknown}
               */
              name:
                | 'Ashwini'
                | 'Bharani'
                | 'Krittika'
                | 'Rohini'
                | 'Mrigashira'
                | 'Ardra'
                | 'Punarvasu'
                | 'Pushya'
                | 'Ashlesha'
                | 'Magha'
                | 'Purva Phalguni'
                | 'Uttara Phalguni'
                | 'Hasta'
                | 'Chitra'
                | 'Swati'
                | 'Vishakha'
                | 'Anuradha'
                | 'Jyeshtha'
                | 'Mula'
                | 'Purva Ashadha'
                | 'Uttara Ashadha'
                | 'Shravana'
                | 'Dhanishta'
                | 'Shatabhisha'
                | 'Purva Bhadrapada'
                | 'Uttara Bhadrapada'
                | 'Revati'
              /** @description Nakṣatra 1–27. */
              number: number
              /**
               * @description Its Vimśottarī lord.
               * @enum {unknown}
               */
              lord: 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
              /** @description The Moon’s pada changes inside this nakṣatra that touch the day. */
              padas: {
                /** @description The pada, 1–4. */
                pada: number
                /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                start: string
                /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                end: string
              }[]
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description The nitya yogas in the day (sidereal Sun + Moon), in order. */
            yoga: {
              /**
               * @description The yoga’s name.
               * @enum {unknown}
               */
              name:
                | 'Vishkambha'
                | 'Priti'
                | 'Ayushman'
                | 'Saubhagya'
                | 'Shobhana'
                | 'Atiganda'
                | 'Sukarma'
                | 'Dhriti'
                | 'Shula'
                | 'Ganda'
                | 'Vriddhi'
                | 'Dhruva'
                | 'Vyaghata'
                | 'Harshana'
                | 'Vajra'
                | 'Siddhi'
                | 'Vyatipata'
                | 'Variyan'
                | 'Parigha'
                | 'Shiva'
                | 'Siddha'
                | 'Sadhya'
                | 'Shubha'
                | 'Shukla'
                | 'Brahma'
                | 'Indra'
                | 'Vaidhriti'
              /** @description Yoga 1–27. */
              number: number
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description The karaṇas in the day, in order. */
            karana: {
              /** @description The karaṇa’s name. */
              name: string
              /** @description Half-tithi 1–60 of the lunar month. */
              number: number
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description The Moon’s sidereal signs in the day, in order. */
            moonSign: {
              /**
               * @description The sign, in English.
               * @enum {unknown}
               */
              name:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Sign 1–12 from Aries. */
              number: number
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description Rāhu kālam: one eighth of the daytime, by weekday. Null when absent: see `absent`. */
            rahuKalam: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description Yamagaṇḍa: one eighth of the daytime, by weekday. Null when absent: see `absent`. */
            yamaganda: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description Gulika kālam: one eighth of the daytime, by weekday. Null when absent: see `absent`. */
            gulikaKalam: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description Abhijit muhūrta: the 8th of the 15 day muhūrtas; not observed on Wednesday (null). Null when absent: see `absent`. */
            abhijit: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description Brahma muhūrta: the 14th of the 15 muhūrtas of the night before sunrise. Null when absent: see `absent`. */
            brahmaMuhurta: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description Godhūli: the first ghaṭī (one thirtieth) of the night, from sunset. Null when absent: see `absent`. */
            godhuli: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            } | null
            /** @description The day’s durmuhūrtas (and Tuesday’s night one). */
            durmuhurta:
              | {
                  /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                  start: string
                  /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                  end: string
                }[]
              | null
            /** @description Varjyam (tyājya): the part of each nakṣatra to avoid; those that touch the day. */
            varjyam: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description Amṛta kālam: the best part of each nakṣatra; those that touch the day. */
            amritKalam: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description Bhadrā: the Viṣṭi karaṇa spans that touch the day. */
            bhadra: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description Pañcaka: the Moon in sidereal Aquarius and Pisces (Dhaniṣṭhā 3rd pada to Revatī). Each that touches the day is given whole, from the Moon’s entry into Aquarius to its exit from Pisces, even when the day sees only one of the two signs. */
            panchaka: {
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description Sarvārtha Siddhi, Amṛta Siddhi, Ravi, Guru Puṣya, Ravi Puṣya, Dvipuṣkara, Tripuṣkara, Āḍal and Viḍāl yogas: each span where its weekday, nakṣatra (and tithi) meet inside the day. */
            specialYogas: {
              /** @description The yoga’s name. */
              name: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              end: string
            }[]
            /** @description The choghaḍiyā of the day and of the night. */
            choghadiya: {
              /** @description Eight day choghaḍiyās, sunrise to sunset. */
              day:
                | {
                    /** @description Udveg, Char, Labh, Amrit, Kaal, Shubh or Rog. */
                    name: string
                    /**
                     * @description Amrit, Shubh and Labh good; Char neutral (good for travel); Udveg, Kaal and Rog bad.
                     * @enum {unknown}
                     */
                    nature: 'good' | 'neutral' | 'bad'
                    /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                    start: string
                    /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                    end: string
                  }[]
                | null
              /** @description Eight night choghaḍiyās, sunset to the next sunrise. */
              night:
                | {
                    /** @description Udveg, Char, Labh, Amrit, Kaal, Shubh or Rog. */
                    name: string
                    /**
                     * @description Amrit, Shubh and Labh good; Char neutral (good for travel); Udveg, Kaal and Rog bad.
                     * @enum {unknown}
                     */
                    nature: 'good' | 'neutral' | 'bad'
                    /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                    start: string
                    /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                    end: string
                  }[]
                | null
            }
            /** @description The 24 planetary horās: twelve equal parts of the daytime, then twelve of the night. */
            hora:
              | {
                  /**
                   * @description The horā’s lord.
                   * @enum {unknown}
                   */
                  name: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                  /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                  start: string
                  /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
                  end: string
                }[]
              | null
            /** @description The lunar month at sunrise. */
            lunarMonth: {
              /**
               * @description New moon to new moon (South and West India).
               * @enum {unknown}
               */
              amanta:
                | 'Chaitra'
                | 'Vaishakha'
                | 'Jyeshtha'
                | 'Ashadha'
                | 'Shravana'
                | 'Bhadrapada'
                | 'Ashvina'
                | 'Kartika'
                | 'Margashirsha'
                | 'Pausha'
                | 'Magha'
                | 'Phalguna'
              /**
               * @description Full moon to full moon (North India).
               * @enum {unknown}
               */
              purnimanta:
                | 'Chaitra'
                | 'Vaishakha'
                | 'Jyeshtha'
                | 'Ashadha'
                | 'Shravana'
                | 'Bhadrapada'
                | 'Ashvina'
                | 'Kartika'
                | 'Margashirsha'
                | 'Pausha'
                | 'Magha'
                | 'Phalguna'
              /** @description An intercalary month: the Sun enters no sign in it. */
              adhika: boolean
            }
            /** @description The years of the two Indian eras at sunrise. */
            samvat: {
              /** @description Vikram samvat, from Chaitra (North Indian reckoning). */
              vikram: number
              /** @description Śaka samvat, from Chaitra. */
              shaka: number
            }
            /**
             * @description The season, by the lunar month at sunrise.
             * @enum {unknown}
             */
            ritu: 'Vasanta' | 'Grishma' | 'Varsha' | 'Sharad' | 'Hemanta' | 'Shishira'
            /**
             * @description By the Sun’s sidereal sign at sunrise: Uttarayana from Makara to Karka Saṅkrānti. A saṅkrānti later in the day does not change it here; `sankranti.ayanaBegins` says when one begins the other ayana.
             * @enum {unknown}
             */
            ayana: 'Uttarayana' | 'Dakshinayana'
            /**
             * @description The season by the tropical Sun at sunrise (Drik Panchang’s “Drik Ritu”).
             * @enum {unknown}
             */
            rituTropical: 'Vasanta' | 'Grishma' | 'Varsha' | 'Sharad' | 'Hemanta' | 'Shishira'
            /**
             * @description By the tropical Sun at sunrise: Uttarayana from the winter to the summer solstice.
             * @enum {unknown}
             */
            ayanaTropical: 'Uttarayana' | 'Dakshinayana'
            /** @description The saṅkrānti in the day: the moment the true Sun enters the next sidereal sign, if it falls between sunrise and the next sunrise; otherwise null. */
            sankranti: {
              /**
               * @description The sidereal (Lahiri) sign the Sun enters.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description The saṅkrānti’s name, e.g. “Makara Sankranti”. */
              name: string
              /** @description ISO 8601 local date-time to the second with the place’s UTC offset at that instant. */
              at: string
              /** @description The ayana this saṅkrānti begins: Uttarayana at Makara (Capricorn), Dakshinayana at Karka (Cancer); null at the other ten. `ayana` stays as at sunrise. */
              ayanaBegins: ('Uttarayana' | 'Dakshinayana') | null
            } | null
            /** @description The solar month and the day in the regional solar calendars, at this place and in its zone. Drik (true Sun) saṅkrāntis; Vākya and Sūrya Siddhānta almanacs can begin a month a day apart. */
            solarMonth: {
              /**
               * @description The Sun’s sidereal sign at sunrise: the solar month (saura māsa) running then.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description The Tamil solar calendar (Chithirai = the Sun in Aries … Panguni = Pisces). A month begins the day of its saṅkrānti if that falls before sunset, else the next day. Null where that rule needs a sunrise or sunset the place does not have: see `absent`. */
              tamil: {
                /**
                 * @description The month’s name.
                 * @enum {unknown}
                 */
                month:
                  | 'Chithirai'
                  | 'Vaikasi'
                  | 'Aani'
                  | 'Aadi'
                  | 'Avani'
                  | 'Purattasi'
                  | 'Aippasi'
                  | 'Karthigai'
                  | 'Margazhi'
                  | 'Thai'
                  | 'Masi'
                  | 'Panguni'
                /**
                 * @description The sidereal sign whose saṅkrānti began the month. Around a saṅkrānti it can differ from `solarMonth.sign` (the Sun at sunrise) for a day or two, as the rule decides when the month begins.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description The day of the month, from 1. */
                day: number
                /** @description The local date (YYYY-MM-DD) of the month’s first day. */
                firstDay: string
              } | null
              /** @description The Malayalam (Kerala) solar calendar (Medam = the Sun in Aries … Meenam = Pisces). A month begins the day of its saṅkrānti if that falls in the first three fifths of the daytime (before the end of madhyāhna), else the next day. Null where that rule needs a sunrise or sunset the place does not have: see `absent`. */
              malayalam: {
                /**
                 * @description The month’s name.
                 * @enum {unknown}
                 */
                month:
                  | 'Medam'
                  | 'Edavam'
                  | 'Mithunam'
                  | 'Karkidakam'
                  | 'Chingam'
                  | 'Kanni'
                  | 'Thulam'
                  | 'Vrischikam'
                  | 'Dhanu'
                  | 'Makaram'
                  | 'Kumbham'
                  | 'Meenam'
                /**
                 * @description The sidereal sign whose saṅkrānti began the month. Around a saṅkrānti it can differ from `solarMonth.sign` (the Sun at sunrise) for a day or two, as the rule decides when the month begins.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description The day of the month, from 1. */
                day: number
                /** @description The local date (YYYY-MM-DD) of the month’s first day. */
                firstDay: string
                /** @description The Kollam era (Kolla varsham) year, beginning on Chingam 1 (the South Kerala reckoning). */
                kollamYear: number
              } | null
              /** @description The Bengali solar calendar (Boishakh = the Sun in Aries … Choitro = Pisces) of West Bengal. A month begins the day after its saṅkrānti’s civil date: the next day if the saṅkrānti falls before midnight (or within a ghaṭī, 24 minutes, after it), the day after if later. Null where that rule needs a sunrise or sunset the place does not have: see `absent`. */
              bengali: {
                /**
                 * @description The month’s name.
                 * @enum {unknown}
                 */
                month:
                  | 'Boishakh'
                  | 'Joishtho'
                  | 'Asharh'
                  | 'Srabon'
                  | 'Bhadro'
                  | 'Ashshin'
                  | 'Kartik'
                  | 'Ogrohaeon'
                  | 'Poush'
                  | 'Magh'
                  | 'Falgun'
                  | 'Choitro'
                /**
                 * @description The sidereal sign whose saṅkrānti began the month. Around a saṅkrānti it can differ from `solarMonth.sign` (the Sun at sunrise) for a day or two, as the rule decides when the month begins.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description The day of the month, from 1. */
                day: number
                /** @description The local date (YYYY-MM-DD) of the month’s first day. */
                firstDay: string
                /** @description The Bengali era (Bangabda) year, beginning on Boishakh 1 (Pohela Boishakh). */
                bengaliYear: number
              } | null
            }
            /** @description For each field that is null, or a list left out, the reason: `no_sunrise_this_day`, `no_sunset_this_day`, `no_next_sunrise`, `no_previous_sunset`, `rose_before_day_start_rises_after_day_end`, `set_before_day_start_sets_after_day_end`, `moon_above_horizon_all_day`, `moon_below_horizon_all_day`, `not_observed_on_wednesday`, `no_sunrise_or_sunset_on_sankranti_day`. `rose_before_day_start_rises_after_day_end` (moonrise) and `set_before_day_start_sets_after_day_end` (moonset) are the ordinary day a month without one; `moon_above_horizon_all_day` and `moon_below_horizon_all_day` are high latitudes. They replace `no_moonrise_this_day` and `no_moonset_this_day`. Keys are field names (`moonrise`, `abhijit`, `solarMonth.tamil`, …). */
            absent: {
              [key: string]: string
            }
            /** @description Every choice where traditions differ, stated in words. */
            conventions: {
              [key: string]: string
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `invalid_timezone`, `invalid_coordinates`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getGuidance: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "referenceDate": "2026-11-24"
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDate?: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The guidance. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The version of the classical corpus the reading was made from; it changes whenever a rule does. */
            contentVersion: string
            /** @description The moment read, ISO 8601 to the second with the birth zone’s offset then. */
            referenceDate: string
            /** @description The mahādaśā, antardaśā and pratyantardaśā running at `referenceDate`, outermost first. */
            levels: {
              /**
               * @description `chapter` = mahādaśā, `period` = antardaśā, `stretch` = pratyantardaśā (Vimśottarī).
               * @enum {unknown}
               */
              level: 'chapter' | 'period' | 'stretch'
              /**
               * @description The lord of the level.
               * @enum {unknown}
               */
              planet: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              /** @description Start, ISO 8601 to the second with the birth zone’s offset then. */
              start: string
              /** @description End, the same way. */
              end: string
              /** @description What the level is about in this chart, in a line. */
              heading: string
              /** @description The lord in this chart: houses it rules, where it sits, its dignity, strength and yogas. */
              notes: string[]
              /** @description The cards of this level, weightiest first: the period as this chart gives it, the lord’s natal promise, and at the innermost level the transits at the reference date. */
              cards: {
                /**
                 * @description What the card reads: `period` (the running lord as this chart places it), `placement` (a natal placement of the lord), `yoga` (a combination it takes part in), `transit` (the sky at the reference date), `relation` (how the running lords stand to each other).
                 * @enum {unknown}
                 */
                kind: 'period' | 'placement' | 'yoga' | 'transit' | 'relation'
                /** @description A stable descriptive key of the card’s subject (its configuration, hyphenated), e.g. `the-10th-lord-in-the-11th-house`: the same configuration has the same key in every chart. */
                key: string
                /** @description A short headline. */
                headline: string
                /** @description What in this chart gives the card, in plain words and with the chart’s own placements; when the promise is cancelled, also why. */
                because: string
                /** @description What it means, and the classical books it rests on (titles only). */
                why: string
                /** @description Practical things the configuration favours (may be empty). */
                do: string[]
                /** @description Things to look after (may be empty). */
                takeCare: string[]
                /** @description The life domains the card speaks to. */
                areas: (
                  | 'career'
                  | 'business'
                  | 'finance'
                  | 'children'
                  | 'property'
                  | 'education'
                  | 'travel'
                  | 'spirituality'
                  | 'lineage'
                  | 'reputation'
                  | 'partnerships'
                  | 'legal'
                  | 'family'
                  | 'marriage'
                  | 'health'
                )[]
                /** @description True when the chart holds the promise but something in it cancels it (said in `because`). */
                cancelled: boolean
              }[]
            }[]
            /** @description How the running mahādaśā and antardaśā lords relate (their places from each other and their friendship); null when the corpus says nothing of this pair. */
            relation: {
              /**
               * @description What the card reads: `period` (the running lord as this chart places it), `placement` (a natal placement of the lord), `yoga` (a combination it takes part in), `transit` (the sky at the reference date), `relation` (how the running lords stand to each other).
               * @enum {unknown}
               */
              kind: 'period' | 'placement' | 'yoga' | 'transit' | 'relation'
              /** @description A stable descriptive key of the card’s subject (its configuration, hyphenated), e.g. `the-10th-lord-in-the-11th-house`: the same configuration has the same key in every chart. */
              key: string
              /** @description A short headline. */
              headline: string
              /** @description What in this chart gives the card, in plain words and with the chart’s own placements; when the promise is cancelled, also why. */
              because: string
              /** @description What it means, and the classical books it rests on (titles only). */
              why: string
              /** @description Practical things the configuration favours (may be empty). */
              do: string[]
              /** @description Things to look after (may be empty). */
              takeCare: string[]
              /** @description The life domains the card speaks to. */
              areas: (
                | 'career'
                | 'business'
                | 'finance'
                | 'children'
                | 'property'
                | 'education'
                | 'travel'
                | 'spirituality'
                | 'lineage'
                | 'reputation'
                | 'partnerships'
                | 'legal'
                | 'family'
                | 'marriage'
                | 'health'
              )[]
              /** @description True when the chart holds the promise but something in it cancels it (said in `because`). */
              cancelled: boolean
            } | null
            /** @description Yogas formed in the chart whose grahas do not run now, with their grahas: their promise waits for their periods. */
            formedNotRunning: string[]
            /** @description A symbolic note on vitality and rhythm for these periods, never medical; null when the chart gives none. */
            healthNote: string | null
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_reference_date`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_reference_date'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  interpretDomain: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "domain": "career",
         *       "referenceDate": "2026-11-24"
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /**
           * @description The life domain to read (spec §2.1 Domain). Another value is 400 `invalid_domain`.
           * @enum {unknown}
           */
          domain:
            | 'career'
            | 'business'
            | 'finance'
            | 'children'
            | 'property'
            | 'education'
            | 'travel'
            | 'spirituality'
            | 'lineage'
            | 'reputation'
            | 'partnerships'
            | 'legal'
            | 'family'
            | 'marriage'
            | 'health'
          /** @description The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDate?: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The reading. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The version of the classical corpus; it changes whenever a rule does. */
            contentVersion: string
            /** @description The moment read, ISO 8601 with the birth zone’s offset then. */
            referenceDate: string
            /** @description False when the birth time was not given: houses are then counted from the Moon and confidence is lowered. */
            timeKnown: boolean
            /** @description The verdict. */
            verdict: {
              /**
               * @description Where the chart leans for this domain.
               * @enum {unknown}
               */
              outlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
              /**
               * @description How firmly the chart says so.
               * @enum {unknown}
               */
              confidence: 'high' | 'moderate' | 'low'
              /** @description The plain reasons for the confidence: agreement of methods, strength of the deciding factors, the birth time. */
              reasons: string[]
              /** @description A short summary. */
              summary: string
            }
            /** @description What in the chart supports the domain, weightiest first. */
            supportingFactors: {
              /** @description What in this chart says so, in plain words with its own placements. */
              statement: string
              /** @description What it means, in our own words. */
              meaning: string
              /** @description The classical books it rests on, by title. */
              books: string[]
            }[]
            /** @description What asks for care, weightiest first. */
            cautionaryFactors: {
              /** @description What in this chart says so, in plain words with its own placements. */
              statement: string
              /** @description What it means, in our own words. */
              meaning: string
              /** @description The classical books it rests on, by title. */
              books: string[]
            }[]
            /** @description The antardaśā running now and those starting in the next ten years, with their tone for the domain. */
            timingWindows: {
              /** @description The antardaśā, as mahādaśā lord–antardaśā lord and its months. */
              period: string
              /** @description Start, ISO 8601 with the birth zone’s offset then (an addition to the spec). */
              start: string
              /** @description End, the same way (an addition to the spec). */
              end: string
              /**
               * @description The period’s tone for this domain.
               * @enum {unknown}
               */
              tone: 'favorable' | 'cautionary' | 'neutral'
              /** @description Why, in plain words. */
              description: string
            }[]
            /** @description The domain’s event. */
            eventTiming: {
              /** @description The domain’s event: career_change, venture_start, major_gain, first_child, property_move_or_purchase, higher_studies, long_journey_or_move_abroad, spiritual_turning_point, lineage_milestone, recognition, new_partnership, dispute_settled, household_change, marriage, renewal_of_vitality. */
              eventType: string
              /** @description The fixed significators: the lord of the domain’s house, the grahas in it, its natural kārakas and its chara kāraka. */
              significators: (
                'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              )[]
              /**
               * @description The window relative to the reference date; `unknown` when no window is found.
               * @enum {unknown}
               */
              status: 'occurred_or_overdue' | 'current' | 'upcoming' | 'unknown'
              /** @description The best of `windows`, or null when none is found. */
              window: {
                /** @description Age at the window’s start, years. */
                ageStart: number
                /** @description Age at its end, years. */
                ageEnd: number
                /** @description Calendar year of the start. */
                startYear: number
                /** @description Calendar year of the end. */
                endYear: number
                /**
                 * @description The daśā level of the window: `antardasha`.
                 * @enum {string}
                 */
                level: 'antardasha'
                /** @description Jupiter and Saturn both occupy or aspect the domain’s house at the same time, by transit, within the window (double transit). */
                coActivation: boolean
              } | null
              /** @description At most three windows, best first: the Vimśottarī periods in the usual ages whose lords speak for the event, ranked by how many other timing methods confirm them, then by the strength of their lords. */
              windows: {
                /** @description First day, `YYYY-MM-DD` (UTC). */
                start: string
                /** @description Day after the last, `YYYY-MM-DD` (UTC). */
                end: string
                /** @description Age at the start, years (one decimal). */
                ageStart: number
                /** @description Age at the end, years (one decimal). */
                ageEnd: number
                /**
                 * @description A window is a Vimśottarī antardaśā.
                 * @enum {string}
                 */
                level: 'antardasha'
                /** @description The Vimśottarī lords running it: mahādaśā and antardaśā. */
                lords: (
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                )[]
                /** @description The methods that confirm the window at some time within it, Vimśottarī first. */
                agreeing: ('vimshottari' | 'transits' | 'yogini' | 'chara')[]
                /** @description The methods asked. */
                checked: ('vimshottari' | 'transits' | 'yogini' | 'chara')[]
                /**
                 * @description How much the agreement is worth: `moderate` when every method asked but at most one agrees, `low` otherwise. Never `high`: tested on public lives, such windows did not hold events more often than the usual ages did (docs/readings.md).
                 * @enum {unknown}
                 */
                confidence: 'high' | 'moderate' | 'low'
                /** @description Where in the window the most methods hold at the same time (the longest such run of months). */
                closest: {
                  /** @description First day, `YYYY-MM-DD` (UTC). */
                  start: string
                  /** @description Day after the last, `YYYY-MM-DD` (UTC). */
                  end: string
                  /** @description Age at the start, years (one decimal). */
                  ageStart: number
                  /** @description Age at the end, years (one decimal). */
                  ageEnd: number
                  /**
                   * @description How the stretch is bounded: the whole antardaśā, whole pratyantardaśās of it, or the months of it in which the other methods hold.
                   * @enum {unknown}
                   */
                  level: 'antardasha' | 'pratyantardasha' | 'months'
                  /** @description Mahādaśā, antardaśā and, when the stretch lies in one pratyantardaśā whose lord speaks for the event, that lord. */
                  lords: (
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  )[]
                  /** @description The methods that hold through all of it. */
                  agreeing: ('vimshottari' | 'transits' | 'yogini' | 'chara')[]
                }
                /** @description The window and the methods that confirm it, in plain words. */
                description: string
              }[]
              /** @description How the window was found, in plain words. */
              note: string
            }[]
            /** @description Whether independent timing methods agree on the event’s window. */
            methodAgreement: {
              /** @description The event checked, in words. */
              event: string
              /** @description The fixed significators the methods were asked about. */
              significators: (
                'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
              )[]
              /** @description What each method says about the best window. */
              methods: {
                /**
                 * @description Vimśottarī daśā; the double transit of Jupiter and Saturn on the domain’s house and on the sign of its lord; Yoginī daśā; Chara daśā (only with a known birth time).
                 * @enum {unknown}
                 */
                method: 'vimshottari' | 'transits' | 'yogini' | 'chara'
                /** @description This method confirms the best window: for the transits, Jupiter and Saturn together on the domain’s house and on the sign of its lord; for Yoginī daśā, a pair of lords that speaks for the event; for Chara daśā, the sign of the house or of its lord running. */
                agrees: boolean
                /** @description What it says, in plain words. */
                says: string
              }[]
              /**
               * @description Every method asked agrees, at least two do, or Vimśottarī alone.
               * @enum {unknown}
               */
              agreement: 'full' | 'partial' | 'none'
              /** @description In plain words. */
              summary: string
            }
            /** @description The weighed position of the classical corpus on this chart, as counts (spec §2.5 CorpusResolution). */
            corpusResolution: {
              /** @description The configurations the classical statements speak of, most discussed first (at most 12). */
              positions: {
                /**
                 * @description The domain.
                 * @enum {unknown}
                 */
                domain:
                  | 'career'
                  | 'business'
                  | 'finance'
                  | 'children'
                  | 'property'
                  | 'education'
                  | 'travel'
                  | 'spirituality'
                  | 'lineage'
                  | 'reputation'
                  | 'partnerships'
                  | 'legal'
                  | 'family'
                  | 'marriage'
                  | 'health'
                /** @description A configuration of this chart, in plain words. */
                configuration: string
                /** @description Classical statements that support it. */
                supporting: number
                /** @description Statements that caution about it. */
                cautionary: number
                /** @description Statements that are mixed about it, or whose promise is cancelled here. */
                mixed: number
              }[]
              /** @description How the statements resolve, in plain words. */
              resolution: string
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_domain`, `invalid_reference_date`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_domain'
              | 'invalid_reference_date'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getCompatibility: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "a": {
         *         "date": "1992-03-14",
         *         "time": "06:45",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 13.0827,
         *         "longitude": 80.2707,
         *         "name": "Meera",
         *         "gender": "female"
         *       },
         *       "b": {
         *         "date": "1989-11-02",
         *         "time": "21:10",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 12.9716,
         *         "longitude": 77.5946,
         *         "name": "Arjun",
         *         "gender": "male"
         *       },
         *       "referenceDateIso": "2026-11-24"
         *     }
         */
        'application/json': {
          /** @description Partner a (spec §2.1 Partner): birth data plus `name` and `gender`. Used only to answer this call: never stored, never logged. */
          a: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
            /** @description A name for the partner, used only in the words of the answer (never stored or logged). */
            name?: string
            /**
             * @description Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s). Missing, or the same for both, and both directions are given.
             * @enum {unknown}
             */
            gender?: 'male' | 'female'
          }
          /** @description Partner b (spec §2.1 Partner): birth data plus `name` and `gender`. Used only to answer this call: never stored, never logged. */
          b: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
            /** @description A name for the partner, used only in the words of the answer (never stored or logged). */
            name?: string
            /**
             * @description Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s). Missing, or the same for both, and both directions are given.
             * @enum {unknown}
             */
            gender?: 'male' | 'female'
          }
          /** @description The moment the reading is anchored to (the running daśās, the ten years of timing); default now. A date `YYYY-MM-DD` (00:00 that day in `a.timezone`) or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDateIso?: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The two charts read together. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The version of the classical corpus; it changes whenever a rule does. */
            contentVersion: string
            /** @description The moment read, ISO 8601 with partner a’s birth zone’s offset then. */
            referenceDate: string
            /** @description One partner at a glance. */
            a: {
              /** @description The name given, or null. */
              name: string | null
              /** @description The gender given, or null. */
              gender: ('male' | 'female') | null
              /** @description False when the birth time was not given. */
              timeKnown: boolean
              /** @description The natal Moon, which matching reads. */
              moon: {
                /** @description Sidereal (Lahiri) longitude of the Moon at birth, degrees. */
                longitude: number
                /**
                 * @description Sidereal sign.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The Moon’s nakṣatra.
                 * @enum {unknown}
                 */
                nakshatra:
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                /** @description Its pada, 1–4. */
                pada: number
              }
              /** @description The lagna’s sign; null when the birth time is unknown. */
              lagna:
                | (
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  )
                | null
              /** @description The Vimśottarī periods running at the reference date. */
              currentDasha: {
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /** @description The running antardaśā lord. */
                antardasha:
                  | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                  | null
                /** @description Start of the running antardaśā, ISO 8601 in the partner’s birth zone. */
                start: string
                /** @description Its end. */
                end: string
              } | null
            }
            /** @description One partner at a glance. */
            b: {
              /** @description The name given, or null. */
              name: string | null
              /** @description The gender given, or null. */
              gender: ('male' | 'female') | null
              /** @description False when the birth time was not given. */
              timeKnown: boolean
              /** @description The natal Moon, which matching reads. */
              moon: {
                /** @description Sidereal (Lahiri) longitude of the Moon at birth, degrees. */
                longitude: number
                /**
                 * @description Sidereal sign.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The Moon’s nakṣatra.
                 * @enum {unknown}
                 */
                nakshatra:
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                /** @description Its pada, 1–4. */
                pada: number
              }
              /** @description The lagna’s sign; null when the birth time is unknown. */
              lagna:
                | (
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  )
                | null
              /** @description The Vimśottarī periods running at the reference date. */
              currentDasha: {
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /** @description The running antardaśā lord. */
                antardasha:
                  | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                  | null
                /** @description Start of the running antardaśā, ISO 8601 in the partner’s birth zone. */
                start: string
                /** @description Its end. */
                end: string
              } | null
            }
            /** @description The traditional direction of the count, and how it was decided. */
            roles: {
              /**
               * @description Partner a or partner b.
               * @enum {unknown}
               */
              bride: 'a' | 'b'
              /**
               * @description Who stands in the groom’s place in `ashtakoota` and `poruthams`.
               * @enum {unknown}
               */
              groom: 'a' | 'b'
              /** @description True when the genders decided the direction; false when both directions are given. */
              fromGender: boolean
              /** @description In plain words. */
              note: string
            }
            /** @description Aṣṭakūṭa (guṇa milan, 36 points) in the direction of `roles`. */
            ashtakoota: {
              /**
               * @description Partner a or partner b.
               * @enum {unknown}
               */
              bride: 'a' | 'b'
              /**
               * @description Who stands in the groom’s place for this reading.
               * @enum {unknown}
               */
              groom: 'a' | 'b'
              /** @description The eight kūṭas, varṇa first, nāḍī last. */
              kootas: {
                /**
                 * @description The kūṭa.
                 * @enum {unknown}
                 */
                koota: 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi'
                /** @description The traditional points given. */
                points: number
                /** @description The kūṭa’s maximum. */
                maxPoints: number
                /** @description Partner a’s attribute for this kūṭa (varṇa, vaśya group, star, yoni, sign lord, gaṇa, sign or nāḍī). */
                a: string
                /** @description Partner b’s attribute. */
                b: string
                /** @description What the kūṭa compares and why these points, in plain words. */
                explanation: string
              }[]
              /** @description The guṇa total out of 36, as counted. */
              total: number
              /** @description The total with the points of each doṣa a generally held exception cancels restored (exceptions only some authorities hold are not used). */
              totalAfterExceptions: number
              /**
               * @description Always 36.
               * @enum {number}
               */
              maxTotal: 36
              /** @description Every classical exception (parihāra) for nāḍī, bhakūṭ and gaṇa, as checked. */
              exceptions: {
                /** @description The exception, in words. */
                name: string
                /** @description Whether it applies to this couple. */
                applies: boolean
                /** @description What was checked and what follows. */
                why: string
                /** @description The books it rests on, by title. */
                sources: string[]
              }[]
              /** @description The tradition’s reading of the total after exceptions. */
              reading: string
            }
            /** @description Aṣṭakūṭa counted the other way (present only when the genders do not decide the direction). */
            ashtakootaReverse?: {
              /**
               * @description Partner a or partner b.
               * @enum {unknown}
               */
              bride: 'a' | 'b'
              /**
               * @description Who stands in the groom’s place for this reading.
               * @enum {unknown}
               */
              groom: 'a' | 'b'
              /** @description The eight kūṭas, varṇa first, nāḍī last. */
              kootas: {
                /**
                 * @description The kūṭa.
                 * @enum {unknown}
                 */
                koota: 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi'
                /** @description The traditional points given. */
                points: number
                /** @description The kūṭa’s maximum. */
                maxPoints: number
                /** @description Partner a’s attribute for this kūṭa (varṇa, vaśya group, star, yoni, sign lord, gaṇa, sign or nāḍī). */
                a: string
                /** @description Partner b’s attribute. */
                b: string
                /** @description What the kūṭa compares and why these points, in plain words. */
                explanation: string
              }[]
              /** @description The guṇa total out of 36, as counted. */
              total: number
              /** @description The total with the points of each doṣa a generally held exception cancels restored (exceptions only some authorities hold are not used). */
              totalAfterExceptions: number
              /**
               * @description Always 36.
               * @enum {number}
               */
              maxTotal: 36
              /** @description Every classical exception (parihāra) for nāḍī, bhakūṭ and gaṇa, as checked. */
              exceptions: {
                /** @description The exception, in words. */
                name: string
                /** @description Whether it applies to this couple. */
                applies: boolean
                /** @description What was checked and what follows. */
                why: string
                /** @description The books it rests on, by title. */
                sources: string[]
              }[]
              /** @description The tradition’s reading of the total after exceptions. */
              reading: string
            }
            /** @description The ten poruthams in the direction of `roles`. */
            poruthams: {
              /**
               * @description The porutham.
               * @enum {unknown}
               */
              name:
                | 'dina'
                | 'gana'
                | 'mahendra'
                | 'streeDeergha'
                | 'yoni'
                | 'rasi'
                | 'rasiAdhipati'
                | 'vashya'
                | 'rajju'
                | 'vedha'
              /** @description Whether it agrees (uttama or madhyama), by the Tamil usage. */
              agrees: boolean
              /**
               * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
               * @enum {unknown}
               */
              grade: 'uttama' | 'madhyama' | 'none'
              /** @description Rajju or Vedha failing: the tradition treats it as decisive. */
              veto: boolean
              /** @description How gravely the tradition takes a failing veto; null otherwise. */
              severity: ('high' | 'moderate') | null
              /** @description What it looks to and what was checked. */
              explanation: string
              /** @description The same porutham by the Kerala usage. */
              kerala: {
                /** @description Whether it agrees by the Kerala usage. */
                agrees: boolean
                /**
                 * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
                 * @enum {unknown}
                 */
                grade: 'uttama' | 'madhyama' | 'none'
                /** @description A failing veto by the Kerala usage. */
                veto: boolean
                /** @description What the Kerala usage checks. */
                explanation: string
              }
            }[]
            /** @description The ten poruthams the other way (only when the genders do not decide). */
            poruthamsReverse?: {
              /**
               * @description The porutham.
               * @enum {unknown}
               */
              name:
                | 'dina'
                | 'gana'
                | 'mahendra'
                | 'streeDeergha'
                | 'yoni'
                | 'rasi'
                | 'rasiAdhipati'
                | 'vashya'
                | 'rajju'
                | 'vedha'
              /** @description Whether it agrees (uttama or madhyama), by the Tamil usage. */
              agrees: boolean
              /**
               * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
               * @enum {unknown}
               */
              grade: 'uttama' | 'madhyama' | 'none'
              /** @description Rajju or Vedha failing: the tradition treats it as decisive. */
              veto: boolean
              /** @description How gravely the tradition takes a failing veto; null otherwise. */
              severity: ('high' | 'moderate') | null
              /** @description What it looks to and what was checked. */
              explanation: string
              /** @description The same porutham by the Kerala usage. */
              kerala: {
                /** @description Whether it agrees by the Kerala usage. */
                agrees: boolean
                /**
                 * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
                 * @enum {unknown}
                 */
                grade: 'uttama' | 'madhyama' | 'none'
                /** @description A failing veto by the Kerala usage. */
                veto: boolean
                /** @description What the Kerala usage checks. */
                explanation: string
              }
            }[]
            /** @description The ten poruthams counted. */
            poruthamSummary: {
              /**
               * @description Partner a or partner b.
               * @enum {unknown}
               */
              bride: 'a' | 'b'
              /**
               * @description Who stands in the groom’s place.
               * @enum {unknown}
               */
              groom: 'a' | 'b'
              /**
               * @description The usage of `agrees` and `grade`.
               * @enum {string}
               */
              tradition: 'tamil'
              /** @description Poruthams that agree, of ten (the tradition’s own count). */
              agreeing: number
              /** @description Of them, graded uttama. */
              uttama: number
              /** @description Of them, graded madhyama. */
              madhyama: number
              /** @description The vetoes that fail. */
              vetoes: ('rajju' | 'vedha')[]
              /** @description Poruthams that agree by the Kerala usage. */
              keralaAgreeing: number
              /** @description Vetoes failing by the Kerala usage. */
              keralaVetoes: ('rajju' | 'vedha')[]
              /** @description The South Indian reading of the count, in words. */
              reading: string
            }
            /** @description The other way (only when the genders do not decide). */
            poruthamSummaryReverse?: {
              /**
               * @description Partner a or partner b.
               * @enum {unknown}
               */
              bride: 'a' | 'b'
              /**
               * @description Who stands in the groom’s place.
               * @enum {unknown}
               */
              groom: 'a' | 'b'
              /**
               * @description The usage of `agrees` and `grade`.
               * @enum {string}
               */
              tradition: 'tamil'
              /** @description Poruthams that agree, of ten (the tradition’s own count). */
              agreeing: number
              /** @description Of them, graded uttama. */
              uttama: number
              /** @description Of them, graded madhyama. */
              madhyama: number
              /** @description The vetoes that fail. */
              vetoes: ('rajju' | 'vedha')[]
              /** @description Poruthams that agree by the Kerala usage. */
              keralaAgreeing: number
              /** @description Vetoes failing by the Kerala usage. */
              keralaVetoes: ('rajju' | 'vedha')[]
              /** @description The South Indian reading of the count, in words. */
              reading: string
            }
            /** @description Where a kūṭa and the porutham that judges the same relation disagree (vaśya and Vaśya, tārā and Dina, yoni and Yoni, graha maitrī and Rāśyadhipati, gaṇa and Gaṇa, bhakūṭ and Rāśi), in the direction of `roles`; empty when they all agree. */
            tableAgreement: {
              /**
               * @description The kūṭa.
               * @enum {unknown}
               */
              koota: 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi'
              /**
               * @description The porutham that judges the same relation.
               * @enum {unknown}
               */
              porutham:
                | 'dina'
                | 'gana'
                | 'mahendra'
                | 'streeDeergha'
                | 'yoni'
                | 'rasi'
                | 'rasiAdhipati'
                | 'vashya'
                | 'rajju'
                | 'vedha'
              /** @description The kūṭa’s points, as in its entry. */
              points: number
              /** @description The kūṭa’s maximum. */
              maxPoints: number
              /**
               * @description More than half the kūṭa’s points approves, less than half refuses.
               * @enum {unknown}
               */
              kootaSays: 'approves' | 'refuses'
              /**
               * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
               * @enum {unknown}
               */
              grade: 'uttama' | 'madhyama' | 'none'
              /**
               * @description Whether the porutham agrees by the Tamil usage, as in its entry.
               * @enum {unknown}
               */
              poruthamSays: 'agrees' | 'doesNotAgree'
              /** @description One sentence naming both and the rule each applies to these two stars or signs. */
              explanation: string
            }[]
            /** @description The same the other way (only when the genders do not decide). */
            tableAgreementReverse?: {
              /**
               * @description The kūṭa.
               * @enum {unknown}
               */
              koota: 'varna' | 'vashya' | 'tara' | 'yoni' | 'grahaMaitri' | 'gana' | 'bhakoot' | 'nadi'
              /**
               * @description The porutham that judges the same relation.
               * @enum {unknown}
               */
              porutham:
                | 'dina'
                | 'gana'
                | 'mahendra'
                | 'streeDeergha'
                | 'yoni'
                | 'rasi'
                | 'rasiAdhipati'
                | 'vashya'
                | 'rajju'
                | 'vedha'
              /** @description The kūṭa’s points, as in its entry. */
              points: number
              /** @description The kūṭa’s maximum. */
              maxPoints: number
              /**
               * @description More than half the kūṭa’s points approves, less than half refuses.
               * @enum {unknown}
               */
              kootaSays: 'approves' | 'refuses'
              /**
               * @description The tradition’s grade: uttama (best), madhyama (middling) or none (does not agree).
               * @enum {unknown}
               */
              grade: 'uttama' | 'madhyama' | 'none'
              /**
               * @description Whether the porutham agrees by the Tamil usage, as in its entry.
               * @enum {unknown}
               */
              poruthamSays: 'agrees' | 'doesNotAgree'
              /** @description One sentence naming both and the rule each applies to these two stars or signs. */
              explanation: string
            }[]
            /** @description The match’s doṣas, each present or not, cancelled or not. */
            doshas: {
              /**
               * @description The doṣa.
               * @enum {unknown}
               */
              name: 'nadi' | 'bhakoot' | 'gana' | 'manglik' | 'rajju' | 'vedha'
              /** @description Whether it is present. */
              present: boolean
              /** @description Present and held cancelled by a classical exception (or, for Maṅgala, balanced). */
              cancelled: boolean
              /** @description Why, in plain words. */
              why: string
              /** @description Where the rule is found. */
              sources: string[]
            }[]
            /** @description Maṅgala doṣa of both charts (1st, 4th, 7th, 8th, 12th from the lagna, the Moon and Venus). */
            manglik: {
              /** @description Maṅgala (Kuja) doṣa of one chart. */
              a: {
                /** @description Mars in a doṣa house from the lagna or the Moon. */
                present: boolean
                /**
                 * @description From how many of the lagna, the Moon and Venus Mars is in a doṣa house (0–3).
                 * @enum {unknown}
                 */
                intensity: 'none' | 'mild' | 'moderate' | 'strong'
                /** @description The references Mars is in the 1st, 4th, 7th, 8th or 12th from. */
                from: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /** @description The house Mars is in from it. */
                  house: number
                }[]
                /** @description The same by the South Indian list (2nd, 4th, 7th, 8th, 12th). */
                fromSouthIndianList: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /** @description The house Mars is in from it. */
                  house: number
                }[]
                /** @description Every cancellation, checked. */
                cancellations: {
                  /** @description The cancellation, in words. */
                  name: string
                  /** @description Whether it applies. */
                  applies: boolean
                  /** @description What was checked. */
                  why: string
                  /** @description Where the rule is found. */
                  sources: string[]
                }[]
                /** @description Present, and at least one cancellation applies. */
                cancelled: boolean
              }
              /** @description Maṅgala (Kuja) doṣa of one chart. */
              b: {
                /** @description Mars in a doṣa house from the lagna or the Moon. */
                present: boolean
                /**
                 * @description From how many of the lagna, the Moon and Venus Mars is in a doṣa house (0–3).
                 * @enum {unknown}
                 */
                intensity: 'none' | 'mild' | 'moderate' | 'strong'
                /** @description The references Mars is in the 1st, 4th, 7th, 8th or 12th from. */
                from: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /** @description The house Mars is in from it. */
                  house: number
                }[]
                /** @description The same by the South Indian list (2nd, 4th, 7th, 8th, 12th). */
                fromSouthIndianList: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /** @description The house Mars is in from it. */
                  house: number
                }[]
                /** @description Every cancellation, checked. */
                cancellations: {
                  /** @description The cancellation, in words. */
                  name: string
                  /** @description Whether it applies. */
                  applies: boolean
                  /** @description What was checked. */
                  why: string
                  /** @description Where the rule is found. */
                  sources: string[]
                }[]
                /** @description Present, and at least one cancellation applies. */
                cancelled: boolean
              }
              /** @description Both or neither have it (the most widely held rule). */
              balanced: boolean
              /** @description In plain words. */
              explanation: string
            }
            /** @description Pāpasāmya: the balance of the malefics between the two charts. */
            papasamya: {
              /** @description One chart’s pāpasāmya count. */
              a: {
                /** @description The chart’s malefic points as the tradition counts them. */
                total: number
                /** @description Each malefic from each reference. */
                cells: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /**
                   * @description The malefic.
                   * @enum {unknown}
                   */
                  graha: 'Mars' | 'Saturn' | 'Sun' | 'Rahu'
                  /** @description Its sign counted from the reference, 1–12. */
                  house: number
                  /** @description In the 1st, 2nd, 4th, 7th, 8th or 12th. */
                  dosha: boolean
                  /** @description 1 from the lagna, ½ from the Moon, ¼ from Venus, when `dosha`. */
                  points: number
                }[]
                /** @description The references counted (the lagna only with a birth time). */
                references: ('lagna' | 'moon' | 'venus')[]
              }
              /** @description One chart’s pāpasāmya count. */
              b: {
                /** @description The chart’s malefic points as the tradition counts them. */
                total: number
                /** @description Each malefic from each reference. */
                cells: {
                  /**
                   * @description The point counted from.
                   * @enum {unknown}
                   */
                  reference: 'lagna' | 'moon' | 'venus'
                  /**
                   * @description The malefic.
                   * @enum {unknown}
                   */
                  graha: 'Mars' | 'Saturn' | 'Sun' | 'Rahu'
                  /** @description Its sign counted from the reference, 1–12. */
                  house: number
                  /** @description In the 1st, 2nd, 4th, 7th, 8th or 12th. */
                  dosha: boolean
                  /** @description 1 from the lagna, ½ from the Moon, ¼ from Venus, when `dosha`. */
                  points: number
                }[]
                /** @description The references counted (the lagna only with a birth time). */
                references: ('lagna' | 'moon' | 'venus')[]
              }
              /** @description The groom’s count at least the bride’s; null when the genders do not say who is who and the counts differ. */
              balanced: boolean | null
              /** @description Partner b’s count less partner a’s. */
              difference: number
              /** @description How the count is made. */
              method: string
              /** @description In plain words. */
              explanation: string
            }
            /** @description The two charts themselves, read for marriage with the classical corpus. */
            chartReading: {
              /** @description What in the two charts supports the marriage, both charts in turn. */
              supportingFactors: {
                /**
                 * @description Partner a or partner b.
                 * @enum {unknown}
                 */
                partner: 'a' | 'b'
                /** @description What in that partner’s chart says so, with its own placements. */
                statement: string
                /** @description What it means, in our own words. */
                meaning: string
                /** @description The classical books it rests on, by title. */
                books: string[]
              }[]
              /** @description What asks for care. */
              cautionaryFactors: {
                /**
                 * @description Partner a or partner b.
                 * @enum {unknown}
                 */
                partner: 'a' | 'b'
                /** @description What in that partner’s chart says so, with its own placements. */
                statement: string
                /** @description What it means, in our own words. */
                meaning: string
                /** @description The classical books it rests on, by title. */
                books: string[]
              }[]
              /** @description One chart read for marriage. */
              a: {
                /**
                 * @description Houses from the lagna, or from the Moon’s sign when the birth time is unknown.
                 * @enum {unknown}
                 */
                houseBasis: 'lagna' | 'moon'
                /** @description The 7th house, of the partner. */
                seventhHouse: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /**
                   * @description Its lord.
                   * @enum {unknown}
                   */
                  lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                  /** @description The house its lord sits in. */
                  lordHouse: number
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  lordSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description The lord’s dignity. */
                  lordDignity: string
                  /** @description Grahas in the 7th. */
                  occupants: (
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  )[]
                  /** @description Grahas aspecting the 7th (full aspects), not in it. */
                  aspectedBy: (
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  )[]
                }
                /** @description Venus, the significator of the partner. */
                venus: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description House from the lagna (from the Moon without a birth time). */
                  house: number
                  /** @description Its dignity: exalted, moolatrikona, own, friendly, neutral, enemy or debilitated. */
                  dignity: string
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  navamsaSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /** @description Jupiter, read in a woman’s chart for the husband. */
                jupiter: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description House from the lagna (from the Moon without a birth time). */
                  house: number
                  /** @description Its dignity: exalted, moolatrikona, own, friendly, neutral, enemy or debilitated. */
                  dignity: string
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  navamsaSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /** @description The navāṃśa (D9), the chart of marriage. */
                navamsa: {
                  /** @description The navāṃśa lagna; null without a birth time. */
                  lagnaSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /** @description The navāṃśa’s 7th sign; null without a birth time. */
                  seventhSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /** @description Its lord; null without a birth time. */
                  seventhLord: ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn') | null
                  /** @description That lord’s sign in the navāṃśa; null without a birth time. */
                  seventhLordSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  venusSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /**
                 * @description How the classical statements about marriage read this chart, as `/v1/interpret` reads them.
                 * @enum {unknown}
                 */
                marriageOutlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
                /** @description The chart’s marriage picture in plain words. */
                summary: string
              }
              /** @description One chart read for marriage. */
              b: {
                /**
                 * @description Houses from the lagna, or from the Moon’s sign when the birth time is unknown.
                 * @enum {unknown}
                 */
                houseBasis: 'lagna' | 'moon'
                /** @description The 7th house, of the partner. */
                seventhHouse: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /**
                   * @description Its lord.
                   * @enum {unknown}
                   */
                  lord: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn'
                  /** @description The house its lord sits in. */
                  lordHouse: number
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  lordSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description The lord’s dignity. */
                  lordDignity: string
                  /** @description Grahas in the 7th. */
                  occupants: (
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  )[]
                  /** @description Grahas aspecting the 7th (full aspects), not in it. */
                  aspectedBy: (
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  )[]
                }
                /** @description Venus, the significator of the partner. */
                venus: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description House from the lagna (from the Moon without a birth time). */
                  house: number
                  /** @description Its dignity: exalted, moolatrikona, own, friendly, neutral, enemy or debilitated. */
                  dignity: string
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  navamsaSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /** @description Jupiter, read in a woman’s chart for the husband. */
                jupiter: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description House from the lagna (from the Moon without a birth time). */
                  house: number
                  /** @description Its dignity: exalted, moolatrikona, own, friendly, neutral, enemy or debilitated. */
                  dignity: string
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  navamsaSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /** @description The navāṃśa (D9), the chart of marriage. */
                navamsa: {
                  /** @description The navāṃśa lagna; null without a birth time. */
                  lagnaSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /** @description The navāṃśa’s 7th sign; null without a birth time. */
                  seventhSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /** @description Its lord; null without a birth time. */
                  seventhLord: ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn') | null
                  /** @description That lord’s sign in the navāṃśa; null without a birth time. */
                  seventhLordSign:
                    | (
                        | 'Aries'
                        | 'Taurus'
                        | 'Gemini'
                        | 'Cancer'
                        | 'Leo'
                        | 'Virgo'
                        | 'Libra'
                        | 'Scorpio'
                        | 'Sagittarius'
                        | 'Capricorn'
                        | 'Aquarius'
                        | 'Pisces'
                      )
                    | null
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  venusSign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                }
                /**
                 * @description How the classical statements about marriage read this chart, as `/v1/interpret` reads them.
                 * @enum {unknown}
                 */
                marriageOutlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
                /** @description The chart’s marriage picture in plain words. */
                summary: string
              }
              /** @description The two charts read across each other: the Moon signs, the lagnas and their lords; each partner’s Moon, Venus, Mars, Sun and lagna lord in the other’s lagna, 7th and Moon signs; a Moon in the 8th sign from the other’s lagna; the navāṃśa lagnas and 7th lords (with both birth times). */
              together: {
                /** @description How the charts meet. */
                statement: string
                /** @description What it means, in our own words. */
                meaning: string
                /**
                 * @description Its tone.
                 * @enum {unknown}
                 */
                tone: 'supportive' | 'cautionary' | 'neutral'
                /** @description Books it rests on, by title (may be empty). */
                books: string[]
              }[]
            }
            /** @description The couple’s next ten years: periods, sandhis, Sade Sati and where they coincide. */
            timing: {
              /** @description The window’s first day, `YYYY-MM-DD`. */
              from: string
              /** @description Its last day (ten years on). */
              to: string
              /** @description One partner’s time. */
              a: {
                /** @description The periods running at the reference date. */
                running: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The running antardaśā lord. */
                  antardasha:
                    | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                    | null
                  /** @description Start of the running antardaśā, `YYYY-MM-DD`. */
                  start: string
                  /** @description Its end. */
                  end: string
                } | null
                /** @description The Vimśottarī antardaśās over the window. */
                periods: {
                  /** @description Mahādaśā lord–antardaśā lord. */
                  period: string
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  antardasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Its tone for partnership, as `/v1/interpret` reads the marriage domain.
                   * @enum {unknown}
                   */
                  tone: 'favorable' | 'cautionary' | 'neutral'
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
                /** @description Mahādaśā changes within the window. */
                sandhi: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  from: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  to: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The day the mahādaśā changes, `YYYY-MM-DD`. */
                  change: string
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
                /** @description Sade Sati within the window. */
                sadeSati: {
                  /**
                   * @description The 12th, the 1st or the 2nd from the Moon.
                   * @enum {unknown}
                   */
                  phase: 'rising' | 'peak' | 'setting'
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
              }
              /** @description One partner’s time. */
              b: {
                /** @description The periods running at the reference date. */
                running: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The running antardaśā lord. */
                  antardasha:
                    | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                    | null
                  /** @description Start of the running antardaśā, `YYYY-MM-DD`. */
                  start: string
                  /** @description Its end. */
                  end: string
                } | null
                /** @description The Vimśottarī antardaśās over the window. */
                periods: {
                  /** @description Mahādaśā lord–antardaśā lord. */
                  period: string
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  antardasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Its tone for partnership, as `/v1/interpret` reads the marriage domain.
                   * @enum {unknown}
                   */
                  tone: 'favorable' | 'cautionary' | 'neutral'
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
                /** @description Mahādaśā changes within the window. */
                sandhi: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  from: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  to: 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The day the mahādaśā changes, `YYYY-MM-DD`. */
                  change: string
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
                /** @description Sade Sati within the window. */
                sadeSati: {
                  /**
                   * @description The 12th, the 1st or the 2nd from the Moon.
                   * @enum {unknown}
                   */
                  phase: 'rising' | 'peak' | 'setting'
                  /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                  start: string
                  /** @description Last day, `YYYY-MM-DD`. */
                  end: string
                }[]
              }
              /** @description Where both are in a difficult time together (dates in partner a’s zone). */
              overlaps: {
                /**
                 * @description Both in a daśā sandhi, both in an antardaśā cautionary for partnership, or both in Sade Sati.
                 * @enum {unknown}
                 */
                kind: 'sandhi' | 'difficultPeriods' | 'sadeSati'
                /** @description In plain words. */
                description: string
                /** @description First day, `YYYY-MM-DD` (in the partner’s birth zone). */
                start: string
                /** @description Last day, `YYYY-MM-DD`. */
                end: string
              }[]
              /** @description Both partners’ running periods side by side and the span in which both run at once. */
              now: {
                /** @description One partner’s Vimśottarī periods at the reference date. */
                a: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The running antardaśā lord. */
                  antardasha:
                    | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                    | null
                  /** @description Start of the running antardaśā, ISO 8601 in the partner’s birth zone (as `currentDasha`). */
                  start: string
                  /** @description Its end. */
                  end: string
                }
                /** @description One partner’s Vimśottarī periods at the reference date. */
                b: {
                  /**
                   * @description Graha.
                   * @enum {unknown}
                   */
                  mahadasha:
                    'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                  /** @description The running antardaśā lord. */
                  antardasha:
                    | ('Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu')
                    | null
                  /** @description Start of the running antardaśā, ISO 8601 in the partner’s birth zone (as `currentDasha`). */
                  start: string
                  /** @description Its end. */
                  end: string
                }
                /** @description The later of the two starts, ISO 8601 in partner a’s zone. */
                overlapStart: string
                /** @description The earlier of the two ends, ISO 8601 in partner a’s zone. */
                overlapEnd: string
                /** @description In one sentence: the two periods and how the lords of the running sub-periods relate. */
                note: string
              } | null
              /** @description In plain words. */
              summary: string
            }
            /** @description What would change with a birth time a few minutes off, or cannot be known without one. */
            sensitivity: {
              /** @description One partner’s sensitivity to the birth time. */
              a: {
                /** @description Each boundary within reach of a birth time a few minutes off. */
                notes: {
                  /**
                   * @description What the Moon (or the lagna) is near.
                   * @enum {unknown}
                   */
                  boundary: 'nakshatra' | 'pada' | 'sign' | 'vashyaHalf' | 'lagnaSign'
                  /** @description How many minutes off the birth time would have to be to cross it. */
                  minutes: number
                  /** @description The results that would change. */
                  affects: string[]
                  /** @description In plain words. */
                  explanation: string
                }[]
                /** @description Without a birth time: the results that cannot be known (empty with one). */
                unknown: string[]
              }
              /** @description One partner’s sensitivity to the birth time. */
              b: {
                /** @description Each boundary within reach of a birth time a few minutes off. */
                notes: {
                  /**
                   * @description What the Moon (or the lagna) is near.
                   * @enum {unknown}
                   */
                  boundary: 'nakshatra' | 'pada' | 'sign' | 'vashyaHalf' | 'lagnaSign'
                  /** @description How many minutes off the birth time would have to be to cross it. */
                  minutes: number
                  /** @description The results that would change. */
                  affects: string[]
                  /** @description In plain words. */
                  explanation: string
                }[]
                /** @description Without a birth time: the results that cannot be known (empty with one). */
                unknown: string[]
              }
              /** @description In plain words. */
              summary: string
            }
            /** @description The verdict: qualitative, never a score of ours. */
            verdict: {
              /**
               * @description Where the match leans, in the vocabulary of `/v1/interpret`.
               * @enum {unknown}
               */
              outlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
              /**
               * @description How firmly.
               * @enum {unknown}
               */
              confidence: 'high' | 'moderate' | 'low'
              /** @description The plain reasons. */
              reasons: string[]
              /** @description A short summary. */
              summary: string
            }
            /** @description Every choice made where traditions differ, in words. */
            conventions: {
              [key: string]: string
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_reference_date`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_reference_date'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getCompatibilityBatch: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "profile": {
         *         "date": "1992-03-14",
         *         "time": "06:45",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 13.0827,
         *         "longitude": 80.2707,
         *         "gender": "female"
         *       },
         *       "candidates": [
         *         {
         *           "id": "c-101",
         *           "date": "1989-11-02",
         *           "time": "21:10",
         *           "timezone": "Asia/Kolkata",
         *           "latitude": 12.9716,
         *           "longitude": 77.5946,
         *           "gender": "male"
         *         },
         *         {
         *           "id": "c-102",
         *           "date": "1990-06-18",
         *           "time": "04:25",
         *           "timezone": "Asia/Kolkata",
         *           "latitude": 19.076,
         *           "longitude": 72.8777,
         *           "gender": "male"
         *         },
         *         {
         *           "id": "c-103",
         *           "date": "1988-01-30",
         *           "timezone": "Asia/Kolkata",
         *           "latitude": 28.6139,
         *           "longitude": 77.209,
         *           "gender": "male"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          /** @description The one profile every candidate is matched with: birth data plus `name` and `gender`, as a partner of `/v1/compatibility` (it stands as partner `a`). Validated as any request: an error here refuses the call. Used only to answer this call: never stored, never logged. */
          profile: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
            /** @description Accepted so that a partner of `/v1/compatibility` can be sent as it is; not used (the batch writes no words) and not returned. */
            name?: string
            /**
             * @description The profile’s gender. Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s) as in `/v1/compatibility`: missing, or the same for both, and both directions are given.
             * @enum {unknown}
             */
            gender?: 'male' | 'female'
          }
          /** @description The candidates, 1 to 500 (more is 400 `invalid_field`), each checked on its own. The whole body is limited to 256 KiB (413 `payload_too_large`): 500 candidates with an `id`, a `name` and a `gender` take about 100 KiB. */
          candidates: (
            | {
                /** @description Your own reference for the candidate, 1–64 characters, returned with its item. */
                id?: string
                /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
                date: string
                /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
                time?: string
                /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
                timezone: string
                /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
                latitude: number
                /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
                longitude: number
                /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
                utcOffset?: string
                /** @description Accepted so that a partner of `/v1/compatibility` can be sent as it is; not used (the batch writes no words) and not returned. */
                name?: string
                /**
                 * @description The candidate’s gender. Decides the traditional direction of the kūṭas (from the bride’s star to the groom’s) as in `/v1/compatibility`: missing, or the same for both, and both directions are given.
                 * @enum {unknown}
                 */
                gender?: 'male' | 'female'
              }
            | unknown
          )[]
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description Every candidate’s match with the profile, best first. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The profile at a glance, computed once. */
            profile: {
              /** @description The gender given, or null. */
              gender: ('male' | 'female') | null
              /** @description False when the birth time was not given. */
              timeKnown: boolean
              /** @description The natal Moon (Lahiri), which the kūṭas and poruthams read. */
              moon: {
                /**
                 * @description Sidereal sign.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The Moon’s nakṣatra.
                 * @enum {unknown}
                 */
                nakshatra:
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                /** @description Its pada, 1–4. */
                pada: number
              }
              /** @description The lagna’s sign; null when the birth time is unknown. */
              lagna:
                | (
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  )
                | null
              /** @description Maṅgala (Kuja) doṣa of this chart, as `manglik.a` / `manglik.b` of `/v1/compatibility`. */
              manglik: {
                /** @description Mars in the 1st, 4th, 7th, 8th or 12th from the lagna or the Moon (from the Moon alone without a birth time). */
                present: boolean
                /**
                 * @description From how many of the lagna, the Moon and Venus Mars is in such a house (0–3).
                 * @enum {unknown}
                 */
                intensity: 'none' | 'mild' | 'moderate' | 'strong'
                /** @description Present, and a cancellation of this chart applies. */
                cancelled: boolean
                /** @description The cancellations that apply, in words (empty unless `cancelled`). */
                cancelledBy: string[]
              }
              /** @description The chart’s malefic points as pāpasāmya counts them (Mars, Saturn, the Sun and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna 1 each, the Moon ½, Venus ¼). */
              papasamya: number
            }
            /** @description How many candidates were sent, matched and refused. */
            counts: {
              /** @description Candidates sent. */
              candidates: number
              /** @description Candidates matched (and charged). */
              matched: number
              /** @description Candidates not matched, each with its `error`. */
              failed: number
            }
            /** @description One item per candidate, best first: by `ashtakoota.totalAfterExceptions`, then `ashtakoota.total`, then `poruthams.agreeing`, each descending (when the genders do not decide, each the lower of the two directions), then by `index`. Items with an `error` come last, in input order. */
            matches: {
              /** @description The candidate’s position in `candidates`, from 0. */
              index: number
              /** @description The candidate’s `id` as sent; null when none was sent (or it was not valid). */
              id: string | null
              /** @description Why this candidate was not matched; present only then. */
              error?: {
                /**
                 * @description The error code `/v1/compatibility` answers with for the same birth data.
                 * @enum {unknown}
                 */
                code:
                  | 'invalid_birthdata'
                  | 'invalid_timezone'
                  | 'invalid_coordinates'
                  | 'missing_required_field'
                  | 'unknown_field'
                  | 'invalid_field'
                /** @description What is wrong, naming the field (`candidates[7].latitude`). Never contains the values sent. */
                message: string
              }
              /** @description The candidate at a glance. Absent when `error` is present. */
              candidate?: {
                /** @description The gender given, or null. */
                gender: ('male' | 'female') | null
                /** @description False when the birth time was not given. */
                timeKnown: boolean
                /** @description The natal Moon (Lahiri), which the kūṭas and poruthams read. */
                moon: {
                  /**
                   * @description Sidereal sign.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /**
                   * @description The Moon’s nakṣatra.
                   * @enum {unknown}
                   */
                  nakshatra:
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  /** @description Its pada, 1–4. */
                  pada: number
                }
                /** @description The lagna’s sign; null when the birth time is unknown. */
                lagna:
                  | (
                      | 'Aries'
                      | 'Taurus'
                      | 'Gemini'
                      | 'Cancer'
                      | 'Leo'
                      | 'Virgo'
                      | 'Libra'
                      | 'Scorpio'
                      | 'Sagittarius'
                      | 'Capricorn'
                      | 'Aquarius'
                      | 'Pisces'
                    )
                  | null
                /** @description Maṅgala (Kuja) doṣa of this chart, as `manglik.a` / `manglik.b` of `/v1/compatibility`. */
                manglik: {
                  /** @description Mars in the 1st, 4th, 7th, 8th or 12th from the lagna or the Moon (from the Moon alone without a birth time). */
                  present: boolean
                  /**
                   * @description From how many of the lagna, the Moon and Venus Mars is in such a house (0–3).
                   * @enum {unknown}
                   */
                  intensity: 'none' | 'mild' | 'moderate' | 'strong'
                  /** @description Present, and a cancellation of this chart applies. */
                  cancelled: boolean
                  /** @description The cancellations that apply, in words (empty unless `cancelled`). */
                  cancelledBy: string[]
                }
                /** @description The chart’s malefic points as pāpasāmya counts them (Mars, Saturn, the Sun and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna 1 each, the Moon ½, Venus ¼). */
                papasamya: number
              }
              /**
               * @description Who stands in the bride’s place in `ashtakoota` and `poruthams`. Absent when `error` is present.
               * @enum {unknown}
               */
              bride?: 'profile' | 'candidate'
              /** @description True when the genders decided the direction; false when both directions are given (the profile in the bride’s place first). Absent when `error` is present. */
              fromGender?: boolean
              /** @description Aṣṭakūṭa (guṇa milan) in the direction of `bride`. Absent when `error` is present. */
              ashtakoota?: {
                /** @description The guṇa total out of 36, as counted. */
                total: number
                /** @description The total with the points of each doṣa a generally held exception cancels restored, as in `/v1/compatibility`. */
                totalAfterExceptions: number
                /** @description The points of each of the eight kūṭas. */
                points: {
                  /** @description Points of varna, of 1. */
                  varna: number
                  /** @description Points of vashya, of 2. */
                  vashya: number
                  /** @description Points of tara, of 3. */
                  tara: number
                  /** @description Points of yoni, of 4. */
                  yoni: number
                  /** @description Points of grahaMaitri, of 5. */
                  grahaMaitri: number
                  /** @description Points of gana, of 6. */
                  gana: number
                  /** @description Points of bhakoot, of 7. */
                  bhakoot: number
                  /** @description Points of nadi, of 8. */
                  nadi: number
                }
              }
              /** @description Aṣṭakūṭa counted the other way; only when the genders do not decide the direction. */
              ashtakootaReverse?: {
                /** @description The guṇa total out of 36, as counted. */
                total: number
                /** @description The total with the points of each doṣa a generally held exception cancels restored, as in `/v1/compatibility`. */
                totalAfterExceptions: number
                /** @description The points of each of the eight kūṭas. */
                points: {
                  /** @description Points of varna, of 1. */
                  varna: number
                  /** @description Points of vashya, of 2. */
                  vashya: number
                  /** @description Points of tara, of 3. */
                  tara: number
                  /** @description Points of yoni, of 4. */
                  yoni: number
                  /** @description Points of grahaMaitri, of 5. */
                  grahaMaitri: number
                  /** @description Points of gana, of 6. */
                  gana: number
                  /** @description Points of bhakoot, of 7. */
                  bhakoot: number
                  /** @description Points of nadi, of 8. */
                  nadi: number
                }
              }
              /** @description The ten poruthams counted in the direction of `bride`. Absent when `error` is present. */
              poruthams?: {
                /** @description Poruthams that agree, of ten, by the Tamil usage. */
                agreeing: number
                /** @description Rajju or Vedha when it does not agree: the tradition treats it as decisive. */
                vetoes: ('rajju' | 'vedha')[]
              }
              /** @description The poruthams counted the other way; only when the genders do not decide the direction. */
              poruthamsReverse?: {
                /** @description Poruthams that agree, of ten, by the Tamil usage. */
                agreeing: number
                /** @description Rajju or Vedha when it does not agree: the tradition treats it as decisive. */
                vetoes: ('rajju' | 'vedha')[]
              }
              /** @description The doṣas present (nāḍī, bhakūṭ and gaṇa from the kūṭas, Maṅgala of the two charts, Rajju and Vedha), in the direction of `bride`, as `doshas` of `/v1/compatibility`; empty when none is. Absent when `error` is present. */
              doshas?: {
                /**
                 * @description The doṣa.
                 * @enum {unknown}
                 */
                name: 'nadi' | 'bhakoot' | 'gana' | 'manglik' | 'rajju' | 'vedha'
                /** @description Held cancelled by a classical exception (for Maṅgala: balanced, or cancelled in its chart). */
                cancelled: boolean
                /** @description The exceptions that cancel it, in words (empty when not cancelled). */
                cancelledBy: string[]
              }[]
              /** @description Pāpasāmya: the groom’s malefic points at least the bride’s; null when the genders do not say who is who and the counts differ. Absent when `error` is present. */
              papasamyaBalanced?: boolean | null
            }[]
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  findMuhurta: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "subject": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "subjectName": "Asha",
         *       "eventPlace": {
         *         "latitude": 28.6139,
         *         "longitude": 77.209,
         *         "timezone": "Asia/Kolkata",
         *         "label": "New Delhi"
         *       },
         *       "rangeStart": "2027-01-01",
         *       "rangeEnd": "2027-03-31",
         *       "freeText": "griha pravesh for our new flat",
         *       "topN": 3
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          subject: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description The person’s name, used only in the words of the answer (never stored or logged). */
          subjectName?: string
          /** @description Where the event happens: every day is judged at this place (its sunrise, its pañcāṅga), never at the birthplace. */
          eventPlace: {
            /** @description Latitude of the event’s place, north positive. */
            latitude: number
            /** @description Longitude of the event’s place, east positive. */
            longitude: number
            /** @description IANA time zone of the event’s place: the days and every time of the answer are in it. */
            timezone: string
            /** @description A name for the place, echoed back. */
            label?: string
          }
          /**
           * Format: date
           * @description First date to scan, `YYYY-MM-DD`, local to `eventPlace.timezone`; from 1800-02-01 to 2149-12-31.
           */
          rangeStart: string
          /**
           * Format: date
           * @description Last date to scan, inclusive: at most 366 days after `rangeStart` counted in (a reversed, too long or out-of-coverage range is `invalid_range`), `YYYY-MM-DD`, local to `eventPlace.timezone`; from 1800-02-01 to 2149-12-31.
           */
          rangeEnd: string
          /** @description An event of the catalogue (`GET /v1/muhurta/events`): marriage, griha_pravesha, vehicle_purchase, … Another value is `invalid_field`, with the allowed ids. */
          eventId?: string
          /** @description The event in words, when there is no `eventId` (“shaadi”, “house warming”, “buying a car”, “mundan for my son”); word forms and common spellings are understood (docs/muhurta.md). The answer’s `event.understood` says what it was taken to mean and from which words; words that name no event get the general profile, and it says so. A description naming a medical procedure or treatment (surgery, a caesarean delivery, chemotherapy, dialysis, IVF, taking medicine…) is `invalid_field`: its timing is for the treating physician to decide, and the service does not choose times for it. */
          freeText?: string
          /** @description Local clock time `HH:MM` at which each day is judged; default the day’s sunrise at the place. A time before sunrise belongs to the Vedic day that began the sunrise before (its weekday too). */
          timeOfDay?: string
          /**
           * @description For travel: the direction of the journey. A weekday whose diśā śūla lies that way is refused (Monday and Saturday east, Tuesday and Wednesday north, Thursday south, Friday and Sunday west), and Pañcaka refuses only a journey to the south. Without it, Pañcaka refuses every journey. Not used for other events.
           * @enum {unknown}
           */
          direction?: 'north' | 'south' | 'east' | 'west'
          /**
           * @description For a marriage: whether the subject is the bride or the groom (a `partner` is then the other). Guru bala is read from the bride’s natal Moon and Sūrya bala from the groom’s; without it both are read for each person.
           * @enum {unknown}
           */
          subjectRole?: 'bride' | 'groom'
          /** @description For a marriage: the subject is a first-born. Muhurta Chintamani then refuses the lunar month, the nakṣatra and the tithi of their birth (otherwise cautions), and the month of Jyeṣṭha when both are first-born. */
          firstBorn?: boolean
          /** @description A second person the event is for, such as the other partner of a marriage: their tārābala, candrabala, Candrāṣṭama and birth factors are judged like the subject’s, and a time refused for either is refused. */
          partner?: {
            /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
            birthData: {
              /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
              date: string
              /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
              time?: string
              /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
              timezone: string
              /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
              latitude: number
              /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
              longitude: number
              /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
              utcOffset?: string
            }
            /** @description Used only in the words of the answer (never stored or logged). */
            name?: string
            /** @description For a marriage: the partner is a first-born (see `firstBorn`). */
            firstBorn?: boolean
          }
          /**
           * @description Whose almanac conventions name the months: `north` (North and central India (Delhi, Uttar Pradesh, Bihar, Rajasthan, Punjab, Haryana, Himachal, Uttarakhand, Jammu, Madhya Pradesh, Chhattisgarh, Jharkhand, Odisha) and Nepal: purnimanta lunar months); `deccan` (Gujarat, Maharashtra, Goa, Karnataka, Telangana and Andhra Pradesh: amanta lunar months); `tamil_nadu` (Tamil Nadu and Puducherry: amanta lunar months, tamil solar months); `kerala` (Kerala: amanta lunar months, malayalam solar months); `bengal` (West Bengal, Tripura and Bangladesh: amanta lunar months, bengali solar months). Default: inferred from `eventPlace` (the nearest city of a table in docs/muhurta.md, within 400 km), else `north`. The answer’s `calendar` says which was used. The rules themselves read amānta months and sidereal signs in every region.
           * @enum {unknown}
           */
          region?: 'north' | 'deccan' | 'tamil_nadu' | 'kerala' | 'bengal'
          /**
           * @description How many ranked days to return, 1 … 50 (default 5).
           * @default 5
           */
          topN?: number
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The ranked days. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The event the days were judged for. */
            event: {
              /** @description The catalogue id. */
              id: string
              /** @description The event’s name. */
              name: string
              /**
               * @description How the event was chosen.
               * @enum {unknown}
               */
              chosenBy: 'eventId' | 'freeText' | 'default'
              /** @description What the service understood, in a sentence. */
              understood: string
              /** @description The classical books its rules rest on. */
              books: (
                | 'Brihat Parashara Hora Shastra'
                | 'Phaladeepika'
                | 'Saravali'
                | 'Brihat Jataka'
                | 'Uttara Kalamrita'
                | 'Laghu Parashari'
                | 'Horasara'
                | 'Brihat Samhita'
                | 'Muhurta Chintamani'
                | 'Sanketa Nidhi'
                | 'Jataka Parijata'
                | 'Sarvartha Chintamani'
                | 'Three Hundred Important Combinations'
              )[]
            }
            /** @description The place every day was judged at, echoed. */
            eventPlace: {
              /** @description As asked. */
              latitude: number
              /** @description As asked. */
              longitude: number
              /** @description As asked. */
              timezone: string
              /** @description As asked. */
              label?: string
            }
            /** @description What was scanned. */
            range: {
              /** @description First date scanned. */
              start: string
              /** @description Last date scanned. */
              end: string
              /** @description Days in the range. */
              days: number
              /** @description Days that could be judged (a day without sunrise and without `timeOfDay` cannot). */
              evaluable: number
              /** @description Days neither offered nor refused: some time in them was clear of every refusal, but it had too little support to offer (neither a favoured nakṣatra nor a favoured tithi on a favoured weekday, or more than two cautions), or it lasted under ten minutes. */
              notOffered: number
            }
            /** @description The best days, ranked; fewer than `topN` when fewer qualify. */
            windows: {
              /** @description 1 is the best day found. */
              rank: number
              /** @description The local date, `YYYY-MM-DD`, whose sunrise begins the Vedic day. */
              date: string
              /**
               * @description The day’s grade: the grade of its best span. `excellent`: the event’s nakṣatra, tithi and weekday, and the person’s tārābala and candrabala, all favour it, without cautions; `good`: its nakṣatra, its tithi or weekday, and tārābala or candrabala, with at most one caution; `acceptable`: no refusal and some support. Qualitative, never a score.
               * @enum {unknown}
               */
              quality: 'excellent' | 'good' | 'acceptable'
              /** @description The best span of the day, which grades it: the best quality, then the most support, then the fewest cautions, then the longest. One of `spans`. */
              best: {
                /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
                start: string
                /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
                end: string
                /**
                 * @description The rising sign through it.
                 * @enum {unknown}
                 */
                lagna:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
              }
              /** @description What favours the best span, in plain words. */
              reasons: string[]
              /** @description What weighs against the best span without refusing it. */
              cautions: string[]
              /** @description The pañcāṅga through the best span, at the event’s place: every limb here holds from its start to its end. */
              panchanga: {
                /** @description The weekday of the Vedic day (sunrise to sunrise). */
                vara: string
                /** @description The tithi through the span. */
                tithi: {
                  /** @description The tithi’s name. */
                  name: string
                  /** @description 1–30: 1–15 Śukla, 16–30 Kṛṣṇa (30 Amavasya). */
                  number: number
                  /**
                   * @description The fortnight.
                   * @enum {unknown}
                   */
                  paksha: 'Shukla' | 'Krishna'
                }
                /** @description The Moon’s nakṣatra through the span. */
                nakshatra: {
                  /**
                   * @description The Moon’s nakṣatra.
                   * @enum {unknown}
                   */
                  name:
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  /** @description Its pada at the start of the span. */
                  pada: number
                }
                /** @description The nitya yoga through the span. */
                yoga: string
                /** @description The karaṇa through the span. */
                karana: string
                /**
                 * @description The Moon’s sidereal sign through the span.
                 * @enum {unknown}
                 */
                moonSign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description The lunar month. */
                lunarMonth: {
                  /**
                   * @description New moon to new moon.
                   * @enum {unknown}
                   */
                  amanta:
                    | 'Chaitra'
                    | 'Vaishakha'
                    | 'Jyeshtha'
                    | 'Ashadha'
                    | 'Shravana'
                    | 'Bhadrapada'
                    | 'Ashvina'
                    | 'Kartika'
                    | 'Margashirsha'
                    | 'Pausha'
                    | 'Magha'
                    | 'Phalguna'
                  /**
                   * @description Full moon to full moon.
                   * @enum {unknown}
                   */
                  purnimanta:
                    | 'Chaitra'
                    | 'Vaishakha'
                    | 'Jyeshtha'
                    | 'Ashadha'
                    | 'Shravana'
                    | 'Bhadrapada'
                    | 'Ashvina'
                    | 'Kartika'
                    | 'Margashirsha'
                    | 'Pausha'
                    | 'Magha'
                    | 'Phalguna'
                  /** @description An intercalary month. */
                  adhika: boolean
                }
                /** @description The month as the region’s almanacs name it (see `calendar`): the pūrṇimānta lunar month in the north, the amānta one in the Deccan, the solar month with its day in Tamil Nadu, Kerala and Bengal (“Thai 1”). */
                month: string
                /** @description The solar month of the Vedic day in each regional calendar (Drik saṅkrāntis). */
                solarMonth: {
                  /**
                   * @description The Sun’s sidereal sign at sunrise.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description The Tamil solar month and day; null where its rule needs a sunset the place lacks. */
                  tamil: {
                    /** @description The month’s name. */
                    month: string
                    /** @description The day of the month. */
                    day: number
                  } | null
                  /** @description The Malayalam solar month and day. */
                  malayalam: {
                    /** @description The month’s name. */
                    month: string
                    /** @description The day of the month. */
                    day: number
                  } | null
                  /** @description The Bengali solar month and day. */
                  bengali: {
                    /** @description The month’s name. */
                    month: string
                    /** @description The day of the month. */
                    day: number
                  } | null
                }
              }
              /** @description The person’s tārābala through the best span. */
              tarabala: {
                /** @description The nakṣatra of the best span counted from the birth star, 1–27. */
                count: number
                /** @description The tārā, 1–9. */
                tara: number
                /** @description Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra or Parama Mitra. */
                name: string
                /** @description The round of nine it falls in, 1–3. */
                cycle: number
                /** @description Sampat, Kshema, Sadhana, Mitra or Parama Mitra. */
                supportive: boolean
              }
              /** @description The person’s candrabala through the best span. */
              chandrabala: {
                /** @description The Moon’s sign counted from the natal Moon’s, 1–12. */
                house: number
                /** @description 1, 3, 6, 7, 10, 11 always; 2, 5, 9 in the bright fortnight. */
                supportive: boolean
              }
              /** @description The partner’s tārābala and candrabala through the best span; null without a `partner`. */
              partner: {
                /** @description The partner’s tārābala through the best span. */
                tarabala: {
                  /** @description From the partner’s birth star, 1–27. */
                  count: number
                  /** @description The tārā, 1–9. */
                  tara: number
                  /** @description The tārā’s name. */
                  name: string
                  /** @description The round of nine, 1–3. */
                  cycle: number
                  /** @description A supportive tārā. */
                  supportive: boolean
                }
                /** @description The partner’s candrabala through the best span. */
                chandrabala: {
                  /** @description The Moon’s sign from the partner’s natal Moon, 1–12. */
                  house: number
                  /** @description As for the subject. */
                  supportive: boolean
                }
              } | null
              /** @description Every acceptable span of the Vedic day, in order: a rising sign suited to the event, clear of Rāhu kālam, Yamagaṇḍa, Gulika, durmuhūrta and Varjyam, with no refusal and some support through all of it, ten minutes or longer (with `timeOfDay`: the span holding that time, whatever its length). A span ends where anything its words say stops being true. */
              spans: {
                /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
                start: string
                /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
                end: string
                /**
                 * @description The rising sign through the span.
                 * @enum {unknown}
                 */
                lagna:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /**
                 * @description The span’s own grade. `excellent`: the event’s nakṣatra, tithi and weekday, and the person’s tārābala and candrabala, all favour it, without cautions; `good`: its nakṣatra, its tithi or weekday, and tārābala or candrabala, with at most one caution; `acceptable`: no refusal and some support. Qualitative, never a score.
                 * @enum {unknown}
                 */
                quality: 'excellent' | 'good' | 'acceptable'
                /** @description The tithi through the span (its name alone). */
                tithi: string
                /**
                 * @description The fortnight of that tithi.
                 * @enum {unknown}
                 */
                paksha: 'Shukla' | 'Krishna'
                /**
                 * @description The Moon’s nakṣatra through the span.
                 * @enum {unknown}
                 */
                nakshatra:
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                /** @description What favours the span, true from its start to its end. */
                reasons: string[]
                /** @description What weighs against it without refusing it. */
                cautions: string[]
              }[]
              /** @description A modern consideration, labelled as such and not used in the ranking: the person’s running daśā lords at the best span and how the lord of its nakṣatra relates to them. */
              runningPeriod: {
                /**
                 * @description The running Vimśottarī mahādaśā lord.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury'
                /** @description The running antardaśā lord. */
                antardasha:
                  | ('Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury')
                  | null
                /** @description What the modern consideration says of the best span. */
                note: string
              } | null
              /** @description The festivals, saṅkrāntis and abujh days the almanac keeps on this date (names; see `almanacDays`). Context only: they do not change the judgement. */
              almanac: string[]
            }[]
            /** @description Days with no acceptable span whose best time, `good` or better, was kept out by a single refusal (at most ten, the best first). */
            nearMisses: {
              /** @description The local date whose sunrise begins the Vedic day. */
              date: string
              /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
              start: string
              /** @description ISO 8601 local date-time to the second with the event place’s UTC offset at that instant. */
              end: string
              /**
               * @description The quality the span would have had.
               * @enum {unknown}
               */
              wouldBe: 'excellent' | 'good' | 'acceptable'
              /** @description The one refusal that holds through it. */
              refusedFor: string
              /** @description When that refusal ends, if it ends before the next sunrise. */
              refusalEnds: string | null
            }[]
            /** @description How many days each refusal removed, the most first. */
            excluded: {
              /**
               * @description The kind of refusal: a seasonal exclusion of the catalogue, or a limb or personal one.
               * @enum {unknown}
               */
              exclusion:
                | 'adhika_masa'
                | 'kharmas'
                | 'chaturmas'
                | 'pitru_paksha'
                | 'holashtak'
                | 'jupiter_combust'
                | 'venus_combust'
                | 'mercury_combust'
                | 'eclipse'
                | 'sankranti'
                | 'dakshinayana'
                | 'panchaka'
                | 'simhastha_guru'
                | 'nakshatra'
                | 'tithi'
                | 'weekday'
                | 'month'
                | 'vishti'
                | 'vyatipata_vaidhriti'
                | 'gandanta'
                | 'chandrashtama'
                | 'tarabala'
                | 'lagna_shuddhi'
                | 'moon_yuti'
                | 'jamitra'
                | 'dagdha_tithi'
                | 'first_born'
                | 'vedha'
                | 'bana'
                | 'ekargala'
                | 'kranti_samya'
                | 'disha_shula'
                | 'time_of_day'
                | 'no_clear_time'
              /** @description What it means. */
              description: string
              /** @description Days it refused: days with no acceptable span in which it held through every part with a suitable rising sign clear of the kālams (a day refused for several reasons counts under each; `no_clear_time` counts days where different refusals held at different times). */
              days: number
            }[]
            /** @description The festivals, saṅkrāntis and abujh days in the range at the event’s place, from the reviewable table of docs/panchanga.md, each dated by the rule of its own part of the day (kāla). Context an almanac gives; the judgement does not read them. */
            almanacDays: {
              /** @description The local date the almanac keeps it on, `YYYY-MM-DD`. */
              date: string
              /** @description The entry of the table (docs/panchanga.md). */
              id: string
              /** @description Its common name. */
              name: string
              /**
               * @description `abujh`: a day many almanacs hold auspicious in itself, taken for beginnings without a search; `sankranti`: the Sun enters a sign (dated by its puṇya kāla); `festival`.
               * @enum {unknown}
               */
              kind: 'festival' | 'abujh' | 'sankranti'
              /** @description What the day is, in a sentence. */
              note: string
              /** @description Whether the scan offers this date for the event (ranked or not). An abujh day the scan refuses is refused by the rules it states for that day. */
              offered: boolean
            }[]
            /** @description The almanac convention the answer names months by. */
            calendar: {
              /**
               * @description The region whose conventions name the months.
               * @enum {unknown}
               */
              region: 'north' | 'deccan' | 'tamil_nadu' | 'kerala' | 'bengal'
              /**
               * @description `request`: given as `region`; `place`: the convention of the nearest city of the table (within 400 km); `default`: no city within reach, the North Indian reckoning.
               * @enum {unknown}
               */
              from: 'request' | 'place' | 'default'
              /** @description The city whose convention the place took, for `place`. */
              nearestCity: string | null
              /**
               * @description How the words name the lunar month.
               * @enum {unknown}
               */
              lunarMonths: 'amanta' | 'purnimanta'
              /** @description The solar calendar `month` dates by. */
              solarCalendar: ('tamil' | 'malayalam' | 'bengali') | null
            }
            /** @description The choices behind the scan, in words. */
            conventions: {
              [key: string]: string
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `invalid_range`, `no_days_evaluable`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'invalid_range'
              | 'no_days_evaluable'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getReport: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "name": "Asha Rao",
         *       "referenceDate": "2026-11-24",
         *       "domains": [
         *         "career",
         *         "marriage"
         *       ],
         *       "chartStyle": "north",
         *       "paper": "A4",
         *       "branding": {
         *         "name": "Jyoti Studio",
         *         "accentColor": "#7a4a00"
         *       }
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /** @description The name on the cover (default "Birth chart"). */
          name?: string
          /** @description The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDate?: string
          /**
           * @description The life domains read, each as `/v1/interpret` reads it, at most 5 (default career, marriage, finance; an empty list for none).
           * @default [
           *       "career",
           *       "marriage",
           *       "finance"
           *     ]
           */
          domains?: (
            | 'career'
            | 'business'
            | 'finance'
            | 'children'
            | 'property'
            | 'education'
            | 'travel'
            | 'spirituality'
            | 'lineage'
            | 'reputation'
            | 'partnerships'
            | 'legal'
            | 'family'
            | 'marriage'
            | 'health'
          )[]
          /**
           * @description How the rāśi and navāṃśa charts are drawn: `north` (default), `south` or `east`.
           * @default north
           * @enum {unknown}
           */
          chartStyle?: 'north' | 'south' | 'east'
          /**
           * @description The page size: `A4` (default) or US `Letter`.
           * @default A4
           * @enum {unknown}
           */
          paper?: 'A4' | 'Letter'
          /** @description Your brand on the report. */
          branding?: {
            /** @description Your name or your firm’s, at the top of every page. */
            name?: string
            /** @description Your logo, a PNG or JPEG in base64 (at most 256 KB decoded), at the top left of every page, fitted into 120 × 28 points. */
            logo?: string
            /** @description Headings and rules, `#rrggbb` (default `#7a4a00`). */
            accentColor?: string
          }
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The report. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description HMAC-SHA-256 (hex) of the canonical inputs with a server secret: identical inputs give the same id; it cannot be reversed or tested against candidate birth data. */
            computationId: string
            /** @description How the birth data was turned into an instant. */
            birth: {
              /** @description The birth instant in UTC (ISO 8601, to the second). */
              utc: string
              /** @description The offset applied: `+05:30`; with seconds where they are not zero (local mean time `+04:51:31`, Dublin Mean Time `-00:25:21`); the stated `birthData.utcOffset` when given. */
              utcOffset: string
              /** @description The zone’s abbreviation then (`IST`, `EDT`, `NST`, `DMT`; `GMT+6:30` where none is known), `LMT` for local mean time, or for a stated offset `UTC+04:51` (`LMT` for `lmt`). */
              zoneAbbreviation: string
              /**
               * @description `exact`: the clock time occurs once; `first_of_two`: it occurred twice (clocks went back) and the first was used; `local_mean_time`: before standard time (the tz database’s LMT era), the mean time of the birth longitude (longitude ÷ 15 h) was used, not the zone’s reference city; `stated_offset`: `birthData.utcOffset` was used and the zone’s history was not. A time the clocks skipped is refused.
               * @enum {unknown}
               */
              resolution: 'exact' | 'first_of_two' | 'local_mean_time' | 'stated_offset'
              /** @description False when `birthData.time` was omitted (cast for local noon). */
              timeKnown: boolean
              /** @description The conversion in plain words. */
              note: string
            }
            /** @description The moment read, ISO 8601 to the second with the birth zone’s offset then. */
            referenceDate: string
            /** @description The report. */
            report: {
              /**
               * @description The document’s media type.
               * @enum {string}
               */
              mediaType: 'application/pdf'
              /**
               * @description The page size.
               * @enum {unknown}
               */
              paper: 'A4' | 'Letter'
              /** @description How many pages it has. */
              pages: number
              /** @description Its size in bytes. */
              bytes: number
              /**
               * @description `data` holds the bytes in base64.
               * @enum {string}
               */
              encoding: 'base64'
              /** @description The PDF. */
              data: string
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_reference_date`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_reference_date'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  listMuhurtaEvents: {
    parameters: {
      query?: {
        /** @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language. */
        language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
      }
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the query has no `language`: the best of ours it asks for answers; else English. */
        'accept-language'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody?: never
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description The catalogue, in a fixed order. */
            events: {
              /** @description The `eventId` to send. */
              id: string
              /** @description The event’s name. */
              name: string
              /** @description What it is. */
              summary: string
              /** @description Words the free-text matcher maps to it. */
              aliases: string[]
              /** @description The classical books its rules rest on. */
              books: (
                | 'Brihat Parashara Hora Shastra'
                | 'Phaladeepika'
                | 'Saravali'
                | 'Brihat Jataka'
                | 'Uttara Kalamrita'
                | 'Laghu Parashari'
                | 'Horasara'
                | 'Brihat Samhita'
                | 'Muhurta Chintamani'
                | 'Sanketa Nidhi'
                | 'Jataka Parijata'
                | 'Sarvartha Chintamani'
                | 'Three Hundred Important Combinations'
              )[]
              /** @description The Moon’s nakṣatras that suit it and those that refuse a day. */
              nakshatras: {
                favoured: (
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                )[]
                avoided: (
                  | 'Ashwini'
                  | 'Bharani'
                  | 'Krittika'
                  | 'Rohini'
                  | 'Mrigashira'
                  | 'Ardra'
                  | 'Punarvasu'
                  | 'Pushya'
                  | 'Ashlesha'
                  | 'Magha'
                  | 'Purva Phalguni'
                  | 'Uttara Phalguni'
                  | 'Hasta'
                  | 'Chitra'
                  | 'Swati'
                  | 'Vishakha'
                  | 'Anuradha'
                  | 'Jyeshtha'
                  | 'Mula'
                  | 'Purva Ashadha'
                  | 'Uttara Ashadha'
                  | 'Shravana'
                  | 'Dhanishta'
                  | 'Shatabhisha'
                  | 'Purva Bhadrapada'
                  | 'Uttara Bhadrapada'
                  | 'Revati'
                )[]
              }
              /** @description Tithis 1–30 that suit it and those that refuse a day. */
              tithis: {
                favoured: number[]
                avoided: number[]
              }
              /** @description Weekdays that suit it and those that refuse a day. */
              weekdays: {
                favoured: string[]
                avoided: string[]
              }
              /** @description Rising signs suited to begin it. */
              lagnas: (
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              )[]
              /** @description Amānta lunar months that suit it and those that refuse a day. */
              months?: {
                favoured: (
                  | 'Chaitra'
                  | 'Vaishakha'
                  | 'Jyeshtha'
                  | 'Ashadha'
                  | 'Shravana'
                  | 'Bhadrapada'
                  | 'Ashvina'
                  | 'Kartika'
                  | 'Margashirsha'
                  | 'Pausha'
                  | 'Magha'
                  | 'Phalguna'
                )[]
                avoided: (
                  | 'Chaitra'
                  | 'Vaishakha'
                  | 'Jyeshtha'
                  | 'Ashadha'
                  | 'Shravana'
                  | 'Bhadrapada'
                  | 'Ashvina'
                  | 'Kartika'
                  | 'Margashirsha'
                  | 'Pausha'
                  | 'Magha'
                  | 'Phalguna'
                )[]
              }
              /** @description The seasonal exclusions that refuse a day. */
              exclusions: (
                | 'adhika_masa'
                | 'kharmas'
                | 'chaturmas'
                | 'pitru_paksha'
                | 'holashtak'
                | 'jupiter_combust'
                | 'venus_combust'
                | 'mercury_combust'
                | 'eclipse'
                | 'sankranti'
                | 'dakshinayana'
                | 'panchaka'
                | 'simhastha_guru'
              )[]
              /** @description It needs one of its favoured nakṣatras: a favoured tithi on a favoured weekday does not make up for another. */
              nakshatraRequired?: boolean
              /** @description The checks Muhurta Chintamani adds for a wedding apply: the dagdha tithi, the other faults of its ten (vedha, ekārgala, krānti-sāmya and the mṛtyu bāṇa refuse; jāmitra, lattā, pāta, upagraha and the other arrows are cautions), Guru and Sūrya bala, the janma māsa and the first-born rules. */
              weddingChecks?: boolean
              /** @description Exclusions that do not refuse it but that many almanacs weigh against it: a caution when they hold. */
              cautionedBy?: (
                | 'adhika_masa'
                | 'kharmas'
                | 'chaturmas'
                | 'pitru_paksha'
                | 'holashtak'
                | 'jupiter_combust'
                | 'venus_combust'
                | 'mercury_combust'
                | 'eclipse'
                | 'sankranti'
                | 'dakshinayana'
                | 'panchaka'
                | 'simhastha_guru'
              )[]
              /** @description Houses of the event’s own chart the texts want free of natural malefics. */
              emptyOfMalefics: number[]
              /** @description Planets whose strength the event leans on. */
              keyPlanets: string[]
              /** @description Where traditions differ for it. */
              notes: string[]
            }[]
            /** @description Every refusal a day can meet, seasonal, limb or personal. */
            exclusions: {
              /** @description Its name. */
              exclusion: string
              /** @description What it means. */
              description: string
            }[]
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
    }
  }
  getEphemerisPositions: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "datetime": "2024-03-20T10:30:00+05:30",
         *       "bodies": [
         *         "Sun",
         *         "Moon",
         *         "Mars",
         *         "MeanNode"
         *       ],
         *       "zodiac": "sidereal",
         *       "ayanamsa": "lahiri",
         *       "equatorial": true
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description The instant. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
           */
          datetime: string
          /** @description Bodies to compute, in the order wanted (default: all twelve, Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto, MeanNode, TrueNode). */
          bodies?: (
            | 'Sun'
            | 'Moon'
            | 'Mercury'
            | 'Venus'
            | 'Mars'
            | 'Jupiter'
            | 'Saturn'
            | 'Uranus'
            | 'Neptune'
            | 'Pluto'
            | 'MeanNode'
            | 'TrueNode'
          )[]
          /**
           * @description Zodiac of the longitudes: `sidereal` (default) or `tropical`.
           * @default sidereal
           * @enum {unknown}
           */
          zodiac?: 'sidereal' | 'tropical'
          /**
           * @description Ayanamsa for the sidereal zodiac (default `lahiri`), as Swiss Ephemeris defines them: Lahiri (SE_SIDM_LAHIRI), Raman, Krishnamurti, Fagan–Bradley. Ignored in the tropical zodiac.
           * @default lahiri
           * @enum {unknown}
           */
          ayanamsa?: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
          /**
           * @description Also give apparent right ascension and declination (default false).
           * @default false
           */
          equatorial?: boolean
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description Positions at the instant. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The instant computed for, in UTC (ISO 8601). */
            datetime: string
            /** @description Julian day in Universal Time (UT1 ≈ UTC). */
            julianDayUt: number
            /** @description ΔT = TT − UT in seconds at the instant. */
            deltaTSeconds: number
            /**
             * @description Zodiac of the longitudes.
             * @enum {unknown}
             */
            zodiac: 'sidereal' | 'tropical'
            /** @description The ayanamsa subtracted; null in the tropical zodiac. */
            ayanamsa: {
              /**
               * @description The ayanamsa used.
               * @enum {unknown}
               */
              name: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
              /** @description Its value at the instant in degrees, true (including the nutation in longitude): sidereal longitude = tropical longitude − this value. */
              degrees: number
            } | null
            /** @description One item per requested body, in the order requested. */
            positions: {
              /**
               * @description The body.
               * @enum {unknown}
               */
              body:
                | 'Sun'
                | 'Moon'
                | 'Mercury'
                | 'Venus'
                | 'Mars'
                | 'Jupiter'
                | 'Saturn'
                | 'Uranus'
                | 'Neptune'
                | 'Pluto'
                | 'MeanNode'
                | 'TrueNode'
              /** @description Ecliptic longitude of date in degrees, [0, 360). */
              longitude: number
              /**
               * @description Sign of the longitude, in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
              pada: number | null
              /** @description Ecliptic latitude in degrees. */
              latitude: number
              /** @description Geocentric distance in astronomical units (for the nodes: Swiss Ephemeris’ distance of the lunar orbit at the node). */
              distance: number
              /** @description Speed in longitude in degrees per day (negative when retrograde). */
              speed: number
              /** @description True exactly when `speed` < 0. */
              retrograde: boolean
              /** @description With `equatorial`: apparent right ascension in degrees, true equator and equinox of date. */
              rightAscension?: number
              /** @description With `equatorial`: apparent declination in degrees, true equator and equinox of date. */
              declination?: number
              /** @description Ketu, the other node: the node’s longitude + 180°, with its sign, degree, nakshatra and pada. */
              ketu?: {
                /** @description Ecliptic longitude of date in degrees, [0, 360). */
                longitude: number
                /**
                 * @description Sign of the longitude, in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
                /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
                nakshatra:
                  | (
                      | 'Ashwini'
                      | 'Bharani'
                      | 'Krittika'
                      | 'Rohini'
                      | 'Mrigashira'
                      | 'Ardra'
                      | 'Punarvasu'
                      | 'Pushya'
                      | 'Ashlesha'
                      | 'Magha'
                      | 'Purva Phalguni'
                      | 'Uttara Phalguni'
                      | 'Hasta'
                      | 'Chitra'
                      | 'Swati'
                      | 'Vishakha'
                      | 'Anuradha'
                      | 'Jyeshtha'
                      | 'Mula'
                      | 'Purva Ashadha'
                      | 'Uttara Ashadha'
                      | 'Shravana'
                      | 'Dhanishta'
                      | 'Shatabhisha'
                      | 'Purva Bhadrapada'
                      | 'Uttara Bhadrapada'
                      | 'Revati'
                    )
                  | null
                /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
                pada: number | null
              }
            }[]
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getEphemerisAngles: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "datetime": "2024-03-20T10:30:00+05:30",
         *       "latitude": 28.6139,
         *       "longitude": 77.209,
         *       "houseSystem": "placidus",
         *       "zodiac": "sidereal",
         *       "ayanamsa": "lahiri"
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description The instant. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
           */
          datetime: string
          /** @description Geographic latitude in degrees, north positive. */
          latitude: number
          /** @description Geographic longitude in degrees, east positive. */
          longitude: number
          /**
           * @description House system (default `whole_sign`). Placidus is undefined within the polar circles at some moments: the call then answers 422 `houses_undefined_at_latitude`, never another system.
           * @default whole_sign
           * @enum {unknown}
           */
          houseSystem?: 'whole_sign' | 'equal' | 'placidus'
          /**
           * @description Zodiac of the longitudes: `sidereal` (default) or `tropical`.
           * @default sidereal
           * @enum {unknown}
           */
          zodiac?: 'sidereal' | 'tropical'
          /**
           * @description Ayanamsa for the sidereal zodiac (default `lahiri`), as Swiss Ephemeris defines them: Lahiri (SE_SIDM_LAHIRI), Raman, Krishnamurti, Fagan–Bradley. Ignored in the tropical zodiac.
           * @default lahiri
           * @enum {unknown}
           */
          ayanamsa?: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description Angles and cusps. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The instant computed for, in UTC (ISO 8601). */
            datetime: string
            /** @description Julian day in Universal Time (UT1 ≈ UTC). */
            julianDayUt: number
            /** @description ΔT = TT − UT in seconds at the instant. */
            deltaTSeconds: number
            /** @description The latitude computed for. */
            latitude: number
            /** @description The longitude computed for. */
            longitude: number
            /**
             * @description The house system of the cusps.
             * @enum {unknown}
             */
            houseSystem: 'whole_sign' | 'equal' | 'placidus'
            /**
             * @description Zodiac of the longitudes.
             * @enum {unknown}
             */
            zodiac: 'sidereal' | 'tropical'
            /** @description The ayanamsa subtracted; null in the tropical zodiac. */
            ayanamsa: {
              /**
               * @description The ayanamsa used.
               * @enum {unknown}
               */
              name: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
              /** @description Its value at the instant in degrees, true (including the nutation in longitude): sidereal longitude = tropical longitude − this value. */
              degrees: number
            } | null
            /** @description The ascendant (rising degree of the ecliptic); the same in every house system. */
            ascendant: {
              /** @description Ecliptic longitude of date in degrees, [0, 360). */
              longitude: number
              /**
               * @description Sign of the longitude, in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
              pada: number | null
            }
            /** @description The midheaven (MC, culminating degree of the ecliptic); the same in every house system. */
            midheaven: {
              /** @description Ecliptic longitude of date in degrees, [0, 360). */
              longitude: number
              /**
               * @description Sign of the longitude, in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
              pada: number | null
            }
            /** @description The twelve cusps, house 1 first. Whole sign: 0° of the ascendant’s sign and the signs after it; equal: the ascendant + 30° steps; Placidus: semi-arc cusps. */
            cusps: {
              /** @description House number. */
              house: number
              /** @description Ecliptic longitude of date in degrees, [0, 360). */
              longitude: number
              /**
               * @description Sign of the longitude, in English.
               * @enum {unknown}
               */
              sign:
                | 'Aries'
                | 'Taurus'
                | 'Gemini'
                | 'Cancer'
                | 'Leo'
                | 'Virgo'
                | 'Libra'
                | 'Scorpio'
                | 'Sagittarius'
                | 'Capricorn'
                | 'Aquarius'
                | 'Pisces'
              /** @description Degrees within the sign, [0, 30). */
              degree: number
              /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
              nakshatra:
                | (
                    | 'Ashwini'
                    | 'Bharani'
                    | 'Krittika'
                    | 'Rohini'
                    | 'Mrigashira'
                    | 'Ardra'
                    | 'Punarvasu'
                    | 'Pushya'
                    | 'Ashlesha'
                    | 'Magha'
                    | 'Purva Phalguni'
                    | 'Uttara Phalguni'
                    | 'Hasta'
                    | 'Chitra'
                    | 'Swati'
                    | 'Vishakha'
                    | 'Anuradha'
                    | 'Jyeshtha'
                    | 'Mula'
                    | 'Purva Ashadha'
                    | 'Uttara Ashadha'
                    | 'Shravana'
                    | 'Dhanishta'
                    | 'Shatabhisha'
                    | 'Purva Bhadrapada'
                    | 'Uttara Bhadrapada'
                    | 'Revati'
                  )
                | null
              /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
              pada: number | null
            }[]
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `invalid_coordinates`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'invalid_coordinates'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `houses_undefined_at_latitude`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'houses_undefined_at_latitude'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getEphemerisAyanamsa: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "datetime": "2024-03-20T10:30:00+05:30"
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description The instant. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
           */
          datetime: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description Ayanamsa values. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The instant computed for, in UTC (ISO 8601). */
            datetime: string
            /** @description Julian day in Universal Time (UT1 ≈ UTC). */
            julianDayUt: number
            /** @description ΔT = TT − UT in seconds at the instant. */
            deltaTSeconds: number
            /**
             * @description The four top-level values are mean ayanamsas: without nutation (spec §4.11).
             * @enum {string}
             */
            kind: 'mean'
            /** @description Lahiri (Chitrapaksha), mean (without nutation). */
            lahiri: {
              /** @description Value in degrees. */
              degrees: number
              /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
              dms: string
            }
            /** @description Raman, mean (without nutation). */
            raman: {
              /** @description Value in degrees. */
              degrees: number
              /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
              dms: string
            }
            /** @description Krishnamurti (KP), mean (without nutation). */
            krishnamurti: {
              /** @description Value in degrees. */
              degrees: number
              /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
              dms: string
            }
            /** @description Fagan–Bradley, mean (without nutation). */
            faganBradley: {
              /** @description Value in degrees. */
              degrees: number
              /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
              dms: string
            }
            /** @description The same four ayanamsas, true: including the nutation in longitude. These are the values subtracted from apparent longitudes by the sidereal positions, angles and series. */
            true: {
              /** @description Lahiri (Chitrapaksha), true (with the nutation in longitude). */
              lahiri: {
                /** @description Value in degrees. */
                degrees: number
                /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
                dms: string
              }
              /** @description Raman, true (with the nutation in longitude). */
              raman: {
                /** @description Value in degrees. */
                degrees: number
                /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
                dms: string
              }
              /** @description Krishnamurti (KP), true (with the nutation in longitude). */
              krishnamurti: {
                /** @description Value in degrees. */
                degrees: number
                /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
                dms: string
              }
              /** @description Fagan–Bradley, true (with the nutation in longitude). */
              faganBradley: {
                /** @description Value in degrees. */
                degrees: number
                /** @description The same in degrees, minutes and seconds, e.g. 24°11'33.79". */
                dms: string
              }
            }
            /** @description Nutation in longitude Δψ in degrees: true − mean, the same for all four. */
            nutationLongitudeDeg: number
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getEphemerisSunrise: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "date": "2024-03-20",
         *       "timezone": "Asia/Kolkata",
         *       "latitude": 28.6139,
         *       "longitude": 77.209
         *     }
         */
        'application/json': {
          /**
           * Format: date
           * @description Local calendar date. `YYYY-MM-DD`, within 1800-01-02 … 2149-12-31.
           */
          date: string
          /** @description IANA time zone name of the place; it defines the local day and the offsets of the answer. */
          timezone: string
          /** @description Geographic latitude in degrees, north positive. */
          latitude: number
          /** @description Geographic longitude in degrees, east positive. */
          longitude: number
          /**
           * @description `standard` (default, spec §4.12): the upper limb on a sea-level horizon with 36.6′ refraction (computed with Swiss Ephemeris’ refraction for 1013.25 hPa at 0 °C, 36.7′: within 2 s). `hindu`: the centre of the disc on the horizon without refraction, the sunrise Jagannatha Hora and drik-panchanga use for the pañcāṅga (the Sun rises 53′ further: about 3½ minutes later at the equator, 4 to 5 at 30°–50° of latitude).
           * @default standard
           * @enum {unknown}
           */
          definition?: 'standard' | 'hindu'
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description Sunrise, sunset and next sunrise. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The local date computed for. */
            date: string
            /** @description The zone of the local times. */
            timezone: string
            /** @description The latitude computed for. */
            latitude: number
            /** @description The longitude computed for. */
            longitude: number
            /**
             * @description The sunrise definition used.
             * @enum {unknown}
             */
            definition: 'standard' | 'hindu'
            /** @description The first sunrise of the local date. ISO 8601 local time to the second with the zone’s UTC offset at that instant (rounded to whole minutes for local mean time, the clock time written to match), or null with the reason in `reasons`. */
            sunrise: string | null
            /** @description The first sunset after `sunrise` (without a sunrise: the first sunset of the date). ISO 8601 local time to the second with the zone’s UTC offset at that instant (rounded to whole minutes for local mean time, the clock time written to match), or null with the reason in `reasons`. */
            sunset: string | null
            /** @description The first sunrise after `sunset`, which ends the Vedic day (without a sunrise on the date: the first sunrise of the next local date). ISO 8601 local time to the second with the zone’s UTC offset at that instant (rounded to whole minutes for local mean time, the clock time written to match), or null with the reason in `reasons`. */
            nextSunrise: string | null
            /** @description Sunset − sunrise in minutes; null when either is absent. */
            dayLengthMinutes: number | null
            /** @description Why an event is null. */
            reasons: {
              /** @description Null when the event was found. `sun_above_horizon_all_day`: midnight sun; `sun_below_horizon_all_day`: polar night; `no_such_event_this_day`: the Sun crosses the horizon that day, but not this way (at the start or end of a polar day or night). */
              sunrise:
                ('sun_above_horizon_all_day' | 'sun_below_horizon_all_day' | 'no_such_event_this_day') | null
              /** @description Null when the event was found. `sun_above_horizon_all_day`: midnight sun; `sun_below_horizon_all_day`: polar night; `no_such_event_this_day`: the Sun crosses the horizon that day, but not this way (at the start or end of a polar day or night). */
              sunset:
                ('sun_above_horizon_all_day' | 'sun_below_horizon_all_day' | 'no_such_event_this_day') | null
              /** @description Null when the event was found. `sun_above_horizon_all_day`: midnight sun; `sun_below_horizon_all_day`: polar night; `no_such_event_this_day`: the Sun crosses the horizon that day, but not this way (at the start or end of a polar day or night). */
              nextSunrise:
                ('sun_above_horizon_all_day' | 'sun_below_horizon_all_day' | 'no_such_event_this_day') | null
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `invalid_timezone`, `invalid_coordinates`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getEphemerisSeries: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "start": "2024-01-01T00:00:00Z",
         *       "end": "2024-01-31T00:00:00Z",
         *       "stepMinutes": 1440,
         *       "bodies": [
         *         "Sun",
         *         "Moon"
         *       ],
         *       "zodiac": "sidereal",
         *       "ayanamsa": "lahiri"
         *     }
         */
        'application/json': {
          /**
           * Format: date-time
           * @description First instant. ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
           */
          start: string
          /**
           * Format: date-time
           * @description Last instant, inclusive; not before `start` (`invalid_range`). At most 1000 points from `start` to `end` (`too_many_points`). ISO 8601 with `Z` or an explicit offset (a time without a zone is refused with `invalid_datetime`, never guessed); millisecond resolution; within 1800-01-02T00:00:00Z … 2149-12-31T23:59:59Z, else `datetime_out_of_range`.
           */
          end: string
          /** @description Step between points in minutes, 1 to 525600. */
          stepMinutes: number
          /** @description Bodies to compute, in the order wanted (default: all twelve, Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune, Pluto, MeanNode, TrueNode). */
          bodies?: (
            | 'Sun'
            | 'Moon'
            | 'Mercury'
            | 'Venus'
            | 'Mars'
            | 'Jupiter'
            | 'Saturn'
            | 'Uranus'
            | 'Neptune'
            | 'Pluto'
            | 'MeanNode'
            | 'TrueNode'
          )[]
          /**
           * @description Zodiac of the longitudes: `sidereal` (default) or `tropical`.
           * @default sidereal
           * @enum {unknown}
           */
          zodiac?: 'sidereal' | 'tropical'
          /**
           * @description Ayanamsa for the sidereal zodiac (default `lahiri`), as Swiss Ephemeris defines them: Lahiri (SE_SIDM_LAHIRI), Raman, Krishnamurti, Fagan–Bradley. Ignored in the tropical zodiac.
           * @default lahiri
           * @enum {unknown}
           */
          ayanamsa?: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The series. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description First instant, UTC. */
            start: string
            /** @description Last instant requested, UTC. */
            end: string
            /** @description Step in minutes. */
            stepMinutes: number
            /** @description Number of points. */
            pointCount: number
            /** @description Positions at `start`, `start` + step, … up to `end` inclusive; each as the positions operation gives. */
            points: {
              /** @description The instant computed for, in UTC (ISO 8601). */
              datetime: string
              /** @description Julian day in Universal Time (UT1 ≈ UTC). */
              julianDayUt: number
              /** @description ΔT = TT − UT in seconds at the instant. */
              deltaTSeconds: number
              /**
               * @description Zodiac of the longitudes.
               * @enum {unknown}
               */
              zodiac: 'sidereal' | 'tropical'
              /** @description The ayanamsa subtracted; null in the tropical zodiac. */
              ayanamsa: {
                /**
                 * @description The ayanamsa used.
                 * @enum {unknown}
                 */
                name: 'lahiri' | 'raman' | 'krishnamurti' | 'fagan_bradley'
                /** @description Its value at the instant in degrees, true (including the nutation in longitude): sidereal longitude = tropical longitude − this value. */
                degrees: number
              } | null
              /** @description One item per requested body, in the order requested. */
              positions: {
                /**
                 * @description The body.
                 * @enum {unknown}
                 */
                body:
                  | 'Sun'
                  | 'Moon'
                  | 'Mercury'
                  | 'Venus'
                  | 'Mars'
                  | 'Jupiter'
                  | 'Saturn'
                  | 'Uranus'
                  | 'Neptune'
                  | 'Pluto'
                  | 'MeanNode'
                  | 'TrueNode'
                /** @description Ecliptic longitude of date in degrees, [0, 360). */
                longitude: number
                /**
                 * @description Sign of the longitude, in English.
                 * @enum {unknown}
                 */
                sign:
                  | 'Aries'
                  | 'Taurus'
                  | 'Gemini'
                  | 'Cancer'
                  | 'Leo'
                  | 'Virgo'
                  | 'Libra'
                  | 'Scorpio'
                  | 'Sagittarius'
                  | 'Capricorn'
                  | 'Aquarius'
                  | 'Pisces'
                /** @description Degrees within the sign, [0, 30). */
                degree: number
                /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
                nakshatra:
                  | (
                      | 'Ashwini'
                      | 'Bharani'
                      | 'Krittika'
                      | 'Rohini'
                      | 'Mrigashira'
                      | 'Ardra'
                      | 'Punarvasu'
                      | 'Pushya'
                      | 'Ashlesha'
                      | 'Magha'
                      | 'Purva Phalguni'
                      | 'Uttara Phalguni'
                      | 'Hasta'
                      | 'Chitra'
                      | 'Swati'
                      | 'Vishakha'
                      | 'Anuradha'
                      | 'Jyeshtha'
                      | 'Mula'
                      | 'Purva Ashadha'
                      | 'Uttara Ashadha'
                      | 'Shravana'
                      | 'Dhanishta'
                      | 'Shatabhisha'
                      | 'Purva Bhadrapada'
                      | 'Uttara Bhadrapada'
                      | 'Revati'
                    )
                  | null
                /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
                pada: number | null
                /** @description Ecliptic latitude in degrees. */
                latitude: number
                /** @description Geocentric distance in astronomical units (for the nodes: Swiss Ephemeris’ distance of the lunar orbit at the node). */
                distance: number
                /** @description Speed in longitude in degrees per day (negative when retrograde). */
                speed: number
                /** @description True exactly when `speed` < 0. */
                retrograde: boolean
                /** @description With `equatorial`: apparent right ascension in degrees, true equator and equinox of date. */
                rightAscension?: number
                /** @description With `equatorial`: apparent declination in degrees, true equator and equinox of date. */
                declination?: number
                /** @description Ketu, the other node: the node’s longitude + 180°, with its sign, degree, nakshatra and pada. */
                ketu?: {
                  /** @description Ecliptic longitude of date in degrees, [0, 360). */
                  longitude: number
                  /**
                   * @description Sign of the longitude, in English.
                   * @enum {unknown}
                   */
                  sign:
                    | 'Aries'
                    | 'Taurus'
                    | 'Gemini'
                    | 'Cancer'
                    | 'Leo'
                    | 'Virgo'
                    | 'Libra'
                    | 'Scorpio'
                    | 'Sagittarius'
                    | 'Capricorn'
                    | 'Aquarius'
                    | 'Pisces'
                  /** @description Degrees within the sign, [0, 30). */
                  degree: number
                  /** @description Nakshatra (equal 13°20′ division from 0° sidereal); null in the tropical zodiac. */
                  nakshatra:
                    | (
                        | 'Ashwini'
                        | 'Bharani'
                        | 'Krittika'
                        | 'Rohini'
                        | 'Mrigashira'
                        | 'Ardra'
                        | 'Punarvasu'
                        | 'Pushya'
                        | 'Ashlesha'
                        | 'Magha'
                        | 'Purva Phalguni'
                        | 'Uttara Phalguni'
                        | 'Hasta'
                        | 'Chitra'
                        | 'Swati'
                        | 'Vishakha'
                        | 'Anuradha'
                        | 'Jyeshtha'
                        | 'Mula'
                        | 'Purva Ashadha'
                        | 'Uttara Ashadha'
                        | 'Shravana'
                        | 'Dhanishta'
                        | 'Shatabhisha'
                        | 'Purva Bhadrapada'
                        | 'Uttara Bhadrapada'
                        | 'Revati'
                      )
                    | null
                  /** @description Pada (quarter, 3°20′) of the nakshatra, 1–4; null in the tropical zodiac. */
                  pada: number | null
                }
              }[]
            }[]
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_datetime`, `datetime_out_of_range`, `invalid_range`, `too_many_points`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_datetime'
              | 'datetime_out_of_range'
              | 'invalid_range'
              | 'too_many_points'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  getForecast: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "domain": "career",
         *       "question": "Is this a good year to change jobs?",
         *       "referenceDate": "2026-11-24"
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /**
           * @description The life domain the question is about (spec §2.1 Domain). Another value is 400 `invalid_domain`.
           * @enum {unknown}
           */
          domain:
            | 'career'
            | 'business'
            | 'finance'
            | 'children'
            | 'property'
            | 'education'
            | 'travel'
            | 'spirituality'
            | 'lineage'
            | 'reputation'
            | 'partnerships'
            | 'legal'
            | 'family'
            | 'marriage'
            | 'health'
          /** @description The question in the person’s own words, 1 to 1000 characters. It is sent to the narrator and nowhere else: never logged, never stored, never echoed back. Do not put birth data in it. */
          question: string
          /** @description The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDate?: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The narrated answer. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The version of the classical corpus; it changes whenever a rule does. */
            contentVersion: string
            /** @description The moment read, ISO 8601 with the birth zone’s offset then. */
            referenceDate: string
            /** @description False when the birth time was not given: houses are then counted from the Moon and confidence is lowered. */
            timeKnown: boolean
            /** @description The narrated answer. */
            answer: {
              /** @description The answer to the question, a few short paragraphs, grounded in `verdict` and `basis`. */
              narrative: string
              /** @description The answer’s main points, one sentence each. */
              keyPoints: string[]
            }
            /** @description The deterministic verdict of `/v1/interpret` for the domain that the answer rests on. */
            verdict: {
              /**
               * @description Where the chart leans for this domain.
               * @enum {unknown}
               */
              outlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
              /**
               * @description How firmly the chart says so.
               * @enum {unknown}
               */
              confidence: 'high' | 'moderate' | 'low'
              /** @description The plain reasons for the confidence: agreement of methods, strength of the deciding factors, the birth time. */
              reasons: string[]
              /** @description A short summary. */
              summary: string
            }
            /** @description The facts the answer rests on, in plain words: the statements of the verdict the narrator was given and said it used. Every placement, period and year in the narrative is among the facts it was given. */
            basis: string[]
            /** @description Who voiced the answer. */
            narrator: {
              /**
               * @description `language_model`: voiced by the configured model; `built_in`: composed from the same facts by fixed rules, when no model is configured (and for sandbox keys).
               * @enum {unknown}
               */
              kind: 'language_model' | 'built_in'
              /** @description The model’s name as the server was asked for it; null for the built-in composer. */
              model: string | null
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_domain`, `invalid_reference_date`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_domain'
              | 'invalid_reference_date'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `narration_failed`. */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'narration_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
  resolveTiming: {
    parameters: {
      query?: never
      header?: {
        /** @description Optional. The languages the caller prefers (RFC 9110), used when the body has no `language`: the best of ours it asks for answers; one that asks for none of ours is answered in English. */
        'accept-language'?: string
        /** @description Optional. A retry with the same key and the same body within 24 hours is answered again but not charged again; the same key with another body is 400 `idempotency_key_reused`. Only hashes of the key and the body are kept. 1 to 255 visible ASCII characters. */
        'idempotency-key'?: string
      }
      path?: never
      cookie?: never
    }
    requestBody: {
      content: {
        /**
         * @example {
         *       "birthData": {
         *         "date": "1990-07-04",
         *         "time": "14:30",
         *         "timezone": "Asia/Kolkata",
         *         "latitude": 19.076,
         *         "longitude": 72.8777
         *       },
         *       "domain": "career",
         *       "question": "When is a good time to ask for a promotion?",
         *       "dateRange": {
         *         "start": "2027-01-01",
         *         "end": "2027-12-31"
         *       },
         *       "referenceDate": "2026-11-24"
         *     }
         */
        'application/json': {
          /** @description Birth data (spec §2.1). Used only to answer this call: never stored, never logged. */
          birthData: {
            /** @description Local date of birth, `YYYY-MM-DD`, from 1800-01-02 to 2149-12-31. */
            date: string
            /** @description Local clock time of birth, 24-hour `HH:MM` or `HH:MM:SS`, as the clock in `timezone` read it. Omit it when unknown: the chart is then cast for local noon, the ascendant and houses are taken from the Moon’s sign, and what needs the time is left out or given as a range. */
            time?: string
            /** @description IANA time-zone name of the birthplace (`Asia/Kolkata`). Its whole history is applied: local mean time (taken at the birth longitude) until the tz database’s LMT era ends, war time, daylight saving; a city’s mean time made legal time (St John’s NST from 1884, Dublin Mean Time 1880–1916) is standard time. Required with `utcOffset` too: the daśā dates are in this zone. */
            timezone: string
            /** @description Latitude of the birthplace in degrees, north positive, −90 … 90. */
            latitude: number
            /** @description Longitude of the birthplace in degrees, east positive, −180 … 180. */
            longitude: number
            /** @description The offset from UTC the birth clock kept, when it was not the zone’s: `+HH:MM` or `+HH:MM:SS` (hours 00–15, at most ±15:59:59) or `lmt`, the birthplace’s local mean time (longitude ÷ 15 hours). It replaces the zone’s history for the birth alone: the instant is the clock time minus this offset, and `birth.resolution` is `stated_offset`. Astrologers enter such offsets by hand: Bombay kept Bombay Time (+04:51) until 1955 and Calcutta its own time (+05:53:20) until 1948, while the tz database has all India on IST (+05:30) from 1906. */
            utcOffset?: string
          }
          /**
           * @description The life domain the question is about (spec §2.1 Domain). Another value is 400 `invalid_domain`.
           * @enum {unknown}
           */
          domain:
            | 'career'
            | 'business'
            | 'finance'
            | 'children'
            | 'property'
            | 'education'
            | 'travel'
            | 'spirituality'
            | 'lineage'
            | 'reputation'
            | 'partnerships'
            | 'legal'
            | 'family'
            | 'marriage'
            | 'health'
          /** @description The question in the person’s own words, 1 to 1000 characters. It is sent to the narrator and nowhere else: never logged, never stored, never echoed back. Do not put birth data in it. */
          question: string
          /** @description A date to resolve the question for: `YYYY-MM-DD` (a day in `birthData.timezone`), within 1800-01-02 … 2149-12-31; anything else is 400 `invalid_range`. */
          targetDate?: string
          /** @description A range to resolve the question over; both ends are required (else 400 `invalid_range`). Send `targetDate` or `dateRange`, not both; with neither, the best stretches of the next two years. */
          dateRange?: {
            /** @description First day of the range: `YYYY-MM-DD` (a day in `birthData.timezone`), within 1800-01-02 … 2149-12-31; anything else is 400 `invalid_range`. */
            start: string
            /** @description Last day of the range, not before `start`, at most ten years after it: `YYYY-MM-DD` (a day in `birthData.timezone`), within 1800-01-02 … 2149-12-31; anything else is 400 `invalid_range`. */
            end: string
          }
          /** @description The moment the reading is for; default now. Either a date `YYYY-MM-DD`, meaning the start (00:00) of that day in `birthData.timezone`, or an ISO 8601 date-time with `Z` or an offset, within 1800-01-02 … 2149-12-31. Anything else is 400 `invalid_reference_date`. */
          referenceDate?: string
          /**
           * @description The language of the words meant for people: `en` English, `hi` Hindi, `ta` Tamil, `te` Telugu, `kn` Kannada, `ml` Malayalam, `mr` Marathi, `bn` Bengali, `gu` Gujarati. Absent: the best of these the `Accept-Language` header asks for, else `en`. Field names, enum values, error codes and identifiers are the same in every language. The answer echoes it in `language`, and lists in `languageFallback` any part not yet given in that language.
           * @enum {unknown}
           */
          language?: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
        }
      }
    }
    responses: {
      /** @description The assessment and the narrated answer. */
      200: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /** @description Identifier of this request; quote it in support requests. */
            requestId: string
            /**
             * @description Constant `service-v1-public`.
             * @enum {string}
             */
            engineVersion: 'service-v1-public'
            /** @description When the answer was made (ISO 8601, UTC). */
            timestamp: string
            /** @description Credits spent by this call and left after it. */
            usage: {
              /** @description Credits this call spent. */
              units_charged: number
              /** @description Unexpired free credits plus the paid balance, after this call. */
              remaining_credits: number
            }
            /** @description A notice that clients must show to their users. */
            disclaimer: string
            /** @description Present and true only on sandbox-key responses. */
            sandbox?: boolean
            /** @description About the sample response of a sandbox key. */
            sandboxNote?: string
            /**
             * @description The language the answer is given in: the request’s `language`, else the best of `Accept-Language`, else `en`. Also sent as the `Content-Language` header.
             * @enum {unknown}
             */
            language: 'en' | 'hi' | 'ta' | 'te' | 'kn' | 'ml' | 'mr' | 'bn' | 'gu'
            /** @description The parts of this answer given in English because they are not yet written in `language`: `names` (of grahas, signs, nakṣatras, tithis …) and `text` (readings, explanations, notes, the disclaimer). Absent when nothing fell back. */
            languageFallback?: ('names' | 'text')[]
            /** @description A fixed tag per operation. */
            domain: string
            /** @description The version of the classical corpus; it changes whenever a rule does. */
            contentVersion: string
            /** @description The moment read, ISO 8601 with the birth zone’s offset then. */
            referenceDate: string
            /** @description False when the birth time was not given: houses are then counted from the Moon and confidence is lowered. */
            timeKnown: boolean
            /** @description The deterministic assessment of the date, range or coming two years, made before anything is narrated: the daśā periods and transits that run then, the domain’s windows that touch it, with tones. */
            assessment: {
              /**
               * @description `targetDate` given; `dateRange` given; neither (the next two years).
               * @enum {unknown}
               */
              kind: 'date' | 'range' | 'best_windows'
              /** @description First day assessed, `YYYY-MM-DD`. */
              start: string
              /** @description Last day assessed, `YYYY-MM-DD`. */
              end: string
              /** @description The domain’s antardaśā windows touching the span, with their tones, as `/v1/interpret` gives them. */
              windows: {
                /** @description The antardaśā, as mahādaśā lord–antardaśā lord and its months. */
                period: string
                /** @description Start, ISO 8601 with the birth zone’s offset then (an addition to the spec). */
                start: string
                /** @description End, the same way (an addition to the spec). */
                end: string
                /**
                 * @description The period’s tone for this domain.
                 * @enum {unknown}
                 */
                tone: 'favorable' | 'cautionary' | 'neutral'
                /** @description Why, in plain words. */
                description: string
              }[]
              /** @description The stays of Jupiter, Saturn and the nodes that touch the span. */
              transits: {
                /**
                 * @description The slow graha.
                 * @enum {unknown}
                 */
                planet: 'Jupiter' | 'Saturn' | 'Rahu' | 'Ketu'
                /** @description The sidereal sign it stays in. */
                sign: string
                /** @description Its entry, `YYYY-MM-DD`. */
                start: string
                /** @description Its exit, `YYYY-MM-DD`. */
                end: string
                /** @description That sign counted from the natal Moon’s, 1 to 12. */
                houseFromMoon: number
                /** @description Counted from the lagna; null when the birth time is unknown. */
                houseFromLagna: number | null
                /** @description A house the texts call favourable for it, from the Moon (Phaladeepika ch. 26). */
                favourable: boolean
              }[]
              /** @description For a date, the stretch holding it; otherwise the span’s most supportive stretches, best first (at most 5). */
              stretches: {
                /** @description First day, `YYYY-MM-DD`. */
                start: string
                /** @description The day it ends, `YYYY-MM-DD`. */
                end: string
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                mahadasha:
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                antardasha:
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /**
                 * @description Graha.
                 * @enum {unknown}
                 */
                pratyantardasha:
                  'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu'
                /**
                 * @description The tone for the domain.
                 * @enum {unknown}
                 */
                tone: 'favorable' | 'cautionary' | 'neutral'
                /** @description Why, in plain words, weightiest first. */
                reasons: string[]
              }[]
              /**
               * @description The span as a whole; `mixed` when it holds supportive stretches and stretches asking for care.
               * @enum {unknown}
               */
              tone: 'favorable' | 'cautionary' | 'neutral' | 'mixed'
              /** @description The assessment in one or two sentences. */
              summary: string
            }
            /** @description The narrated answer. */
            answer: {
              /** @description The answer to the question, a few short paragraphs, grounded in `verdict` and `basis`. */
              narrative: string
              /** @description The answer’s main points, one sentence each. */
              keyPoints: string[]
            }
            /** @description The deterministic verdict of `/v1/interpret` for the domain that the answer rests on. */
            verdict: {
              /**
               * @description Where the chart leans for this domain.
               * @enum {unknown}
               */
              outlook: 'favorable' | 'mostly_favorable' | 'mixed' | 'challenging'
              /**
               * @description How firmly the chart says so.
               * @enum {unknown}
               */
              confidence: 'high' | 'moderate' | 'low'
              /** @description The plain reasons for the confidence: agreement of methods, strength of the deciding factors, the birth time. */
              reasons: string[]
              /** @description A short summary. */
              summary: string
            }
            /** @description The facts the answer rests on, in plain words: the statements of the verdict the narrator was given and said it used. Every placement, period and year in the narrative is among the facts it was given. */
            basis: string[]
            /** @description Who voiced the answer. */
            narrator: {
              /**
               * @description `language_model`: voiced by the configured model; `built_in`: composed from the same facts by fixed rules, when no model is configured (and for sandbox keys).
               * @enum {unknown}
               */
              kind: 'language_model' | 'built_in'
              /** @description The model’s name as the server was asked for it; null for the built-in composer. */
              model: string | null
            }
            /** @description The words, in `language`, for the names the answer holds as identifiers: for each kind of name, each identifier the answer holds and its word (`names.grahas.Jupiter`, `names.nakshatras.Rohini`). The published schema marks each field holding names with `x-graha-name` (the kinds its value is looked up in, the first that has it), `x-graha-named-field` (the property’s own name is one) or `x-graha-named-keys` (the object’s property names are). Absent from English answers, whose identifiers are the English names. */
            names?: {
              /** @description The words for the grahas the answer names, by identifier. */
              grahas?: {
                [key: string]: string
              }
              /** @description The words for the outerBodies the answer names, by identifier. */
              outerBodies?: {
                [key: string]: string
              }
              /** @description The words for the nodes the answer names, by identifier. */
              nodes?: {
                [key: string]: string
              }
              /** @description The words for the points the answer names, by identifier. */
              points?: {
                [key: string]: string
              }
              /** @description The words for the signs the answer names, by identifier. */
              signs?: {
                [key: string]: string
              }
              /** @description The words for the nakshatras the answer names, by identifier. */
              nakshatras?: {
                [key: string]: string
              }
              /** @description The words for the tithis the answer names, by identifier. */
              tithis?: {
                [key: string]: string
              }
              /** @description The words for the pakshas the answer names, by identifier. */
              pakshas?: {
                [key: string]: string
              }
              /** @description The words for the nityaYogas the answer names, by identifier. */
              nityaYogas?: {
                [key: string]: string
              }
              /** @description The words for the karanas the answer names, by identifier. */
              karanas?: {
                [key: string]: string
              }
              /** @description The words for the weekdays the answer names, by identifier. */
              weekdays?: {
                [key: string]: string
              }
              /** @description The words for the lunarMonths the answer names, by identifier. */
              lunarMonths?: {
                [key: string]: string
              }
              /** @description The words for the ritus the answer names, by identifier. */
              ritus?: {
                [key: string]: string
              }
              /** @description The words for the ayanas the answer names, by identifier. */
              ayanas?: {
                [key: string]: string
              }
              /** @description The words for the samvatsaras the answer names, by identifier. */
              samvatsaras?: {
                [key: string]: string
              }
              /** @description The words for the kalams the answer names, by identifier. */
              kalams?: {
                [key: string]: string
              }
              /** @description The words for the choghadiya the answer names, by identifier. */
              choghadiya?: {
                [key: string]: string
              }
              /** @description The words for the specialYogas the answer names, by identifier. */
              specialYogas?: {
                [key: string]: string
              }
              /** @description The words for the yoginis the answer names, by identifier. */
              yoginis?: {
                [key: string]: string
              }
              /** @description The words for the kootas the answer names, by identifier. */
              kootas?: {
                [key: string]: string
              }
              /** @description The words for the poruthams the answer names, by identifier. */
              poruthams?: {
                [key: string]: string
              }
              /** @description The words for the doshas the answer names, by identifier. */
              doshas?: {
                [key: string]: string
              }
              /** @description The words for the chartYogas the answer names, by identifier. */
              chartYogas?: {
                [key: string]: string
              }
              /** @description The words for the dignities the answer names, by identifier. */
              dignities?: {
                [key: string]: string
              }
              /** @description The words for the dashaLevels the answer names, by identifier. */
              dashaLevels?: {
                [key: string]: string
              }
            }
          }
        }
      }
      /** @description Error: `invalid_json`, `missing_birthdata`, `invalid_birthdata`, `invalid_timezone`, `invalid_coordinates`, `missing_required_field`, `unknown_field`, `invalid_field`, `invalid_domain`, `invalid_reference_date`, `invalid_range`, `idempotency_key_reused`. */
      400: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error:
              | 'invalid_json'
              | 'missing_birthdata'
              | 'invalid_birthdata'
              | 'invalid_timezone'
              | 'invalid_coordinates'
              | 'missing_required_field'
              | 'unknown_field'
              | 'invalid_field'
              | 'invalid_domain'
              | 'invalid_reference_date'
              | 'invalid_range'
              | 'idempotency_key_reused'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `missing_api_key`, `invalid_api_key`, `revoked_key`, `expired_key`. */
      401: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'missing_api_key' | 'invalid_api_key' | 'revoked_key' | 'expired_key'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `credits_exhausted`, `key_credit_limit_reached`. */
      402: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'credits_exhausted' | 'key_credit_limit_reached'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `insufficient_scope`. */
      403: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'insufficient_scope'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'payload_too_large'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `guidance_failed`. */
      422: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'guidance_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `rate_limited`, `concurrency_limit`. */
      429: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'rate_limited' | 'concurrency_limit'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `internal_error`. */
      500: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'internal_error'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `narration_failed`. */
      502: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'narration_failed'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
      /** @description Error: `server_busy`. */
      503: {
        headers: {
          [name: string]: unknown
        }
        content: {
          'application/json': {
            /**
             * @description Error code.
             * @enum {unknown}
             */
            error: 'server_busy'
            /** @description What is wrong, naming the field. Never contains the submitted values. */
            message: string
            /** @description Identifier of this request. */
            requestId: string
            /** @description The HTTP status, repeated. */
            statusCode: number
          }
        }
      }
    }
  }
}
