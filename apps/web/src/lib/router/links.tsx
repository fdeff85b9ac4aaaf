import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { createPath, resolvePath, type NavigateOptions } from './router-state';
import { useLocation, useRouter } from './router-view';

export interface LinkProps
  extends
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>,
    Pick<NavigateOptions, 'replace' | 'state' | 'preventScrollReset'> {
  to: string;
  /** A whole page load rather than a move inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click without modifier keys, on a link the page itself would follow. */
function isInAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A real link (its address works in a new tab, or without the app); a click moves in the app. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const here = useLocation();
  // Another site (or mailto:, tel:): a plain link, left to the browser.
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(to)) return <a {...rest} href={to} onClick={onClick} />;
  const href = createPath(resolvePath(to, createPath(here)));
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || !isInAppClick(event, rest.target)) return;
        event.preventDefault();
        void router.navigate(href, { replace, state, preventScrollReset });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this very address, not on the ones below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string | undefined);
}

/** A path as matching compares it: case-insensitive, no trailing slash. */
const comparable = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** A link that knows whether it leads to the page shown (`aria-current="page"` then). */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const here = comparable(location.pathname);
  const to = comparable(resolvePath(rest.to, createPath(location)).pathname);
  const isActive = here === to || (!end && to !== '/' && here.startsWith(`${to}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Moves to `to` as soon as it renders (in an effect: never during a render). */
export function Navigate({ to, replace, state }: Pick<LinkProps, 'to' | 'replace' | 'state'>) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}
