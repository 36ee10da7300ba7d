'use client';
import { useEffect, useState, type RefObject } from 'react';
import type { SearchBoxLabels } from './SearchBox';

interface Hit {
  id: string;
  kind: string;
  title: string;
  subtitle?: string;
  url: string;
  itemNumber?: string;
  exact?: boolean;
}
interface Answer {
  groups: { kind: string; hits: Hit[] }[];
  exactItem?: { itemNumber: string; url: string };
}

export interface SuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  market: string;
  labels: SearchBoxLabels;
  listId: string;
}

/**
 * The suggestion list of the header's search field, following the ARIA combobox pattern: the field keeps focus,
 * arrow keys move the active option (aria-activedescendant), Enter opens it, Escape closes the list. Enter on an
 * exact item number opens its variant page. Loaded on the field's first focus.
 */
export function Suggestions({ input, query, market, labels, listId }: SuggestionsProps) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const tooShort = query.trim().length < 2;
  const options = (!tooShort && answer?.groups.flatMap((g) => g.hits)) || [];

  // Wire the field as a combobox once this code is loaded.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
  }, [input, listId]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search/${encodeURIComponent(market)}?q=${encodeURIComponent(q)}&limit=3`, {
        signal: controller.signal,
      })
        .then((r) => (r.ok ? (r.json() as Promise<Answer>) : null))
        .then((a) => {
          setAnswer(a);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, market]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(open && answer !== null && !tooShort));
    const option = options[active];
    if (option) field.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else field.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' && options.length) {
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1) % options.length);
      } else if (event.key === 'ArrowUp' && options.length) {
        event.preventDefault();
        setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
      } else if (event.key === 'Escape') {
        // An open list closes first; the search field's own Escape (clearing it) only when no list is open.
        if (open && answer) event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter') {
        const chosen = options[active];
        const exact =
          answer?.exactItem && answer.exactItem.itemNumber === field.value.trim() ? answer.exactItem : undefined;
        const target = chosen?.url ?? exact?.url;
        event.preventDefault();
        if (target) window.location.assign(target);
        // No suggestion chosen: the form goes to the results page, as it does without this code.
        else field.form?.requestSubmit();
      }
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    field.addEventListener('keydown', onKey);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKey);
      field.removeEventListener('blur', onBlur);
    };
  });

  if (!open || !answer || tooShort) return null;
  let index = -1;
  return (
    <div className="absolute right-0 top-full z-50 mt-1 max-h-[70vh] w-[min(28rem,90vw)] overflow-y-auto rounded-lg border border-line bg-white p-2 shadow-[var(--shadow-lift)]">
      <div id={listId} role="listbox" aria-label={labels.suggestions}>
        {options.length === 0 && (
          <div role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-muted">
            {labels.noSuggestions}
          </div>
        )}
        {answer.groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <div id={`${listId}-${group.kind}`} className="px-3 pt-2 text-xs uppercase text-muted">
              {labels.kinds[group.kind] ?? group.kind}
            </div>
            {group.hits.map((hit) => {
              index++;
              const me = index;
              return (
                <div
                  key={hit.id}
                  id={`${listId}-${me}`}
                  role="option"
                  aria-selected={me === active}
                  data-suggestion={hit.kind}
                  className="cursor-pointer rounded-md px-3 py-1.5 aria-selected:bg-ice"
                  onMouseDown={(event) => {
                    event.preventDefault();
                    window.location.assign(hit.url);
                  }}
                >
                  <span className="font-semibold">{hit.title}</span>
                  {hit.itemNumber && (
                    <span className="ml-2 text-sm text-muted">
                      {labels.itemNumber.replace('{number}', hit.itemNumber)}
                    </span>
                  )}
                  {hit.subtitle && <span className="block truncate text-sm text-secondary">{hit.subtitle}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
