export * from './catalog';
export * from './users';
export * from './cart';
export * from './site';
