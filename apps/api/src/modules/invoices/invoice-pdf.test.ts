import { API_BASE_PATH, invoiceResponseSchema } from '@ninetonine/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { ordersClient, setRestaurant } from '#test/order-fixtures';
import { placeCashOrder, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

const GST = {
  legalName: 'Nine To Nine Foods LLP',
  // The GST portal's own example GSTIN (Maharashtra, 27).
  gstin: '27AAPFU0939F1ZV',
  fssaiLicence: '11521999000123',
  registeredAddress: '9 Residency Road, Bengaluru 560025',
  invoicePrefix: 'NTN',
};

/** The PDF's text, as a reader (or a tax officer's search) finds it, whitespace folded. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

describe('the invoice as a PDF (issue 32, item 1)', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const readPdf = (orderId: string, cookie?: string) =>
    app().inject({
      method: 'GET',
      url: `${API_BASE_PATH}/orders/${orderId}/invoice.pdf`,
      headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
    });

  it('sends the issued invoice as an A4 PDF named after its number, to its customer only', async () => {
    await setRestaurant(app(), { ...GST });
    const staff = await signInAs(app(), { role: 'staff' });
    const placed = await placeCashOrder(app(), ctx.foodId);
    // None before the cash is taken: the same 404 as the invoice itself.
    const early = await readPdf(placed.order._id, placed.cookie);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toHaveProperty('message');
    const kitchen = ordersClient(app(), staff.cookie);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      expect((await kitchen.setStatus(placed.order._id, { status })).statusCode).toBe(200);
    }
    const { invoice } = invoiceResponseSchema.parse(
      (
        await app().inject({
          method: 'GET',
          url: `${API_BASE_PATH}/orders/${placed.order._id}/invoice`,
          headers: { ...csrfHeaders, cookie: placed.cookie },
        })
      ).json(),
    );

    const res = await readPdf(placed.order._id, placed.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    // Personal data: like every API answer, never kept by a cache on the way.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      'Tax invoice',
      GST.legalName,
      `GSTIN ${GST.gstin}`,
      `FSSAI licence ${GST.fssaiLicence}`,
      `Invoice number ${invoice.number}`,
      `Order ${placed.order.number}`,
      'Masala Dosa',
      '996331',
      'Place of supply Maharashtra (27)',
    ]) {
      expect(text).toContain(part);
    }
    // The same amounts as the issued invoice, to the paisa.
    const two = (n: number) => n.toFixed(2);
    expect(text).toContain(`Total ${two(invoice.totals.total)}`);
    expect(text).toContain(`Round off ${two(invoice.totals.roundOff)}`);
    expect(text).toContain(`CGST ${two(invoice.totals.cgst)}`);

    // Anyone else: the same 404 as for an order that is not there; signed out: 401.
    const stranger = await signInAs(app());
    expect((await readPdf(placed.order._id, stranger.cookie)).statusCode).toBe(404);
    expect((await readPdf(placed.order._id)).statusCode).toBe(401);
    const unknown = await readPdf('not-an-order', placed.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });
});
