import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Market } from '@qilak/markets';

/** What every block view receives besides its own validated data. */
export interface BlockContext {
  market: Market;
  /** The current market-relative path, for links appended to it (spec: /a/ and /r/ on request). */
  currentPath: string;
}

/**
 * One entry of the block registry: the zod schema of the block's CMS data (checked where it enters) and its view.
 * Naming rule: blocks.<name> -> apps/cms/src/components/blocks/<name>.json -> apps/web/src/blocks/<name>/.
 */
export interface BlockDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  schema: S;
  View: (props: { data: z.infer<S>; context: BlockContext }) => ReactNode | Promise<ReactNode>;
  /** Edge to edge (hero): the wrapper then adds no inner padding for a background colour. */
  fullBleed?: boolean;
}

export function defineBlock<S extends z.ZodTypeAny>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}
