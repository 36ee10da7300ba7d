import { defineBlock } from '../types';
import { RelatedContentBlock } from './RelatedContentBlock';
import { relatedContentSchema } from './schema';

export const definition = defineBlock({ schema: relatedContentSchema, View: RelatedContentBlock });
