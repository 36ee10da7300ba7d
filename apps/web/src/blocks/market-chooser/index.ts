import { defineBlock } from '../types';
import { MarketChooserBlock } from './MarketChooserBlock';
import { marketChooserSchema } from './schema';

export const definition = defineBlock({ schema: marketChooserSchema, View: MarketChooserBlock });
