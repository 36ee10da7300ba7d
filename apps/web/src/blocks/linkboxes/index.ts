import { defineBlock } from '../types';
import { withUi } from '../_shared/translations';
import { LinkboxesBlock } from './LinkboxesBlock';
import { linkboxesSchema } from './schema';

export const definition = defineBlock({ schema: linkboxesSchema, load: withUi, View: LinkboxesBlock });
