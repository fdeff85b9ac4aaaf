import { describe, expect, it } from 'vitest';
import { groupedMenuShown, wholeMenu } from './catalog-helpers';
import { networkSettled, PHONE, useBrowserStack } from './harness';

/** The grouped menu's sections (decision 0050) as they are drawn. */
const SECTIONS = 'section[id^="menu-section-"]';

/** A phone's /menu start (issue 36 item 5, decision 0106): small pictures. */
describe("a phone's menu at start", () => {
  const t = useBrowserStack();

  it('loads every card picture at its smallest rendition, the 96 px thumbnail it shows', async () => {
    // Each stored width of each dish's picture, by address.
    const widths = new Map<string, { width: number; smallest: number }>();
    for (const food of await wholeMenu(t.baseUrl)) {
      const entries = (food.pictures[0]?.srcset ?? '').split(',').flatMap((entry) => {
        const [url, w] = entry.trim().split(/\s+/);
        return url && w ? [{ url, width: Number.parseInt(w, 10) }] : [];
      });
      const smallest = Math.min(...entries.map((e) => e.width));
      for (const e of entries) widths.set(e.url, { width: e.width, smallest });
    }
    expect(widths.size).toBeGreaterThan(0);
    const { page, errors } = await t.newPage(PHONE);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/menu');
    await groupedMenuShown(page);
    await networkSettled(page);

    // What went over the network (the server's preload of the first card's included) ...
    const pictures = fetched.filter((path) => widths.has(path));
    expect(pictures.length).toBeGreaterThan(0);
    for (const path of pictures)
      expect(widths.get(path)!.width, path).toBe(widths.get(path)!.smallest);
    // ... and what the cards show.
    const shown = await page.locator(`${SECTIONS} article img`).evaluateAll((imgs) =>
      imgs.flatMap((img) => {
        const { currentSrc, width } = img as HTMLImageElement;
        return currentSrc ? [{ path: new URL(currentSrc).pathname, width }] : [];
      }),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const { path, width } of shown) {
      expect(width).toBe(96);
      expect(widths.get(path)?.width, path).toBe(widths.get(path)?.smallest);
    }
    expect(errors).toEqual([]);
  });
});
