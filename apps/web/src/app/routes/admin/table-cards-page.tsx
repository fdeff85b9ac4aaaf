import { TableCardsSheet } from '@/features/staff-tables';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSearchParams } from '@/lib/router';

/** /admin/tables/cards[?table=id]: the printable QR cards, every table's or one. */
export default function TableCardsPage() {
  useDocumentTitle('Table cards');
  const [params] = useSearchParams();
  return <TableCardsSheet only={params.get('table') ?? undefined} />;
}
