export * from './catalog';
export * from './users';
export * from './cart';
export * from './site';
export * from './restaurant';
export * from './addresses';
export * from './orders';
export * from './audit';
