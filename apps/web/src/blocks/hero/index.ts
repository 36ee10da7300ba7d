import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { HeroBlock } from './HeroBlock';
import { heroSchema } from './schema';

export const definition = defineBlock({ schema: heroSchema, load: withUi, View: HeroBlock, fullBleed: true });
