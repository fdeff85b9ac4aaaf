import type { StaffOrder } from '@ninetonine/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KitchenTicket } from './kitchen-ticket';

const order: StaffOrder = {
  _id: 'ord_1',
  number: '1126-007',
  status: 'accepted',
  fulfilment: 'delivery',
  paymentMethod: 'cash_on_delivery',
  lines: [
    {
      foodId: 'f_biryani',
      name: 'Chicken Biryani',
      size: 'Full',
      options: [
        { group: 'Spice level', name: 'Hot', priceDelta: 0 },
        { group: 'Extras', name: 'Boiled egg', priceDelta: 30 },
        { group: 'Extras', name: 'Raita', priceDelta: 25 },
      ],
      image: '',
      unitPrice: 355,
      quantity: 2,
      lineTotal: 710,
      veg: 'non_veg',
    },
  ],
  subtotal: 710,
  discount: 0,
  deliveryFee: 40,
  tax: 35.5,
  taxIncluded: true,
  rounding: 0,
  total: 750,
  couponCode: null,
  payment: {
    status: 'due_on_handover',
    provider: null,
    amount: 750,
    expiresAt: null,
    paidAt: null,
    refund: null,
  },
  mailProblems: [],
  refunds: [],
  refundable: 0,
  rating: null,
  address: {
    label: 'Home',
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    line1: '4 Lake View Road',
    line2: '',
    city: 'Bengaluru',
    postalCode: '560025',
    notes: 'Blue gate',
  },
  pickupAddress: null,
  scheduledFor: null,
  // 13:00 UTC is 18:30 in Asia/Kolkata, the default restaurant zone.
  estimatedAt: '2026-11-26T13:00:00.000Z',
  note: 'No coriander',
  history: [],
  createdAt: '2026-11-26T12:30:00.000Z',
  customer: { name: 'Asha Verma', phone: '+91 98765 43210', email: null },
  updatedAt: '2026-11-26T12:31:00.000Z',
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('kitchen ticket', () => {
  it('says what to cook, for whom and by when, in the restaurant’s time, without a price', () => {
    const ticket = text(
      renderToStaticMarkup(
        <KitchenTicket order={order} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
      ),
    );
    expect(ticket).toContain('1126-007');
    expect(ticket).toContain('DELIVERY');
    expect(ticket).toContain('Due 18:30');
    expect(ticket).toContain('▲ NON-VEG 2 × Chicken Biryani (Full)');
    expect(ticket).toContain('Spice level: Hot');
    expect(ticket).toContain('Extras: Boiled egg, Raita');
    expect(ticket).toContain('Note: No coriander');
    expect(ticket).toContain('4 Lake View Road, Bengaluru, 560025');
    expect(ticket).toContain('Address note: Blue gate');
    // The amount to collect is the only money on it: no line prices.
    expect(ticket).toContain('NOT PAID · Collect ₹750 cash');
    expect(ticket).not.toMatch(/Total|355|710/);
  });

  it('marks an order paid online, and says what to collect at pickup (issue 34, item 16)', () => {
    const ticketOf = (o: StaffOrder) =>
      text(
        renderToStaticMarkup(
          <KitchenTicket order={o} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
        ),
      );
    const paid = ticketOf({
      ...order,
      paymentMethod: 'online',
      payment: { ...order.payment, status: 'paid', provider: 'razorpay' },
    });
    expect(paid).toContain('PAID ONLINE');
    expect(paid).not.toMatch(/Collect|₹/);
    const pickup = ticketOf({
      ...order,
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      total: 1057,
      address: null,
    });
    expect(pickup).toContain('NOT PAID · Collect ₹1,057 at pickup');
  });

  it('prints the FSSAI licence number at its foot, and no mark for a dish whose meat is not stated (decision 0082)', () => {
    const unstated = { ...order, lines: order.lines.map((l) => ({ ...l, veg: null })) };
    const ticket = text(
      renderToStaticMarkup(
        <KitchenTicket
          order={unstated}
          printedAt={new Date('2026-11-26T12:35:00.000Z')}
          fssaiLicence="11521999000123"
        />,
      ),
    );
    expect(ticket).toContain('FSSAI Lic. No. 11521999000123');
    expect(ticket).not.toMatch(/VEG/);
  });

  it('gives the date of an order booked for another day', () => {
    const booked = { ...order, scheduledFor: '2026-11-27T06:30:00.000Z' };
    const ticket = text(
      renderToStaticMarkup(
        <KitchenTicket order={booked} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
      ),
    );
    expect(ticket).toMatch(/Booked for 27 Nov 2026, 12:00/);
  });

  it('tells the rider to leave it at the door, and names the tip inside the total (decision 0085)', () => {
    const tipped = { ...order, tip: 30, total: 780, contactless: true };
    const ticket = text(
      renderToStaticMarkup(
        <KitchenTicket order={tipped} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
      ),
    );
    expect(ticket).toContain('LEAVE AT THE DOOR (contactless)');
    expect(ticket).toContain('NOT PAID · Collect ₹780 cash');
    expect(ticket).toContain('Rider tip: ₹30 (in the total)');
  });

  it('prints the rider’s UPI QR for the cash to collect when the server gives one (decision 0090)', () => {
    const upi = {
      uri: 'upi://pay?pa=ninetonine@okaxis&pn=NineToNine&am=750.00&cu=INR&tn=1126-007',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      amount: 750,
    };
    const html = renderToStaticMarkup(
      <KitchenTicket order={{ ...order, upi }} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
    );
    expect(text(html)).toContain('RIDER: or scan to pay ₹750 by UPI');
    expect(html).toContain(`src="${upi.qrCode}"`);
    expect(html).toContain('alt="UPI QR code to pay ₹750 for order 1126-007"');
    const without = renderToStaticMarkup(
      <KitchenTicket order={order} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
    );
    expect(without).not.toContain('UPI');
  });

  it('names a dine-in round’s table and leaves its money to the tab (decision 0094)', () => {
    const round: StaffOrder = {
      ...order,
      fulfilment: 'dine_in',
      paymentMethod: 'pay_at_table',
      address: null,
      table: { tableId: 'tbl_1', name: 'Terrace 7', tabId: 'tab_1' },
    };
    const ticket = text(
      renderToStaticMarkup(
        <KitchenTicket order={round} printedAt={new Date('2026-11-26T12:35:00.000Z')} />,
      ),
    );
    expect(ticket).toContain('TABLE TERRACE 7');
    expect(ticket).toContain('ON THE TABLE’S TAB');
    expect(ticket).not.toMatch(/DELIVERY|PICKUP|Collect/);
  });
});
