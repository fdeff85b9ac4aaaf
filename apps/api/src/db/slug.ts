/**
 * A name as the storefront's address of a category or food ("Dal & Rice" -> "dal-and-rice"):
 * lower-case ASCII words joined by hyphens. The app's writes and the demo seed both use it, so
 * the unique slugs they store agree.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
