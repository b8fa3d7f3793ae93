/** The languages the console sends as Accept-Language (seed §1). */
export type Lang = 'zh-CN' | 'en';
