export const deliveryAreaKeys = { all: ['staff', 'delivery-areas'] as const };
