/** The site's name, which follows each page's own title in the browser's tab. */
export const BRAND_TITLE = '志愿服务平台';
