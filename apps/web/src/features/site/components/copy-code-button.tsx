import { useEffect, useState } from 'react';

/** Copies `code`; older or insecure pages without the Clipboard API use a hidden text area. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** "Copy code", then "Copied!" (or how to copy by hand) for a few seconds, announced. */
export function CopyCodeButton({ code, className }: { code: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={`btn btn-small ${className ?? ''}`}
        onClick={() =>
          copyText(code).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
        aria-label={`Copy code ${code}`}
      >
        {state === 'copied' ? 'Copied!' : 'Copy code'}
      </button>
      <span role="status" className="visually-hidden">
        {state === 'copied'
          ? `${code} copied`
          : state === 'failed'
            ? `Could not copy. Select ${code} and copy it.`
            : ''}
      </span>
      {state === 'failed' && <span className="field-error">Select the code to copy it.</span>}
    </>
  );
}
