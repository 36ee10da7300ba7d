import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { DocumentListBlock } from './DocumentListBlock';
import { documentListSchema } from './schema';

export const definition = defineBlock({ schema: documentListSchema, load: withUi, View: DocumentListBlock });
