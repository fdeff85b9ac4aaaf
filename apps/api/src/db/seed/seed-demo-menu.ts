import type { Database } from '../client';

/** Seeds the demo menu on first start (filled in by the catalog work). */
export async function seedDemoMenuIfEmpty(_db: Database): Promise<void> {}
