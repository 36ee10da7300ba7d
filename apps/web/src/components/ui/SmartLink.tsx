import type { ReactNode } from 'react';
import Link from 'next/link';
import type { MarketCode } from '@qilak/markets';
import { resolveContentHref } from '@/lib/routing';

export interface ContentLink {
  label: string;
  url: string;
  openInNewTab?: boolean | null;
}

interface Props {
  href: string;
  market: MarketCode;
  children: ReactNode;
  className?: string;
  newTab?: boolean | null;
  /** Read out after the label when the link opens a new tab. */
  newTabLabel?: string;
  ariaLabel?: string;
}

/**
 * A link from CMS content: market-relative paths get the market prefix; an unsafe href (javascript:, data:...)
 * renders its label as plain text, never as an href.
 */
export function SmartLink({ href, market, children, className, newTab, newTabLabel, ariaLabel }: Props) {
  const resolved = resolveContentHref(href, market);
  if (!resolved) return <span className={className}>{children}</span>;
  const external = /^https?:/i.test(resolved);
  const blank = Boolean(newTab);
  // Pages of this site navigate client-side (progress bar, build-freshness check); no prefetch of every link.
  if (!external && !blank && resolved.startsWith('/') && !resolved.startsWith('//')) {
    return (
      <Link href={resolved} prefetch={false} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={resolved}
      className={className}
      aria-label={ariaLabel}
      target={blank ? '_blank' : undefined}
      rel={blank || external ? 'noopener noreferrer' : undefined}
    >
      {children}
      {blank && newTabLabel && <span className="sr-only"> {newTabLabel}</span>}
    </a>
  );
}
