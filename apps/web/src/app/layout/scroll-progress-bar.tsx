import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { setScrollProgress } from '../ui-slice';
import styles from './scroll-progress-bar.module.css';

/**
 * Shared state (docs/storefront-contract.md#shared-ui-state): the page's scroll progress, as a thin
 * bar at the top.
 */
export function ScrollProgressBar() {
  const dispatch = useAppDispatch();
  const progress = useAppSelector((s) => s.ui.scrollProgress);
  const fill = useRef<HTMLDivElement>(null);
  // Set through the DOM, not a style attribute: server-rendered HTML may carry none under the
  // CSP (style-src 'self'), and the bar starts empty from its stylesheet.
  useEffect(() => {
    fill.current?.style.setProperty('transform', `scaleX(${progress / 100})`);
  }, [progress]);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = document.documentElement;
        const max = el.scrollHeight - el.clientHeight;
        dispatch(setScrollProgress(max > 0 ? Math.round((el.scrollTop / max) * 100) : 0));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [dispatch]);
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="Page scroll progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
    >
      <div ref={fill} className={styles.fill} />
    </div>
  );
}
