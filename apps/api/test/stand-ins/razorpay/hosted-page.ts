import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HostedResult } from './index';
import type { StandInLink } from './entities';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted payment page of a link: "Pay ₹…" and "Fail payment", each a form that posts back
 * here and is answered with a 303 to the link's callback_url and its signed query, as the real
 * page's redirect does. A cancelled, expired or paid link says so instead.
 */
export function hostedPage(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: {
    link: StandInLink | undefined;
    action: string | undefined;
    pay: (linkId: string, opts: { fail?: boolean }) => HostedResult;
  },
) {
  const { link } = ctx;
  if (!link) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    return res.end('<!doctype html><title>Not found</title><p>This payment link does not exist.');
  }
  if (req.method === 'POST' && ctx.action && link.status === 'created') {
    const { returnUrl } = ctx.pay(link.id, { fail: ctx.action === 'fail' });
    res.writeHead(303, { location: returnUrl });
    return res.end();
  }
  const amount = (Number(link.amount) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: Number(link.amount) % 100 === 0 ? 0 : 2,
  });
  const open = link.status === 'created';
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in: pay ₹${amount}</title></head>
<body>
<h1>NineToNine</h1>
<p>${escape(link.description ?? '')}</p>
${
  open
    ? `<form method="post" action="/pay/${link.id}/complete"><button type="submit">Pay ₹${amount}</button></form>
<form method="post" action="/pay/${link.id}/fail"><button type="submit">Fail payment</button></form>`
    : `<p>This payment link is ${escape(link.status)}.</p>`
}
</body></html>`);
}
