import type { MarketCode } from '@qilak/markets';
import { SmartLink, type ContentLink } from './SmartLink';
import { buttonClasses, type ButtonColor, type ButtonSize, type ButtonVariant } from './button-styles';

/** A CMS link that looks like a button. */
export function ButtonLink({
  link,
  market,
  color,
  variant,
  size,
  newTabLabel,
  className = '',
}: {
  link: ContentLink;
  market: MarketCode;
  color?: ButtonColor;
  variant?: ButtonVariant;
  size?: ButtonSize;
  newTabLabel?: string;
  className?: string;
}) {
  return (
    <SmartLink
      href={link.url}
      market={market}
      newTab={link.openInNewTab}
      newTabLabel={newTabLabel}
      className={`${buttonClasses({ color, variant, size })} ${className}`}
    >
      {link.label}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 10h11m-4-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </SmartLink>
  );
}
