import type { BlockContext } from '../types';
import type { UiTranslator } from '../_shared/translations';
import type { ContactData } from './schema';
import { CmsImage } from '@/components/ui/CmsImage';
import { withColon } from '@/i18n/ui';
import { BlockHeading, Container } from '../_shared/layout';
import { RichText } from '../_shared/RichText';

export function ContactBlock({ data, context }: { data: ContactData & { t: UiTranslator }; context: BlockContext }) {
  const { t } = data;
  return (
    <Container>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <BlockHeading heading={data.heading} />
          <RichText content={data.text} market={context.market.code} className="-mt-4" />
          {data.address && (
            <address className="mt-8 border-l-2 border-copper pl-5 text-lg not-italic leading-8 whitespace-pre-line">
              <span className="sr-only">{withColon(t('address'), context.market.language)} </span>
              {data.address}
            </address>
          )}
        </div>
        {data.persons.length > 0 && (
          <ul className="grid content-start gap-5 sm:grid-cols-2">
            {data.persons.map((person, i) => (
              <li
                key={`${person.name}-${i}`}
                className="flex gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 text-ink shadow-[var(--shadow-card)]"
              >
                {person.image ? (
                  <CmsImage
                    media={person.image}
                    sizes="80px"
                    aspect={1}
                    className="size-20 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-20 shrink-0 items-center justify-center rounded-full bg-ice font-display text-2xl font-semibold text-primary"
                  >
                    {person.name.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-primary">{person.name}</h3>
                  {person.role && <p className="text-sm text-muted">{person.role}</p>}
                  <dl className="mt-3 space-y-1 text-sm">
                    {person.email && (
                      <div className="flex gap-2">
                        <dt className="sr-only">{t('email')}</dt>
                        <dd className="min-w-0">
                          <a
                            href={`mailto:${person.email}`}
                            className="break-all font-medium text-rg-blue hover:underline"
                          >
                            {person.email}
                          </a>
                        </dd>
                      </div>
                    )}
                    {person.phone && (
                      <div className="flex gap-2">
                        <dt className="sr-only">{t('phone')}</dt>
                        <dd>
                          <a
                            href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
                            className="font-medium text-rg-blue hover:underline"
                          >
                            {person.phone}
                          </a>
                        </dd>
                      </div>
                    )}
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
