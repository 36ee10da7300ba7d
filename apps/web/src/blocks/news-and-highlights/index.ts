import { defineBlock } from '../types';
import { NewsAndHighlightsBlock } from './NewsAndHighlightsBlock';
import { newsAndHighlightsSchema } from './schema';

export const definition = defineBlock({ schema: newsAndHighlightsSchema, View: NewsAndHighlightsBlock });
