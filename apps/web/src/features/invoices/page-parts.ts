/** What only the invoice page is made of. */
export { InvoiceView } from './components/invoice-view';
