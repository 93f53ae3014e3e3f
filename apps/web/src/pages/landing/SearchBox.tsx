import { DROPDOWN_BLUR_DELAY_MS } from '@fd/contract';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './SearchBox.module.css';
import { SuggestionList } from './SuggestionList';
import { type Suggestion, useSuggestions } from './useSuggestions';

export interface SearchBoxProps {
  /** The keyword of the search on screen (from the address bar). */
  keyword: string;
  onSearch: (keyword: string) => void;
}

const LISTBOX_ID = 'landing-suggestions';

/** Moves the highlight through the entries and back to the input (-1) at either end. */
function cycleIndex(index: number, step: number, length: number): number {
  const next = index + step;
  if (next >= length) return -1;
  if (next < -1) return length - 1;
  return next;
}

/** The landing keyword box with its suggestion dropdown. */
export function SearchBox({ keyword, onSearch }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState(keyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const suggestions = useSuggestions(input, open);

  useEffect(() => setInput(keyword), [keyword]);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts without a highlighted entry.
  useEffect(() => setActive(-1), [suggestions]);

  const expanded = open && suggestions.length > 0;

  const pick = (suggestion: Suggestion) => navigate(`/dashboard/companies/${suggestion.company_id}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (!trimmed) return;
    if (expanded && active >= 0) {
      pick(suggestions[active]);
      return;
    }
    setOpen(false);
    onSearch(trimmed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => cycleIndex(index, step, suggestions.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <search className={styles.search}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor="landing-keyword" className="visually-hidden">
          {t('landing.searchLabel')}
        </label>
        <div className={styles.field}>
          <Search size={20} className={styles.icon} aria-hidden="true" />
          <input
            id="landing-keyword"
            className={styles.input}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={expanded && active >= 0 ? `${LISTBOX_ID}-${active}` : undefined}
            placeholder={t('landing.searchPlaceholder')}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => window.clearTimeout(blurTimer.current)}
            onBlur={() => {
              blurTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_BLUR_DELAY_MS);
            }}
            onKeyDown={onKeyDown}
          />
          {expanded && (
            <SuggestionList id={LISTBOX_ID} suggestions={suggestions} activeIndex={active} onPick={pick} />
          )}
        </div>
        <button type="submit" className={`btn btn-primary btn-lg ${styles.submit}`}>
          {t('landing.searchSubmit')}
        </button>
      </form>
    </search>
  );
}
