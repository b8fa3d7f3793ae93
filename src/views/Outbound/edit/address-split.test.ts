import { describe, expect, it } from 'vitest';
import { filledFields, splitAddress } from './address-split';

describe('splitAddress', () => {
  // whole addresses as buyers and marketplaces write them, and every field they hold
  it.each([
    {
      shape: 'a US address copied from a marketplace order',
      text: 'John Smith\n123 Main Street\nApt 4B\nNew York, NY 10001\nUnited States\nPhone: +1 212-555-0147',
      fields: {
        name: 'John Smith',
        address1: '123 Main Street',
        address2: 'Apt 4B',
        city: 'New York',
        state: 'NY',
        postcode: '10001',
        countryCode: 'US',
        phone: '+1 212-555-0147',
      },
    },
    {
      shape: 'a US address on one line, with a ZIP+4 and no country',
      text: 'Jane Doe, 500 Oak Ave, Springfield, IL 62704-1234, (217) 555-0199',
      fields: {
        name: 'Jane Doe',
        address1: '500 Oak Ave',
        city: 'Springfield',
        state: 'IL',
        postcode: '62704-1234',
        countryCode: 'US',
        phone: '(217) 555-0199',
      },
    },
    {
      shape: 'a UK address: the town in capitals on its own line, the postcode below',
      text: 'Oliver Brown\nFlat 2\n10 Downing Street\nLONDON\nSW1A 2AA\nUnited Kingdom\n07700 900123',
      fields: {
        name: 'Oliver Brown',
        address1: 'Flat 2',
        address2: '10 Downing Street',
        city: 'London',
        postcode: 'SW1A 2AA',
        countryCode: 'GB',
        phone: '07700 900123',
      },
    },
    {
      shape: 'a German address (postcode before the town) with an e-mail',
      text: 'Max Mustermann\nMusterstrasse 12\n10115 Berlin\nDeutschland\nmax@example.de\n+49 30 1234567',
      fields: {
        name: 'Max Mustermann',
        address1: 'Musterstrasse 12',
        postcode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
        email: 'max@example.de',
        phone: '+49 30 1234567',
      },
    },
    {
      shape: 'a Japanese address in Latin letters: the ward, then the prefecture and postcode',
      text: 'Taro Yamada\n1-2-3 Jingumae\nShibuya-ku\nTokyo 150-0001\nJapan\nTel: 03-1234-5678',
      fields: {
        name: 'Taro Yamada',
        address1: '1-2-3 Jingumae',
        city: 'Shibuya-ku',
        state: 'Tokyo',
        postcode: '150-0001',
        countryCode: 'JP',
        phone: '03-1234-5678',
      },
    },
  ])('reads $shape', ({ text, fields }) => {
    expect(splitAddress(text)).toEqual(fields);
  });

  it('reads a UK town and postcode on one line', () => {
    const split = splitAddress('Amelia Jones\n221B Baker Street\nLondon NW1 6XE\nUK');
    expect(split).toMatchObject({ city: 'London', postcode: 'NW1 6XE', countryCode: 'GB' });
  });

  it('keeps a company line between the name and the street', () => {
    const split = splitAddress('Ann Lee\nAcme Corp\n42 Market St\nSuite 300\nSan Francisco, CA 94105');
    expect(split).toMatchObject({
      name: 'Ann Lee',
      company: 'Acme Corp',
      address1: '42 Market St',
      address2: 'Suite 300',
      city: 'San Francisco',
      state: 'CA',
    });
  });

  it('does not take a house number for a phone, and answers nothing for empty text', () => {
    expect(splitAddress('Bob\n12345 Long Road\nAustin, TX 73301').phone).toBeUndefined();
    expect(splitAddress('   \n ')).toEqual({});
  });

  it('lists the fields it filled in the form order', () => {
    expect(filledFields(splitAddress('Jane Doe, 500 Oak Ave, Springfield, IL 62704'))).toEqual([
      'name',
      'countryCode',
      'state',
      'city',
      'address1',
      'postcode',
    ]);
  });
});
