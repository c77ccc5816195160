import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import type { DisplayMode } from '@zyz/domain';

/** The one portal theme: the federation's red. Components read colours and sizes from tokens. */
export const brandRed = '#c8161d';

export const layoutSize = {
  headerHeight: 56,
  footerMinHeight: 41,
  /** Widest content column on a desktop. */
  contentMaxWidth: 1200,
} as const;

/**
 * The header's height for the theme's controls: 56 px, or room for 关怀模式's 48 px buttons with
 * 8 px above and below.
 */
export function headerHeightOf(token: { controlHeight: number; paddingXS: number }): number {
  return Math.max(layoutSize.headerHeight, token.controlHeight + 2 * token.paddingXS);
}

/**
 * The shell's header, page and footer colours and spacing. The shell draws them itself (antd's
 * Layout would add its Sider to every page); the Layout tokens below keep any antd Layout alike.
 */
export const shellLayout = {
  headerPadding: '0 16px',
  headerBg: '#ffffff',
  bodyBg: '#f5f5f5',
  footerBg: '#2b2b2b',
  footerPadding: '10px 16px',
} as const;

/**
 * Text colours antd draws on light tints that read at WCAG AA's 4.5:1 (issue 54). A preset tag
 * (`<Tag color="gold">`) writes its colour's 7th step on its 1st: gold, green, orange, cyan,
 * lime, yellow and volcano fell to 2.1–4.4:1, so their 7th step is their 8th or 9th (5–6.6:1).
 * The steps are derived from the seed colours, so they are set by an algorithm after antd's.
 */
const readablePalette: Record<string, string> = Object.fromEntries(
  Object.entries({
    cyan: '#006d75',
    green: '#237804',
    orange: '#ad4e00',
    yellow: '#876800',
    volcano: '#ad2102',
    lime: '#3f6600',
    gold: '#874d00',
  }).flatMap(([colour, text]) => [
    [`${colour}7`, text],
    [`${colour}-7`, text],
  ]),
);
const withReadablePalette: MappingAlgorithm = (seed, map) => ({
  ...(map ?? antdTheme.defaultAlgorithm(seed)),
  ...readablePalette,
});

/**
 * A status tag and Typography's `success`/`warning` write the status colour itself (2.2:1 for
 * green, 1.8:1 for amber): green-8 and gold-9 (5.4 and 6.5:1), on the same pale backgrounds.
 */
export const readableColours = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#874d00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
} as const;

export const theme: ThemeConfig = {
  // One key for every root of the page: a visitor's page has one per island (islands/), and
  // antd's default key (from useId) gave each its own class and a copy of the theme's variables.
  cssVar: { key: 'zyz' },
  algorithm: [antdTheme.defaultAlgorithm, withReadablePalette],
  token: {
    colorPrimary: brandRed,
    colorLink: brandRed,
    colorInfo: brandRed,
    // antd's secondary grey (45 % black, 3.4:1 on white) is below the 4.5:1 WCAG AA asks of body
    // text; labels, hints and dates are read, so they get 60 % (5.7:1 on white, 5.2:1 on the page).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's error red (#ff4d4f, 3.3:1 on white) is too light for the words it colours (已满,
    // field errors); red-7 reads at 5.6:1.
    colorError: '#cf1322',
    ...readableColours,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerHeight: layoutSize.headerHeight, ...shellLayout },
    Menu: { horizontalLineHeight: `${layoutSize.headerHeight - 2}px`, activeBarHeight: 3 },
  },
};

/** The red of 关怀模式: 7.8:1 on white and 7.1:1 on the page's grey, for links and buttons. */
const careRed = '#a8071a';

/**
 * 关怀模式 (issue 54, MIIT's 适老化 rules): 18 px body text and larger headings, text at 7:1 or
 * more, 48 px controls, no motion. A second set of tokens over the same theme, so every
 * component follows without a size or colour of its own.
 */
export const careTokens = {
  fontSize: 18,
  fontSizeSM: 16,
  fontSizeLG: 20,
  fontSizeXL: 24,
  fontSizeHeading1: 40,
  fontSizeHeading2: 34,
  fontSizeHeading3: 28,
  fontSizeHeading4: 24,
  fontSizeHeading5: 20,
  lineHeight: 1.6,
  controlHeight: 48,
  controlHeightSM: 48,
  controlHeightLG: 56,
  colorPrimary: careRed,
  colorLink: careRed,
  colorInfo: careRed,
  colorError: careRed,
  colorText: 'rgba(0, 0, 0, 0.9)',
  colorTextSecondary: '#333333',
  colorTextTertiary: '#404040',
  colorTextDescription: '#404040',
  colorTextPlaceholder: '#595959',
  colorSuccess: '#135200',
  colorWarning: '#613400',
  motion: false,
} as const;

const themes = new Map<string, ThemeConfig>();

/** The portal's theme for a display mode: care tokens, and no motion when the system asks. */
export function themeFor(mode: DisplayMode): ThemeConfig {
  const key = `${mode.care}/${mode.reducedMotion}`;
  let found = themes.get(key);
  if (!found) {
    found =
      !mode.care && !mode.reducedMotion
        ? theme
        : {
            ...theme,
            token: {
              ...theme.token,
              ...(mode.care ? careTokens : {}),
              ...(mode.reducedMotion ? { motion: false } : {}),
            },
          };
    themes.set(key, found);
  }
  return found;
}
