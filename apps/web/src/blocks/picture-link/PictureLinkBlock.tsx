import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { PictureLinkData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { resolveContentHref } from '@/lib/routing';
import { ArrowIcon, Container } from '../_shared/layout';

/** A picture that is a link: the whole banner is clickable, the text sits on a dark gradient. */
export function PictureLinkBlock({
  data,
  context,
}: {
  data: PictureLinkData & { t: UiTranslator };
  context: BlockContext;
}) {
  const href = resolveContentHref(data.link.url, context.market.code);
  const { t } = data;
  return (
    <Container>
      <div className="group relative isolate flex min-h-[360px] items-end overflow-hidden rounded-[var(--radius-card)] bg-night text-white shadow-[var(--shadow-lift)] sm:min-h-[420px]">
        <CmsImage
          media={data.image}
          sizes="(min-width: 1280px) 1216px, 100vw"
          aspect={21 / 9}
          decorative
          className="absolute inset-0 -z-20 size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(0deg,rgb(10_31_46/0.9)_0%,rgb(10_31_46/0.55)_50%,rgb(10_31_46/0.1)_100%)] sm:bg-[linear-gradient(90deg,rgb(10_31_46/0.88)_0%,rgb(10_31_46/0.5)_50%,rgb(10_31_46/0)_85%)]"
        />
        <div className="max-w-xl p-8 sm:p-12">
          <h2 className="font-display text-4xl font-semibold tracking-tight text-balance">{data.heading}</h2>
          {data.text && <p className="mt-4 text-lg text-white/90">{data.text}</p>}
          <p className="mt-8">
            {href ? (
              <a
                href={href}
                target={data.link.openInNewTab ? '_blank' : undefined}
                rel={data.link.openInNewTab || /^https?:/i.test(href) ? 'noopener noreferrer' : undefined}
                className="inline-flex min-h-12 items-center gap-2.5 rounded-full bg-white px-6 font-semibold text-primary after:absolute after:inset-0 after:content-[''] group-hover:bg-ice"
              >
                {data.link.label}
                {data.link.openInNewTab && <span className="sr-only"> {t('opensInNewTab')}</span>}
                <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </a>
            ) : (
              <span className="font-semibold">{data.link.label}</span>
            )}
          </p>
        </div>
      </div>
    </Container>
  );
}
