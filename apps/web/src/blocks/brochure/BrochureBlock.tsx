import type { BlockContext } from '../types';
import type { BrochureData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '../_shared/layout';
import { formatFileSize } from '../_shared/format';

export function BrochureBlock({ data, context }: { data: BrochureData; context: BlockContext }) {
  const meta = [data.file.ext, formatFileSize(data.file.sizeKb, context.market)].filter(Boolean).join(', ');
  return (
    <Container width="wide">
      <div className="grid items-center gap-10 overflow-hidden rounded-[var(--radius-card)] bg-sand p-8 text-ink sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-12">
        <div
          className="mx-auto w-full max-w-64 -rotate-2 overflow-hidden rounded-md bg-white shadow-[var(--shadow-lift)] transition-transform hover:rotate-0"
          style={{ aspectRatio: 3 / 4 }}
        >
          <CmsImage
            media={data.cover}
            sizes="(min-width: 640px) 256px, 60vw"
            aspect={3 / 4}
            className="size-full object-cover"
          />
        </div>
        <div>
          <h2 className="font-display text-4xl font-semibold tracking-tight text-primary">{data.heading}</h2>
          {data.text && <p className="mt-4 text-lg text-muted">{data.text}</p>}
          <a href={data.file.url} download className={`${buttonClasses({ color: 'copper' })} mt-8`}>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M10 3v10m-4-4 4 4 4-4M4 17h12" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {data.linkLabel}
            {meta && <span className="font-normal opacity-90">({meta})</span>}
          </a>
        </div>
      </div>
    </Container>
  );
}
