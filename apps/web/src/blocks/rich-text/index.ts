import { asParsed, defineBlock } from '../types';
import { RichTextBlock } from './RichTextBlock';
import { richTextSchema } from './schema';

export const definition = defineBlock({ schema: richTextSchema, load: asParsed, View: RichTextBlock });
