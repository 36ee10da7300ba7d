import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { DocumentListData } from './schema';
import { BlockHeading, Container } from '../_shared/layout';
import { formatFileSize } from '../_shared/format';

export function DocumentListBlock({
  data,
  context,
}: {
  data: DocumentListData & { t: UiTranslator };
  context: BlockContext;
}) {
  const { t } = data;
  return (
    <Container width="wide">
      <BlockHeading heading={data.heading} intro={data.intro} />
      <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-ink shadow-[var(--shadow-card)]">
        {data.documents.map((doc, i) => {
          const size = formatFileSize(doc.file.sizeKb, context.market);
          return (
            <li key={`${doc.file.url}-${i}`} className="group relative flex items-start gap-5 p-5 hover:bg-mist sm:p-6">
              <span
                aria-hidden="true"
                className="flex h-14 w-11 shrink-0 flex-col items-center justify-end rounded-md border border-line bg-ice pb-1.5 text-[0.65rem] font-bold tracking-wide text-primary"
              >
                {doc.file.ext || 'FILE'}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold text-primary">
                  <a
                    href={doc.file.url}
                    download
                    className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-copper-light"
                  >
                    {doc.title}
                    <span className="sr-only">
                      {' '}
                      ({t('download')}, {[doc.file.ext, size].filter(Boolean).join(', ')})
                    </span>
                  </a>
                </h3>
                {doc.description && <p className="mt-1 text-base text-muted">{doc.description}</p>}
                <p aria-hidden="true" className="mt-2 text-sm text-muted">
                  {[doc.file.ext, size].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span
                aria-hidden="true"
                className="mt-1 hidden items-center gap-2 text-sm font-semibold text-rg-blue sm:inline-flex"
              >
                {t('download')}
                <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M10 3v10m-4-4 4 4 4-4M4 17h12" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
