import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { ContentModuleBlock } from './ContentModuleBlock';
import { contentModuleSchema } from './schema';

export const definition = defineBlock({ schema: contentModuleSchema, load: withUi, View: ContentModuleBlock });
