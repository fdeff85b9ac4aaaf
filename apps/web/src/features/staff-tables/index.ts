/** Dine-in for staff (decision 0094): the Tables screen, the printable QR cards, the board's part. */
export { TableManager } from './components/table-manager';
export { TableCardsSheet } from './components/table-cards-sheet';
export { DineInPanel } from './components/dine-in-panel';
