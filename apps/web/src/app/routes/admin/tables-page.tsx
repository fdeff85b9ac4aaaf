import { TableManager } from '@/features/staff-tables';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/tables: the restaurant's tables and their QR codes (decision 0094). */
export default function TablesPage() {
  useDocumentTitle('Tables');
  return <TableManager />;
}
