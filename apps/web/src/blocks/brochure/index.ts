import { asParsed, defineBlock } from '../types';
import { BrochureBlock } from './BrochureBlock';
import { brochureSchema } from './schema';

export const definition = defineBlock({ schema: brochureSchema, load: asParsed, View: BrochureBlock });
