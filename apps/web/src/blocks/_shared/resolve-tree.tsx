import * as React from 'react';
import { Fragment, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

type Props = Record<string, unknown>;

/**
 * Whether this module runs in the server-components renderer (React's react-server build has no useState). Only
 * there are client components marked as client references; elsewhere (unit tests) trees are left as they are.
 */
export const IN_SERVER_COMPONENTS = typeof (React as unknown as Record<string, unknown>).useState !== 'function';

function isServerFunctionComponent(type: unknown): type is (props: Props) => unknown {
  if (typeof type !== 'function') return false;
  if ((type as { $$typeof?: unknown }).$$typeof === CLIENT_REFERENCE) return false;
  return !(type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

type DevElement = { _store?: { validated?: number } };
function copyKeyCheck(from: unknown, to: unknown): void {
  const source = (from as DevElement | null)?._store;
  const target = (to as DevElement | null)?._store;
  if (source?.validated && target) target.validated = source.validated;
}

/** Whether a prop value can hold elements that need resolving (an element, a list, a promise). */
function mayHoldElements(value: unknown): boolean {
  return isValidElement(value) || Array.isArray(value) || isThenable(value);
}

async function resolveProps(props: Props): Promise<Props | null> {
  let changed: Props | null = null;
  await Promise.all(
    Object.entries(props).map(async ([name, value]) => {
      if (!mayHoldElements(value)) return;
      const resolved = await resolveServerTree(value);
      if (resolved !== value) (changed ??= {})[name] = resolved;
    }),
  );
  return changed;
}

/**
 * Runs every server component in a tree now, awaiting the async ones, and returns a tree of host elements and
 * client components only. A block's view is resolved this way inside the registry's try/catch, so a component
 * that fails anywhere in the block's server tree leaves out that block alone, on the server, without a Suspense
 * boundary per block (which made Next stream the blocks out of order and shift the layout).
 */
export async function resolveServerTree(node: unknown): Promise<ReactNode> {
  if (node === null || typeof node !== 'object') return node as ReactNode;
  if (isThenable(node)) return resolveServerTree(await node);
  if (Array.isArray(node)) {
    const items = await Promise.all(node.map((item) => resolveServerTree(item)));
    if (items.every((item, i) => item === node[i])) return node as ReactNode;
    // Development checks keys of listed children; a child written in place (checked already) stays exempt.
    if (process.env.NODE_ENV !== 'production')
      items.forEach((item, i) => isValidElement(item) && copyKeyCheck(node[i], item));
    return items;
  }
  if (!isValidElement(node)) return node as ReactNode;
  const element = node as ReactElement<Props>;
  if (isServerFunctionComponent(element.type)) {
    const output = await resolveServerTree(element.type(element.props));
    return element.key === null ? output : <Fragment key={element.key}>{output}</Fragment>;
  }
  // A host element, a client component, a fragment or a Suspense boundary: kept, with the elements it is given resolved.
  const changed = await resolveProps(element.props);
  return changed ? cloneElement(element, changed) : element;
}
