import { useEffect } from 'react';

const BRAND = 'NineToNine';

/** Names the browser tab after the page, so history and tabs say where you were. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Fresh food, cooked to order`;
  }, [title]);
}
