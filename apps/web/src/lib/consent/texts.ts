import type { CookieLanguage } from '@qilak/markets';

/** Banner texts in the cookie languages of spec section 4 (DA, DE, EN, FR, IT, JA, KL, NB, SV, ZH). */
export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  necessary: string;
  functional: string;
  statistic: string;
  marketing: string;
}

export const CONSENT_TEXTS: Record<CookieLanguage, ConsentTexts> = {
  EN: {
    title: 'We use cookies',
    description:
      'We use cookies to remember your market, to measure how the site is used and to show videos and maps. You choose which.',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    settings: 'Choose',
    save: 'Save choices',
    necessary: 'Necessary',
    functional: 'Functional',
    statistic: 'Statistics',
    marketing: 'Marketing',
  },
  DA: {
    title: 'Vi bruger cookies',
    description:
      'Vi bruger cookies til at huske dit marked, måle hvordan sitet bruges og vise videoer og kort. Du vælger selv hvilke.',
    acceptAll: 'Accepter alle',
    rejectAll: 'Kun nødvendige',
    settings: 'Vælg',
    save: 'Gem valg',
    necessary: 'Nødvendige',
    functional: 'Funktionelle',
    statistic: 'Statistik',
    marketing: 'Marketing',
  },
  SV: {
    title: 'Vi använder kakor',
    description:
      'Vi använder kakor för att komma ihåg din marknad, mäta hur webbplatsen används och visa videor och kartor. Du väljer vilka.',
    acceptAll: 'Godkänn alla',
    rejectAll: 'Endast nödvändiga',
    settings: 'Välj',
    save: 'Spara val',
    necessary: 'Nödvändiga',
    functional: 'Funktionella',
    statistic: 'Statistik',
    marketing: 'Marknadsföring',
  },
  DE: {
    title: 'Wir verwenden Cookies',
    description:
      'Wir verwenden Cookies, um Ihren Markt zu speichern, die Nutzung der Website zu messen und Videos und Karten anzuzeigen. Sie entscheiden, welche.',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Nur notwendige',
    settings: 'Auswählen',
    save: 'Auswahl speichern',
    necessary: 'Notwendig',
    functional: 'Funktional',
    statistic: 'Statistik',
    marketing: 'Marketing',
  },
  FR: {
    title: 'Nous utilisons des cookies',
    description:
      'Nous utilisons des cookies pour mémoriser votre marché, mesurer l’utilisation du site et afficher vidéos et cartes. Vous choisissez lesquels.',
    acceptAll: 'Tout accepter',
    rejectAll: 'Nécessaires uniquement',
    settings: 'Choisir',
    save: 'Enregistrer',
    necessary: 'Nécessaires',
    functional: 'Fonctionnels',
    statistic: 'Statistiques',
    marketing: 'Marketing',
  },
  IT: {
    title: 'Utilizziamo i cookie',
    description:
      'Utilizziamo i cookie per ricordare il tuo mercato, misurare l’uso del sito e mostrare video e mappe. Sei tu a scegliere quali.',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Solo necessari',
    settings: 'Scegli',
    save: 'Salva scelte',
    necessary: 'Necessari',
    functional: 'Funzionali',
    statistic: 'Statistiche',
    marketing: 'Marketing',
  },
  NB: {
    title: 'Vi bruker informasjonskapsler',
    description:
      'Vi bruker informasjonskapsler for å huske markedet ditt, måle hvordan nettstedet brukes og vise videoer og kart. Du velger hvilke.',
    acceptAll: 'Godta alle',
    rejectAll: 'Kun nødvendige',
    settings: 'Velg',
    save: 'Lagre valg',
    necessary: 'Nødvendige',
    functional: 'Funksjonelle',
    statistic: 'Statistikk',
    marketing: 'Markedsføring',
  },
  KL: {
    title: 'Cookies atorpavut',
    description:
      'Cookies atorpavut niuerfiit toqqakkatit eqqaamajumallugit, nittartakkap atorneqarnera uuttortarumallugu videot nunap assingilu takutinniarlugit. Illit toqqassavatit.',
    acceptAll: 'Tamaasa akueriuk',
    rejectAll: 'Pisariaqartut kisiisa',
    settings: 'Toqqaagit',
    save: 'Toqqakkat toqqorikkit',
    necessary: 'Pisariaqartut',
    functional: 'Atortussat',
    statistic: 'Kisitsisaataasivik',
    marketing: 'Niuerneq',
  },
  JA: {
    title: 'Cookieの使用について',
    description:
      '市場の記憶、サイト利用状況の測定、動画や地図の表示のためにCookieを使用します。どれを許可するかはお客様が選べます。',
    acceptAll: 'すべて許可',
    rejectAll: '必須のみ',
    settings: '選択する',
    save: '選択を保存',
    necessary: '必須',
    functional: '機能',
    statistic: '統計',
    marketing: 'マーケティング',
  },
  ZH: {
    title: '我们使用 Cookie',
    description: '我们使用 Cookie 记住您所选的市场、统计网站使用情况并显示视频和地图。由您决定允许哪些。',
    acceptAll: '全部接受',
    rejectAll: '仅必要',
    settings: '选择',
    save: '保存选择',
    necessary: '必要',
    functional: '功能',
    statistic: '统计',
    marketing: '营销',
  },
};
