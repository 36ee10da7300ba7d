'use client';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import type { SuggestionsProps } from './Suggestions';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  noSuggestions: string;
  kinds: Record<string, string>;
  itemNumber: string;
}

/**
 * The header's search field: a plain GET form to the market's results page (works without JavaScript). `/`
 * focuses it; the suggestion code (an ARIA combobox list) is loaded on the first focus, so a page whose box is
 * never used does not download it.
 */
export function SearchBox({
  action,
  market,
  labels,
  variant,
}: {
  action: string;
  market: string;
  labels: SearchBoxLabels;
  variant: 'bar' | 'menu';
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (variant !== 'bar') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      // The visible box: the bar on wide screens; on phones the one in the open menu.
      const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-site-search]')].filter(
        (el) => el.offsetParent !== null,
      );
      const box = boxes[0];
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [variant]);

  const load = () => {
    if (Suggestions) return;
    void import('./Suggestions').then((m) => setSuggestions(() => m.Suggestions));
  };

  return (
    <form
      role="search"
      method="get"
      action={action}
      className={variant === 'bar' ? 'relative hidden lg:block' : 'relative mb-3'}
      data-search-box={variant}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {labels.label}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        maxLength={200}
        autoComplete="off"
        placeholder={labels.placeholder}
        data-site-search=""
        onFocus={load}
        onChange={(event) => setQuery(event.target.value)}
        className="h-11 w-full min-w-0 rounded-full border border-line bg-white px-4 text-base lg:w-64"
      />
      <button type="submit" className="sr-only focus:not-sr-only">
        {labels.submit}
      </button>
      {Suggestions && <Suggestions input={input} query={query} market={market} labels={labels} listId={`${id}-list`} />}
    </form>
  );
}
