import type { MarketCode } from '@qilak/markets';
import { loadSearchMessages, type SearchTranslator } from '@/i18n/translators';
import { marketPath, resolveContentHref } from '@/lib/routing';
import {
  SEARCH_KINDS,
  SearchUnavailable,
  highlight,
  requestedSearch,
  searchEngine,
  type RequestedSearch,
  type SearchAnswer,
  type SearchKind,
} from '@/lib/search/server';
import { getMarket } from '@qilak/markets';
import { BlockHeading, Container } from '../_shared/layout';
import type { BlockContext } from '../types';
import type { SearchBlockData } from './schema';

type Loaded = SearchBlockData & {
  t: SearchTranslator;
  search?: RequestedSearch;
  answer?: SearchAnswer;
  unavailable?: boolean;
  catalogueHref?: string;
};

const PAGE_SIZE = 20;
const PER_GROUP = 5;

/** The search the page was asked (`?q=&type=&page=`, set by the search route); without one, the field only. */
export async function loadSearchResults(data: SearchBlockData, context: BlockContext): Promise<Loaded> {
  const t = await loadSearchMessages();
  const search = requestedSearch();
  const catalogueHref = data.catalogueLink
    ? (resolveContentHref(data.catalogueLink.url, context.market.code) ?? undefined)
    : undefined;
  if (!search || search.q.trim() === '') return { ...data, t, catalogueHref };
  try {
    const answer = await searchEngine().search(context.market.code, {
      q: search.q,
      type: search.type,
      page: search.page,
      pageSize: PAGE_SIZE,
      perGroup: PER_GROUP,
    });
    return { ...data, t, search, answer, catalogueHref };
  } catch (error) {
    if (!(error instanceof SearchUnavailable)) console.error(`[search] results page: ${(error as Error).message}`);
    return { ...data, t, search, unavailable: true, catalogueHref };
  }
}

/** The results page's own URL with another query, kind or page (market-relative, as the form submits it). */
function resultsHref(path: string, q: string, type?: SearchKind, page?: number): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (page && page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

function Highlighted({ text, terms, market }: { text: string; terms: readonly string[]; market: MarketCode }) {
  const language = getMarket(market)?.contentLanguage ?? 'en';
  return (
    <>
      {highlight(text, terms, language).map((piece, i) =>
        piece.match ? (
          <mark key={i} className="rounded-sm bg-yellow-100 px-0.5 text-inherit">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

export function SearchResultsView({ data, context }: { data: Loaded; context: BlockContext }) {
  const { t, answer, search } = data;
  const market = context.market.code;
  // The market-relative path of this page, under the market's prefix: where the form and the links go.
  const path = marketPath(market, context.currentPath);
  const q = search?.q ?? '';
  return (
    <Container>
      <div data-block-view="search">
        <BlockHeading heading={data.heading} />
        {data.intro && <p className="mt-2 max-w-prose text-secondary">{data.intro}</p>}
        <form role="search" method="get" action={path} className="mt-6 flex max-w-2xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t('label')}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            placeholder={t('placeholder')}
            className="min-w-0 flex-1 rounded-md border border-neutral-400 px-3 py-2 text-base"
          />
          {search?.type && <input type="hidden" name="type" value={search.type} />}
          <button type="submit" className="rounded-md bg-primary px-4 py-2 font-semibold text-white">
            {t('submit')}
          </button>
        </form>
        {!search || q.trim() === '' ? (
          <p className="mt-6 text-muted">{t('emptyQuery')}</p>
        ) : data.unavailable || !answer ? (
          <p className="mt-6" role="status">
            {t('unavailable')}
          </p>
        ) : (
          <Results data={data} answer={answer} path={path} market={market} />
        )}
      </div>
    </Container>
  );
}

function Results({
  data,
  answer,
  path,
  market,
}: {
  data: Loaded;
  answer: SearchAnswer;
  path: string;
  market: MarketCode;
}) {
  const { t } = data;
  const all = SEARCH_KINDS.reduce((n, k) => n + answer.counts[k], 0);
  if (all === 0) {
    return (
      <div className="mt-8" data-search-empty="">
        <h2 className="text-2xl font-semibold" role="status">
          {t('noResults', { query: answer.q })}
        </h2>
        {answer.didYouMean && (
          <p className="mt-3 text-lg">
            {t('didYouMean')}{' '}
            <a className="font-semibold underline" href={resultsHref(path, answer.didYouMean)} data-did-you-mean="">
              {answer.didYouMean}
            </a>
            ?
          </p>
        )}
        <p className="mt-3 text-muted">{t('noResultsHelp')}</p>
        {data.catalogueHref && (
          <p className="mt-4">
            <a className="font-semibold underline" href={data.catalogueHref}>
              {data.catalogueLink?.label ?? t('browseCatalogue')}
            </a>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="mt-8">
      <p role="status" className="text-lg">
        {t('results', { count: answer.type ? answer.total : all, query: answer.q })}
      </p>
      {answer.correctedTo && (
        <p className="mt-1 text-muted">
          {t('correctedTo')} <strong>{answer.correctedTo}</strong>
        </p>
      )}
      <nav aria-label={t('filter')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href={resultsHref(path, answer.q)}
              aria-current={answer.type ? undefined : 'page'}
              className="inline-block rounded-full border px-3 py-1 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
            >
              {t('all')} ({all})
            </a>
          </li>
          {SEARCH_KINDS.filter((k) => answer.counts[k] > 0).map((kind) => (
            <li key={kind}>
              <a
                href={resultsHref(path, answer.q, kind)}
                aria-current={answer.type === kind ? 'page' : undefined}
                className="inline-block rounded-full border px-3 py-1 aria-[current=page]:bg-neutral-900 aria-[current=page]:text-white"
                data-kind-filter={kind}
              >
                {t(`kinds.${kind}`)} ({answer.counts[kind]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {answer.groups.map((group) => (
        <section
          key={group.kind}
          className="mt-8"
          data-search-group={group.kind}
          aria-labelledby={`search-group-${group.kind}`}
        >
          <h2 id={`search-group-${group.kind}`} className="text-xl font-semibold">
            {t(`kinds.${group.kind}`)} <span className="text-muted">({group.count})</span>
          </h2>
          <ol className="mt-3 space-y-4">
            {group.hits.map((hit) => (
              <li key={hit.id} data-search-hit={hit.kind}>
                <a href={hit.url} className="text-lg font-semibold text-primary underline-offset-2 hover:underline">
                  <Highlighted text={hit.title} terms={answer.terms} market={market} />
                </a>
                {hit.itemNumber && (
                  <span className="ml-2 text-sm text-muted">
                    <Highlighted
                      text={t('itemNumber', { number: hit.itemNumber })}
                      terms={answer.terms}
                      market={market}
                    />
                  </span>
                )}
                {hit.subtitle && (
                  <p className="text-sm text-muted">
                    <Highlighted text={hit.subtitle} terms={answer.terms} market={market} />
                  </p>
                )}
                {hit.snippet && (
                  <p className="mt-1 max-w-prose text-secondary">
                    <Highlighted text={hit.snippet} terms={answer.terms} market={market} />
                  </p>
                )}
              </li>
            ))}
          </ol>
          {!answer.type && group.count > group.hits.length && (
            <p className="mt-3">
              <a className="font-semibold underline" href={resultsHref(path, answer.q, group.kind)}>
                {t('showAll', { count: group.count })}
              </a>
            </p>
          )}
        </section>
      ))}
      {answer.type && answer.pageCount > 1 && (
        <nav aria-label={t('pagination')} className="mt-8 flex items-center gap-4">
          {answer.page > 1 && (
            <a className="underline" rel="prev" href={resultsHref(path, answer.q, answer.type, answer.page - 1)}>
              {t('previous')}
            </a>
          )}
          <span>{t('pageOf', { page: answer.page, pageCount: answer.pageCount })}</span>
          {answer.page < answer.pageCount && (
            <a className="underline" rel="next" href={resultsHref(path, answer.q, answer.type, answer.page + 1)}>
              {t('next')}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
