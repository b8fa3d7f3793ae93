import type { Consignee } from '@/api/business/types/documents';

/**
 * Splits a pasted address (a buyer's address copied from a marketplace, an e-mail or a label) into the
 * consignee's fields. Pure: it reads the text and answers what it recognised; the form fills those
 * fields and highlights them for the user to check. Recognises the common shapes of the US
 * (`City, ST 12345`), the UK (`LONDON` / `SW1A 1AA`), Germany (`10115 Berlin`) and Japan
 * (`Shibuya-ku, Tokyo 150-0002`), a phone and an e-mail anywhere, and a country on its own line.
 */

export type SplitAddress = Partial<Consignee>;

/** Country names and codes as they are written on addresses → ISO code. */
const COUNTRY_NAMES: Record<string, string> = {
  US: 'US',
  USA: 'US',
  'U.S.': 'US',
  'U.S.A.': 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  UK: 'GB',
  GB: 'GB',
  'GREAT BRITAIN': 'GB',
  'UNITED KINGDOM': 'GB',
  ENGLAND: 'GB',
  SCOTLAND: 'GB',
  WALES: 'GB',
  DE: 'DE',
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  JP: 'JP',
  JAPAN: 'JP',
  FR: 'FR',
  FRANCE: 'FR',
  CA: 'CA',
  CANADA: 'CA',
  AU: 'AU',
  AUSTRALIA: 'AU',
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const PHONE_LABEL = /^(?:tel|phone|mobile|ph|telephone)\.?\s*[:#]?\s*/i;
const PHONE = /^\+?[\d\s().-]{7,20}$/;
const US_CITY_LINE = /^(.+?),?\s+([A-Z]{2})\.?\s+(\d{5}(?:-\d{4})?)$/;
const UK_POSTCODE = /^(?:(.+?)[,\s]+)?([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/i;
const DE_CITY_LINE = /^(?:D-)?(\d{5})\s+(.+)$/;
const JP_CITY_LINE = /^(.+?),?\s+(\d{3}-\d{4})$/;
const CA_CITY_LINE = /^(.+?),?\s+([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;
const AU_CITY_LINE = /^(.+?),?\s+([A-Z]{2,3})\s+(\d{4})$/;

const clean = (line: string) => line.replace(/\s+/g, ' ').replace(/^[,\s]+|[,\s]+$/g, '');

function countryOf(line: string): string | null {
  const key = line.toUpperCase().replace(/\s+/g, ' ').trim();
  return COUNTRY_NAMES[key] ?? null;
}

function phoneOf(line: string): string | null {
  const labelled = PHONE_LABEL.test(line);
  const value = line.replace(PHONE_LABEL, '').trim();
  if (!PHONE.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  // a bare number needs enough digits to be a phone, not a house number or postcode
  if (digits.length < (labelled ? 5 : 8)) return null;
  return value;
}

/** The town line of the known shapes: the city, state and postcode it holds, and the country it implies. */
function townOf(line: string): (SplitAddress & { implies?: string }) | null {
  let match = US_CITY_LINE.exec(line);
  if (match) return { city: clean(match[1]), state: match[2], postcode: match[3], implies: 'US' };
  match = CA_CITY_LINE.exec(line);
  if (match)
    return { city: clean(match[1]), state: match[2].toUpperCase(), postcode: match[3].toUpperCase() };
  match = AU_CITY_LINE.exec(line);
  if (match) return { city: clean(match[1]), state: match[2], postcode: match[3] };
  match = JP_CITY_LINE.exec(line);
  if (match) return { state: clean(match[1]), postcode: match[2], implies: 'JP' };
  match = DE_CITY_LINE.exec(line);
  if (match) return { postcode: match[1], city: clean(match[2]), implies: 'DE' };
  match = UK_POSTCODE.exec(line);
  if (match) {
    return {
      ...(match[1] ? { city: clean(match[1]) } : {}),
      postcode: match[2].toUpperCase(),
      implies: 'GB',
    };
  }
  return null;
}

/** Title case for a town written in capitals (`LONDON` → `London`), as the UK's post writes it. */
const townCase = (text: string) =>
  text === text.toUpperCase() ? text.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase()) : text;

export function splitAddress(text: string): SplitAddress {
  const raw = text.split(/\r?\n/).map(clean).filter(Boolean);
  // one line with commas: each comma a line (the US town line keeps its "City, ST 12345" together)
  const lines =
    raw.length === 1
      ? raw[0]
          .split(',')
          .map(clean)
          .filter(Boolean)
          .reduce<string[]>((all, part) => {
            const previous = all[all.length - 1];
            if (previous && /^[A-Z]{2}\s+\d{5}(-\d{4})?$/.test(part)) {
              all[all.length - 1] = `${previous}, ${part}`;
            } else all.push(part);
            return all;
          }, [])
      : raw;

  const result: SplitAddress = {};
  const rest: string[] = [];
  let townIndex = -1;
  let implied: string | undefined;
  for (const line of lines) {
    const email = EMAIL.exec(line);
    if (email && !result.email) {
      result.email = email[0];
      const left = clean(line.replace(email[0], '').replace(/^e-?mail\s*:?/i, ''));
      if (left) rest.push(left);
      continue;
    }
    const phone = phoneOf(line);
    if (phone && !result.phone) {
      result.phone = phone;
      continue;
    }
    const country = countryOf(line);
    if (country && !result.countryCode) {
      result.countryCode = country;
      continue;
    }
    rest.push(line);
  }

  // the town line: the last line of a known shape (it comes after the street)
  for (let i = rest.length - 1; i >= 0; i--) {
    const town = townOf(rest[i]);
    if (!town) continue;
    const { implies, ...fields } = town;
    Object.assign(result, fields);
    implied = implies;
    townIndex = i;
    break;
  }
  let before = townIndex >= 0 ? rest.slice(0, townIndex) : rest;
  const after = townIndex >= 0 ? rest.slice(townIndex + 1) : [];

  // the UK and Japan write the town on its own line above the postcode line
  if (townIndex >= 0 && !result.city && before.length > 1) {
    result.city = townCase(before[before.length - 1]);
    before = before.slice(0, -1);
  } else if (result.city) result.city = townCase(result.city);
  // a county or state on its own line below the town (UK)
  if (!result.state && after.length > 0 && !/\d/.test(after[0])) result.state = after[0];

  // the name: the first line without a digit; the street: the lines after it
  const nameIndex = before.findIndex((line) => !/\d/.test(line));
  if (nameIndex === 0) {
    result.name = before[0];
    before = before.slice(1);
  }
  // a line without digits before the street is a company (a second name line)
  if (before.length > 2 && !/\d/.test(before[0])) {
    result.company = before[0];
    before = before.slice(1);
  }
  if (before[0]) result.address1 = before[0];
  if (before.length > 1) result.address2 = before.slice(1).join(', ');

  if (!result.countryCode && implied) result.countryCode = implied;
  return result;
}

/** The fields a split filled, in the form's order. */
export const filledFields = (split: SplitAddress): (keyof Consignee)[] =>
  (
    [
      'name',
      'company',
      'phone',
      'email',
      'countryCode',
      'state',
      'city',
      'address1',
      'address2',
      'postcode',
    ] as const
  ).filter((field) => (split[field] ?? '') !== '');
