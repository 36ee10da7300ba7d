import { defineBlock } from '../types';
import { BrochureBlock } from './BrochureBlock';
import { brochureSchema } from './schema';

export const definition = defineBlock({ schema: brochureSchema, View: BrochureBlock });
