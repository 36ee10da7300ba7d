import { defineBlock } from '../types';
import { NewsOverviewBlock } from './NewsOverviewBlock';
import { newsOverviewSchema } from './schema';

export const definition = defineBlock({ schema: newsOverviewSchema, View: NewsOverviewBlock });
