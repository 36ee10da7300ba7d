import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { MiniArticleBlock } from './MiniArticleBlock';
import { miniArticleSchema } from './schema';

export const definition = defineBlock({ schema: miniArticleSchema, load: withUi, View: MiniArticleBlock });
