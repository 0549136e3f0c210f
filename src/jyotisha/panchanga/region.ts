/**
 * The almanac conventions of a region: how its lunar months are named (amānta, new moon to new
 * moon, or pūrṇimānta, full moon to full moon) and which solar calendar, if any, its almanacs date by
 * (Tamil, Malayalam, Bengali). Given in a request, or inferred from the place by the nearest city of a
 * reviewable table; outside the table's reach the North Indian reckoning is the default, and the answer
 * says which it used and why.
 */
import type { SolarCalendar } from './solar-month.js'

export const REGIONS = ['north', 'deccan', 'tamil_nadu', 'kerala', 'bengal'] as const
export type Region = (typeof REGIONS)[number]

export interface RegionConvention {
  /** How the lunar months are named. */
  lunarMonths: 'amanta' | 'purnimanta'
  /** The solar calendar its almanacs date by, besides the lunar month; null where the lunar month leads. */
  solarCalendar: SolarCalendar | null
  /** Where it is followed, in words. */
  where: string
}

export const REGION_CONVENTIONS: Readonly<Record<Region, RegionConvention>> = {
  north: {
    lunarMonths: 'purnimanta',
    solarCalendar: null,
    where:
      'North and central India (Delhi, Uttar Pradesh, Bihar, Rajasthan, Punjab, Haryana, Himachal, Uttarakhand, Jammu, Madhya Pradesh, Chhattisgarh, Jharkhand, Odisha) and Nepal',
  },
  deccan: {
    lunarMonths: 'amanta',
    solarCalendar: null,
    where: 'Gujarat, Maharashtra, Goa, Karnataka, Telangana and Andhra Pradesh',
  },
  tamil_nadu: {
    lunarMonths: 'amanta',
    solarCalendar: 'tamil',
    where: 'Tamil Nadu and Puducherry',
  },
  kerala: { lunarMonths: 'amanta', solarCalendar: 'malayalam', where: 'Kerala' },
  bengal: {
    lunarMonths: 'amanta',
    solarCalendar: 'bengali',
    where: 'West Bengal, Tripura and Bangladesh',
  },
}

/** Cities whose almanac convention is known: the place takes the nearest one's, within REACH_KM. */
export const REGION_CITIES: readonly { city: string; lat: number; lon: number; region: Region }[] = [
  // North and central: pūrṇimānta.
  { city: 'Delhi', lat: 28.61, lon: 77.21, region: 'north' },
  { city: 'Jaipur', lat: 26.91, lon: 75.79, region: 'north' },
  { city: 'Jodhpur', lat: 26.24, lon: 73.02, region: 'north' },
  { city: 'Bikaner', lat: 28.02, lon: 73.31, region: 'north' },
  { city: 'Udaipur', lat: 24.59, lon: 73.71, region: 'north' },
  { city: 'Agra', lat: 27.18, lon: 78.01, region: 'north' },
  { city: 'Lucknow', lat: 26.85, lon: 80.95, region: 'north' },
  { city: 'Kanpur', lat: 26.45, lon: 80.33, region: 'north' },
  { city: 'Prayagraj', lat: 25.44, lon: 81.85, region: 'north' },
  { city: 'Varanasi', lat: 25.32, lon: 82.97, region: 'north' },
  { city: 'Gorakhpur', lat: 26.76, lon: 83.37, region: 'north' },
  { city: 'Patna', lat: 25.59, lon: 85.14, region: 'north' },
  { city: 'Ranchi', lat: 23.34, lon: 85.31, region: 'north' },
  { city: 'Jamshedpur', lat: 22.8, lon: 86.2, region: 'north' },
  { city: 'Bhubaneswar', lat: 20.3, lon: 85.82, region: 'north' },
  { city: 'Sambalpur', lat: 21.47, lon: 83.97, region: 'north' },
  { city: 'Raipur', lat: 21.25, lon: 81.63, region: 'north' },
  { city: 'Jabalpur', lat: 23.18, lon: 79.99, region: 'north' },
  { city: 'Bhopal', lat: 23.26, lon: 77.41, region: 'north' },
  { city: 'Indore', lat: 22.72, lon: 75.86, region: 'north' },
  { city: 'Gwalior', lat: 26.22, lon: 78.18, region: 'north' },
  { city: 'Chandigarh', lat: 30.73, lon: 76.78, region: 'north' },
  { city: 'Amritsar', lat: 31.63, lon: 74.87, region: 'north' },
  { city: 'Dehradun', lat: 30.32, lon: 78.03, region: 'north' },
  { city: 'Shimla', lat: 31.1, lon: 77.17, region: 'north' },
  { city: 'Jammu', lat: 32.73, lon: 74.86, region: 'north' },
  { city: 'Srinagar', lat: 34.08, lon: 74.8, region: 'north' },
  { city: 'Kathmandu', lat: 27.72, lon: 85.32, region: 'north' },
  // West and the Deccan: amānta.
  { city: 'Ahmedabad', lat: 23.02, lon: 72.57, region: 'deccan' },
  { city: 'Rajkot', lat: 22.3, lon: 70.8, region: 'deccan' },
  { city: 'Vadodara', lat: 22.31, lon: 73.18, region: 'deccan' },
  { city: 'Surat', lat: 21.17, lon: 72.83, region: 'deccan' },
  { city: 'Mumbai', lat: 19.08, lon: 72.88, region: 'deccan' },
  { city: 'Pune', lat: 18.52, lon: 73.86, region: 'deccan' },
  { city: 'Nashik', lat: 20.0, lon: 73.79, region: 'deccan' },
  { city: 'Aurangabad', lat: 19.88, lon: 75.34, region: 'deccan' },
  { city: 'Nagpur', lat: 21.15, lon: 79.09, region: 'deccan' },
  { city: 'Panaji', lat: 15.49, lon: 73.83, region: 'deccan' },
  { city: 'Belagavi', lat: 15.85, lon: 74.5, region: 'deccan' },
  { city: 'Hubballi', lat: 15.36, lon: 75.12, region: 'deccan' },
  { city: 'Mangaluru', lat: 12.91, lon: 74.86, region: 'deccan' },
  { city: 'Mysuru', lat: 12.3, lon: 76.64, region: 'deccan' },
  { city: 'Bengaluru', lat: 12.97, lon: 77.59, region: 'deccan' },
  { city: 'Anantapur', lat: 14.68, lon: 77.6, region: 'deccan' },
  { city: 'Kurnool', lat: 15.83, lon: 78.04, region: 'deccan' },
  { city: 'Hyderabad', lat: 17.39, lon: 78.49, region: 'deccan' },
  { city: 'Warangal', lat: 17.97, lon: 79.59, region: 'deccan' },
  { city: 'Vijayawada', lat: 16.51, lon: 80.65, region: 'deccan' },
  { city: 'Visakhapatnam', lat: 17.69, lon: 83.22, region: 'deccan' },
  { city: 'Nellore', lat: 14.44, lon: 79.99, region: 'deccan' },
  { city: 'Tirupati', lat: 13.63, lon: 79.42, region: 'deccan' },
  // Tamil Nadu: amānta, and the Tamil solar months.
  { city: 'Chennai', lat: 13.08, lon: 80.27, region: 'tamil_nadu' },
  { city: 'Vellore', lat: 12.92, lon: 79.13, region: 'tamil_nadu' },
  { city: 'Hosur', lat: 12.74, lon: 77.83, region: 'tamil_nadu' },
  { city: 'Puducherry', lat: 11.94, lon: 79.81, region: 'tamil_nadu' },
  { city: 'Salem', lat: 11.66, lon: 78.15, region: 'tamil_nadu' },
  { city: 'Ooty', lat: 11.41, lon: 76.7, region: 'tamil_nadu' },
  { city: 'Coimbatore', lat: 11.02, lon: 76.96, region: 'tamil_nadu' },
  { city: 'Pollachi', lat: 10.66, lon: 77.01, region: 'tamil_nadu' },
  { city: 'Tiruchirappalli', lat: 10.79, lon: 78.7, region: 'tamil_nadu' },
  { city: 'Thanjavur', lat: 10.79, lon: 79.14, region: 'tamil_nadu' },
  { city: 'Dindigul', lat: 10.36, lon: 77.98, region: 'tamil_nadu' },
  { city: 'Theni', lat: 10.01, lon: 77.48, region: 'tamil_nadu' },
  { city: 'Madurai', lat: 9.93, lon: 78.12, region: 'tamil_nadu' },
  { city: 'Tirunelveli', lat: 8.71, lon: 77.76, region: 'tamil_nadu' },
  { city: 'Nagercoil', lat: 8.18, lon: 77.41, region: 'tamil_nadu' },
  // Kerala: amānta, and the Malayalam solar months.
  { city: 'Thiruvananthapuram', lat: 8.52, lon: 76.94, region: 'kerala' },
  { city: 'Kollam', lat: 8.89, lon: 76.61, region: 'kerala' },
  { city: 'Alappuzha', lat: 9.5, lon: 76.34, region: 'kerala' },
  { city: 'Kottayam', lat: 9.59, lon: 76.52, region: 'kerala' },
  { city: 'Painavu', lat: 9.85, lon: 76.97, region: 'kerala' },
  { city: 'Munnar', lat: 10.09, lon: 77.06, region: 'kerala' },
  { city: 'Kochi', lat: 9.93, lon: 76.27, region: 'kerala' },
  { city: 'Thrissur', lat: 10.53, lon: 76.21, region: 'kerala' },
  { city: 'Palakkad', lat: 10.79, lon: 76.65, region: 'kerala' },
  { city: 'Kozhikode', lat: 11.26, lon: 75.78, region: 'kerala' },
  { city: 'Kalpetta', lat: 11.61, lon: 76.08, region: 'kerala' },
  { city: 'Kannur', lat: 11.87, lon: 75.37, region: 'kerala' },
  { city: 'Kasaragod', lat: 12.5, lon: 75.0, region: 'kerala' },
  // Bengal: amānta, and the Bengali solar months.
  { city: 'Kolkata', lat: 22.57, lon: 88.36, region: 'bengal' },
  { city: 'Kharagpur', lat: 22.35, lon: 87.23, region: 'bengal' },
  { city: 'Bardhaman', lat: 23.23, lon: 87.86, region: 'bengal' },
  { city: 'Durgapur', lat: 23.52, lon: 87.31, region: 'bengal' },
  { city: 'Malda', lat: 25.01, lon: 88.14, region: 'bengal' },
  { city: 'Siliguri', lat: 26.73, lon: 88.4, region: 'bengal' },
  { city: 'Agartala', lat: 23.83, lon: 91.29, region: 'bengal' },
  { city: 'Dhaka', lat: 23.81, lon: 90.41, region: 'bengal' },
]

/** A place farther than this from every city of the table takes the default. */
const REACH_KM = 400

export interface RegionChoice {
  region: Region
  /** `request`: given; `place`: the nearest city's; `default`: no city within reach. */
  from: 'request' | 'place' | 'default'
  /** The city whose convention the place took, for `place`. */
  nearestCity: string | null
}

const EARTH_KM = 6371.0088
const rad = Math.PI / 180

/** Great-circle distance in km (haversine). */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The region asked for, or the one of the nearest city of the table, or `north`. */
export function chooseRegion(asked: Region | undefined, lat: number, lon: number): RegionChoice {
  if (asked !== undefined) return { region: asked, from: 'request', nearestCity: null }
  let best: (typeof REGION_CITIES)[number] | null = null
  let bestKm = Infinity
  for (const c of REGION_CITIES) {
    const km = distanceKm(lat, lon, c.lat, c.lon)
    if (km < bestKm) {
      bestKm = km
      best = c
    }
  }
  if (best === null || bestKm > REACH_KM) return { region: 'north', from: 'default', nearestCity: null }
  return { region: best.region, from: 'place', nearestCity: best.city }
}
