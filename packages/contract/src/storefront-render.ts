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

/** The picture a page shows largest above the fold, to preload with the same srcset and sizes. */
export interface StorefrontPicture {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

/**
 * What a server-rendered page starts with, as the web declares it (decision 0043). The API runs
 * it and knows nothing of the web's paths.
 */
export interface StorefrontPagePlan {
  /**
   * The page's first GET requests on the public API: path and query under the API's base path,
   * exactly as the page sends them. They key the page-data block, in this order.
   */
  requests: string[];
  /**
   * The chunk holding the page in Vite's manifest: a chunk group's name, or the route module's
   * source path when it is not grouped.
   */
  chunk: string;
  /** The picture to preload, chosen from the answers that came back (keyed by request). */
  picture?: (answers: ReadonlyMap<string, unknown>) => StorefrontPicture | undefined;
  /** The page's `<title>`, from the answers (a dish's name); index.html's when absent. */
  title?: (answers: ReadonlyMap<string, unknown>) => string;
  /**
   * The page's HTTP status from its requests' statuses (keyed by request): 404 for an address no
   * page answers, or a dish the API does not know (decision 0050). 200 when absent.
   */
  status?: (statuses: ReadonlyMap<string, number>) => number;
}

/** The plan for a page address (path and query), or undefined: the browser renders that page. */
export type PlanStorefrontPage = (url: string) => StorefrontPagePlan | undefined;

/** What apps/web's `vite build --ssr` bundle (dist-ssr/entry-server.js) exports. */
export interface StorefrontServerBuild {
  planStorefrontPage: PlanStorefrontPage;
  renderStorefrontPage: RenderStorefrontPage;
}
