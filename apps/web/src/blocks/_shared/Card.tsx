import type { MarketCode } from '@qilak/markets';
import type { Media } from '@/lib/cms';
import { CmsImage } from '@/components/ui/CmsImage';
import { resolveContentHref } from '@/lib/routing';
import { ArrowIcon } from './layout';

export interface CardData {
  title: string;
  text?: string;
  image?: Media;
  link?: { label: string; url: string; openInNewTab: boolean };
  /** A line above the title (date, category). */
  meta?: string;
}

/**
 * A card with an optional image; when it has a link the whole card is clickable (the link's box is stretched),
 * while the accessible name stays the title plus the link label.
 */
export function Card({
  card,
  market,
  sizes,
  headingLevel = 3,
  newTabLabel,
  aspect = 3 / 2,
}: {
  card: CardData;
  market: MarketCode;
  sizes: string;
  headingLevel?: 3 | 4;
  newTabLabel?: string;
  aspect?: number;
}) {
  const href = card.link ? resolveContentHref(card.link.url, market) : null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-ink shadow-[var(--shadow-card)] transition-shadow duration-200 focus-within:shadow-[var(--shadow-lift)] hover:shadow-[var(--shadow-lift)]">
      {card.image && (
        <div className="overflow-hidden bg-fjord" style={{ aspectRatio: aspect }}>
          <CmsImage
            media={card.image}
            sizes={sizes}
            aspect={aspect}
            decorative
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        {card.meta && <p className="mb-2 text-sm font-medium text-muted">{card.meta}</p>}
        <Heading className="font-display text-2xl font-semibold leading-snug text-primary">{card.title}</Heading>
        {card.text && <p className="mt-3 text-base text-muted">{card.text}</p>}
        {card.link && (
          <p className="mt-auto pt-5">
            {href ? (
              <a
                href={href}
                target={card.link.openInNewTab ? '_blank' : undefined}
                rel={card.link.openInNewTab || /^https?:/i.test(href) ? 'noopener noreferrer' : undefined}
                className="inline-flex items-center gap-2 font-semibold text-rg-blue after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-copper-light focus-visible:after:rounded-[var(--radius-card)]"
              >
                {card.link.label}
                <span className="sr-only">
                  {market.startsWith('fr') ? '\u00A0: ' : ': '}
                  {card.title}
                </span>
                {card.link.openInNewTab && newTabLabel && <span className="sr-only"> {newTabLabel}</span>}
                <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </a>
            ) : (
              <span className="font-semibold text-muted">{card.link.label}</span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
