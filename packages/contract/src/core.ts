// The zod-free part of the contract (`@ninetonine/contract/core`): texts, limits, codes, money,
// order statuses and opening hours, for code that must not load the schema library (the
// storefront's first load, decision 0022). Types are erased, so schema types come from the main
// entry with `import type`. Everything here is also exported by the main entry.
export * from './texts';
export * from './kitchen-texts';
export * from './limits';
export * from './error-codes';
export * from './http';
export * from './pricing';
export * from './dish-options';
export * from './money';
export * from './country-rules';
export * from './order-status';
export * from './payment-status';
export * from './refund-texts';
export * from './opening-hours';
export * from './payment-methods';
export * from './cash-on-delivery';
export * from './restaurant-time';
export * from './restaurant-format';
export * from './storefront-render';
export * from './picture-sizes';
export * from './search-correction';
export * from './rating-texts';
export * from './rider-tracking';
export * from './order-update-texts';
export * from './dine-in-states';
