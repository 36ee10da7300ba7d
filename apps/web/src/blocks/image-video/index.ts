import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { ImageVideoBlock } from './ImageVideoBlock';
import { imageVideoSchema } from './schema';

export const definition = defineBlock({ schema: imageVideoSchema, load: withUi, View: ImageVideoBlock });
