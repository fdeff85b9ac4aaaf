/** Admins reading the audit log (staff side only: import from pages under routes/admin). */
export { AuditLog } from './components/audit-log';
