import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  isSupportedLocale,
  isUsableCurrency,
  restaurantFormat,
} from './restaurant-format';
import { localIsoDateTime, localMidnight, restaurantDay, restaurantDays } from './restaurant-time';

const kolkata = restaurantFormat();
// 2025-06-01 20:30 in Kolkata; 08:00 the same morning in Los Angeles.
const now = new Date('2025-06-01T15:00:00Z');

describe('the test process itself', () => {
  it('runs with the machine zone elsewhere, so nothing below passes by reading it', () => {
    expect(new Date().getTimezoneOffset()).not.toBe(0);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Kolkata');
  });
});

describe('restaurantFormat (the defaults: Asia/Kolkata, en-IN, INR)', () => {
  it('formats rupees the Indian way, paise only when present', () => {
    expect(kolkata.price(249)).toBe('₹249');
    expect(kolkata.price(249.5)).toBe('₹249.50');
    expect(kolkata.price(125000)).toBe('₹1,25,000');
    expect(kolkata.count(125000)).toBe('1,25,000');
    expect(kolkata.currencySymbol).toBe('₹');
    expect(kolkata.currencyName).toBe('Indian Rupee');
  });

  it('shows times on the kitchen clock, whatever the machine zone', () => {
    expect(kolkata.clock(now)).toBe('20:30');
    expect(kolkata.dayAndClock('2025-06-01T15:00:00Z', now)).toBe('Today 20:30');
    expect(kolkata.dayAndClock('2025-06-02T03:30:00Z', now)).toBe('Tomorrow 09:00');
    expect(kolkata.dayAndClock('2025-06-03T03:30:00Z', now)).toBe('Tue, 3 Jun 09:00');
    expect(kolkata.slot({ start: '2025-06-01T15:00:00Z', end: '2025-06-01T15:30:00Z' })).toBe(
      '20:30–21:00',
    );
    expect(kolkata.clockOrWeekday(new Date('2025-06-01T15:30:00Z'), now)).toBe('21:00');
    expect(kolkata.clockOrWeekday(new Date('2025-06-02T03:30:00Z'), now)).toBe('Mon, 09:00');
    // 23:50 in Los Angeles on the 1st is already the 2nd in Kolkata.
    expect(kolkata.date('2025-06-02T06:50:00Z')).toBe('2 Jun 2025');
    expect(kolkata.dateTime('2025-06-02T06:50:00Z')).toBe('2 Jun 2025, 12:20');
    expect(kolkata.dateTimeSeconds('2025-06-02T06:50:05Z')).toBe('2 Jun 2025, 12:20:05');
    expect(kolkata.monthYear('2025-05-31T20:00:00Z')).toBe('June 2025');
    expect(kolkata.calendarDay('2031-03-12', 'long')).toBe('Wednesday, 12 March 2031');
    expect(kolkata.calendarDay('2031-03-05', 'short')).toBe('Wed, 5 Mar');
  });

  it('counts the restaurant days, not the machine days', () => {
    expect(restaurantDay(new Date('2025-06-01T19:00:00Z'), 'Asia/Kolkata')).toBe('2025-06-02');
    expect(localMidnight('2025-06-02', 'Asia/Kolkata').toISOString()).toBe(
      '2025-06-01T18:30:00.000Z',
    );
    expect(restaurantDays({}, 'Asia/Kolkata', now)).toEqual({
      from: '2025-06-01',
      to: '2025-06-01',
      start: new Date('2025-05-31T18:30:00Z'),
      end: new Date('2025-06-01T18:30:00Z'),
    });
    expect(localIsoDateTime(new Date('2026-11-23T18:00:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-23T23:30:00+05:30',
    );
    expect(localIsoDateTime(new Date('2026-11-23T18:00:00Z'), 'UTC')).toBe(
      '2026-11-23T18:00:00+00:00',
    );
    expect(localIsoDateTime(new Date('2026-07-01T18:00:00Z'), 'America/New_York')).toBe(
      '2026-07-01T14:00:00-04:00',
    );
  });
});

describe('restaurantFormat with other settings', () => {
  it('takes the currency, its digits and the locale from the settings', () => {
    const euro = restaurantFormat({ timeZone: 'Europe/Berlin', locale: 'de-DE', currency: 'EUR' });
    expect(euro.price(1249.5)).toBe('1.249,50\u00a0€');
    expect(euro.price(3)).toBe('3\u00a0€');
    expect(euro.clock(now)).toBe('17:00');
    expect([euro.currencySymbol, euro.currencyName]).toEqual(['€', 'Euro']);
    const yen = restaurantFormat({ timeZone: 'Asia/Tokyo', locale: 'ja-JP', currency: 'JPY' });
    expect(currencyDigits('JPY')).toBe(0);
    expect(yen.price(1250)).toBe('￥1,250');
    expect(yen.clock(now)).toBe('00:00');
  });

  it('accepts only currencies Intl knows that our hundredths hold exactly', () => {
    expect(isUsableCurrency('INR')).toBe(true);
    expect(isUsableCurrency('JPY')).toBe(true);
    expect(isUsableCurrency('inr')).toBe(false);
    expect(isUsableCurrency('XYZ')).toBe(false);
    expect(isUsableCurrency('KWD')).toBe(false);
  });

  it('accepts only canonical locales Intl has data for', () => {
    expect(isSupportedLocale('en-IN')).toBe(true);
    expect(isSupportedLocale('de-DE')).toBe(true);
    expect(isSupportedLocale('EN-in')).toBe(false);
    expect(isSupportedLocale('en_IN')).toBe(false);
    expect(isSupportedLocale('en-ZZ')).toBe(false);
    expect(isSupportedLocale('')).toBe(false);
  });
});
