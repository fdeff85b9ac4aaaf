import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './links';
import { createStaticRouter } from './router-state';
import { RouterProvider } from './router-view';

/** The links as the server renders them at `url`. */
function linksAt(url: string, links: React.ReactNode): string {
  const router = createStaticRouter([{ path: '*', element: <nav>{links}</nav> }], url);
  return renderToString(<RouterProvider router={router} />);
}

describe('links', () => {
  it('write real addresses: absolute, a new query on this page, a hash', () => {
    const html = linksAt(
      '/menu?page=2',
      <>
        <Link to="/cart">cart</Link>
        <Link to="?page=3">next</Link>
        <Link to="#reviews">reviews</Link>
      </>,
    );
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="/menu?page=3"');
    expect(html).toContain('href="/menu?page=2#reviews"');
  });

  it('leave another site, mailto: and tel: as they are', () => {
    const html = linksAt(
      '/',
      <>
        <Link to="https://example.com/a?b=c">out</Link>
        <Link to="mailto:kitchen@example.com">mail</Link>
      </>,
    );
    expect(html).toContain('href="https://example.com/a?b=c"');
    expect(html).toContain('href="mailto:kitchen@example.com"');
  });

  it('mark the page shown, and the section it is in unless `end`', () => {
    const html = linksAt(
      '/admin/menu/42',
      <>
        <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          home
        </NavLink>
        <NavLink to="/admin/menu" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          menu
        </NavLink>
        <NavLink to="/admin/menu/4" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          not a prefix by segment
        </NavLink>
      </>,
    );
    const link = (href: string) => new RegExp(`<a [^>]*href="${href}"[^>]*>`).exec(html)?.[0];
    expect(link('/admin')).toContain('class="off"');
    expect(link('/admin')).not.toContain('aria-current');
    expect(link('/admin/menu')).toContain('class="on"');
    expect(link('/admin/menu')).toContain('aria-current="page"');
    expect(link('/admin/menu/4')).toContain('class="off"');
  });
});
