export * from './errors';
export * from './money';
export * from './common';
export * from './catalog';
export * from './site';
export * from './auth';
export * from './cart';
