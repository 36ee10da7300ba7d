import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { IFrameBlock } from './IFrameBlock';
import { iframeSchema } from './schema';

export const definition = defineBlock({ schema: iframeSchema, load: withUi, View: IFrameBlock });
