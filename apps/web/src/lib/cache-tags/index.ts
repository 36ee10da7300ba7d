export { cmsTags, marketTags, pimTag } from './tags';
export { contentEventSchema, tagsForContentEvent, type ContentEvent } from './content-events';
