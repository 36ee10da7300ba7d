import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Market } from '@qilak/markets';

/** What every block's load and view receive besides the block's own data. */
export interface BlockContext {
  market: Market;
  /** The current market-relative path, for links appended to it (ROUTE-LINKS: /a/ and /r/ on request). */
  currentPath: string;
}

/**
 * One block: the zod schema of its CMS data (checked where it enters), an async `load` that fetches and derives
 * what the view needs (it may throw: the registry then leaves the block out), and a synchronous view of that.
 * Naming rule: blocks.<name> -> apps/cms/src/components/blocks/<name>.json -> apps/web/src/blocks/<name>/.
 * `load` and `View` are methods so that a registry of blocks with different data types type-checks.
 */
export interface BlockDefinition<S extends z.ZodType = z.ZodType, D = z.output<S>> {
  schema: S;
  /** Everything that can fail (a fetch, a lookup, a translation catalogue) happens here, never in the view. */
  load(data: z.output<S>, context: BlockContext): Promise<D>;
  /** A plain function of the loaded data, called by the registry: no await, no fetch, nothing that throws. */
  View(props: { data: D; context: BlockContext }): ReactNode;
  /** Edge to edge (hero): the wrapper then adds no inner padding for a background colour. */
  fullBleed?: boolean;
}

export function defineBlock<S extends z.ZodType, D>(definition: BlockDefinition<S, D>): BlockDefinition<S, D> {
  return definition;
}

/** For blocks that need nothing beyond their data: the view gets it as parsed. */
export function asParsed<T>(data: T): Promise<T> {
  return Promise.resolve(data);
}
