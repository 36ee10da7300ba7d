import { defineBlock } from '../types';
import { ContentModuleBlock } from './ContentModuleBlock';
import { contentModuleSchema } from './schema';

export const definition = defineBlock({ schema: contentModuleSchema, View: ContentModuleBlock });
