import type { CookieLanguage } from '@qilak/markets';

/** Banner texts in the cookie languages of CONSENT-BANNER-LANGUAGE (DA, DE, EN, FR, IT, JA, KL, NB, SV, ZH). */
export interface ConsentTexts {
  /** BCP 47 tag of these texts: the banner carries it, so screen readers read it in its own voice. */
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  close: string;
  /** The footer button that reopens the preferences. */
  reopen: string;
  necessary: string;
  functional: string;
  statistic: string;
  marketing: string;
  /** One line per category in the preferences; left out where no native editor has written it yet. */
  explain?: { necessary: string; functional: string; statistic: string; marketing: string };
}

export const CONSENT_TEXTS: Record<CookieLanguage, ConsentTexts> = {
  EN: {
    lang: 'en',
    dir: 'ltr',
    title: 'We use cookies',
    description:
      'We use cookies to remember your market, to measure how the site is used and to show videos and maps. You choose which.',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    settings: 'Choose',
    save: 'Save choices',
    close: 'Close',
    reopen: 'Cookie settings',
    necessary: 'Necessary',
    functional: 'Functional',
    statistic: 'Statistics',
    marketing: 'Marketing',
    explain: {
      necessary: 'Keep the site working and remember your choices here.',
      functional: 'Take you to the site of your country on your first visit.',
      statistic: 'Measure how the site is used, so that we can improve it.',
      marketing:
        'Show videos and maps from other providers (YouTube, Vimeo, OpenStreetMap), which set their own cookies.',
    },
  },
  DA: {
    lang: 'da',
    dir: 'ltr',
    title: 'Vi bruger cookies',
    description:
      'Vi bruger cookies til at huske dit marked, måle hvordan sitet bruges og vise videoer og kort. Du vælger selv hvilke.',
    acceptAll: 'Accepter alle',
    rejectAll: 'Kun nødvendige',
    settings: 'Tilpas',
    save: 'Gem valg',
    close: 'Luk',
    reopen: 'Cookieindstillinger',
    necessary: 'Nødvendige',
    functional: 'Funktionelle',
    statistic: 'Statistik',
    marketing: 'Marketing',
    explain: {
      necessary: 'Får sitet til at virke og husker dine valg her.',
      functional: 'Sender dig til sitet for dit land ved dit første besøg.',
      statistic: 'Måler, hvordan sitet bruges, så vi kan forbedre det.',
      marketing:
        'Viser videoer og kort fra andre udbydere (YouTube, Vimeo, OpenStreetMap), som sætter deres egne cookies.',
    },
  },
  SV: {
    lang: 'sv',
    dir: 'ltr',
    title: 'Vi använder kakor',
    description:
      'Vi använder kakor för att komma ihåg din marknad, mäta hur webbplatsen används och visa videor och kartor. Du väljer vilka.',
    acceptAll: 'Godkänn alla',
    rejectAll: 'Endast nödvändiga',
    settings: 'Anpassa',
    save: 'Spara val',
    close: 'Stäng',
    reopen: 'Inställningar för kakor',
    necessary: 'Nödvändiga',
    functional: 'Funktionella',
    statistic: 'Statistik',
    marketing: 'Marknadsföring',
    explain: {
      necessary: 'Får webbplatsen att fungera och kommer ihåg dina val här.',
      functional: 'Skickar dig till webbplatsen för ditt land vid ditt första besök.',
      statistic: 'Mäter hur webbplatsen används så att vi kan förbättra den.',
      marketing:
        'Visar videor och kartor från andra leverantörer (YouTube, Vimeo, OpenStreetMap), som sätter egna kakor.',
    },
  },
  DE: {
    lang: 'de',
    dir: 'ltr',
    title: 'Wir verwenden Cookies',
    description:
      'Wir verwenden Cookies, um Ihren Markt zu speichern, die Nutzung der Website zu messen und Videos und Karten anzuzeigen. Sie entscheiden, welche.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Nur notwendige',
    settings: 'Anpassen',
    save: 'Auswahl speichern',
    close: 'Schließen',
    reopen: 'Cookie-Einstellungen',
    necessary: 'Notwendig',
    functional: 'Funktional',
    statistic: 'Statistik',
    marketing: 'Marketing',
    explain: {
      necessary: 'Damit die Website funktioniert und sich Ihre Auswahl hier merkt.',
      functional: 'Leitet Sie beim ersten Besuch zur Website Ihres Landes.',
      statistic: 'Misst, wie die Website genutzt wird, damit wir sie verbessern können.',
      marketing: 'Zeigt Videos und Karten anderer Anbieter (YouTube, Vimeo, OpenStreetMap), die eigene Cookies setzen.',
    },
  },
  FR: {
    lang: 'fr',
    dir: 'ltr',
    title: 'Nous utilisons des cookies',
    description:
      'Nous utilisons des cookies pour mémoriser votre marché, mesurer l’utilisation du site et afficher des vidéos et des cartes. À vous de choisir lesquels.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Nécessaires uniquement',
    settings: 'Personnaliser',
    save: 'Enregistrer mes choix',
    close: 'Fermer',
    reopen: 'Gérer les cookies',
    necessary: 'Nécessaires',
    functional: 'Fonctionnels',
    statistic: 'Mesure d’audience',
    marketing: 'Marketing',
    explain: {
      necessary: 'Font fonctionner le site et mémorisent vos choix.',
      functional: 'Vous dirigent vers le site de votre pays lors de votre première visite.',
      statistic: 'Mesurent l’utilisation du site pour nous aider à l’améliorer.',
      marketing:
        'Affichent des vidéos et des cartes d’autres fournisseurs (YouTube, Vimeo, OpenStreetMap), qui déposent leurs propres cookies.',
    },
  },
  IT: {
    lang: 'it',
    dir: 'ltr',
    title: 'Utilizziamo i cookie',
    description:
      'Utilizziamo i cookie per ricordare il tuo mercato, misurare l’uso del sito e mostrare video e mappe. Sei tu a scegliere quali.',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Solo necessari',
    settings: 'Personalizza',
    save: 'Salva le scelte',
    close: 'Chiudi',
    reopen: 'Impostazioni cookie',
    necessary: 'Necessari',
    functional: 'Funzionali',
    statistic: 'Statistiche',
    marketing: 'Marketing',
    explain: {
      necessary: 'Fanno funzionare il sito e ricordano le tue scelte.',
      functional: 'Ti portano al sito del tuo paese alla prima visita.',
      statistic: 'Misurano l’uso del sito per aiutarci a migliorarlo.',
      marketing:
        'Mostrano video e mappe di altri fornitori (YouTube, Vimeo, OpenStreetMap), che impostano i propri cookie.',
    },
  },
  NB: {
    lang: 'nb',
    dir: 'ltr',
    title: 'Vi bruker informasjonskapsler',
    description:
      'Vi bruker informasjonskapsler for å huske markedet ditt, måle hvordan nettstedet brukes og vise videoer og kart. Du velger hvilke.',
    acceptAll: 'Godta alle',
    rejectAll: 'Kun nødvendige',
    settings: 'Tilpass',
    save: 'Lagre valg',
    close: 'Lukk',
    reopen: 'Informasjonskapsler',
    necessary: 'Nødvendige',
    functional: 'Funksjonelle',
    statistic: 'Statistikk',
    marketing: 'Markedsføring',
    explain: {
      necessary: 'Får nettstedet til å virke og husker valgene dine her.',
      functional: 'Sender deg til nettstedet for landet ditt ved første besøk.',
      statistic: 'Måler hvordan nettstedet brukes, slik at vi kan forbedre det.',
      marketing:
        'Viser videoer og kart fra andre leverandører (YouTube, Vimeo, OpenStreetMap), som setter egne informasjonskapsler.',
    },
  },
  KL: {
    lang: 'kl',
    dir: 'ltr',
    title: 'Cookies atorpavut',
    description:
      'Cookies atorpavut niuerfiit toqqakkatit eqqaamajumallugit, nittartakkap atorneqarnera uuttortarumallugu videot nunap assingilu takutinniarlugit. Illit toqqassavatit.',
    acceptAll: 'Tamaasa akueriuk',
    rejectAll: 'Pisariaqartut kisiisa',
    settings: 'Toqqaagit',
    save: 'Toqqakkat toqqorikkit',
    close: 'Matuguk',
    reopen: 'Cookies – toqqaagit',
    necessary: 'Pisariaqartut',
    functional: 'Iluaqutaasut',
    statistic: 'Kisitsisaataasivik',
    marketing: 'Niuerneq',
  },
  JA: {
    lang: 'ja',
    dir: 'ltr',
    title: 'Cookieの使用について',
    description:
      '市場の記憶、サイト利用状況の測定、動画や地図の表示のためにCookieを使用します。どれを許可するかはお客様が選べます。',
    acceptAll: 'すべて許可',
    rejectAll: '必須のみ',
    settings: '設定',
    save: '設定を保存',
    close: '閉じる',
    reopen: 'Cookie設定',
    necessary: '必須',
    functional: '機能',
    statistic: '統計',
    marketing: 'マーケティング',
    explain: {
      necessary: 'サイトの動作と、ここでの選択内容の保存に必要です。',
      functional: '初回訪問時に、お住まいの国のサイトへご案内します。',
      statistic: 'サイト改善のため、利用状況を測定します。',
      marketing:
        '他社（YouTube、Vimeo、OpenStreetMap）の動画や地図を表示します。これらの提供元は独自のCookieを設定します。',
    },
  },
  ZH: {
    lang: 'zh-CN',
    dir: 'ltr',
    title: '我们使用 Cookie',
    description: '我们使用 Cookie 记住您所选的市场、统计网站使用情况并显示视频和地图。由您决定允许哪些。',
    acceptAll: '全部接受',
    rejectAll: '仅必要',
    settings: '自定义',
    save: '保存设置',
    close: '关闭',
    reopen: 'Cookie 设置',
    necessary: '必要',
    functional: '功能',
    statistic: '统计',
    marketing: '营销',
    explain: {
      necessary: '确保网站正常运行，并记住您在此处的选择。',
      functional: '首次访问时将您引导至您所在国家/地区的网站。',
      statistic: '统计网站的使用情况，以便我们加以改进。',
      marketing: '显示其他服务商（YouTube、Vimeo、OpenStreetMap）的视频和地图，这些服务商会设置自己的 Cookie。',
    },
  },
};

/** The texts of a cookie language; English for a language the table lacks (CONSENT-BANNER-LANGUAGE: default EN). */
export function consentTexts(language: string | undefined): ConsentTexts {
  return CONSENT_TEXTS[(language ?? 'EN').toUpperCase() as CookieLanguage] ?? CONSENT_TEXTS.EN;
}
