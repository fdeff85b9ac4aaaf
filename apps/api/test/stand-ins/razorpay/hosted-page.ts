import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInLink } from './entities';
import type { createLinkPayments } from './link-payments';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hosted payment page of a link: "Pay ₹…" and "Fail payment". Opening it makes the link's
 * order, as Razorpay does. Paying answers with a 303 to the link's callback_url and its signed
 * query, as the real page's redirect does. A failure stays on the page, as Razorpay's does
 * (the callback comes only for a payment made; the shop learns of a failure from
 * payment.failed): the page says it failed and offers to pay again, in place (its script
 * writes the answer over the page, so no entry is added to the browser's history and Back
 * still leads to the shop). A cancelled, expired or paid link says so instead.
 */
export function hostedPage(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: {
    link: StandInLink | undefined;
    action: string | undefined;
    made: ReturnType<typeof createLinkPayments>;
  },
) {
  const { link } = ctx;
  if (!link) {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    return res.end('<!doctype html><title>Not found</title><p>This payment link does not exist.');
  }
  const open = link.status === 'created';
  if (open) ctx.made.open(link.id);
  let failed = false;
  if (req.method === 'POST' && ctx.action && open) {
    if (ctx.action !== 'fail') {
      const { returnUrl } = ctx.made.pay(link.id);
      res.writeHead(303, { location: returnUrl });
      return res.end();
    }
    ctx.made.fail(link.id);
    failed = true;
  }
  const amount = (Number(link.amount) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: Number(link.amount) % 100 === 0 ? 0 : 2,
  });
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Razorpay stand-in: pay ₹${amount}</title></head>
<body>
<h1>NineToNine</h1>
<p>${escape(link.description ?? '')}</p>
${failed ? '<p role="alert">Payment failed. You can try again.</p>' : ''}
${
  open
    ? `<form method="post" action="/pay/${link.id}/complete"><button type="submit">Pay ₹${amount}</button></form>
<form method="post" action="/pay/${link.id}/fail" id="fail"><button type="submit">Fail payment</button></form>
<script>
document.getElementById('fail').addEventListener('submit', async (event) => {
  event.preventDefault();
  const page = await (await fetch(event.target.action, { method: 'POST' })).text();
  document.open();
  document.write(page);
  document.close();
});
</script>`
    : `<p>This payment link is ${escape(link.status)}.</p>`
}
</body></html>`);
}
