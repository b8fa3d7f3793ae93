import type { Carrier, Customer, Warehouse, WarehouseCapabilities } from '../../store/types/master';

const ALL: WarehouseCapabilities = { inbound: true, outbound: true, returns: true, fbaRelabel: false };
const SELF_RUN: WarehouseCapabilities = { inbound: true, outbound: true, returns: false, fbaRelabel: false };

/** The demo customers of business.md §1 (server/areas/access/accounts.ts signs in as them). */
export function seedCustomers(createdAt: string): Customer[] {
  return [
    {
      id: 'C001',
      code: 'NWT',
      name: 'Northwind Trading',
      contact: 'Olivia Reed',
      email: 'ops@northwind.example',
      phone: '+1 555 0102',
      countryCode: 'US',
      currency: 'USD',
      status: 'ACTIVE',
      createdAt,
    },
    {
      id: 'C002',
      code: 'BHG',
      name: 'Blue Harbor Goods',
      contact: 'Harry Walsh',
      email: 'ops@blueharbor.example',
      phone: '+44 20 7946 0958',
      countryCode: 'GB',
      currency: 'USD',
      status: 'ACTIVE',
      createdAt,
    },
  ];
}

type WarehouseRow = [
  code: string,
  name: string,
  country: string,
  state: string,
  city: string,
  postcode: string,
  street1: string,
  timezone: string,
  currency: string,
  phone: string,
  owner: string | null,
];

const WAREHOUSES: WarehouseRow[] = [
  [
    'USEA',
    'US East',
    'US',
    'NJ',
    'Edison',
    '08837',
    '300 Raritan Center Pkwy',
    'America/New_York',
    'USD',
    '+1 732 555 0140',
    null,
  ],
  [
    'USWE',
    'US West',
    'US',
    'CA',
    'Los Angeles',
    '90058',
    '2500 E 37th St',
    'America/Los_Angeles',
    'USD',
    '+1 323 555 0141',
    null,
  ],
  [
    'UKLO',
    'UK London',
    'GB',
    'Greater London',
    'London',
    'E16 2QA',
    '12 Thames Rd',
    'Europe/London',
    'GBP',
    '+44 20 7946 0142',
    null,
  ],
  [
    'DEFR',
    'Germany Frankfurt',
    'DE',
    'Hesse',
    'Frankfurt am Main',
    '60549',
    'Cargo City Sued 558',
    'Europe/Berlin',
    'EUR',
    '+49 69 555 0143',
    null,
  ],
  [
    'AUSY',
    'Australia Sydney',
    'AU',
    'NSW',
    'Sydney',
    '2164',
    '45 Cowpasture Rd',
    'Australia/Sydney',
    'AUD',
    '+61 2 5550 0144',
    null,
  ],
  [
    'NWT-DALLAS',
    'Northwind Dallas',
    'US',
    'TX',
    'Dallas',
    '75247',
    '8100 Ambassador Row',
    'America/Chicago',
    'USD',
    '+1 214 555 0145',
    'C001',
  ],
  [
    'BHG-MANCHESTER',
    'Blue Harbor Manchester',
    'GB',
    'Greater Manchester',
    'Manchester',
    'M17 1SN',
    '4 Trafford Park Rd',
    'Europe/London',
    'GBP',
    '+44 161 555 0146',
    'C002',
  ],
];

/** The five official warehouses of business.md §3 and one self-service warehouse per demo customer. */
export function seedWarehouses(createdAt: string): Warehouse[] {
  return WAREHOUSES.map(
    ([code, name, countryCode, state, city, postcode, street1, timezone, currency, phone, owner]) => ({
      id: code,
      code,
      name,
      nameEn: `${name} (${city})`,
      kind: owner ? 'SELF_SERVICE' : 'OFFICIAL',
      countryCode,
      address: { state, city, postcode, street1, street2: '' },
      contact: owner ? 'Site manager' : 'Warehouse desk',
      phone,
      timezone,
      currency,
      capabilities: owner ? SELF_RUN : { ...ALL, fbaRelabel: countryCode === 'US' },
      status: 'ACTIVE',
      ownerCustomerId: owner,
      createdAt,
      reviewRemark: '',
      actionLog: [],
    }),
  );
}

const TRACKING = {
  UPS: 'https://www.ups.com/track?tracknum={trackingNo}',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr={trackingNo}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNo}',
  DHL: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={trackingNo}',
  'Royal Mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{trackingNo}',
  DPD: 'https://track.dpd.co.uk/parcels/{trackingNo}',
  'Australia Post': 'https://auspost.com.au/mypost/track/details/{trackingNo}',
} as const;

type CarrierRow = [
  code: string,
  name: string,
  carrier: keyof typeof TRACKING,
  warehouses: string[],
  type: Carrier['type'],
  maxKg: number,
];

const CARRIERS: CarrierRow[] = [
  ['UPS-GROUND', 'UPS Ground', 'UPS', ['USEA', 'USWE', 'NWT-DALLAS'], 'LAST_MILE', 68],
  ['FEDEX-HOME', 'FedEx Home Delivery', 'FedEx', ['USEA', 'USWE', 'NWT-DALLAS'], 'LAST_MILE', 68],
  ['USPS-GA', 'USPS Ground Advantage', 'USPS', ['USEA', 'USWE'], 'LAST_MILE', 31.5],
  ['UPS-RETURN', 'UPS Returns', 'UPS', ['USEA', 'USWE'], 'RETURN', 68],
  ['FEDEX-IE-FREIGHT', 'FedEx International Economy Freight', 'FedEx', ['USEA', 'USWE'], 'FIRST_LEG', 1000],
  ['RM-TRACKED48', 'Royal Mail Tracked 48', 'Royal Mail', ['UKLO', 'BHG-MANCHESTER'], 'LAST_MILE', 20],
  ['RM-RETURNS', 'Royal Mail Tracked Returns', 'Royal Mail', ['UKLO', 'BHG-MANCHESTER'], 'RETURN', 20],
  ['DPD-UK-NEXTDAY', 'DPD UK Next Day', 'DPD', ['UKLO'], 'LAST_MILE', 30],
  ['DPD-DE-CLASSIC', 'DPD Classic Germany', 'DPD', ['DEFR'], 'LAST_MILE', 31.5],
  ['DHL-PAKET', 'DHL Paket', 'DHL', ['DEFR'], 'LAST_MILE', 31.5],
  ['DHL-EXPRESS', 'DHL Express Worldwide', 'DHL', ['USEA', 'USWE', 'UKLO', 'DEFR', 'AUSY'], 'LAST_MILE', 70],
  ['AUPOST-PARCEL', 'Australia Post Parcel Post', 'Australia Post', ['AUSY'], 'LAST_MILE', 22],
];

export function seedCarriers(): Carrier[] {
  return CARRIERS.map(([code, name, carrierName, warehouseCodes, type, maxWeightKg]) => ({
    id: code,
    code,
    name,
    carrierName,
    warehouseCodes,
    type,
    trackingUrlTemplate: TRACKING[carrierName],
    maxWeightKg,
    supportsSignature: type === 'LAST_MILE',
    supportsInsurance: carrierName !== 'USPS',
    status: 'ACTIVE',
  }));
}
