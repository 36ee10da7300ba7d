import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { isValidElement, type ReactNode } from 'react';
import { resolveServerTree } from './resolve-tree';

// A stand-in for a client component as the server-components bundler marks it.
function ClientBox({ children }: { children?: ReactNode }) {
  return <div className="client">{children}</div>;
}
Object.assign(ClientBox, { $$typeof: Symbol.for('react.client.reference') });

async function Async({ text }: { text: string }) {
  await new Promise((r) => setTimeout(r, 2));
  return <em>{text}</em>;
}
function Sync({ n }: { n: number }) {
  return <b>{n}</b>;
}
function Thrower(): never {
  throw new Error('deep failure');
}

describe('resolveServerTree', () => {
  it('runs sync and async server components at any depth, keeps host elements and client components', async () => {
    const tree = await resolveServerTree(
      <section>
        <Sync n={1} />
        <ClientBox>
          <Async text="inside a client component" />
        </ClientBox>
        {[<Async key="a" text="listed" />]}
      </section>,
    );
    const html = renderToStaticMarkup(<>{tree}</>);
    expect(html).toBe(
      '<section><b>1</b><div class="client"><em>inside a client component</em></div><em>listed</em></section>',
    );
    // The client component is still an element of its own type (rendered by the browser), not called here.
    const section = tree as { props: { children: ReactNode[] } };
    const client = section.props.children[1];
    expect(isValidElement(client) && client.type).toBe(ClientBox);
  });

  it('rejects when a component deep in the tree throws, so the caller can leave the block out', async () => {
    await expect(
      resolveServerTree(
        <div>
          <span>
            <Thrower />
          </span>
        </div>,
      ),
    ).rejects.toThrow('deep failure');
  });

  it('returns an unchanged tree as the same object', async () => {
    const tree = <p className="x">plain {'text'}</p>;
    expect(await resolveServerTree(tree)).toBe(tree);
  });
});
