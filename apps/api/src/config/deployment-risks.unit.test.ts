// Security round 4, item 6: what check-config says of settings the server accepts but production
// should not run with, one sentence each, through productionFindings as the command calls it.
import { describe, expect, it } from 'vitest';
import { productionFindings } from './production-check';
import { READY_PRODUCTION_SETTINGS } from '#test/production-settings';

const ready = READY_PRODUCTION_SETTINGS;

const livePayment = {
  RAZORPAY_KEY_ID: 'rzp_live_1DP5mmOlF5G5ag',
  RAZORPAY_KEY_SECRET: 'Kx82mQpLr4Tz7VbN1cWy5HdE',
  RAZORPAY_WEBHOOK_SECRET: 'f3Jq9ZsM2uRk6XnA8pLt0VcY',
};

/** The sentences that fail the check. */
const unsafe = (env: Record<string, string | undefined>, instances?: number) =>
  productionFindings(env, { instances })
    .filter((f) => f.unsafe)
    .map((f) => f.sentence);

describe('production findings the server itself does not refuse', () => {
  it('has nothing to say of a ready configuration, live payment keys included', () => {
    expect(productionFindings({ ...ready, ...livePayment })).toEqual([]);
  });

  it('names test payment keys, and a webhook secret equal to the key secret', () => {
    expect(
      unsafe({
        ...ready,
        ...livePayment,
        RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
        RAZORPAY_WEBHOOK_SECRET: livePayment.RAZORPAY_KEY_SECRET,
      }),
    ).toEqual([
      expect.stringMatching(/^RAZORPAY_KEY_ID is a test key \(rzp_test_…\).*rzp_live_…/),
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET is the same as RAZORPAY_KEY_SECRET: /),
    ]);
  });

  it("names a provider URL that is not Razorpay's", () => {
    for (const url of ['https://razorpay.example.net', 'http://api.razorpay.com']) {
      expect(unsafe({ ...ready, ...livePayment, RAZORPAY_API_URL: url })).toEqual([
        `RAZORPAY_API_URL is ${url}, not Razorpay's https://api.razorpay.com: the key secret would be sent to that host; unset it (another address is only for the tests' stand-in).`,
      ]);
    }
    expect(
      unsafe({ ...ready, ...livePayment, RAZORPAY_API_URL: 'https://api.razorpay.com/' }),
    ).toEqual([]);
  });

  it('names which payment keys are missing, an empty one counting as missing, in one sentence', () => {
    expect(unsafe({ ...ready, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: '' })).toEqual([
      'Online payment is half configured: RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not (an empty value counts as unset); set all three, or none to offer no online payment.',
    ]);
  });

  it('says what the chosen provider lacks, and a provider that cannot take the currency', () => {
    const liveStripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_51Nq2x3Kx82mQpLr4Tz7VbN1cWy',
      STRIPE_WEBHOOK_SECRET: 'whsec_f3Jq9ZsM2uRk6XnA8pLt0VcY',
    };
    const withCurrency = (env: Record<string, string | undefined>, currency?: string) =>
      productionFindings(env, { currency })
        .filter((f) => f.unsafe)
        .map((f) => f.sentence);
    expect(withCurrency({ ...ready, ...liveStripe }, 'GBP')).toEqual([]);
    expect(withCurrency({ ...ready, ...livePayment }, 'INR')).toEqual([]);
    expect(withCurrency({ ...ready, ...liveStripe }, 'INR')).toEqual([
      expect.stringMatching(
        /^Online payment goes through Stripe, but the restaurant's currency is INR/,
      ),
    ]);
    expect(withCurrency({ ...ready, ...livePayment }, 'usd')).toEqual([
      expect.stringMatching(
        /^Online payment goes through Razorpay, which takes INR here, but the restaurant's currency is USD/,
      ),
    ]);
    expect(withCurrency({ ...ready, ...livePayment, PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'PAYMENT_PROVIDER is stripe but STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: online payment would not be offered; set them, or choose the provider whose keys you have.',
    ]);
    expect(
      withCurrency({
        ...ready,
        ...liveStripe,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_API_URL: 'https://stripe.example.net',
      }),
    ).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY is a test key \(sk_test_…\).*sk_live_…/),
      expect.stringMatching(/^STRIPE_API_URL is https:\/\/stripe.example.net, not Stripe's /),
    ]);
    expect(withCurrency({ ...ready, STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual([
      "Stripe is half configured: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not; set both (the secret key and the webhook endpoint's signing secret), or neither.",
    ]);
  });

  it('names a zod refusal by its variable', () => {
    expect(unsafe({ ...ready, STREAMS_TOTAL: '0' })).toEqual([
      'STREAMS_TOTAL: Streams total must be at least 1.',
    ]);
  });

  it('wants a shared event carrier and Redis for several instances, not for one', () => {
    const { REDIS_URL: _r, EVENT_BUS: _e, ...alone } = ready;
    const several = unsafe({ ...alone, EVENT_BUS: 'memory' });
    expect(several).toEqual([
      expect.stringMatching(
        /^With DATABASE_URL the deploy guide runs several API instances \(pass --instances 1 .*\), EVENT_BUS=memory tells/,
      ),
      expect.stringMatching(/, REDIS_URL is not set: each instance counts rate limits/),
    ]);
    expect(unsafe({ ...alone, EVENT_BUS: 'postgres' }, 3)).toEqual([
      expect.stringMatching(/^With 3 API instances, REDIS_URL is not set/),
    ]);
    expect(unsafe(alone, 1)).toEqual([]);
  });

  it('names listening on every interface behind a proxy on this machine', () => {
    const { TRUST_PROXY: _t, ...rest } = ready;
    const onLoopback = { ...rest, TRUST_PROXY: '127.0.0.1' };
    expect(unsafe({ ...onLoopback, HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(/^HOST is 0\.0\.0\.0, every interface, behind a proxy/),
    ]);
    expect(unsafe(onLoopback)).toEqual([expect.stringMatching(/^HOST is not set \(0\.0\.0\.0\)/)]);
    // A hop count: a client at the port also forges its X-Forwarded-For.
    expect(unsafe({ ...ready, HOST: '::' })).toEqual([
      expect.stringMatching(/bypasses the proxy and picks its own address for rate limits/),
    ]);
    expect(unsafe({ ...onLoopback, HOST: '127.0.0.1' })).toEqual([]);
    // systemd's unit sets HOST=127.0.0.1; a proxy elsewhere needs a private interface.
    expect(unsafe(ready)).toEqual([]);
    expect(unsafe({ ...ready, TRUST_PROXY: '10.0.0.5', HOST: '10.0.0.9' })).toEqual([]);
  });

  it('names a long session secret of little variety', () => {
    for (const secret of [
      'Ab3$Cd4%Ef5&'.repeat(4), // 12 distinct characters, repeated
      'abcdefghijklmnopqrstuvwxyz0123456789',
      '0123456789ABCDEFGHIJKLMNOPqrstuvwxyz',
    ]) {
      expect(unsafe({ ...ready, SESSION_SECRET: secret })).toEqual([
        expect.stringMatching(/^SESSION_SECRET has little variety/),
      ]);
    }
    // What `openssl rand -base64 48` and `-hex 16` print.
    for (const secret of [
      'pF6u1t+Q0bS8rJmWc3ZyXkEvA9hLnG2oT5dIqRz7Me4aB/VsHgK1jYwCx0NfUlOi',
      '5b3f9e1c07a24d6882e0f4a9c1d37b65',
    ]) {
      expect(unsafe({ ...ready, SESSION_SECRET: secret })).toEqual([]);
    }
  });

  it('gives a missing PUSH_CONTACT as advice, not as unsafe', () => {
    const { PUSH_CONTACT: _p, ...rest } = ready;
    expect(productionFindings(rest)).toEqual([
      { sentence: expect.stringMatching(/^PUSH_CONTACT is not set: /), unsafe: false },
    ]);
  });
});
