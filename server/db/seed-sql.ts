import { REFERENCE_RATES } from '@/domain/dashboard-trends'
/** Building blocks of the seed SQL: every row is a pure function of its number g, so seeds are deterministic. */

/** A SQL array literal of known-safe constants (never user input). */
export const arr = (xs: readonly (string | number)[]) =>
  `array[${xs.map((x) => (typeof x === 'number' ? String(x) : `'${x.replaceAll("'", "''")}'`)).join(',')}]`

/** `pick(xs, h)`: one element of xs chosen by the hash column h. */
export const pick = (xs: readonly (string | number)[], h: string) => `(${arr(xs)})[1 + ${h} % ${xs.length}]`

/**
 * A whole number (SQL expression) as text padded with zeros to at least `digits` digits, never cut short
 * (lpad alone truncates: 1,000,000 refunds would repeat RF100000), like the server's generated keys.
 */
export const padded = (n: string, digits: number) =>
  `lpad((${n})::text, greatest(${digits}, length((${n})::text)), '0')`

/** Seeded history ends at the moment of seeding, so "today" and "this month" have figures in a fresh demo. */
export const ANCHOR = `date_trunc('minute', now())`

/** The hash h4 of row number g (an SQL expression), so other rows can tell what row g was seeded with. */
export const hash4 = (g: string) => `((${g}) * 3266489917) % 2147483563`

/** g in a range (SQL of generate_series' bounds) with five independent hashes h1..h5 of it. */
const hashed = (range: string) => `(
  select g,
    (g * 2654435761) % 2147483647 as h1,
    (g * 40503 + 12345) % 2147483629 as h2,
    (g * 2246822519) % 2147483587 as h3,
    ${hash4('g')} as h4,
    (g * 668265263) % 2147483549 as h5
  from generate_series(${range}) as g
) hashed`

/** g = 1..$1 with five independent hashes h1..h5 of it. */
export const HASHED_SERIES = hashed('1::bigint, $1::bigint')
/** g = $1..$2 with the same hashes as in HASHED_SERIES. */
export const HASHED_RANGE = hashed('$1::bigint, $2::bigint')

export const PRODUCTS = [
  'PDF Editor Pro',
  'Video Converter',
  'Data Recovery',
  'Phone Manager',
  'Mind Mapper',
  'Screen Recorder',
]
export const PEOPLE = [
  'li.wei',
  'anna',
  'kenji',
  'maria',
  'john',
  'sophie',
  'yuki',
  'chen.jie',
  'lucas',
  'emma',
  'omar',
  'mei',
]
/** Staff and customer contacts: the names people in the regions the vendor sells to have. */
export const PERSON_NAMES = [
  'Li Wei',
  'Wang Fang',
  'Zhang Min',
  'Chen Jie',
  'Liu Yang',
  'Zhao Lei',
  'Yuki Tanaka',
  'Kenji Sato',
  'Haruka Suzuki',
  'Daisuke Ito',
  'Kim Min-jun',
  'Park Ji-woo',
  'Anna Schmidt',
  'Lukas Weber',
  'Sophie Martin',
  'Camille Dubois',
  'Maria Garcia',
  'Javier López',
  'John Smith',
  'Emma Wilson',
  'Olivia Brown',
  'James Taylor',
  'Lucas Silva',
  'Ana Souza',
  'Priya Sharma',
  'Arjun Mehta',
  'Omar Haddad',
  'Chloe Nguyen',
]
/** Each of PERSON_NAMES as the start of an e-mail address ("Javier López" → "javier.lopez"), in its order. */
export const PERSON_HANDLES = PERSON_NAMES.map((name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ /g, '.'),
)
/** A street address in each of COUNTRIES (src/domain/enums.ts), in its order. */
export const ADDRESSES_BY_COUNTRY = [
  '1200 Market Street, Suite 400, San Francisco, CA 94102',
  'Friedrichstraße 68, 10117 Berlin',
  '2-11-3 Meguro, Meguro-ku, Tokyo 153-0063',
  "1366 West Nanjing Road, Jing'an District, Shanghai 200040",
  '30 St Mary Axe, London EC3A 8BF',
  '42 Rue de Rivoli, 75004 Paris',
  'Level 12, 1 Martin Place, Sydney NSW 2000',
  '100 King Street West, Toronto ON M5X 1A9',
  '152 Teheran-ro, Gangnam-gu, Seoul 06236',
  'Avenida Paulista 1578, São Paulo SP 01310-200',
  'Prestige Tech Park, Outer Ring Road, Bengaluru 560103',
  'Calle de Alcalá 45, 28014 Madrid',
]
/** Banks and processors offline payments arrive through. */
export const PAYMENT_CHANNELS = [
  'HSBC',
  'Citibank',
  'MUFG Bank',
  'Bank of China',
  'Barclays',
  'Deutsche Bank',
  'Stripe',
  'PayPal',
]
export const DOMAINS = ['example.com', 'mail.example.org', 'corp.example.net', 'example.jp', 'example.cn']
export const COMPANIES = [
  'Acme Corp',
  'Globex',
  'Initech',
  'Umbrella KK',
  'Hooli',
  'Stark Trading',
  'Wayne Holdings',
  'Tyrell GmbH',
]

/**
 * An amount set in USD (a SQL expression) as the price point of the currency in `currency` (another SQL
 * expression), at the console's reference rates: yen to the ten, won to the hundred, others to .99.
 */
export const localPrice = (usd: string, currency: string) =>
  `(case ${currency} ${Object.entries(REFERENCE_RATES)
    .map(([c, rate]) => {
      if (c === 'JPY') return `when '${c}' then round(${usd} * ${rate}, -1)`
      if (c === 'KRW') return `when '${c}' then round(${usd} * ${rate}, -2)`
      return `when '${c}' then greatest(0.99, round(${usd} * ${rate}) - 0.01)`
    })
    .join(' ')} end)`
