import { useQuery } from '@tanstack/react-query';
import { pictureChoicesQuery } from '../api/get-picture-choices';
import styles from './staff-categories.module.css';
import { RetryButton } from '@/components/retry-button';

interface PictureChooserProps {
  idPrefix: string;
  /** The chosen image id; null: no picture. */
  value: string | null;
  onChange: (imageId: string | null) => void;
}

/**
 * Picks one of the pictures already stored (food pictures, uploads). Uploading is the menu
 * page's job; a category reuses what is there.
 */
export function PictureChooser({ idPrefix, value, onChange }: PictureChooserProps) {
  const pictures = useQuery(pictureChoicesQuery());
  const name = `${idPrefix}-picture`;
  return (
    <fieldset className={styles.pictures}>
      <legend>Picture</legend>
      {pictures.isPending ? (
        <p role="status">Loading pictures…</p>
      ) : pictures.isError ? (
        <p className="field-error" role="alert">
          {pictures.error.message} <RetryButton query={pictures} inline />
        </p>
      ) : (
        <div className={styles.pictureGrid}>
          <label className={`${styles.picture} ${value === null ? styles.chosen : ''}`}>
            <input
              type="radio"
              name={name}
              checked={value === null}
              onChange={() => onChange(null)}
            />
            <span className={styles.noPicture}>No picture</span>
          </label>
          {pictures.data.map((p, i) => (
            <label
              key={p.imageId}
              className={`${styles.picture} ${value === p.imageId ? styles.chosen : ''}`}
            >
              <input
                type="radio"
                name={name}
                checked={value === p.imageId}
                onChange={() => onChange(p.imageId)}
                aria-label={`Picture ${i + 1}`}
              />
              <img src={p.url} alt="" loading="lazy" width={72} height={72} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
