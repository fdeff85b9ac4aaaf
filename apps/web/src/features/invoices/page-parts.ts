/** What only the invoice page is made of. */
export { InvoiceView } from './components/invoice-view';
export { CreditNotesList, CreditNoteView } from './components/credit-notes-list';
