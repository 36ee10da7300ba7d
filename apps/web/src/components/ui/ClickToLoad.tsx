'use client';

import { useState, type ReactNode } from 'react';
import { useConsent } from '@/lib/consent';

export interface ClickToLoadLabels {
  play: string;
  consentNeeded: string;
  openExternally: string;
  externalContent: string;
}

interface Props {
  /** The embed URL, loaded only after the click and only with marketing consent. */
  embedUrl: string;
  /** The page to open in a new tab instead. */
  externalUrl: string;
  title: string;
  host: string;
  labels: ClickToLoadLabels;
  /** The poster (server-rendered image) shown until the click. */
  poster?: ReactNode;
  sandbox?: string;
  allow?: string;
  allowFullscreen?: boolean;
  /** Fixed height in px; without it the frame fills its (aspect-ratio) box. */
  height?: number;
  variant?: 'video' | 'embed';
}

/** Third-party content (videos, maps) that sets cookies: nothing loads from the third party before this click. */
export function ClickToLoad({
  embedUrl,
  externalUrl,
  title,
  host,
  labels,
  poster,
  sandbox,
  allow,
  allowFullscreen = false,
  height,
  variant = 'video',
}: Props) {
  const consent = useConsent();
  const [clicked, setClicked] = useState(false);
  const showFrame = clicked && consent.marketing;

  if (showFrame) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        sandbox={sandbox}
        allow={allow}
        allowFullScreen={allowFullscreen}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className={height ? 'block w-full border-0' : 'absolute inset-0 size-full border-0'}
        style={height ? { height } : undefined}
        data-click-to-load-frame={variant}
      />
    );
  }

  return (
    <div
      className={height ? 'relative w-full' : 'absolute inset-0'}
      style={height ? { height } : undefined}
      data-click-to-load={variant}
      data-consent-needed={clicked && !consent.marketing ? 'marketing' : undefined}
    >
      {poster}
      <div
        className={`absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center ${poster ? 'bg-night/35' : 'bg-fjord'}`}
      >
        <button
          type="button"
          onClick={() => setClicked(true)}
          className={`inline-flex items-center gap-3 rounded-full px-6 py-3 text-base font-semibold shadow-[var(--shadow-lift)] transition-transform hover:scale-[1.03] ${poster ? 'bg-white text-primary' : 'bg-primary text-white'}`}
        >
          {variant === 'video' ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z" strokeLinejoin="round" />
            </svg>
          )}
          {labels.play}
          {/* A dash, not a colon: it reads the same in every language and needs no French no-break space. */}
          <span className="sr-only"> – {title}</span>
        </button>
        <p className={`max-w-md text-sm ${poster ? 'text-white drop-shadow' : 'text-ink'}`}>
          {labels.externalContent} {host}.
        </p>
        {clicked && !consent.marketing && (
          <p role="status" className="max-w-md rounded-lg bg-white px-4 py-3 text-sm text-ink shadow">
            {labels.consentNeeded}{' '}
            <a
              href={externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-rg-blue underline"
            >
              {labels.openExternally}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
