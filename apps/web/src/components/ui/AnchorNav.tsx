'use client';

import { useEffect, useState } from 'react';

export interface AnchorItem {
  label: string;
  /** The id of the element it scrolls to. */
  anchor: string;
}

/**
 * Page anchor navigation (UI-ANCHOR-NAV): the active item is the one whose element crosses the middle of the
 * viewport (an observer with a zero-height band at 50%).
 */
export function AnchorNav({
  items,
  label,
  activeClass = 'bg-primary text-white',
}: {
  items: AnchorItem[];
  label: string;
  activeClass?: string;
}) {
  const [active, setActive] = useState<string | null>(null);

  useEffect(() => {
    const elements = items.map((i) => document.getElementById(i.anchor)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(entry.target.id);
      },
      { rootMargin: '-50% 0px -50% 0px', threshold: 0 },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav aria-label={label} className="sticky top-16 z-20 border-b border-line bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-5 py-3 sm:px-8">
        {items.map((item) => {
          const isActive = active === item.anchor;
          return (
            <li key={item.anchor} className="shrink-0">
              <a
                href={`#${item.anchor}`}
                aria-current={isActive ? 'location' : undefined}
                data-active={isActive || undefined}
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors ${isActive ? activeClass : 'text-primary hover:bg-ice'}`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
