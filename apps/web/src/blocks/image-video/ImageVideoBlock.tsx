import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import { ASPECTS, type ImageVideoData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { Container } from '../_shared/layout';
import { VideoPoster, videoPosterLabels } from '../_shared/VideoPoster';

export function ImageVideoBlock({ data }: { data: ImageVideoData & { t: UiTranslator }; context: BlockContext }) {
  const { t } = data;
  const aspect = ASPECTS[data.aspect];
  const sizes = '(min-width: 1280px) 1216px, 100vw';
  return (
    <Container>
      <figure>
        <div
          className="relative overflow-hidden rounded-[var(--radius-card)] bg-fjord shadow-[var(--shadow-card)]"
          style={{ aspectRatio: aspect }}
        >
          {data.video ? (
            <VideoPoster
              video={data.video}
              image={data.image}
              labels={videoPosterLabels(t)}
              aspect={aspect}
              sizes={sizes}
            />
          ) : (
            <CmsImage
              media={data.image}
              sizes={sizes}
              aspect={aspect}
              className="absolute inset-0 size-full object-cover"
            />
          )}
        </div>
        {data.caption && (
          <figcaption className="mt-3 text-sm text-muted [[data-tone=dark]_&]:text-white/80">{data.caption}</figcaption>
        )}
      </figure>
    </Container>
  );
}
