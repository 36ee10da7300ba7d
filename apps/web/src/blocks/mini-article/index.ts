import { defineBlock } from '../types';
import { MiniArticleBlock } from './MiniArticleBlock';
import { miniArticleSchema } from './schema';

export const definition = defineBlock({ schema: miniArticleSchema, View: MiniArticleBlock });
