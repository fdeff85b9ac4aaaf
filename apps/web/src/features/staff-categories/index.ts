/** Menu categories for staff (GET/POST/PATCH/DELETE /staff/categories), for /admin/categories. */
export { CategoryManager } from './components/category-manager';
