/** Menu categories for staff (GET/POST/PATCH/DELETE /staff/categories), for /admin/categories. */
export { CategoryManager } from './components/category-manager';
export { staffCategoryKeys } from './api/category-keys';
export { staffCategoriesQuery, getStaffCategories } from './api/get-staff-categories';
export { pictureChoicesQuery, getPictureChoices } from './api/get-picture-choices';
export { useCreateCategory, postCategory } from './api/create-category';
export { useUpdateCategory, patchCategory } from './api/update-category';
export { useReorderCategories, putCategoryOrder } from './api/reorder-categories';
export { useDeleteCategory, deleteCategory } from './api/delete-category';
