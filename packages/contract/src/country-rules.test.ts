import { describe, expect, it } from 'vitest';
import { normalizePhone, normalizePostcode, postcodeProblem } from './country-rules';
import { matchDeliveryArea, postcodeEntryProblem } from './delivery-areas';

describe('country rules (decision 0047)', () => {
  it('takes an Indian PIN code, refuses other shapes in words', () => {
    expect(normalizePostcode('560 038', 'IN')).toBe('560038');
    for (const bad of ['ABCDE', 'SW1A 1AA', '056001', '56003', '5600381']) {
      expect(normalizePostcode(bad, 'IN'), bad).toBeNull();
    }
    expect(postcodeProblem('IN')).toBe('Enter a 6-digit PIN code, e.g. 560001');
    expect(normalizePostcode('sw1a 1aa', 'GB')).toBe('SW1A1AA');
  });

  it('reads an Indian phone number in the forms people write it', () => {
    for (const typed of [
      '98450 55555',
      '098450-55555',
      '+91 98450 55555',
      '0091 98450 55555',
      '(+91) 9845055555',
      '919845055555',
    ]) {
      expect(normalizePhone(typed, 'IN'), typed).toBe('+919845055555');
    }
    for (const bad of [
      '12345 67890',
      '+44 20 7946 0000',
      '98450 5555',
      'call me',
      '+91 98450 555550',
    ]) {
      expect(normalizePhone(bad, 'IN'), bad).toBeNull();
    }
  });

  it('checks area entries and matches the closest one', () => {
    expect(postcodeEntryProblem('560*', 'IN')).toBeNull();
    expect(postcodeEntryProblem('560066', 'IN')).toBeNull();
    expect(postcodeEntryProblem('0*', 'IN')).toBe('0* is not the start of a PIN code');
    expect(postcodeEntryProblem('5600661*', 'IN')).toBe('5600661* is not the start of a PIN code');
    const city = { name: 'City', postcodes: ['560*'] };
    const east = { name: 'East', postcodes: ['5600*'] };
    const whitefield = { name: 'Whitefield', postcodes: ['560066'] };
    const areas = [city, whitefield, east];
    expect(matchDeliveryArea(areas, '560 066')).toBe(whitefield);
    expect(matchDeliveryArea(areas, '560001')).toBe(east);
    expect(matchDeliveryArea(areas, '560100')).toBe(city);
    expect(matchDeliveryArea(areas, '600004')).toBeNull();
    expect(matchDeliveryArea([], '560001')).toBeNull();
  });
});
