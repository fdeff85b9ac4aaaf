/** Header search box with suggestions (filled in by the catalog work). */
export function HeaderSearch() {
  return null;
}
