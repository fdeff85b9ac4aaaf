import {
  staffCategoryInputSchema,
  staffCategoryUpdateSchema,
  type StaffCategory,
} from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { StaffForm } from '@/components/form/staff-form';
import { TextAreaField, TextField } from '@/components/form/text-field';
import { useFormFields } from '@/hooks/use-form-fields';
import { useSaveStatus } from '@/hooks/use-save-status';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { PictureChooser } from './picture-chooser';
import screen from '@/components/staff-screen.module.css';

type Fields = 'name' | 'description';
const check = (values: Record<Fields, string>) => staffCategoryInputSchema.safeParse(values);

interface CategoryFormProps {
  /** The category to edit; without it the form adds one. */
  category?: StaffCategory;
  /** The editor closes: `saved` says what was saved (none: cancelled). */
  onDone?: (saved?: string) => void;
  /** What else follows a saved category (the page says). */
  onChanged: () => void;
}

/** Adds a category or renames one, with its description and picture. */
export function CategoryForm({ category, onDone, onChanged }: CategoryFormProps) {
  const create = useCreateCategory(onChanged);
  const update = useUpdateCategory(onChanged);
  const save = category ? update : create;
  const idPrefix = category ? `category-${category._id}` : 'new-category';
  const [imageId, setImageId] = useState<string | null>(category?.imageId ?? null);
  const status = useSaveStatus(save, 'We could not save the category.');
  const form = useFormFields<Fields>(
    idPrefix,
    { name: category?.name ?? '', description: category?.description ?? '' },
    { recheck: check, onEdit: status.edited, schema: staffCategoryInputSchema },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(check(form.values));
    if (!body) return;
    if (category) {
      const changes = staffCategoryUpdateSchema.parse({ ...body, imageId });
      update.mutate(
        { id: category._id, changes },
        {
          onSuccess: () => {
            status.saved();
            onDone?.('Saved.');
          },
        },
      );
      return;
    }
    create.mutate(
      { ...body, imageId },
      {
        onSuccess: (created) => {
          form.reset();
          setImageId(null);
          status.saved(`Added “${created.name}”. It is on the menu now.`);
          onDone?.();
        },
      },
    );
  };

  return (
    <StaffForm
      label={category ? `Edit ${category.name}` : 'New category'}
      status={status}
      onSubmit={submit}
      submitLabel={category ? 'Save changes' : 'Add category'}
      onCancel={category && onDone ? () => onDone() : undefined}
      className={screen.form}
      actionsClassName={screen.actions}
    >
      <TextField {...form.field('name')} label="Name" autoComplete="off" />
      <TextAreaField {...form.field('description')} label="Description (optional)" rows={2} />
      <PictureChooser
        idPrefix={idPrefix}
        value={imageId}
        onChange={(id) => {
          status.edited();
          setImageId(id);
        }}
      />
    </StaffForm>
  );
}
