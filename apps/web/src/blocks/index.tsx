import type { Market } from '@qilak/markets';
import type { RawBlock } from '@/lib/cms';

/** Temporary minimal renderer until the block registry lands: headings and plain text of the first blocks. */
export function BlockList({ blocks }: { blocks: RawBlock[]; market: Market }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {blocks.map((block, index) => {
        const heading = typeof block.heading === 'string' ? block.heading : undefined;
        const text = typeof block.text === 'string' ? block.text : undefined;
        return (
          <section key={`${block.__component}-${String(block.id ?? index)}`} className="mb-8" data-block={block.__component}>
            {heading && <h2 className="text-2xl font-semibold">{heading}</h2>}
            {text && <p className="mt-2">{text}</p>}
          </section>
        );
      })}
    </div>
  );
}
