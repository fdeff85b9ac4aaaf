/** GST tax invoices and credit notes: the customer's queries (issue 32; decisions 0082, 0089). */
export { invoiceQuery } from './api/get-invoice';
export { creditNotesQuery } from './api/get-credit-notes';
