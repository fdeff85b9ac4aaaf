// axe-core on a list of routes, shared by the accessibility files (decision 0045): the signed-out
// storefront is one file and the signed-in pages another, so the two run side by side.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { gotoSettled, WAIT } from './harness';

const axeSource = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** The conformance target: WCAG 2.2 A and AA (axe's best-practice rules are not run). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's violations on the page as it stands, in a line each (rule, impact, where). Run
 * through the DevTools protocol, so the page's strict CSP does not stop the script.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<unknown> } })
      .axe;
    const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
    return ((await axe.run(document, options)) as { violations: Violation[] }).violations;
  }, WCAG_TAGS);
  return violations.flatMap((v) =>
    v.nodes
      .map((n) => n.target.join(' '))
      .map((target) => `${v.id} (${v.impact}): ${v.help} at ${target}`),
  );
}

/** Opens each path, waits for its main heading, and collects what axe finds there. */
export async function checkPages(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await gotoSettled(page, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    const violations = await axeViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}
