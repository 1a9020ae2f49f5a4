import { useEffect, useId, useState } from 'react';
import { controlClasses, labelClasses } from '../../../components/ui/field-styles';
import { SearchIcon } from '../../../components/ui/icons';

/** How long typing pauses before the search is sent. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export interface AdminSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
}

/**
 * The admin lists' search box (Users, Orders): what is typed is sent after a short pause, or at
 * once with Enter; the list's state lives in the URL, so a reload keeps it.
 */
export function AdminSearchBox({ value, onSearch, label, placeholder, maxLength }: AdminSearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere (Back, the sidebar link): show its search. The box keeps what
  // is typed while it is the same search (a trailing space is not a new one).
  if (value !== seen) {
    setSeen(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <form
      role="search"
      className="min-w-0 flex-1 lg:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-ink-600" />
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          className={controlClasses({ className: 'pl-10' })}
        />
      </div>
    </form>
  );
}
