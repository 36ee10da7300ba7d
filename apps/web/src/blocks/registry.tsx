import type { ReactNode } from 'react';
import { z } from 'zod';
import { applyAltTexts } from './_shared/alt-text';
import type { RawBlock } from '@/lib/cms';
import type { BlockContext, BlockDefinition } from './types';
import { BlockBoundary } from './_shared/BlockBoundary';
import { BlockNotice, type BlockProblem } from './_shared/BlockNotice';
import { BlockWrapper } from './_shared/BlockWrapper';
import { wrapperField, type WrapperSettings } from './_shared/schemas';
import { loadBlockNoticeMessages, type BlockNoticeTranslator } from '@/i18n/translators';
import { logger } from '@/lib/log';
import { UpstreamError } from '@/lib/upstream';

const log = logger('blocks');

export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

export interface LoadBlocksOptions {
  /**
   * Draft mode (editors only): a block the site cannot render (unknown name, invalid data, failed load) shows a
   * notice naming the block and why in its place. Off (visitors): such a block is left out and logged.
   */
  editorNotices?: boolean;
}

/** One block of a page, loaded and ready to render synchronously: its view's output, or an editor notice. */
export type PageBlock =
  | { kind: 'view'; key: string; name: string; settings: WrapperSettings; fullBleed: boolean; content: ReactNode }
  | { kind: 'notice'; key: string; component: string; problem: BlockProblem; t: BlockNoticeTranslator };

/** The registry key of a Strapi component name: the part after the dot (`blocks.hero` -> `hero`). */
export function blockName(component: string): string {
  return component.slice(component.lastIndexOf('.') + 1);
}

type Outcome =
  { ok: true; name: string; definition: BlockDefinition; content: ReactNode } | { ok: false; problem: BlockProblem };

/**
 * One block: looked up by name, its data checked by its schema, its load awaited and its view called, all inside
 * one try/catch, so whatever fails leaves this block alone out, with a log line naming the block and the cause.
 * Except an upstream that failed (down, too slow, 5xx): that fails the page, which then answers the last good
 * copy or the 500 page (BLOCK-LOAD-ISOLATED, ERR-UPSTREAM). Left out, the block would be missing from a page that
 * is then cached as if it were whole.
 */
async function loadBlock(
  raw: RawBlock,
  index: number,
  context: BlockContext,
  registry: BlockRegistry,
): Promise<Outcome> {
  const component = typeof raw.__component === 'string' ? raw.__component : '';
  const name = blockName(component);
  const definition = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!definition) {
    log.warn(`unknown block "${component}" skipped`);
    return { ok: false, problem: { kind: 'unknown' } };
  }
  const parsed = definition.schema.safeParse(applyAltTexts(raw));
  if (!parsed.success) {
    const detail = z.prettifyError(parsed.error).replace(/\n/g, '; ');
    log.warn(`block "${component}" (#${index + 1}) skipped: invalid data: ${detail}`);
    return { ok: false, problem: { kind: 'invalid', detail } };
  }
  try {
    const data = await definition.load(parsed.data, context);
    return { ok: true, name, definition, content: definition.View({ data, context }) };
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    log.error(`block "${component}" (#${index + 1}) failed and was left out: ${detail}`);
    return { ok: false, problem: { kind: 'failed', detail } };
  }
}

/**
 * Every block of a page, loaded in parallel and kept in document order. Awaited before the page renders, so
 * the page streams in one piece in document order (no Suspense boundary per block, no layout shift) and a
 * failing block is settled before any HTML is sent.
 */
export async function loadBlocks(
  blocks: readonly RawBlock[],
  context: BlockContext,
  registry: BlockRegistry,
  { editorNotices = false }: LoadBlocksOptions = {},
): Promise<PageBlock[]> {
  const outcomes = await Promise.all(blocks.map((raw, index) => loadBlock(raw, index, context, registry)));
  const t = editorNotices && outcomes.some((o) => !o.ok) ? await loadBlockNoticeMessages() : undefined;
  return outcomes.flatMap((outcome, index): PageBlock[] => {
    const raw = blocks[index]!;
    const component = typeof raw.__component === 'string' ? raw.__component : '';
    const key = `${component}:${typeof raw.id === 'number' || typeof raw.id === 'string' ? raw.id : ''}:${index}`;
    if (!outcome.ok) return t ? [{ kind: 'notice', key, component, problem: outcome.problem, t }] : [];
    return [
      {
        kind: 'view',
        key,
        name: outcome.name,
        settings: wrapperField.parse(raw.wrapper),
        fullBleed: outcome.definition.fullBleed ?? false,
        content: outcome.content,
      },
    ];
  });
}

/**
 * A page's loaded blocks, each in its wrapper and an error boundary (for failures in the browser). Every block
 * but the first is laid out only near the viewport.
 */
export function BlockList({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <div className="flow-root">
      {blocks.map((block, index) =>
        block.kind === 'notice' ? (
          <BlockNotice key={block.key} component={block.component} problem={block.problem} t={block.t} />
        ) : (
          <BlockBoundary key={block.key} name={block.name}>
            <BlockWrapper
              name={block.name}
              settings={block.settings}
              fullBleed={block.fullBleed}
              renderWhenNear={index > 0}
            >
              {block.content}
            </BlockWrapper>
          </BlockBoundary>
        ),
      )}
    </div>
  );
}
