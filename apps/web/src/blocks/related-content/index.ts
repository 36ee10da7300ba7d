import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { RelatedContentBlock } from './RelatedContentBlock';
import { relatedContentSchema } from './schema';

export const definition = defineBlock({ schema: relatedContentSchema, load: withUi, View: RelatedContentBlock });
