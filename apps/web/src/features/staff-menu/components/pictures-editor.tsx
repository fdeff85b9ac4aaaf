import { useEffect, useRef, useState } from 'react';
import {
  FOOD_PICTURES_MAX,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  type Picture,
} from '@ninetonine/contract';
import { errorMessage } from '@/lib/api-client';
import { uploadPictures } from '../api/upload-pictures';
import { movePicture } from '../food-form-values';
import styles from './food-form.module.css';

interface PicturesEditorProps {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  error?: string | undefined;
  /** Tells the form an upload is running (it waits before saving). */
  onBusyChange: (busy: boolean) => void;
}

interface Upload {
  previews: { name: string; url: string }[];
  progress: number;
}

const MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

/** The same checks the server makes on type and size, before sending megabytes for nothing. */
function checkFiles(files: File[], room: number): string | null {
  if (files.length > room) {
    return `A dish can have at most ${FOOD_PICTURES_MAX} pictures: choose ${room || 'none'} more.`;
  }
  const wrong = files.find((f) => !(PICTURE_TYPES as readonly string[]).includes(f.type));
  if (wrong) return `${wrong.name} is not a JPEG, PNG, WebP or AVIF picture.`;
  const big = files.find((f) => f.size > PICTURE_MAX_BYTES);
  if (big) return `${big.name} is larger than ${MAX_MB} MB.`;
  return null;
}

/** Pictures of a food: upload with progress and preview, reorder, remove. */
export function PicturesEditor({ pictures, onChange, error, onBusyChange }: PicturesEditorProps) {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const aborter = useRef<AbortController | null>(null);

  // Leaving the page mid-upload cancels it.
  useEffect(() => () => aborter.current?.abort(), []);

  async function send(files: File[]) {
    const refused = checkFiles(files, FOOD_PICTURES_MAX - pictures.length);
    setProblem(refused);
    if (refused || files.length === 0) return;
    const previews = files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) }));
    setUpload({ previews, progress: 0 });
    onBusyChange(true);
    aborter.current = new AbortController();
    try {
      const uploaded = await uploadPictures(
        files,
        (progress) => setUpload((u) => u && { ...u, progress }),
        aborter.current.signal,
      );
      onChange([...pictures, ...uploaded]);
    } catch (e) {
      setProblem(errorMessage(e, 'The pictures could not be uploaded. Please try again.'));
    } finally {
      previews.forEach((p) => URL.revokeObjectURL(p.url));
      setUpload(null);
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  }

  const shown = problem ?? error;
  return (
    <fieldset className={styles.fieldset}>
      <legend>Pictures</legend>
      <p className="muted">
        The first picture is the cover. JPEG, PNG, WebP or AVIF, up to {MAX_MB} MB each.
      </p>
      {pictures.length > 0 && (
        <ol className={styles.pictures} aria-label="Pictures of this dish">
          {pictures.map((picture, i) => {
            const n = `picture ${i + 1}`;
            return (
              <li key={picture.id} className={styles.picture}>
                <img
                  src={picture.src}
                  srcSet={picture.srcset}
                  sizes="160px"
                  alt={`Picture ${i + 1} of ${pictures.length}${i === 0 ? ' (cover)' : ''}`}
                  width={160}
                  height={Math.round((160 * picture.height) / picture.width)}
                />
                <div className={styles.pictureActions}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Move ${n} left`}
                    disabled={i === 0}
                    onClick={() => onChange(movePicture(pictures, i, -1))}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Move ${n} right`}
                    disabled={i === pictures.length - 1}
                    onClick={() => onChange(movePicture(pictures, i, 1))}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    aria-label={`Remove ${n}`}
                    onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {upload && (
        <div className={styles.upload} role="status">
          <ul className={styles.previews} aria-label="Pictures being uploaded">
            {upload.previews.map((p) => (
              <li key={p.url}>
                <img src={p.url} alt={`Preview of ${p.name}`} width={96} height={72} />
              </li>
            ))}
          </ul>
          <label htmlFor="food-upload-progress">
            {upload.progress < 1
              ? `Uploading… ${Math.round(upload.progress * 100)}%`
              : 'Preparing the pictures…'}
          </label>
          <progress id="food-upload-progress" max={1} value={upload.progress} />
        </div>
      )}
      <div className="field">
        <label htmlFor="food-pictures">Add pictures</label>
        <input
          ref={input}
          id="food-pictures"
          className={styles.fileInput}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          multiple
          disabled={upload !== null || pictures.length >= FOOD_PICTURES_MAX}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'food-pictures-error' : undefined}
          onChange={(e) => void send([...(e.target.files ?? [])])}
        />
        {shown && (
          <p className="field-error" id="food-pictures-error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </fieldset>
  );
}
