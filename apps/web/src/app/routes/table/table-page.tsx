import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoriesQuery, groupByCategory, OptionPicker, wholeMenuQuery } from '@/features/catalog';
import { TableScreen, type RenderOptions } from '@/features/dine-in';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useParams, useSearchParams } from '@/lib/router';

/** The dish's choices, drawn as on the dish page. */
const renderOptions: RenderOptions = ({ food, value, onChange, name }) => (
  <OptionPicker groups={food.optionGroups} value={value} onChange={onChange} name={name} />
);

/**
 * /table/<token>: what a table's QR code opens (decision 0094). The storefront's own menu, read
 * as the menu page reads it, ordered onto the table's tab instead of a cart.
 */
export default function TablePage() {
  useDocumentTitle('Order at your table');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const categories = useQuery(categoriesQuery());
  const foods = useQuery(wholeMenuQuery());
  const menu = useMemo(
    () =>
      categories.data && foods.data ? groupByCategory(categories.data, foods.data.foods) : null,
    [categories.data, foods.data],
  );
  return (
    <main id="main" tabIndex={-1}>
      <TableScreen
        token={token}
        menu={menu}
        renderOptions={renderOptions}
        // Back from the provider's page comes to this table's page, as it left it.
        onLeaveToPay={(url) => window.location.assign(url)}
        paymentReturn={params.get('payment')}
      />
    </main>
  );
}
