import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';

const POINTS_PER_MM = 72 / 25.4;

/**
 * Stands in for the print dialog (a kiosk's printer): `window.print()` records the sheet it was
 * asked to print instead of opening a dialog headless Chromium has no use for. Call before the
 * page loads. Making a PDF (printToPdf) fires `afterprint`, as the dialog closing would.
 */
export async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => {
      const sheet = document.querySelector('[data-print-sheet] > [data-order]');
      printed.push(sheet?.getAttribute('data-order') ?? '(nothing)');
    };
  });
}

/** The order numbers of the sheets printed so far. */
export const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: string[] }).printed);

export interface PrintedSheet {
  pages: number;
  /** Each page's width and height in millimetres. */
  sizes: { width: number; height: number }[];
  /** The PDF's text, whitespace folded to single spaces. */
  text: string;
  /** Elements of the sheet wider than the paper or sticking out of it (in print media). */
  overflowing: string[];
  /** How many order sheets the printed media shows. */
  sheets: number;
  /** Whether anything of the page beside the sheet shows in print. */
  pageShows: boolean;
}

/**
 * The page as it prints now: to PDF at the size its CSS asks for (80 mm paper), its text read
 * back from the PDF; and, in print media, every element of the sheet checked against the paper.
 */
export async function printToPdf(page: Page): Promise<PrintedSheet> {
  await page.emulateMedia({ media: 'print' });
  const layout = await page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>('[data-print-sheet]');
    const root = document.getElementById('root');
    if (!sheet) return { overflowing: ['(no sheet)'], sheets: 0, pageShows: true };
    const edge = sheet.getBoundingClientRect();
    const overflowing = [sheet, ...Array.from(sheet.querySelectorAll<HTMLElement>('*'))]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          el.scrollWidth > el.clientWidth + 1 ||
          box.left < edge.left - 1 ||
          box.right > edge.right + 1
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 40)}`);
    return {
      overflowing,
      sheets: sheet.querySelectorAll('[data-order]').length,
      pageShows: root ? getComputedStyle(root).display !== 'none' : false,
    };
  });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: null });
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const sizes = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const [, , width, height] = (await doc.getPage(i)).view as [number, number, number, number];
    sizes.push({ width: width / POINTS_PER_MM, height: height / POINTS_PER_MM });
  }
  const { text } = await extractText(doc, { mergePages: true });
  return { pages: doc.numPages, sizes, text: text.replace(/\s+/g, ' '), ...layout };
}
