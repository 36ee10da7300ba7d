import { defineBlock } from '../types';
import { NewsOverviewBlock, loadNewsOverview } from './NewsOverviewBlock';
import { newsOverviewSchema } from './schema';

export const definition = defineBlock({ schema: newsOverviewSchema, load: loadNewsOverview, View: NewsOverviewBlock });
