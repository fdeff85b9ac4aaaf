/** GST tax invoices: the customer's invoice query (issue 32; decision 0082). */
export { invoiceQuery } from './api/get-invoice';
