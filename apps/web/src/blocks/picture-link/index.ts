import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { PictureLinkBlock } from './PictureLinkBlock';
import { pictureLinkSchema } from './schema';

export const definition = defineBlock({ schema: pictureLinkSchema, load: withUi, View: PictureLinkBlock });
