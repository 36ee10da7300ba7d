import { defineBlock } from '../types';
import { ImageVideoBlock } from './ImageVideoBlock';
import { imageVideoSchema } from './schema';

export const definition = defineBlock({ schema: imageVideoSchema, View: ImageVideoBlock });
