/** The mails' texts in the six content languages; the sales mail is written in the market's language too. */
export type MailLanguage = 'da' | 'sv' | 'de' | 'en' | 'fr' | 'kl';

export interface MailTexts {
  salesSubject: string; // {reference} {company} {market}
  salesIntro: string; // {market}
  confirmationSubject: string; // {reference}
  greeting: string; // {name}
  confirmationBody: string;
  confirmationSummary: string;
  signOff: string;
  fields: {
    reference: string;
    market: string;
    topic: string;
    company: string;
    name: string;
    email: string;
    phone: string;
    country: string;
    buyerType: string;
    deliveryMonth: string;
    incoterm: string;
    message: string;
    items: string;
    itemNumber: string;
    product: string;
    quantity: string;
    unit: string;
  };
  buyerTypes: Record<'retail' | 'foodservice' | 'importer' | 'industry', string>;
  units: Record<'cartons' | 'kg' | 'pallets', string>;
  noItems: string;
}

export const MAIL_TEXTS: Record<MailLanguage, MailTexts> = {
  en: {
    salesSubject: 'Quote/sample request {reference} from {company} ({market})',
    salesIntro: 'A new quote or sample request has arrived through the website ({market}).',
    confirmationSubject: 'We have received your request – Qilak Seafood ({reference})',
    greeting: 'Dear {name},',
    confirmationBody:
      'Thank you for your request. Our sales team has received it and will get back to you, usually within two working days.',
    confirmationSummary: 'A summary of your request:',
    signOff: 'Kind regards,\nQilak Seafood',
    fields: {
      reference: 'Reference',
      market: 'Market',
      topic: 'Topic',
      company: 'Company',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      buyerType: 'Buyer type',
      deliveryMonth: 'Requested delivery',
      incoterm: 'Incoterm',
      message: 'Message',
      items: 'Items',
      itemNumber: 'Item no.',
      product: 'Product',
      quantity: 'Quantity',
      unit: 'Unit',
    },
    buyerTypes: {
      retail: 'Retail',
      foodservice: 'Foodservice',
      importer: 'Importer or distributor',
      industry: 'Food industry',
    },
    units: { cartons: 'cartons', kg: 'kg', pallets: 'pallets' },
    noItems: 'No items named',
  },
  da: {
    salesSubject: 'Tilbuds-/vareprøveforespørgsel {reference} fra {company} ({market})',
    salesIntro: 'Der er kommet en ny forespørgsel om tilbud eller vareprøve via hjemmesiden ({market}).',
    confirmationSubject: 'Vi har modtaget din forespørgsel – Qilak Seafood ({reference})',
    greeting: 'Kære {name}',
    confirmationBody:
      'Tak for din forespørgsel. Vores salgsafdeling har modtaget den og vender tilbage til dig, normalt inden for to hverdage.',
    confirmationSummary: 'Her er en oversigt over din forespørgsel:',
    signOff: 'Med venlig hilsen\nQilak Seafood',
    fields: {
      reference: 'Referencenummer',
      market: 'Marked',
      topic: 'Emne',
      company: 'Virksomhed',
      name: 'Navn',
      email: 'E-mail',
      phone: 'Telefon',
      country: 'Land',
      buyerType: 'Kundetype',
      deliveryMonth: 'Ønsket levering',
      incoterm: 'Incoterm',
      message: 'Besked',
      items: 'Varer',
      itemNumber: 'Varenr.',
      product: 'Produkt',
      quantity: 'Mængde',
      unit: 'Enhed',
    },
    buyerTypes: {
      retail: 'Detailhandel',
      foodservice: 'Foodservice',
      importer: 'Importør eller grossist',
      industry: 'Fødevareindustri',
    },
    units: { cartons: 'kartoner', kg: 'kg', pallets: 'paller' },
    noItems: 'Ingen varer angivet',
  },
  sv: {
    salesSubject: 'Offert-/provförfrågan {reference} från {company} ({market})',
    salesIntro: 'En ny förfrågan om offert eller varuprov har kommit in via webbplatsen ({market}).',
    confirmationSubject: 'Vi har tagit emot din förfrågan – Qilak Seafood ({reference})',
    greeting: 'Hej {name},',
    confirmationBody:
      'Tack för din förfrågan. Vår försäljningsavdelning har tagit emot den och återkommer till dig, vanligtvis inom två arbetsdagar.',
    confirmationSummary: 'Sammanfattning av din förfrågan:',
    signOff: 'Med vänliga hälsningar\nQilak Seafood',
    fields: {
      reference: 'Referensnummer',
      market: 'Marknad',
      topic: 'Ämne',
      company: 'Företag',
      name: 'Namn',
      email: 'E-post',
      phone: 'Telefon',
      country: 'Land',
      buyerType: 'Kundtyp',
      deliveryMonth: 'Önskad leverans',
      incoterm: 'Incoterm',
      message: 'Meddelande',
      items: 'Artiklar',
      itemNumber: 'Art.nr',
      product: 'Produkt',
      quantity: 'Antal',
      unit: 'Enhet',
    },
    buyerTypes: {
      retail: 'Dagligvaruhandel',
      foodservice: 'Foodservice',
      importer: 'Importör eller grossist',
      industry: 'Livsmedelsindustri',
    },
    units: { cartons: 'kartonger', kg: 'kg', pallets: 'pallar' },
    noItems: 'Inga artiklar angivna',
  },
  de: {
    salesSubject: 'Angebots-/Musteranfrage {reference} von {company} ({market})',
    salesIntro: 'Über die Website ist eine neue Angebots- oder Musteranfrage eingegangen ({market}).',
    confirmationSubject: 'Wir haben Ihre Anfrage erhalten – Qilak Seafood ({reference})',
    greeting: 'Guten Tag {name},',
    confirmationBody:
      'vielen Dank für Ihre Anfrage. Unser Vertrieb hat sie erhalten und meldet sich in der Regel innerhalb von zwei Werktagen bei Ihnen.',
    confirmationSummary: 'Ihre Anfrage im Überblick:',
    signOff: 'Mit freundlichen Grüßen\nQilak Seafood',
    fields: {
      reference: 'Vorgangsnummer',
      market: 'Markt',
      topic: 'Thema',
      company: 'Firma',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      country: 'Land',
      buyerType: 'Kundengruppe',
      deliveryMonth: 'Gewünschte Lieferung',
      incoterm: 'Incoterm',
      message: 'Nachricht',
      items: 'Artikel',
      itemNumber: 'Art.-Nr.',
      product: 'Produkt',
      quantity: 'Menge',
      unit: 'Einheit',
    },
    buyerTypes: {
      retail: 'Lebensmitteleinzelhandel',
      foodservice: 'Gastronomie / Foodservice',
      importer: 'Importeur oder Großhändler',
      industry: 'Lebensmittelindustrie',
    },
    units: { cartons: 'Kartons', kg: 'kg', pallets: 'Paletten' },
    noItems: 'Keine Artikel angegeben',
  },
  fr: {
    salesSubject: 'Demande de devis/d’échantillon {reference} de {company} ({market})',
    salesIntro: 'Une nouvelle demande de devis ou d’échantillon est arrivée par le site ({market}).',
    confirmationSubject: 'Nous avons bien reçu votre demande – Qilak Seafood ({reference})',
    greeting: 'Bonjour {name},',
    confirmationBody:
      'Merci pour votre demande. Notre service commercial l’a bien reçue et vous répondra, en général sous deux jours ouvrés.',
    confirmationSummary: 'Récapitulatif de votre demande :',
    signOff: 'Cordialement,\nQilak Seafood',
    fields: {
      reference: 'Référence',
      market: 'Marché',
      topic: 'Objet',
      company: 'Société',
      name: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      country: 'Pays',
      buyerType: 'Type de client',
      deliveryMonth: 'Livraison souhaitée',
      incoterm: 'Incoterm',
      message: 'Message',
      items: 'Articles',
      itemNumber: 'Réf. article',
      product: 'Produit',
      quantity: 'Quantité',
      unit: 'Unité',
    },
    buyerTypes: {
      retail: 'Grande distribution',
      foodservice: 'Restauration hors domicile',
      importer: 'Importateur ou distributeur',
      industry: 'Industrie agroalimentaire',
    },
    units: { cartons: 'cartons', kg: 'kg', pallets: 'palettes' },
    noItems: 'Aucun article indiqué',
  },
  kl: {
    salesSubject: 'Akiliisitsiniarneq/misiliutissamik apeqqut {reference} {company}-mit ({market})',
    salesIntro: 'Nittartakkatsigut akiliisitsiniarneq imaluunniit misiliutissamik apeqqut nutaaq tikippoq ({market}).',
    confirmationSubject: 'Apeqqutit tiguarput – Qilak Seafood ({reference})',
    greeting: 'Inuugujaq {name},',
    confirmationBody:
      'Apeqqummut qujanaq. Niueqatigiinnermut immikkoortortaqarfitta apeqqutit tiguaa, ullut sulinngiffiunngitsut marluk iluanni akissutissarsissaatit.',
    confirmationSummary: 'Apeqqutit eqikkarneqarnera:',
    signOff: 'Inuulluaqqusilluta\nQilak Seafood',
    fields: {
      reference: 'Normu',
      market: 'Niuerfik',
      topic: 'Sammisaq',
      company: 'Suliffeqarfik',
      name: 'Ateq',
      email: 'E-mail',
      phone: 'Oqarasuaat',
      country: 'Nuna',
      buyerType: 'Pisiortup suussusia',
      deliveryMonth: 'Tunniunneqarnissaa kissaatigisaq',
      incoterm: 'Incoterm',
      message: 'Allagaq',
      items: 'Nioqqutissat',
      itemNumber: 'Nioqqutissap normua',
      product: 'Nioqqutissaq',
      quantity: 'Amerlassusia',
      unit: 'Uuttuut',
    },
    buyerTypes: {
      retail: 'Pisiniarfik',
      foodservice: 'Nerisassiorfik / foodservice',
      importer: 'Eqqussisartoq imaluunniit agguaassisartoq',
      industry: 'Nerisassiorfiit suliffissuit',
    },
    units: { cartons: 'karton', kg: 'kg', pallets: 'palle' },
    noItems: 'Nioqqutissanik taaneqartoqanngilaq',
  },
};
