import { asParsed, defineBlock } from '../types';
import { ColoredTextBlock } from './ColoredTextBlock';
import { coloredTextSchema } from './schema';

export const definition = defineBlock({ schema: coloredTextSchema, load: asParsed, View: ColoredTextBlock });
