import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import type { Suggestion } from '@ninetonine/contract';
import { FoodImage } from '@/components/food-image';
import { Icon } from '@/components/icons';
import { useSuggestions } from '../api/get-suggestions';
import { SEARCH_PATH, searchTermFrom } from '../search-params';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useKeptFromBeforeStart } from '@/hooks/use-kept-from-before-start';
import styles from './header-search.module.css';

const DEBOUNCE_MS = 250;

/**
 * The header's search box: an ARIA 1.2 combobox with a listbox of up to 8 suggestions.
 * Enter searches (/search?q=), a chosen suggestion opens its dish, Escape closes then clears.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  // The URL owns what was searched: the box shows it on the search page (after a reload too)
  // and empties on any other page. Between navigations the box is the visitor's to type in.
  const { pathname, search } = useLocation();
  const searched = pathname === SEARCH_PATH ? searchTermFrom(new URLSearchParams(search)) : '';
  const [query, setQueryText] = useState(searched);
  const [shownFor, setShownFor] = useState({ pathname, searched });
  if (shownFor.pathname !== pathname || shownFor.searched !== searched) {
    setShownFor({ pathname, searched });
    setQueryText(searched);
  }
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const { suggestions, isFetching } = useSuggestions(debounced);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(suggestions);
  // A new list starts with nothing highlighted.
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
  }
  const open = focused && !dismissed && query.trim().length > 0 && suggestions.length > 0;

  const setQuery = (value: string) => {
    setQueryText(value);
    setDismissed(false);
  };
  const input = useRef<HTMLInputElement>(null);
  useKeptFromBeforeStart(() => input.current, {
    rendered: query,
    onValue: setQuery,
    onFocus: () => setFocused(true),
  });
  const choose = (s: Suggestion) => {
    setDismissed(true);
    setQueryText('');
    navigate(`/menu/${s._id}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    setDismissed(true);
    navigate(q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An input method is composing (Japanese, Chinese, Korean…): its Enter confirms the
    // composed text and its arrows pick a candidate; none of them is meant for the search box.
    // keyCode 229 marks the keys an IME took, where isComposing is already false (Safari).
    if (e.nativeEvent.isComposing || e.keyCode === 229) {
      if (e.key === 'Enter') e.preventDefault();
      return;
    }
    const count = suggestions.length;
    switch (e.key) {
      case 'ArrowDown':
        if (!count) return;
        e.preventDefault();
        setDismissed(false);
        setActive((i) => (open ? (i + 1) % count : 0));
        break;
      case 'ArrowUp':
        if (!count) return;
        e.preventDefault();
        setDismissed(false);
        setActive((i) => (open ? (i <= 0 ? count - 1 : i - 1) : count - 1));
        break;
      case 'Enter': {
        const chosen = open && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          e.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        if (open) {
          e.preventDefault();
          setDismissed(true);
          setActive(-1);
        } else if (query) {
          e.preventDefault();
          setQuery('');
        }
        break;
    }
  };

  const activeId = open && active >= 0 ? `${id}-opt-${active}` : undefined;
  return (
    <form role="search" className={styles.form} onSubmit={submit} aria-label="Site search">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the menu
      </label>
      <span className={styles.icon}>
        <Icon name="search" size={18} />
      </span>
      <input
        ref={input}
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder="Search biryani, paneer, desserts…"
        maxLength={100}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {isFetching && query.trim().length > 1 && (
        <span className={styles.spinner} aria-hidden="true" />
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={styles.list}
        hidden={!open}
      >
        {open &&
          suggestions.map((s, i) => (
            <li
              key={s._id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              // mousedown would blur the input and close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => choose(s)}
            >
              <FoodImage src={s.image} alt="" width={48} height={48} className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.name}>{s.name}</span>
                <span className={styles.category}>{s.category}</span>
              </span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {open ? `${suggestions.length} suggestions. Use the up and down arrows to choose.` : ''}
      </p>
    </form>
  );
}
