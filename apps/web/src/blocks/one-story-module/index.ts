import { defineBlock } from '../types';
import { OneStoryModuleBlock } from './OneStoryModuleBlock';
import { oneStorySchema } from './schema';

export const definition = defineBlock({ schema: oneStorySchema, View: OneStoryModuleBlock });
