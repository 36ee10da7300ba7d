import type { BlockContext } from '../types';
import type { RichTextData } from './schema';
import { Container } from '../_shared/layout';
import { RichText } from '../_shared/RichText';

export function RichTextBlock({ data, context }: { data: RichTextData; context: BlockContext }) {
  return (
    <Container width={data.width === 'wide' ? 'wide' : 'narrow'}>
      <RichText content={data.content} market={context.market.code} />
    </Container>
  );
}
