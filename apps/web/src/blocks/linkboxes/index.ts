import { defineBlock } from '../types';
import { LinkboxesBlock } from './LinkboxesBlock';
import { linkboxesSchema } from './schema';

export const definition = defineBlock({ schema: linkboxesSchema, View: LinkboxesBlock });
