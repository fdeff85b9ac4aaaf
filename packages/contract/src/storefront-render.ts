/**
 * How the API asks the storefront's server build for a page's HTML (decision 0024): the page's
 * address, the API answers it starts with (keyed by API path and query, as in the page-data
 * block) and the minute it is rendered at. Undefined: not a page rendered on the server.
 */
export interface StorefrontRenderRequest {
  url: string;
  pageData: Record<string, unknown>;
  renderedAt: number;
}

export type RenderStorefrontPage = (
  request: StorefrontRenderRequest,
) => Promise<string | undefined>;

/** What apps/web's `vite build --ssr` bundle (dist-ssr/entry-server.js) exports. */
export interface StorefrontServerBuild {
  renderStorefrontPage: RenderStorefrontPage;
}
