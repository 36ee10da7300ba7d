import { describe, expect, it } from 'vitest';
import { contentEventSchema } from './index';

const published = {
  event: 'entry.publish',
  model: 'page',
  uid: 'api::page.page',
  locale: 'da-DK',
  documentId: 'abc123',
  slug: 'om-os',
};

describe('contentEventSchema (the CMS webhook body)', () => {
  it('accepts what the CMS sends, a change of every locale (null) included', () => {
    expect(contentEventSchema.parse(published)).toEqual(published);
    expect(contentEventSchema.parse({ ...published, locale: null, slug: null }).locale).toBeNull();
  });

  it('refuses a body missing a field, with another event, or with a field the CMS does not send', () => {
    const { documentId: _, ...withoutId } = published;
    expect(contentEventSchema.safeParse(withoutId).success).toBe(false);
    expect(contentEventSchema.safeParse({ ...published, event: 'entry.archive' }).success).toBe(false);
    expect(contentEventSchema.safeParse({ ...published, model: '' }).success).toBe(false);
    expect(contentEventSchema.safeParse({ ...published, tags: ['cms:page:da-DK'] }).success).toBe(false);
    expect(contentEventSchema.safeParse('{}').success).toBe(false);
  });
});
