import { defineBlock } from '../types';
import { SearchResultsView, loadSearchResults } from './SearchResults';
import { searchSchema } from './schema';

export const definition = defineBlock({ schema: searchSchema, load: loadSearchResults, View: SearchResultsView });
