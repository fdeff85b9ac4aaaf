import { useEffect } from 'react';

const BRAND = 'NineToNine';

/** A page's full title ("Cart · NineToNine"); the home page's is the brand's own. */
export const documentTitle = (title: string | null) =>
  title ? `${title} · ${BRAND}` : `${BRAND} · Fresh food, cooked to order`;

/**
 * Names the browser tab after the page, so history and tabs say where you were. The pages the
 * server renders get the same title in their HTML from their page plan (app/page-plans.ts).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
