import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { OneStoryModuleBlock } from './OneStoryModuleBlock';
import { oneStorySchema } from './schema';

export const definition = defineBlock({ schema: oneStorySchema, load: withUi, View: OneStoryModuleBlock });
