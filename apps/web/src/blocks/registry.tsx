import type { ReactNode } from 'react';
import { z } from 'zod';
import type { RawBlock } from '@/lib/cms';
import type { BlockContext, BlockDefinition } from './types';
import { BlockBoundary } from './_shared/BlockBoundary';
import { BlockWrapper } from './_shared/BlockWrapper';
import { IN_SERVER_COMPONENTS, resolveServerTree } from './_shared/resolve-tree';
import { wrapperField } from './_shared/schemas';
import { applyAltTexts } from './_shared/alt-text';

export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;

export interface RenderOptions {
  /**
   * In an editor's preview: a block the site cannot render is replaced by a notice naming it and why (the text
   * comes from the caller, translated); for visitors it is left out and logged.
   */
  editorNotices?: boolean;
  noticeText?: (block: string, reason: string) => string;
}

/** What an editor sees in place of a block the site leaves out (preview only). */
export function EditorNotice({ block, text }: { block: string; text: string }) {
  return (
    <div
      role="note"
      data-editor-notice={block}
      className="mx-auto my-4 max-w-5xl border-2 border-dashed border-red bg-white px-4 py-3 text-sm text-red"
    >
      {text}
    </div>
  );
}

function skipped(component: string, reason: string, options: RenderOptions): ReactNode {
  if (!options.editorNotices) return null;
  const text = options.noticeText?.(component, reason) ?? `Block "${component}" is not shown to visitors: ${reason}`;
  return <EditorNotice block={component} text={text} />;
}

/** The registry key of a Strapi component name: the part after the dot (`blocks.hero` -> `hero`). */
export function blockName(component: string): string {
  return component.slice(component.lastIndexOf('.') + 1);
}

/**
 * Renders one CMS block: looked up by name (unknown: warning, nothing rendered), its data checked by the
 * block's schema (invalid: warning naming the block and the issue, nothing rendered), its view and every server
 * component under it run here (resolveServerTree) so a block failing anywhere in its server tree is logged and left
 * out, and the result put in the wrapper inside an error boundary (for failures in the browser). No Suspense
 * boundary per block: with one, Next streams large blocks out of order and the page shifts as they arrive.
 */
export async function renderBlock(
  raw: RawBlock,
  index: number,
  context: BlockContext,
  registry: BlockRegistry,
  options: RenderOptions = {},
): Promise<ReactNode> {
  const component = typeof raw.__component === 'string' ? raw.__component : '';
  const name = blockName(component);
  const definition = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!definition) {
    console.warn(`[blocks] unknown block "${component}" skipped`);
    return skipped(component, 'unknown block type', options);
  }
  const parsed = definition.schema.safeParse(applyAltTexts(raw));
  if (!parsed.success) {
    const reason = z.prettifyError(parsed.error).replace(/\n/g, '; ');
    console.warn(`[blocks] block "${component}" (#${index + 1}) skipped: invalid data: ${reason}`);
    return skipped(component, reason, options);
  }
  let view: ReactNode;
  try {
    // The whole server tree of the block, not only its view: a component failing deeper down is caught here too.
    view = await definition.View({ data: parsed.data, context });
    if (IN_SERVER_COMPONENTS) view = await resolveServerTree(view);
  } catch (error) {
    console.error(
      `[blocks] block "${component}" (#${index + 1}) failed to render and was left out: ${(error as Error).message}`,
    );
    return skipped(component, `failed to render: ${(error as Error).message}`, options);
  }
  const settings = wrapperField.parse(raw.wrapper);
  return (
    <BlockBoundary key={`${component}:${String(raw.id ?? '')}:${index}`} name={component}>
      <BlockWrapper name={name} settings={settings} fullBleed={definition.fullBleed} renderWhenNear={index > 0}>
        {view}
      </BlockWrapper>
    </BlockBoundary>
  );
}

/** Every block of a page, rendered concurrently, in order. */
export async function renderBlocks(
  blocks: readonly RawBlock[],
  context: BlockContext,
  registry: BlockRegistry,
  options: RenderOptions = {},
): Promise<ReactNode[]> {
  return Promise.all(blocks.map((block, index) => renderBlock(block, index, context, registry, options)));
}
