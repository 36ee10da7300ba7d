import { defineBlock } from '../types';
import { RichTextBlock } from './RichTextBlock';
import { richTextSchema } from './schema';

export const definition = defineBlock({ schema: richTextSchema, View: RichTextBlock });
