import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';

/** The portal's red (spec §1), so organisers moving between the two see one product. */
export const brandRed = '#c8161d';

/**
 * Text colours antd draws on light tints, raised to WCAG AA's 4.5:1 as in the portal (its
 * app/theme.ts says how each fell short): preset tags' text (a step antd derives, so set by an
 * algorithm after antd's), status tags and Typography's success and warning; 审核中's blue
 * (4.1:1 on its tint) and antd's error red (3.3:1 on white) one step darker.
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

const readableColours = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#874d00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorInfo: '#0958d9',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  colorError: '#cf1322',
} as const;

export const theme: ThemeConfig = {
  algorithm: [antdTheme.defaultAlgorithm, withReadablePalette],
  token: {
    colorPrimary: brandRed,
    colorLink: brandRed,
    ...readableColours,
    borderRadius: 4,
    // As in the portal: antd's 45 % grey is below WCAG AA for text organisers read all day.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    Layout: {
      siderBg: '#8f1016',
      triggerBg: '#7a0d12',
      headerBg: '#ffffff',
      headerPadding: '0 24px',
      headerHeight: 56,
    },
    Menu: {
      darkItemBg: '#8f1016',
      darkSubMenuItemBg: '#7a0d12',
      darkItemSelectedBg: brandRed,
      darkItemHoverBg: '#a8141b',
      darkItemColor: 'rgba(255,255,255,0.78)',
    },
  },
};
