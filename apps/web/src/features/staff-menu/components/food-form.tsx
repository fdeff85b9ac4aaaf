import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import {
  FOOD_DESCRIPTION_MAX,
  FOOD_NAME_MAX,
  type Category,
  type StaffFood,
} from '@ninetonine/contract';
import { ErrorCode, fallbackMessages } from '@ninetonine/contract/core';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { UnsavedEditsGuard } from '@/components/form/unsaved-edits-guard';
import { SelectField, TextAreaField, TextField } from '@/components/form/text-field';
import { useSaveStatus } from '@/hooks/use-save-status';
import { isErrorCode } from '@/lib/api-client';
import { useCreateFood } from '../api/create-food';
import { useUpdateFood } from '../api/update-food';
import type { StorefrontCache } from '../storefront-cache';
import {
  checkFoodForm,
  emptyFoodForm,
  FLAGS,
  foodFormFrom,
  toFoodUpdate,
  type FoodFormErrors,
  type FoodFormValues,
} from '../food-form-values';
import { DietaryFieldset } from './dietary-fieldset';
import { OptionGroupsEditor } from './option-groups-editor';
import { PicturesEditor } from './pictures-editor';
import { SizesEditor } from './sizes-editor';
import styles from './food-form.module.css';

interface FoodFormProps {
  /** The food being edited; none for a new one. */
  food?: StaffFood;
  /** The categories to choose from; undefined while they load. */
  categories: Category[] | undefined;
  /** Loads the food again after someone else saved it (discarding this form's changes). */
  onReload?: () => Promise<unknown>;
  /** What a save does to the storefront's cached data (given by the page). */
  storefront: StorefrontCache;
}

/** Create or edit a food: checked as the contract checks it, saved against its version. */
export function FoodForm({ food, categories, onReload, storefront }: FoodFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<FoodFormValues>(() =>
    food ? foodFormFrom(food) : emptyFoodForm(),
  );
  const [errors, setErrors] = useState<FoodFormErrors>({});
  // The form's own check failed: the fields say why.
  const [invalid, setInvalid] = useState(false);
  const [uploading, setUploading] = useState(false);
  const create = useCreateFood(storefront);
  const update = useUpdateFood(storefront);
  const save = food ? update : create;
  const status = useSaveStatus(
    save,
    food ? fallbackMessages.updateFood : fallbackMessages.createFood,
  );
  const busy = status.saving;
  const stale = isErrorCode(save.error, ErrorCode.FoodChanged);
  const failure = invalid ? 'Please fix the fields marked below.' : status.error;

  const set = <K extends keyof FoodFormValues>(key: K, value: FoodFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setInvalid(false);
    status.edited();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    const checked = checkFoodForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setInvalid(true);
      return;
    }
    setErrors({});
    setInvalid(false);
    try {
      const saved = food
        ? await update.mutateAsync({
            id: food._id,
            changes: toFoodUpdate(checked.input, food.version),
          })
        : await create.mutateAsync(checked.input);
      status.saved();
      await navigate('/admin/menu', { state: { saved: saved.name } });
    } catch {
      // The mutation keeps the error: the status shows it.
    }
  }

  async function reload() {
    const fresh = (await onReload?.()) as StaffFood | undefined;
    if (fresh) setValues(foodFormFrom(fresh));
    setInvalid(false);
    status.discarded();
  }

  const field = (name: 'name' | 'description') => ({
    id: `food-${name}`,
    value: values[name],
    onValueChange: (value: string) => set(name, value),
    error: errors[name],
  });

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={food ? 'Edit dish' : 'New dish'}
    >
      <UnsavedEditsGuard unsaved={status.unsaved} />
      {failure && (
        <FormAlert>
          {failure}
          {!invalid && stale && onReload && (
            <button type="button" className="btn btn-small" onClick={() => void reload()}>
              Reload the food
            </button>
          )}
        </FormAlert>
      )}
      <TextField label="Name" maxLength={FOOD_NAME_MAX} required {...field('name')} />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={FOOD_DESCRIPTION_MAX}
        {...field('description')}
      />
      <SelectField
        id="food-category"
        label="Category"
        value={values.categoryId}
        onValueChange={(value) => set('categoryId', value)}
        error={errors.categoryId}
      >
        <option value="">{categories ? 'Choose a category' : 'Loading categories…'}</option>
        {categories?.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SizesEditor sizes={values.sizes} onChange={(sizes) => set('sizes', sizes)} errors={errors} />
      <fieldset className={styles.fieldset}>
        <legend>Menu flags</legend>
        <div className={styles.flags}>
          {FLAGS.map(([flag, label]) => (
            <label key={flag} className={styles.flag}>
              <input
                type="checkbox"
                checked={values.flags[flag]}
                onChange={(e) => set('flags', { ...values.flags, [flag]: e.target.checked })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <DietaryFieldset value={values.dietary} onChange={(dietary) => set('dietary', dietary)} />
      <OptionGroupsEditor
        groups={values.optionGroups}
        onChange={(optionGroups) => set('optionGroups', optionGroups)}
        errors={errors}
      />
      <PicturesEditor
        pictures={values.pictures}
        onChange={(pictures) => set('pictures', pictures)}
        error={errors.imageIds}
        onBusyChange={setUploading}
      />
      <div className={styles.actions}>
        <SubmitButton
          busy={busy || uploading}
          busyLabel={uploading ? 'Uploading pictures…' : 'Saving…'}
        >
          {food ? 'Save changes' : 'Create dish'}
        </SubmitButton>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void navigate('/admin/menu')}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
