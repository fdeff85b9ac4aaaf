import type { Mail } from '../mail/mailer';
import type { OrderMailContent } from './order-mail-content';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f1a17;';
const CELL = 'padding:8px 6px;border-bottom:1px solid #e6dfd8;vertical-align:top;';

/**
 * The HTML alternative: one column no wider than a phone's screen wants, inline styles only
 * (mail clients drop style sheets), real headings, a table with header cells and a caption, the
 * document's language, and no images (nothing to describe, nothing fetched).
 */
function html(c: OrderMailContent, lang: string): string {
  const paragraphs = c.paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`);
  const lines = c.lines
    ? [
        '<table role="table" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:15px">',
        '<caption style="text-align:left;font-weight:bold;padding-bottom:6px">Your order</caption>',
        '<thead><tr>',
        `<th scope="col" style="${CELL}text-align:left">Item</th>`,
        `<th scope="col" style="${CELL}text-align:right">Qty</th>`,
        `<th scope="col" style="${CELL}text-align:right">Price</th>`,
        '</tr></thead><tbody>',
        ...c.lines.map(
          (l) =>
            `<tr><td style="${CELL}">${escape(l.item)}${
              l.detail
                ? `<br><span style="color:#5c534c;font-size:13px">${escape(l.detail)}</span>`
                : ''
            }</td><td style="${CELL}text-align:right">${l.quantity}</td><td style="${CELL}text-align:right;white-space:nowrap">${escape(l.price)}</td></tr>`,
        ),
        '</tbody></table>',
      ]
    : [];
  const totals = [
    '<table role="table" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:15px">',
    '<caption style="text-align:left;font-weight:bold;padding-bottom:6px">Amounts</caption>',
    '<tbody>',
    ...c.totals.map((t) => {
      const weight = t.strong ? 'font-weight:bold;font-size:17px;' : '';
      return `<tr><th scope="row" style="${CELL}${weight}text-align:left;font-weight:${t.strong ? 'bold' : 'normal'}">${escape(t.label)}</th><td style="${CELL}${weight}text-align:right;white-space:nowrap">${escape(t.amount)}</td></tr>`;
    }),
    '</tbody></table>',
  ];
  const facts = [
    '<h2 style="font-size:17px;margin:20px 0 8px">Order details</h2>',
    '<dl style="margin:0 0 16px">',
    ...c.facts.map(
      (f) =>
        `<dt style="font-weight:bold;margin-top:8px">${escape(f.label)}</dt><dd style="margin:2px 0 0">${escape(f.value)}</dd>`,
    ),
    '</dl>',
    `<p style="margin:0 0 16px"><a href="${escape(c.orderLink)}" style="color:#8a3b12">See your order</a></p>`,
    c.invoiceLink
      ? `<p style="margin:0 0 16px"><a href="${escape(c.invoiceLink)}" style="color:#8a3b12">Your tax invoice</a></p>`
      : '',
    c.rateLink
      ? `<p style="margin:0 0 16px"><a href="${escape(c.rateLink)}" style="color:#8a3b12">Rate your order</a></p>`
      : '',
  ];
  const contact = [
    `<h2 style="font-size:17px;margin:20px 0 8px">${escape(c.restaurant.name)}</h2>`,
    c.restaurant.address ? `<p style="margin:0 0 4px">${escape(c.restaurant.address)}</p>` : '',
    c.restaurant.phone ? `<p style="margin:0 0 4px">Phone: ${escape(c.restaurant.phone)}</p>` : '',
  ];
  return [
    '<!doctype html>',
    `<html lang="${escape(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(c.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#faf6f2;${FONT}">`,
    `<main style="max-width:560px;margin:0 auto;padding:20px 16px;background:#ffffff;${FONT}font-size:16px;line-height:1.5">`,
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 12px">${escape(c.heading)}</h1>`,
    ...paragraphs,
    ...lines,
    ...totals,
    ...facts,
    ...contact,
    `<p style="margin:24px 0 0;color:#5c534c;font-size:13px">${escape(c.footer)}</p>`,
    '</main></body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The plain-text part: the same content, readable in any client and by any reader. */
function text(c: OrderMailContent): string {
  const out = [c.heading, '', ...c.paragraphs, ''];
  if (c.lines) {
    out.push('Your order:');
    for (const l of c.lines) {
      out.push(`  ${l.quantity} × ${l.item}${l.detail ? ` (${l.detail})` : ''}  ${l.price}`);
    }
    out.push('');
  }
  for (const t of c.totals) out.push(`${t.label}: ${t.amount}`);
  out.push('');
  for (const f of c.facts) out.push(`${f.label}: ${f.value}`);
  out.push('', `See your order: ${c.orderLink}`);
  if (c.invoiceLink) out.push(`Your tax invoice: ${c.invoiceLink}`);
  if (c.rateLink) out.push(`Rate your order: ${c.rateLink}`);
  out.push('', c.restaurant.name);
  if (c.restaurant.address) out.push(c.restaurant.address);
  if (c.restaurant.phone) out.push(`Phone: ${c.restaurant.phone}`);
  out.push('', '-- ', c.footer, '');
  return out.join('\n');
}

/** The mail as the mailer sends it: plain text with an HTML alternative. */
export function renderOrderMail(to: string, content: OrderMailContent, lang: string): Mail {
  return { to, subject: content.subject, text: text(content), html: html(content, lang) };
}
