import type { ReactNode } from 'react';

/** The page column every block aligns to. */
export function Container({
  children,
  className = '',
  width = 'default',
}: {
  children: ReactNode;
  className?: string;
  width?: 'default' | 'narrow' | 'wide';
}) {
  const max = width === 'narrow' ? 'max-w-3xl' : width === 'wide' ? 'max-w-5xl' : 'max-w-7xl';
  return <div className={`mx-auto w-full ${max} px-5 sm:px-8 ${className}`}>{children}</div>;
}

/** A block's heading (h2: the page title is the h1) with an optional lead text. */
export function BlockHeading({
  heading,
  intro,
  align = 'left',
  eyebrow,
}: {
  heading?: string;
  intro?: string;
  align?: 'left' | 'center';
  eyebrow?: string;
}) {
  if (!heading && !intro) return null;
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.14em] text-copper [[data-tone=dark]_&]:text-copper-light">
          {eyebrow}
        </p>
      )}
      {heading && <h2 className="font-display text-4xl font-semibold tracking-tight text-balance">{heading}</h2>}
      {intro && <p className="mt-4 text-lg text-muted [[data-tone=dark]_&]:text-white/85">{intro}</p>}
    </div>
  );
}

export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${className} shrink-0`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 10h11m-4-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
