'use client';

import { Children, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

interface Labels {
  pagination: string;
  previous: string;
  next: string;
  page: string;
}

const PARAM = 'page';

/** The page that `?page=` asks for (0-based), or the first one; the server always renders the first. */
function requestedPage(count: number): number {
  const requested = Number(new URLSearchParams(window.location.search).get(PARAM));
  return Number.isInteger(requested) && requested >= 1 && requested <= count ? requested - 1 : 0;
}
const noSubscription = () => () => undefined;

/**
 * Shows one server-rendered page of a list at a time (every page is in the HTML for search engines and for
 * visitors without JavaScript the first one shows). The page number is kept in `?page=` for links and reloads.
 */
export function Pager({ children, labels }: { children: ReactNode; labels: Labels }) {
  const pages = Children.toArray(children);
  // Hydrates with the first page (as rendered on the server), then shows the one in the address.
  const fromAddress = useSyncExternalStore(
    noSubscription,
    () => requestedPage(pages.length),
    () => 0,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? fromAddress;
  const top = useRef<HTMLDivElement>(null);
  const id = useId();

  const go = (index: number) => {
    setChosen(index);
    const url = new URL(window.location.href);
    if (index === 0) url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, String(index + 1));
    window.history.replaceState(window.history.state, '', url);
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div>
      <div ref={top} tabIndex={-1} id={id} className="scroll-mt-28 outline-none" aria-live="polite">
        {pages.map((page, index) => (
          <div key={index} hidden={index !== current} data-page={index + 1}>
            {page}
          </div>
        ))}
      </div>
      {pages.length > 1 && (
        <nav aria-label={labels.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-2">
          <PagerButton disabled={current === 0} onClick={() => go(current - 1)} controls={id}>
            <span aria-hidden="true">←</span> {labels.previous}
          </PagerButton>
          {pages.map((_, index) => (
            <PagerButton
              key={index}
              current={index === current}
              onClick={() => go(index)}
              controls={id}
              label={`${labels.page} ${index + 1}`}
            >
              {index + 1}
            </PagerButton>
          ))}
          <PagerButton disabled={current === pages.length - 1} onClick={() => go(current + 1)} controls={id}>
            {labels.next} <span aria-hidden="true">→</span>
          </PagerButton>
        </nav>
      )}
    </div>
  );
}

function PagerButton({
  children,
  onClick,
  disabled,
  current,
  controls,
  label,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  controls: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      aria-controls={controls}
      aria-label={label}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
        current ? 'border-primary bg-primary text-white' : 'border-line bg-white text-primary hover:border-primary'
      }`}
    >
      {children}
    </button>
  );
}
