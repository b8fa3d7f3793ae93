import type { Random } from '../prng';
import type { Consignee } from '../../store/types/documents';
import { digits } from '../random';

type Place = [state: string, city: string, postcode: string];

const PLACES: Record<string, readonly Place[]> = {
  US: [
    ['NY', 'New York', '10001'],
    ['CA', 'San Diego', '92101'],
    ['TX', 'Austin', '78701'],
    ['IL', 'Chicago', '60601'],
    ['WA', 'Seattle', '98101'],
    ['FL', 'Miami', '33101'],
    ['GA', 'Atlanta', '30303'],
    ['CO', 'Denver', '80202'],
    ['MA', 'Boston', '02108'],
    ['AZ', 'Phoenix', '85004'],
  ],
  GB: [
    ['England', 'London', 'SW1A 1AA'],
    ['England', 'Leeds', 'LS1 4DY'],
    ['Scotland', 'Glasgow', 'G1 1XQ'],
    ['England', 'Bristol', 'BS1 4ST'],
    ['Wales', 'Cardiff', 'CF10 1EP'],
  ],
  DE: [
    ['Berlin', 'Berlin', '10115'],
    ['Bavaria', 'Munich', '80331'],
    ['Hamburg', 'Hamburg', '20095'],
    ['NRW', 'Cologne', '50667'],
  ],
  AU: [
    ['NSW', 'Sydney', '2000'],
    ['VIC', 'Melbourne', '3000'],
    ['QLD', 'Brisbane', '4000'],
    ['WA', 'Perth', '6000'],
  ],
};

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Lucas',
  'Mia',
  'Leon',
  'Chloe',
  'Jack',
  'Hannah',
  'Oscar',
];
const LAST = [
  'Smith',
  'Jones',
  'Miller',
  'Brown',
  'Wilson',
  'Taylor',
  'Schmidt',
  'Walker',
  'Clarke',
  'Nguyen',
];
const STREETS = ['Main St', 'High St', 'Park Ave', 'Station Rd', 'Church Ln', 'Oak Dr', 'Mill Rd', 'King St'];
const PREFIX: Record<string, string> = { US: '+1', GB: '+44', DE: '+49', AU: '+61' };

export const countriesWithPlaces = Object.keys(PLACES);

/** A consignee in `country`; `badPostcode` gives one its carrier cannot route (an ADDRESS exception). */
export function consigneeIn(random: Random, country: string, badPostcode = false): Consignee {
  const [state, city, postcode] = random.pick(PLACES[country] ?? PLACES.US);
  return {
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    company: random.next() < 0.15 ? `${random.pick(LAST)} ${random.pick(['Ltd', 'LLC', 'GmbH', 'Co'])}` : '',
    phone: `${PREFIX[country] ?? '+1'} ${digits(random, 3)} ${digits(random, 4)}`,
    email: random.next() < 0.6 ? `${random.pick(FIRST).toLowerCase()}${digits(random, 3)}@mail.example` : '',
    countryCode: country,
    state,
    city,
    address1: `${random.int(1, 999)} ${random.pick(STREETS)}`,
    address2: random.next() < 0.2 ? `Apt ${random.int(1, 40)}` : '',
    postcode: badPostcode ? `X${postcode.slice(1)}9` : postcode,
  };
}
