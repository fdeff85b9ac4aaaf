export const staffOfferKeys = { all: ['staff', 'offers'] as const };
