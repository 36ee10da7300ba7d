import type { BlockNoticeTranslator } from '@/i18n/translators';

/** Why the site cannot render a block: the registry's verdict, shown to editors in draft mode. */
export type BlockProblem =
  { kind: 'unknown' } | { kind: 'invalid'; detail: string } | { kind: 'failed'; detail: string };

/**
 * In draft mode a block the site cannot render is replaced by this notice, so an editor sees which block is
 * hidden from visitors and why, in the market's language (the technical detail stays as the site logged it).
 */
export function BlockNotice({
  component,
  problem,
  t,
}: {
  component: string;
  problem: BlockProblem;
  t: BlockNoticeTranslator;
}) {
  const block = component || t('unnamed');
  return (
    <aside
      role="note"
      data-block-notice={component}
      data-problem={problem.kind}
      className="mx-auto my-6 max-w-7xl px-5 sm:px-8"
    >
      <div className="rounded-[var(--radius-card)] border-2 border-dashed border-copper bg-sand p-5 text-ink">
        <p className="font-semibold">{t('title', { block })}</p>
        <p className="mt-2">{t(problem.kind)}</p>
        {problem.kind !== 'unknown' && (
          <p className="mt-2 break-words font-mono text-sm text-secondary">{problem.detail}</p>
        )}
        <p className="mt-2 text-sm text-secondary">{t('editorsOnly')}</p>
      </div>
    </aside>
  );
}
