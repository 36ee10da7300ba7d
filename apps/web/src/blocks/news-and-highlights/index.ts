import { defineBlock } from '../types';
import { NewsAndHighlightsBlock, loadNewsAndHighlights } from './NewsAndHighlightsBlock';
import { newsAndHighlightsSchema } from './schema';

export const definition = defineBlock({
  schema: newsAndHighlightsSchema,
  load: loadNewsAndHighlights,
  View: NewsAndHighlightsBlock,
});
