import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { MarketChooserBlock } from './MarketChooserBlock';
import { marketChooserSchema } from './schema';

export const definition = defineBlock({ schema: marketChooserSchema, load: withUi, View: MarketChooserBlock });
