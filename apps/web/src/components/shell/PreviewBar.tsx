'use client';

import { usePathname } from 'next/navigation';

/**
 * Shown on every page in draft mode (an editor's preview): says the page is not what visitors see, and leaves
 * draft mode back to the same page. Sticky at the bottom of the viewport, and the last thing in the body: it
 * covers no heading or menu, and at the end of the page it takes its own room below the footer (a fixed bar hid
 * the footer's last lines).
 */
export function PreviewBar({ label, exitLabel }: { label: string; exitLabel: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <div
      role="status"
      data-preview-bar
      className="sticky bottom-0 z-[1000] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-yellow px-4 py-2 text-sm font-semibold text-ink shadow-[0_-2px_8px_rgba(0,0,0,0.25)]"
    >
      <span>{label}</span>
      <a className="underline underline-offset-2" href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`}>
        {exitLabel}
      </a>
    </div>
  );
}
