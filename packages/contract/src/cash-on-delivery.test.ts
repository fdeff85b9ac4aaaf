import { describe, expect, it } from 'vitest';
import { cashOnDeliveryRefusal, UPI_ID_PATTERN, upiPayUri } from './cash-on-delivery';

describe('the rider’s upi://pay link', () => {
  it('names the payee, the exact amount with two decimals, INR and the order', () => {
    expect(
      upiPayUri({
        vpa: 'ninetonine@okaxis',
        payeeName: 'NineToNine',
        amountMinor: 1057_00,
        reference: 'N-0042',
      }),
    ).toBe('upi://pay?pa=ninetonine@okaxis&pn=NineToNine&am=1057.00&cu=INR&tn=N-0042');
  });

  it('writes paise as two decimals, never a float’s tail', () => {
    const am = (minor: number) =>
      new URL(
        upiPayUri({ vpa: 'a.b@ybl', payeeName: 'X', amountMinor: minor, reference: '1' }),
      ).searchParams.get('am');
    expect(am(5)).toBe('0.05');
    expect(am(10)).toBe('0.10');
    expect(am(29_99)).toBe('29.99');
    expect(am(100_000_00)).toBe('100000.00');
  });

  it('encodes spaces as %20 and reserved characters, keeping the @ of the address', () => {
    const uri = upiPayUri({
      vpa: 'shop_1-x@oksbi',
      payeeName: 'Nine & Nine Foods Pvt. Ltd.',
      amountMinor: 250_00,
      reference: 'Order #7=paid?',
    });
    expect(uri).toBe(
      'upi://pay?pa=shop_1-x@oksbi&pn=Nine%20%26%20Nine%20Foods%20Pvt.%20Ltd.&am=250.00&cu=INR&tn=Order%20%237%3Dpaid%3F',
    );
    // Read back as a URL, every value is what went in.
    const params = new URL(uri).searchParams;
    expect(params.get('pn')).toBe('Nine & Nine Foods Pvt. Ltd.');
    expect(params.get('tn')).toBe('Order #7=paid?');
    expect(params.get('pa')).toBe('shop_1-x@oksbi');
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
  });

  it('encodes letters outside ASCII as UTF-8', () => {
    const uri = upiPayUri({ vpa: 'a1@ibl', payeeName: 'Café नौ', amountMinor: 1, reference: 'r' });
    expect(uri).toContain('pn=Caf%C3%A9%20%E0%A4%A8%E0%A5%8C&');
  });
});

describe('UPI ids', () => {
  it('takes name@handle and refuses anything else', () => {
    for (const ok of ['ninetonine@okaxis', '9876543210@ybl', 'shop.name-1_x@oksbi', 'ab@upi']) {
      expect(UPI_ID_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of ['ninetonine', '@okaxis', 'a@okaxis', 'x y@ybl', 'a@@ybl', 'ab@1bank']) {
      expect(UPI_ID_PATTERN.test(bad), bad).toBe(false);
    }
  });
});

describe('cash on delivery’s limits', () => {
  it('refuses an area without cash first, then a total above the cap', () => {
    const at = (areaAllows: boolean, capMinor: number | null, cashTotalMinor: number) =>
      cashOnDeliveryRefusal({ areaAllows, capMinor, cashTotalMinor });
    expect(at(false, null, 100_00)).toBe('area');
    expect(at(false, 50_00, 100_00)).toBe('area');
    expect(at(true, 50_00, 100_00)).toBe('above_cap');
    // At the cap is still cash.
    expect(at(true, 100_00, 100_00)).toBeNull();
    expect(at(true, null, 9_999_99)).toBeNull();
  });
});
