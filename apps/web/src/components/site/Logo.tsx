/** The mark's drawing (a 40 × 40 box): the wordmark's, and the site's icon (SiteIcon.tsx). */
export const MARK = {
  iceberg: 'M9 24 16.5 12l4 5.5L24 14l7 10Z',
  waterline: 'M8 28c2.4 0 2.4-1.6 4.8-1.6s2.4 1.6 4.8 1.6 2.4-1.6 4.8-1.6 2.4 1.6 4.8 1.6 2.4-1.6 4.8-1.6',
  copper: '#c98a5e',
} as const;

/** The Qilak wordmark: an iceberg over a waterline, then the name. */
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  const ink = tone === 'dark' ? 'text-primary' : 'text-white';
  return (
    <span className={`inline-flex items-center gap-2.5 ${ink} ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        <circle cx="20" cy="20" r="19" fill="currentColor" />
        <path d={MARK.iceberg} fill="#fff" />
        <path d={MARK.waterline} fill="none" stroke={MARK.copper} strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="leading-none">
        <span className="block font-display text-[1.45rem] font-semibold tracking-tight">Qilak</span>{' '}
        <span className="block text-[0.62rem] font-semibold uppercase tracking-[0.32em] opacity-80">Seafood</span>
      </span>
    </span>
  );
}
