import type { Schema, Struct } from '@strapi/strapi';

export interface BlocksBrochure extends Struct.ComponentSchema {
  collectionName: 'components_blocks_brochures';
  info: {
    description: 'A brochure with cover and download';
    displayName: 'Brochure';
    icon: 'book';
  };
  attributes: {
    cover: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    coverAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    file: Schema.Attribute.Media<'files' | 'images'> & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    linkLabel: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksColoredText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_colored_texts';
  info: {
    description: 'Statement text in a colour';
    displayName: 'Colored Text';
    icon: 'brush';
  };
  attributes: {
    align: Schema.Attribute.Enumeration<['left', 'center']> & Schema.Attribute.DefaultTo<'center'>;
    color: Schema.Attribute.Enumeration<
      ['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'ocean']
    > &
      Schema.Attribute.DefaultTo<'primary'>;
    size: Schema.Attribute.Enumeration<['medium', 'large']> & Schema.Attribute.DefaultTo<'large'>;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksContact extends Struct.ComponentSchema {
  collectionName: 'components_blocks_contacts';
  info: {
    description: 'Contact details and people';
    displayName: 'Contact';
    icon: 'phone';
  };
  attributes: {
    address: Schema.Attribute.Text;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    persons: Schema.Attribute.Component<'shared.person', true>;
    text: Schema.Attribute.Blocks;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksContentModule extends Struct.ComponentSchema {
  collectionName: 'components_blocks_content_modules';
  info: {
    description: 'Columns of text with optional images';
    displayName: 'Content Module';
    icon: 'grid';
  };
  attributes: {
    columns: Schema.Attribute.Component<'shared.column', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    heading: Schema.Attribute.String;
    intro: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksDocumentList extends Struct.ComponentSchema {
  collectionName: 'components_blocks_document_lists';
  info: {
    description: 'List of downloadable documents';
    displayName: 'Document List';
    icon: 'file';
  };
  attributes: {
    documents: Schema.Attribute.Component<'shared.document', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksHero extends Struct.ComponentSchema {
  collectionName: 'components_blocks_heros';
  info: {
    description: 'Large image or video with heading and calls to action';
    displayName: 'Hero';
    icon: 'picture';
  };
  attributes: {
    cta: Schema.Attribute.Component<'shared.link', false>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Enumeration<['medium', 'tall']> & Schema.Attribute.DefaultTo<'tall'>;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    secondaryCta: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Text;
    theme: Schema.Attribute.Enumeration<['light', 'dark']> & Schema.Attribute.DefaultTo<'dark'>;
    video: Schema.Attribute.Component<'shared.video', false>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksIFrame extends Struct.ComponentSchema {
  collectionName: 'components_blocks_i_frames';
  info: {
    description: 'Embedded external page';
    displayName: 'I Frame';
    icon: 'code';
  };
  attributes: {
    allowFullscreen: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    height: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 4000;
          min: 100;
        },
        number
      > &
      Schema.Attribute.DefaultTo<600>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String & Schema.Attribute.Required;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksImageVideo extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image_videos';
  info: {
    description: 'A single image or video';
    displayName: 'Image Video';
    icon: 'picture';
  };
  attributes: {
    aspect: Schema.Attribute.Enumeration<['16:9', '4:3', '1:1', '21:9']> & Schema.Attribute.DefaultTo<'16:9'>;
    caption: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    video: Schema.Attribute.Component<'shared.video', false>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksInquiryForm extends Struct.ComponentSchema {
  collectionName: 'components_blocks_inquiry_forms';
  info: {
    description: 'Quote and sample request form; inquiries arrive under Content Manager > Inquiry';
    displayName: 'Inquiry Form';
    icon: 'envelop';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    privacyUrl: Schema.Attribute.String;
    topic: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksLinkboxes extends Struct.ComponentSchema {
  collectionName: 'components_blocks_linkboxess';
  info: {
    description: 'Grid of boxes that link onwards';
    displayName: 'Linkboxes';
    icon: 'apps';
  };
  attributes: {
    heading: Schema.Attribute.String;
    items: Schema.Attribute.Component<'shared.card', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksMarketChooser extends Struct.ComponentSchema {
  collectionName: 'components_blocks_market_choosers';
  info: {
    description: 'List of all market sites';
    displayName: 'Market Chooser';
    icon: 'earth';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksMiniArticle extends Struct.ComponentSchema {
  collectionName: 'components_blocks_mini_articles';
  info: {
    description: 'Short article with optional image';
    displayName: 'Mini Article';
    icon: 'feather';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    link: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Blocks;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksMyCatalog extends Struct.ComponentSchema {
  collectionName: 'components_blocks_my_catalogs';
  info: {
    description: "The visitor's own product selection";
    displayName: 'My Catalog';
    icon: 'heart';
  };
  attributes: {
    emptyText: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksNewsAndHighlights extends Struct.ComponentSchema {
  collectionName: 'components_blocks_news_and_highlightss';
  info: {
    description: 'Highlights beside the latest news';
    displayName: 'News And Highlights';
    icon: 'star';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    highlights: Schema.Attribute.Component<'shared.card', true>;
    newsCount: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksNewsOverview extends Struct.ComponentSchema {
  collectionName: 'components_blocks_news_overviews';
  info: {
    description: 'Paged list of news articles';
    displayName: 'News Overview';
    icon: 'bulletList';
  };
  attributes: {
    category: Schema.Attribute.Enumeration<['company', 'sustainability', 'products', 'markets']>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    pageSize: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 48;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksOneStoryModule extends Struct.ComponentSchema {
  collectionName: 'components_blocks_one_story_modules';
  info: {
    description: 'One story: image beside text';
    displayName: 'One Story Module';
    icon: 'book';
  };
  attributes: {
    cta: Schema.Attribute.Component<'shared.link', false>;
    eyebrow: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    imagePosition: Schema.Attribute.Enumeration<['left', 'right']> & Schema.Attribute.DefaultTo<'left'>;
    text: Schema.Attribute.Blocks;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksPictureLink extends Struct.ComponentSchema {
  collectionName: 'components_blocks_picture_links';
  info: {
    description: 'Large image linking onwards';
    displayName: 'Picture Link';
    icon: 'picture';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    link: Schema.Attribute.Component<'shared.link', false> & Schema.Attribute.Required;
    text: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksPimCatalog extends Struct.ComponentSchema {
  collectionName: 'components_blocks_pim_catalogs';
  info: {
    description: 'The product catalogue from the product service';
    displayName: 'Pim Catalog';
    icon: 'shoppingCart';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    pageSize: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 96;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<24>;
    showFilters: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksProductLinks extends Struct.ComponentSchema {
  collectionName: 'components_blocks_product_linkss';
  info: {
    description: 'Links to products of the product service';
    displayName: 'Product Links';
    icon: 'shoppingCart';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    products: Schema.Attribute.Component<'shared.product-ref', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksRecipes extends Struct.ComponentSchema {
  collectionName: 'components_blocks_recipess';
  info: {
    description: 'Teasers of recipes';
    displayName: 'Recipes';
    icon: 'restaurant';
  };
  attributes: {
    count: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 24;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<6>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    tag: Schema.Attribute.String;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksRelatedContent extends Struct.ComponentSchema {
  collectionName: 'components_blocks_related_contents';
  info: {
    description: 'Cards of related content';
    displayName: 'Related Content';
    icon: 'link';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    items: Schema.Attribute.Component<'shared.card', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksRichText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_rich_texts';
  info: {
    description: 'Formatted text';
    displayName: 'Rich Text';
    icon: 'feather';
  };
  attributes: {
    content: Schema.Attribute.Blocks & Schema.Attribute.Required;
    width: Schema.Attribute.Enumeration<['narrow', 'wide']> & Schema.Attribute.DefaultTo<'narrow'>;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface BlocksSearch extends Struct.ComponentSchema {
  collectionName: 'components_blocks_searches';
  info: {
    description: "The site search's results page: the search field, results grouped by kind, the no-results help";
    displayName: 'Search';
    icon: 'search';
  };
  attributes: {
    catalogueLink: Schema.Attribute.Component<'shared.link', false>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    wrapper: Schema.Attribute.Component<'shared.block-wrapper', false>;
  };
}

export interface InquiryItem extends Struct.ComponentSchema {
  collectionName: 'components_inquiry_items';
  info: {
    description: 'One product or variant asked for, with quantity and unit';
    displayName: 'Inquiry item';
  };
  attributes: {
    itemNumber: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    path: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    product: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    productId: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    quantity: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    unit: Schema.Attribute.Enumeration<['cartons', 'kg', 'pallets']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'cartons'>;
  };
}

export interface NavigationItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_items';
  info: {
    description: 'Top navigation level';
    displayName: 'Item';
    icon: 'arrowRight';
  };
  attributes: {
    children: Schema.Attribute.Component<'navigation.sub-item', true>;
    color: Schema.Attribute.Enumeration<
      ['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'ocean']
    >;
    page: Schema.Attribute.Relation<'oneToOne', 'api::page.page'>;
  };
}

export interface NavigationLeafItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_leaf_items';
  info: {
    description: 'Third navigation level';
    displayName: 'Leaf Item';
    icon: 'arrowRight';
  };
  attributes: {
    color: Schema.Attribute.Enumeration<
      ['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'ocean']
    >;
    page: Schema.Attribute.Relation<'oneToOne', 'api::page.page'>;
  };
}

export interface NavigationSubItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_sub_items';
  info: {
    description: 'Second navigation level';
    displayName: 'Sub Item';
    icon: 'arrowRight';
  };
  attributes: {
    children: Schema.Attribute.Component<'navigation.leaf-item', true>;
    color: Schema.Attribute.Enumeration<
      ['primary', 'secondary', 'rg-blue', 'blue', 'copper', 'yellow', 'green', 'red', 'ocean']
    >;
    page: Schema.Attribute.Relation<'oneToOne', 'api::page.page'>;
  };
}

export interface RecipeIngredient extends Struct.ComponentSchema {
  collectionName: 'components_recipe_ingredients';
  info: {
    description: 'One ingredient, optionally a product of the product service';
    displayName: 'Ingredient';
    icon: 'bulletList';
  };
  attributes: {
    amount: Schema.Attribute.String;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    productId: Schema.Attribute.String;
    unit: Schema.Attribute.String;
  };
}

export interface SharedBlockWrapper extends Struct.ComponentSchema {
  collectionName: 'components_shared_block_wrappers';
  info: {
    description: 'Background colour, graphic and spacing around a block';
    displayName: 'Block Wrapper';
    icon: 'layout';
  };
  attributes: {
    backgroundColor: Schema.Attribute.Enumeration<['None', 'Sand', 'Ice', 'Fjord', 'Ocean', 'Night', 'Copper']> &
      Schema.Attribute.DefaultTo<'None'>;
    backgroundGraphic: Schema.Attribute.Enumeration<['None', 'Waves', 'Ice', 'Contours']> &
      Schema.Attribute.DefaultTo<'None'>;
    bottomSpacing: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    topSpacing: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface SharedCard extends Struct.ComponentSchema {
  collectionName: 'components_shared_cards';
  info: {
    description: 'Title, text, optional image and link';
    displayName: 'Card';
    icon: 'dashboard';
  };
  attributes: {
    image: Schema.Attribute.Media<'images'>;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    link: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Text;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedColumn extends Struct.ComponentSchema {
  collectionName: 'components_shared_columns';
  info: {
    description: 'One column of a content module';
    displayName: 'Column';
    icon: 'grid';
  };
  attributes: {
    heading: Schema.Attribute.String;
    image: Schema.Attribute.Media<'images'>;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    link: Schema.Attribute.Component<'shared.link', false>;
    text: Schema.Attribute.Blocks;
  };
}

export interface SharedDocument extends Struct.ComponentSchema {
  collectionName: 'components_shared_documents';
  info: {
    description: 'A downloadable document';
    displayName: 'Document';
    icon: 'file';
  };
  attributes: {
    description: Schema.Attribute.Text;
    file: Schema.Attribute.Media<'files' | 'images'> & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedFooter extends Struct.ComponentSchema {
  collectionName: 'components_shared_footers';
  info: {
    description: 'Site footer';
    displayName: 'Footer';
    icon: 'layout';
  };
  attributes: {
    columns: Schema.Attribute.Component<'shared.footer-column', true>;
    copyright: Schema.Attribute.String;
    text: Schema.Attribute.Text;
  };
}

export interface SharedFooterColumn extends Struct.ComponentSchema {
  collectionName: 'components_shared_footer_columns';
  info: {
    description: 'A footer column with links';
    displayName: 'Footer Column';
    icon: 'bulletList';
  };
  attributes: {
    heading: Schema.Attribute.String;
    links: Schema.Attribute.Component<'shared.link', true>;
  };
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links';
  info: {
    description: 'A labelled link: site path or absolute URL';
    displayName: 'Link';
    icon: 'link';
  };
  attributes: {
    label: Schema.Attribute.String & Schema.Attribute.Required;
    openInNewTab: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedPerson extends Struct.ComponentSchema {
  collectionName: 'components_shared_persons';
  info: {
    description: 'A contact person';
    displayName: 'Person';
    icon: 'user';
  };
  attributes: {
    email: Schema.Attribute.Email;
    image: Schema.Attribute.Media<'images'>;
    imageAlt: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 250;
      }>;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    phone: Schema.Attribute.String;
    role: Schema.Attribute.String;
  };
}

export interface SharedProductRef extends Struct.ComponentSchema {
  collectionName: 'components_shared_product_refs';
  info: {
    description: 'A product of the product service by id (and optional item number)';
    displayName: 'Product Ref';
    icon: 'shopping-cart';
  };
  attributes: {
    itemNumber: Schema.Attribute.String;
    label: Schema.Attribute.String;
    productId: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos';
  info: {
    description: 'Search engine and sharing metadata';
    displayName: 'Seo';
    icon: 'search';
  };
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
    noIndex: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    shareImage: Schema.Attribute.Media<'images'>;
  };
}

export interface SharedSocialLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_social_links';
  info: {
    description: 'A social media profile';
    displayName: 'Social Link';
    icon: 'globe';
  };
  attributes: {
    platform: Schema.Attribute.Enumeration<['linkedin', 'facebook', 'instagram', 'youtube', 'x', 'twitter', 'tiktok']> &
      Schema.Attribute.DefaultTo<'linkedin'>;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SharedVideo extends Struct.ComponentSchema {
  collectionName: 'components_shared_videos';
  info: {
    description: 'An embedded video';
    displayName: 'Video';
    icon: 'play';
  };
  attributes: {
    provider: Schema.Attribute.Enumeration<['youtube', 'vimeo']> & Schema.Attribute.DefaultTo<'youtube'>;
    title: Schema.Attribute.String;
    url: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'blocks.brochure': BlocksBrochure;
      'blocks.colored-text': BlocksColoredText;
      'blocks.contact': BlocksContact;
      'blocks.content-module': BlocksContentModule;
      'blocks.document-list': BlocksDocumentList;
      'blocks.hero': BlocksHero;
      'blocks.i-frame': BlocksIFrame;
      'blocks.image-video': BlocksImageVideo;
      'blocks.inquiry-form': BlocksInquiryForm;
      'blocks.linkboxes': BlocksLinkboxes;
      'blocks.market-chooser': BlocksMarketChooser;
      'blocks.mini-article': BlocksMiniArticle;
      'blocks.my-catalog': BlocksMyCatalog;
      'blocks.news-and-highlights': BlocksNewsAndHighlights;
      'blocks.news-overview': BlocksNewsOverview;
      'blocks.one-story-module': BlocksOneStoryModule;
      'blocks.picture-link': BlocksPictureLink;
      'blocks.pim-catalog': BlocksPimCatalog;
      'blocks.product-links': BlocksProductLinks;
      'blocks.recipes': BlocksRecipes;
      'blocks.related-content': BlocksRelatedContent;
      'blocks.rich-text': BlocksRichText;
      'blocks.search': BlocksSearch;
      'inquiry.item': InquiryItem;
      'navigation.item': NavigationItem;
      'navigation.leaf-item': NavigationLeafItem;
      'navigation.sub-item': NavigationSubItem;
      'recipe.ingredient': RecipeIngredient;
      'shared.block-wrapper': SharedBlockWrapper;
      'shared.card': SharedCard;
      'shared.column': SharedColumn;
      'shared.document': SharedDocument;
      'shared.footer': SharedFooter;
      'shared.footer-column': SharedFooterColumn;
      'shared.link': SharedLink;
      'shared.person': SharedPerson;
      'shared.product-ref': SharedProductRef;
      'shared.seo': SharedSeo;
      'shared.social-link': SharedSocialLink;
      'shared.video': SharedVideo;
    }
  }
}
