import { describe, expect, it } from 'vitest';
import { groupedMenuShown, h1Text, wholeMenu } from './catalog-helpers';
import { networkSettled, PHONE, useBrowserStack, WAIT } from './harness';

/** The grouped menu's sections (decision 0050) as they are drawn. */
const SECTIONS = 'section[id^="menu-section-"]';

/**
 * A phone's /menu start (issue 36 item 5, decision 0106): small pictures, and the whole menu
 * drawn a chunk at a time instead of in one long task.
 */
describe("a phone's menu at start", () => {
  const t = useBrowserStack({ settles: true });

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

  it('draws the whole menu a chunk at a time, and a card at its far end works', async () => {
    const menu = await wholeMenu(t.baseUrl);
    const { page, errors } = await t.newPage(PHONE);
    // Cards added to the page per DOM change: the server's list as it is parsed, then each
    // drawing of the grouped menu.
    await page.addInitScript(() => {
      const w = window as unknown as { cardsAdded: number[] };
      w.cardsAdded = [];
      new MutationObserver((records) => {
        const cards = new Set<Element>();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches('article')) cards.add(node);
            for (const card of node.querySelectorAll('article')) cards.add(card);
          }
        }
        if (cards.size > 0) w.cardsAdded.push(cards.size);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/menu');
    const cards = page.locator(SECTIONS).getByRole('article');
    await expect.poll(() => cards.count(), WAIT).toBe(menu.length);
    const added = await page.evaluate(
      () => (window as unknown as { cardsAdded: number[] }).cardsAdded,
    );
    // The menu's cards came in several drawings, none of them more than half the menu.
    expect(Math.max(...added)).toBeLessThanOrEqual(menu.length / 2);

    // The last card that can be added straight away, far below the first screen.
    const card = cards.filter({ has: page.getByRole('button', { name: /^Add to cart/ }) }).last();
    const name = (await card.getAttribute('aria-label'))!;
    const add = card.getByRole('button', { name: `Add to cart: ${name}`, exact: true });
    await add.scrollIntoViewIfNeeded();
    await expect.poll(() => add.isEnabled(), WAIT).toBe(true);
    await add.click();
    const bar = page.getByRole('complementary', { name: 'Your cart' });
    await expect.poll(() => bar.getByRole('link').innerText(), WAIT).toMatch(/^1 item · /);
    await card.getByRole('link', { name, exact: true }).click();
    await expect.poll(() => h1Text(page), WAIT).toBe(name);
    expect(errors).toEqual([]);
  });

  it('comes back to a place far down the menu: every section is there at once', async () => {
    const menu = await wholeMenu(t.baseUrl);
    const { page, errors } = await t.newPage(PHONE);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/menu');
    await expect
      .poll(() => page.locator(SECTIONS).getByRole('article').count(), WAIT)
      .toBe(menu.length);
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight - 2 * window.innerHeight),
    );
    await expect.poll(scrollY, WAIT).toBeGreaterThan(3_000);
    const before = await scrollY();
    // A click event without Playwright's scroll-into-view, which would move the page first.
    await page.getByRole('link', { name: 'About us' }).first().dispatchEvent('click');
    await page.waitForURL('**/about');
    await page.goBack();
    await page.waitForURL('**/menu');
    await expect.poll(scrollY, WAIT).toBe(before);
    expect(errors).toEqual([]);
  });

  it('draws the rest at once for a tap on a section not drawn yet, and goes there', async () => {
    const { page, errors } = await t.newPage(PHONE);
    // Taps the first section's chip not drawn yet, the moment the grouped menu first shows:
    // from the DOM change itself, before the next chunk's task can run.
    await page.addInitScript((sections) => {
      const w = window as unknown as { tapped?: { drawn: number; chips: number; id: string } };
      const observer = new MutationObserver(() => {
        const drawn = document.querySelectorAll(sections).length;
        if (drawn === 0) return;
        observer.disconnect();
        const chips = [
          ...document.querySelectorAll<HTMLAnchorElement>('a[href^="#menu-section-"]'),
        ];
        const chip = chips[drawn];
        w.tapped = { drawn, chips: chips.length, id: chip?.hash.slice(1) ?? '' };
        chip?.click();
      });
      observer.observe(document, { childList: true, subtree: true });
    }, SECTIONS);
    await page.goto('/menu');
    const tapped = () =>
      page.evaluate(
        () =>
          (window as unknown as { tapped?: { drawn: number; chips: number; id: string } }).tapped,
      );
    await expect.poll(tapped, WAIT).toBeDefined();
    const { drawn, chips, id } = (await tapped())!;
    expect(drawn).toBeLessThan(chips);

    // Every section is there now, and the tapped one's heading is on screen under the chips,
    // its chip marked.
    expect(await page.locator(SECTIONS).count()).toBeGreaterThanOrEqual(chips);
    const bar = page.getByRole('navigation', { name: 'Menu sections' });
    const heading = page.locator(`#${id}-heading`);
    await expect
      .poll(async () => {
        const under = (await bar.boundingBox())!;
        const box = (await heading.boundingBox())!;
        return box.y >= under.y + under.height - 2 && box.y + box.height <= PHONE.height;
      }, WAIT)
      .toBe(true);
    await expect
      .poll(() => bar.locator(`a[href="#${id}"]`).getAttribute('aria-current'), WAIT)
      .toBe('true');
    expect(errors).toEqual([]);
  });
});
