import { defineBlock } from '../types';
import { PictureLinkBlock } from './PictureLinkBlock';
import { pictureLinkSchema } from './schema';

export const definition = defineBlock({ schema: pictureLinkSchema, View: PictureLinkBlock });
