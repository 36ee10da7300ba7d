import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { HeroData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { VideoPoster, videoPosterLabels } from '../_shared/VideoPoster';

/** Image-led hero: the photo fills the block, a gradient keeps the overlay text legible on any image. */
export function HeroBlock({ data, context }: { data: HeroData & { t: UiTranslator }; context: BlockContext }) {
  const dark = data.theme === 'dark';
  const { t } = data;
  const tall = data.height === 'tall';
  return (
    <div
      className={`relative isolate flex overflow-hidden ${tall ? 'min-h-[560px] md:min-h-[min(82vh,760px)]' : 'min-h-[420px] md:min-h-[480px]'} ${dark ? 'bg-night text-white' : 'bg-ice text-ink'}`}
    >
      <CmsImage media={data.image} sizes="100vw" priority className="absolute inset-0 -z-20 size-full object-cover" />
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 ${
          dark
            ? 'bg-[linear-gradient(180deg,rgb(10_31_46/0.15)_0%,rgb(10_31_46/0.55)_55%,rgb(10_31_46/0.85)_100%)] md:bg-[linear-gradient(90deg,rgb(10_31_46/0.82)_0%,rgb(10_31_46/0.55)_45%,rgb(10_31_46/0.05)_80%)]'
            : 'bg-[linear-gradient(180deg,rgb(255_255_255/0.2)_0%,rgb(234_243_247/0.85)_55%,rgb(234_243_247/0.97)_100%)] md:bg-[linear-gradient(90deg,rgb(234_243_247/0.97)_0%,rgb(234_243_247/0.85)_42%,rgb(234_243_247/0)_75%)]'
        }`}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col justify-end px-5 pb-12 pt-32 sm:px-8 md:pb-16 lg:flex-row lg:items-center lg:justify-between lg:gap-12">
        <div className="max-w-2xl">
          <h2
            className={`font-display text-5xl font-semibold tracking-tight text-balance ${dark ? 'text-white' : 'text-primary'}`}
          >
            {data.heading}
          </h2>
          {data.text && (
            <p className={`mt-6 max-w-xl text-lg sm:text-xl sm:leading-8 ${dark ? 'text-white/90' : 'text-ink'}`}>
              {data.text}
            </p>
          )}
          {(data.cta || data.secondaryCta) && (
            <div className="mt-9 flex flex-wrap gap-3">
              {data.cta && (
                <ButtonLink
                  link={data.cta}
                  market={context.market.code}
                  color={dark ? 'white' : 'primary'}
                  newTabLabel={t('opensInNewTab')}
                />
              )}
              {data.secondaryCta && (
                <ButtonLink
                  link={data.secondaryCta}
                  market={context.market.code}
                  color={dark ? 'white' : 'primary'}
                  variant="outline"
                  newTabLabel={t('opensInNewTab')}
                />
              )}
            </div>
          )}
        </div>
        {data.video && (
          <div className="relative mt-10 aspect-video w-full max-w-xl overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-lift)] lg:mt-0 lg:w-[38%] lg:max-w-none lg:shrink-0">
            <VideoPoster
              video={data.video}
              image={data.image}
              labels={videoPosterLabels(t)}
              aspect={16 / 9}
              sizes="(min-width: 1024px) 38vw, 100vw"
            />
          </div>
        )}
      </div>
    </div>
  );
}
