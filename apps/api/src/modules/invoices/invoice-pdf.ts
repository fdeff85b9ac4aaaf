import type { Invoice } from '@ninetonine/contract';

/**
 * The invoice as an A4 PDF (pdfkit: PDF 1.3, its built-in Helvetica, nothing fetched), drawn
 * from the issued snapshot only, like the printable page. Amounts carry no currency sign:
 * Helvetica's WinAnsi set has no ₹, so the heading says they are in INR, as GST invoices may.
 */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on the first PDF, not at every start: importing pdfkit (its fonts' tables) cost each
  // start ~170 ms of CPU, and most instances never draw one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.seller.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, invoice);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

const amount = (value: number, locale: string) =>
  value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function when(iso: string, invoice: Invoice): string {
  return new Intl.DateTimeFormat(invoice.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: invoice.timeZone,
  }).format(new Date(iso));
}

function draw(doc: Doc, invoice: Invoice): void {
  const { seller, customer, order } = invoice;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(16).text('Tax invoice', { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(12).text(seller.legalName);
  doc.font('Helvetica').fontSize(9);
  if (seller.tradeName && seller.tradeName !== seller.legalName) {
    doc.text(`Trading as ${seller.tradeName}`);
  }
  doc.text(seller.address);
  doc.text(`GSTIN ${seller.gstin} · State ${seller.stateName} (${seller.stateCode})`);
  if (seller.fssaiLicence) doc.text(`FSSAI licence ${seller.fssaiLicence}`);
  doc.moveDown();
  doc.text(`Invoice number ${invoice.number} · Financial year ${invoice.financialYear}`);
  doc.text(`Issued ${when(invoice.issuedAt, invoice)}`);
  doc.text(`Order ${order.number} · placed ${when(order.placedAt, invoice)}`);
  doc.text(`Place of supply ${invoice.placeOfSupply.name} (${invoice.placeOfSupply.code})`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text(customer.name);
  if (customer.phone) doc.text(customer.phone);
  if (customer.address) doc.text(customer.address);
  doc.moveDown();
  drawLines(doc, invoice, left, width);
  drawTotals(doc, invoice, left, width);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Amounts in INR. GST at ${invoice.ratePercent}% (${
        invoice.interState ? 'IGST' : 'CGST and SGST, half each'
      }); prices ${invoice.pricesIncludeTax ? 'include' : 'exclude'} GST. ` +
        'Restaurant service, SAC 996331. Veg / non-veg as stated when issued.',
      left,
      doc.y,
      { width },
    );
}

/** Column x offsets (fractions of the width) and their titles; the first is the dish. */
function columns(invoice: Invoice): { title: string; at: number; right: boolean }[] {
  const tax = invoice.interState
    ? [{ title: 'IGST', at: 0.84, right: true }]
    : [
        { title: 'CGST', at: 0.72, right: true },
        { title: 'SGST', at: 0.84, right: true },
      ];
  return [
    { title: 'Dish', at: 0, right: false },
    { title: 'SAC', at: 0.4, right: false },
    { title: 'Qty', at: 0.48, right: true },
    { title: 'Taxable value', at: 0.6, right: true },
    ...tax,
  ];
}

function row(doc: Doc, cells: string[], left: number, width: number, invoice: Invoice): void {
  const cols = columns(invoice);
  const y = doc.y;
  let bottom = y;
  cols.forEach((col, i) => {
    const next = cols[i + 1]?.at ?? 1;
    const x = left + col.at * width;
    const w = (next - col.at) * width - 6;
    doc.text(cells[i] ?? '', x, y, { width: w, align: col.right ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left;
  doc.y = bottom + 3;
}

function drawLines(doc: Doc, invoice: Invoice, left: number, width: number): void {
  const locale = invoice.locale;
  doc.font('Helvetica-Bold').fontSize(9);
  row(
    doc,
    columns(invoice).map((c) => c.title),
    left,
    width,
    invoice,
  );
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const mark = line.veg === 'veg' ? ' (veg)' : line.veg === 'non_veg' ? ' (non-veg)' : '';
    const extras = [line.size, ...line.options].filter(Boolean).join(', ');
    const tax = invoice.interState
      ? [amount(line.igst, locale)]
      : [amount(line.cgst, locale), amount(line.sgst, locale)];
    row(
      doc,
      [
        `${line.name}${mark}${extras ? ` · ${extras}` : ''}`,
        line.sac,
        String(line.quantity),
        amount(line.taxableValue, locale),
        ...tax,
      ],
      left,
      width,
      invoice,
    );
  }
  doc.moveDown(0.5);
}

function drawTotals(doc: Doc, invoice: Invoice, left: number, width: number): void {
  const { totals, locale } = invoice;
  const lines: [string, number][] = [
    ['Gross', totals.gross],
    ...(totals.discount ? ([['Discount', -totals.discount]] as [string, number][]) : []),
    ['Taxable value', totals.taxableValue],
    ...(invoice.interState
      ? ([['IGST', totals.igst]] as [string, number][])
      : ([
          ['CGST', totals.cgst],
          ['SGST', totals.sgst],
        ] as [string, number][])),
    ['Round off', totals.roundOff],
  ];
  const labelX = left + width * 0.55;
  const labelW = width * 0.25;
  const valueX = labelX + labelW;
  const valueW = width - (valueX - left);
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('Helvetica').text(label, labelX, y, { width: labelW });
    doc.text(amount(value, locale), valueX, y, { width: valueW, align: 'right' });
  }
  const y = doc.y + 2;
  doc.font('Helvetica-Bold').text('Total', labelX, y, { width: labelW });
  doc.text(amount(totals.total, locale), valueX, y, { width: valueW, align: 'right' });
  doc.x = left;
}
