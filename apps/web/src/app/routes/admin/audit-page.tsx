import { AuditLog } from '@/features/staff-audit';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/audit (admins): every staff change, who made it and what it changed. */
export default function AuditPage() {
  useDocumentTitle('Audit log');
  return (
    <>
      <h1>Audit log</h1>
      <AuditLog />
    </>
  );
}
