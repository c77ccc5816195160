import type { ThemeConfig } from 'antd';

/** The portal's red (spec §1), so organisers moving between the two see one product. */
export const brandRed = '#c8161d';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brandRed,
    colorLink: brandRed,
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
