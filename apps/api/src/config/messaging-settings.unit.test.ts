import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const sid = `AC${'0a'.repeat(16)}`;

describe('Twilio settings (decision 0092), checked at boot', () => {
  it('none set: the local outbox, and the API origin defaults to Twilio', () => {
    const env = loadEnv({});
    expect(env.TWILIO_ACCOUNT_SID).toBeUndefined();
    expect(env.TWILIO_API_URL).toBe('https://api.twilio.com');
  });

  it('takes an account, its token and a sender', () => {
    const env = loadEnv({
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_SMS_FROM: 'MG' + '1b'.repeat(16),
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
    });
    expect(env.TWILIO_WHATSAPP_FROM).toBe('whatsapp:+14155238886');
  });

  it('refuses half a configuration or a malformed value, naming the variable', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_SMS_FROM: '+14155238886' })).toThrow(
      /TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set together/,
    );
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      /TWILIO_SMS_FROM: Twilio needs TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM/,
    );
    expect(() => loadEnv({ TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886' })).toThrow(
      /TWILIO_ACCOUNT_SID: A Twilio sender is set without/,
    );
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID is AC/);
    expect(() => loadEnv({ TWILIO_WHATSAPP_FROM: '+14155238886' })).toThrow(
      /TWILIO_WHATSAPP_FROM is whatsapp:\+<number>/,
    );
  });
});
