import type { ComponentType, ReactNode } from 'react';

/** A page's module, as `lazy` loads it. */
export interface LazyRoute {
  Component: ComponentType;
}

/** One entry of the route table: the shape React Router's route objects have, the parts we use. */
export interface RouteObject {
  /** Relative to the parent's; `:name` is a parameter, a final `*` takes the rest. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Loads the page's chunk; the router calls it before it shows the page. */
  lazy?: () => Promise<LazyRoute>;
  /** Shown instead of this route's part of the page when it, or one below it, fails. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Record<string, string>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * React Router's ranking, so the same address picks the same page: more segments first, then a
 * static segment over a parameter over a splat; an index route over a layout's other children.
 */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const s of segments) score += s === '*' ? -2 : s.startsWith(':') ? 3 : 10;
  return score;
}

function flatten(routes: RouteObject[], parents: RouteObject[], base: string[], out: Branch[]) {
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    if (route.children?.length) flatten(route.children, chain, segments, out);
    else if (route.index || route.path !== undefined) {
      out.push({ routes: chain, segments, score: scoreOf(segments, !!route.index), order: 0 });
    }
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = [];
    flatten(routes, [], [], branches);
    branches.forEach((b, i) => (b.order = i));
    branches.sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  return branches;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function paramsFor(pattern: string[], path: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p === '*') {
      params['*'] = path.slice(i).map(decode).join('/');
      return params;
    }
    const s = path[i];
    if (s === undefined) return null;
    if (p.startsWith(':')) params[p.slice(1)] = decode(s);
    // Case-insensitive, as React Router matches by default.
    else if (p.toLowerCase() !== decode(s).toLowerCase()) return null;
  }
  return pattern.length === path.length ? params : null;
}

/** The routes, outermost first, that show `pathname`; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const path = segmentsOf(pathname);
  for (const branch of branchesOf(routes)) {
    const params = paramsFor(branch.segments, path);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
