'use client';

import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import Link from 'next/link';
import type { MenuItem } from './nav-tree';

interface Labels {
  mainNavigation: string;
  menu: string;
  closeMenu: string;
  showSubmenu: string;
  overview: string;
}

const colorVar = (item: MenuItem): CSSProperties => ({
  ['--item-color' as string]: item.color ? `var(--color-${item.color})` : 'var(--color-copper)',
});

/**
 * The market's navigation (three levels). Wide screens: a bar whose items with children open a panel through a
 * disclosure button (Escape or a click outside closes it). Narrow screens: a menu button opens the whole tree.
 * Every control is a native link or button, so Tab, Enter and Space work as everywhere else.
 */
export function MainNav({ items, labels, menuTop }: { items: MenuItem[]; labels: Labels; menuTop?: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const bar = useRef<HTMLUListElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const mobilePanelId = useId();

  useEffect(() => {
    if (openId === null) return;
    const onPointer = (event: PointerEvent) => {
      if (bar.current && !bar.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileToggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const onBarKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    const button = bar.current?.querySelector<HTMLButtonElement>(`[data-submenu-toggle="${openId}"]`);
    setOpenId(null);
    button?.focus();
  };

  return (
    <>
      <nav aria-label={labels.mainNavigation} className="hidden lg:block">
        <ul ref={bar} className="flex items-center gap-1" onKeyDown={onBarKeyDown}>
          {items.map((item) => {
            const open = openId === item.id;
            const panelId = `nav-panel-${item.id}`;
            return (
              <li
                key={item.id}
                className="relative"
                style={colorVar(item)}
                onBlur={(event) => {
                  if (open && !event.currentTarget.contains(event.relatedTarget)) setOpenId(null);
                }}
              >
                <div className="flex items-center">
                  <Link
                    prefetch={false}
                    href={item.href}
                    aria-current={item.active ? 'page' : undefined}
                    className={`relative inline-flex min-h-11 items-center rounded-full py-2 pl-4 text-[0.95rem] font-semibold text-ink hover:bg-ice after:absolute after:inset-x-4 after:bottom-1 after:h-[3px] after:rounded-full after:bg-[var(--item-color)] after:transition-opacity ${
                      item.children.length > 0 ? 'pr-1' : 'pr-4'
                    } ${item.active ? 'after:opacity-100' : 'after:opacity-0 hover:after:opacity-100'}`}
                  >
                    {item.name}
                  </Link>
                  {item.children.length > 0 && (
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      data-submenu-toggle={item.id}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-ice"
                    >
                      <span className="sr-only">
                        {labels.showSubmenu} {item.name}
                      </span>
                      <Chevron open={open} />
                    </button>
                  )}
                </div>
                {item.children.length > 0 && (
                  <div
                    id={panelId}
                    hidden={!open}
                    className="absolute left-0 top-full z-40 mt-2 w-[22rem] rounded-[var(--radius-card)] border border-line bg-white p-3 shadow-[var(--shadow-lift)]"
                  >
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id} style={colorVar(child)}>
                          <Link
                            prefetch={false}
                            href={child.href}
                            aria-current={child.active ? 'page' : undefined}
                            className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-semibold text-ink hover:bg-ice aria-[current=page]:bg-ice"
                          >
                            <span
                              aria-hidden="true"
                              className="size-2.5 shrink-0 rounded-full bg-[var(--item-color)]"
                            />
                            {child.name}
                          </Link>
                          {child.children.length > 0 && (
                            <ul className="mb-1 ml-[1.1rem] border-l border-line pl-3">
                              {child.children.map((leaf) => (
                                <li key={leaf.id} style={colorVar(leaf)}>
                                  <Link
                                    prefetch={false}
                                    href={leaf.href}
                                    aria-current={leaf.active ? 'page' : undefined}
                                    className="block rounded-lg px-3 py-2 text-[0.95rem] text-muted hover:bg-ice hover:text-ink aria-[current=page]:text-ink"
                                  >
                                    {leaf.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="lg:hidden">
        <button
          ref={mobileToggle}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobilePanelId}
          onClick={() => setMobileOpen((v) => !v)}
          data-mobile-menu-toggle=""
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3.5 font-semibold text-primary hover:bg-ice"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {mobileOpen ? (
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            ) : (
              <path d="M3 6h14M3 10h14M3 14h14" strokeLinecap="round" />
            )}
          </svg>
          {mobileOpen ? labels.closeMenu : labels.menu}
        </button>
        <nav
          id={mobilePanelId}
          aria-label={labels.mainNavigation}
          hidden={!mobileOpen}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white px-5 pb-8 pt-3 shadow-[var(--shadow-lift)]"
        >
          {menuTop}
          <MobileList items={items} level={1} labels={labels} />
        </nav>
      </div>
    </>
  );
}

function MobileList({ items, level, labels }: { items: MenuItem[]; level: number; labels: Labels }) {
  return (
    <ul className={level === 1 ? 'divide-y divide-line' : 'pb-2 pl-4'}>
      {items.map((item) => (
        <MobileItem key={item.id} item={item} level={level} labels={labels} />
      ))}
    </ul>
  );
}

function MobileItem({ item, level, labels }: { item: MenuItem; level: number; labels: Labels }) {
  const [open, setOpen] = useState(item.active && item.children.length > 0);
  const id = useId();
  return (
    <li style={colorVar(item)}>
      <div className="flex items-center justify-between gap-2">
        <Link
          prefetch={false}
          href={item.href}
          aria-current={item.active ? 'page' : undefined}
          className={`flex min-h-12 flex-1 items-center gap-3 py-2 ${level === 1 ? 'text-lg font-semibold' : 'text-base'} text-ink`}
        >
          <span
            aria-hidden="true"
            className={`shrink-0 rounded-full bg-[var(--item-color)] ${level === 1 ? 'h-5 w-1' : 'size-2'}`}
          />
          {item.name}
        </Link>
        {item.children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((v) => !v)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-ice"
          >
            <span className="sr-only">
              {labels.showSubmenu} {item.name}
            </span>
            <Chevron open={open} />
          </button>
        )}
      </div>
      {item.children.length > 0 && (
        <div id={id} hidden={!open}>
          <MobileList items={item.children} level={level + 1} labels={labels} />
        </div>
      )}
    </li>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
