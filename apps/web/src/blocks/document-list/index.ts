import { defineBlock } from '../types';
import { DocumentListBlock } from './DocumentListBlock';
import { documentListSchema } from './schema';

export const definition = defineBlock({ schema: documentListSchema, View: DocumentListBlock });
