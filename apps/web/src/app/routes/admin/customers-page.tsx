import { CustomersAdmin } from '@/features/staff-customers';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminOnly } from './admin-only';

/** /admin/customers (admins): who orders, how often, how much, and how they rate us. */
export default function CustomersPage() {
  useDocumentTitle('Customers');
  return (
    <AdminOnly>
      <h1>Customers</h1>
      <CustomersAdmin />
    </AdminOnly>
  );
}
