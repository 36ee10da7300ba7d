import { certificateHref } from '@/lib/documents';
import { ALLERGENS } from '@qilak/pim-contract';
import type { ProductTranslator } from '@/i18n/translators';
import {
  labelFor,
  type CertificateRef,
  type DocumentRef,
  type LabelIndex,
  type SizeAttributeRef,
  type Variant,
  type VideoRef,
} from '@/features/catalog/query';

export function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section className="mt-10" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Rows of a specification table; empty values are left out. */
export function SpecTable({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1] !== '');
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-secondary">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Declared allergens and traces, labelled from the product service's attribute labels. */
export function AllergenList({
  allergens,
  labels,
  t,
}: {
  allergens: Variant['Allergens'];
  labels: LabelIndex;
  t: ProductTranslator;
}) {
  const contains = ALLERGENS.filter((a) => allergens[a] === 'Contains');
  const mayContain = ALLERGENS.filter((a) => allergens[a] === 'MayContain');
  if (contains.length === 0 && mayContain.length === 0) return <p data-testid="allergens">{t('allergenNone')}</p>;
  return (
    <dl className="grid gap-2 text-sm" data-testid="allergens">
      {contains.length > 0 && (
        <div>
          <dt className="font-medium">{t('allergenContains')}</dt>
          <dd>{contains.map((a) => labelFor(labels, a)).join(', ')}</dd>
        </div>
      )}
      {mayContain.length > 0 && (
        <div>
          <dt className="font-medium">{t('allergenMayContain')}</dt>
          <dd>{mayContain.map((a) => labelFor(labels, a)).join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

export function CertificateList({
  certificates,
  labels,
  t,
}: {
  certificates: CertificateRef[];
  labels: LabelIndex;
  t: ProductTranslator;
}) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid="certificates">
      {certificates.map((c) => (
        <li key={c.name} className="rounded-full border border-fjord px-3 py-1 text-sm">
          {labelFor(labels, c.name)}
          {c.certificateNumber && (
            <span className="ml-1 text-secondary">
              (
              <CertificateNumber
                number={c.certificateNumber}
                text={t('certificateNumber', { number: c.certificateNumber })}
              />
              )
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A numbered certificate links to its PDF (served by the product service through /documents). */
function CertificateNumber({ number, text }: { number: string; text: string }) {
  const href = certificateHref(number);
  return href ? (
    <a className="underline" href={href} type="application/pdf">
      {text}
    </a>
  ) : (
    text
  );
}

export function SizeAttributeList({ sizes, labels }: { sizes: SizeAttributeRef[]; labels: LabelIndex }) {
  return (
    <SpecTable
      rows={sizes.map((s): [string, string] => [labelFor(labels, s.alias), s.unit ? `${s.value} ${s.unit}` : s.value])}
    />
  );
}

/** Provider pages by id: plain links, no third-party player loads before the visitor asks for it. */
export function videoUrl(video: VideoRef): string {
  return video.provider === 'YouTube'
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`
    : `https://vimeo.com/${encodeURIComponent(video.id)}`;
}

export function VideoList({ videos, t }: { videos: VideoRef[]; t: ProductTranslator }) {
  return (
    <ul className="grid gap-2" data-testid="videos">
      {videos.map((video) => (
        <li key={`${video.provider}-${video.id}`}>
          <a className="underline" href={videoUrl(video)} target="_blank" rel="noopener noreferrer">
            {t('watchVideo', { title: video.title ?? t('videoUntitled'), provider: video.provider })}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DocumentList({ documents }: { documents: DocumentRef[] }) {
  return (
    <ul className="grid gap-2" data-testid="documents">
      {documents.map((d) => (
        <li key={d.url}>
          <a className="underline" href={d.url} target="_blank" rel="noopener noreferrer">
            {d.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
