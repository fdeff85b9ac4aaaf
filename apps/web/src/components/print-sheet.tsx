import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './print-sheet.module.css';

/** The roll's width: 80 mm thermal paper (a kitchen printer, a till's receipt printer). */
export const PAPER_WIDTH_MM = 80;
const MM_PER_CSS_PX = 25.4 / 96;
/** A little paper past the last line, so rounding never pushes it onto a second page. */
const FEED_MM = 4;

/**
 * The page the sheet prints on (decision 0067): 80 mm wide and exactly as long as this sheet, so
 * one order is one ticket, cut once. A roll has no fixed length and `size: 80mm auto` is not CSS,
 * so the length is measured before printing. Set through the CSSOM (a constructed stylesheet):
 * the strict CSP refuses `<style>` elements, not stylesheets built by script.
 */
function usePageLength(sheet: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!sheet) return;
    const lengthMm = Math.ceil(sheet.getBoundingClientRect().height * MM_PER_CSS_PX) + FEED_MM;
    const page = new CSSStyleSheet();
    page.replaceSync(`@page receipt-roll { size: ${PAPER_WIDTH_MM}mm ${lengthMm}mm; margin: 0; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== page);
    };
  }, [sheet]);
}

/**
 * One printed sheet: kept out of sight on screen, and in print the only thing on paper (the
 * page's own content is hidden while a sheet is in the document).
 */
function PrintSheet({ children, onReady }: { children: ReactNode; onReady: () => void }) {
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  usePageLength(sheet);
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  }, [onReady]);
  useEffect(() => {
    if (sheet) ready.current();
  }, [sheet]);
  return createPortal(
    <div ref={setSheet} className={styles.sheet} data-print-sheet="" aria-hidden="true">
      {children}
    </div>,
    document.body,
  );
}

interface PrintJob {
  id: number;
  content: ReactNode;
}

/**
 * Prints sheets one after another: `print(<KitchenTicket … />)` queues one; the browser's print
 * (a dialog, or straight to the printer in a kiosk) is asked for once the sheet is laid out, and
 * the next waits for `afterprint`. Render `sheet` somewhere in the page.
 */
export function usePrintQueue() {
  const [jobs, setJobs] = useState<readonly PrintJob[]>([]);
  const nextId = useRef(0);
  const print = useCallback((content: ReactNode) => {
    nextId.current += 1;
    const job = { id: nextId.current, content };
    setJobs((queue) => [...queue, job]);
  }, []);
  const current = jobs[0];
  useEffect(() => {
    if (!current) return;
    const done = () => setJobs((queue) => queue.filter((j) => j.id !== current.id));
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [current]);
  const sheet = current ? (
    <PrintSheet key={current.id} onReady={() => window.print()}>
      {current.content}
    </PrintSheet>
  ) : null;
  return { print, sheet, printing: current !== undefined };
}
