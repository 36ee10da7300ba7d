import { defineBlock } from '../types';
import { HeroBlock } from './HeroBlock';
import { heroSchema } from './schema';

export const definition = defineBlock({ schema: heroSchema, View: HeroBlock, fullBleed: true });
