// Server data: one query per endpoint, keys to refresh them precisely, the rules on the cache in
// docs/storefront-contract.md#food-cache-rules.
export {
  allFoodsQuery,
  popularFoodsQuery,
  specialFoodsQuery,
  wholeMenuQuery,
} from './api/get-all-food';
export { foodDetailsQuery, useFoodDetails } from './api/get-food';
export { foodsByCategoryQuery } from './api/get-food-by-category';
export { categoriesQuery, findCategory } from './api/get-categories';
export { useSuggestions, SUGGEST_MIN_CHARS } from './api/get-suggestions';
export { foodCreated, foodUpdated, foodDeleted } from './api/food-cache';
export { isMissing } from '@/lib/request-error';
export {
  categoriesPageQuery,
  foodListPageQuery,
  foodPageQuery,
  isPersistedCatalogKey,
} from './api/page-queries';

// What the catalog pages (composed in src/app/routes/catalog) are made of.
export { CategoryStrip } from './components/category-strip';
export { FoodDetails, FoodDetailsSkeleton, type FoodChoice } from './components/food-details';
export { FoodListView, SHOWCASE_ERROR } from './components/food-list-view';
export { FoodSection } from './components/food-section';
export { HeaderSearch } from './components/header-search';
export { MenuCategoryBar } from './components/menu-category-bar';
export { MenuFiltersPanel } from './components/menu-filters';
export { MenuSections, groupByCategory } from './components/menu-sections';
export { OptionPicker } from './components/option-picker';
export { PageIntro } from './components/page-intro';
export { PaginationNav } from './components/pagination-nav';
export { dishCount } from './food-presentation';
export { hasActiveFilters, parseMenuParams, toFoodQuery, updateMenuParams } from './menu-params';
export { searchTermFrom } from './search-params';
export { useMenuSections } from './menu-section-scroll';
export { useSectionsInChunks } from './sections-in-chunks';
