/** Admins' list of customers and its audited export (staff side only: import from routes/admin). */
export { CustomersAdmin } from './components/customers-admin';
