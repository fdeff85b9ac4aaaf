/**
 * A production configuration with nothing left to fix (check-config's tests): several instances
 * on PostgreSQL, so they share Redis and an event carrier.
 */
export const READY_PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://order.example.com',
  TRUST_PROXY: '1',
  SMTP_URL: 'smtp://orders:pw@smtp.example.com:587',
  MAIL_FROM: 'NineToNine <orders@example.com>',
  SESSION_SECRET: 'Vq7tP2xLk9mZr4Wc8NbYh3Gd6FsJa1Qe',
  TOTP_ENCRYPTION_KEY: 'q1W8tX3zL0pV6nB2mC9sD4fG7hJ5kR1yT8uE3iO6aQ0=',
  FIREBASE_PROJECT_ID: 'ninetonine-prod',
  FIREBASE_API_KEY: 'AIzaSyExampleKeyForTests000000000000',
  DATABASE_URL: 'postgres://ninetonine@db.internal:5432/ninetonine',
  REDIS_URL: 'redis://127.0.0.1:6379',
  EVENT_BUS: 'redis',
  PUSH_CONTACT: 'mailto:orders@example.com',
  SEED_DEMO_MENU: 'false',
};
