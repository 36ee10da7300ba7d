import { defineBlock } from '../types';
import { IFrameBlock } from './IFrameBlock';
import { iframeSchema } from './schema';

export const definition = defineBlock({ schema: iframeSchema, View: IFrameBlock });
