import type { ThemeConfig } from 'antd';

/** Links, selected tabs and "processing" tags: 5.4:1 on white, 4.9:1 on an info alert's #e6f4ff or on #f5f5f5. */
const READABLE_BLUE = '#1c64d8';
/** Tertiary text: 5.3:1 on white, 4.9:1 on the layout's #f5f5f5. */
const READABLE_GREY = 'rgba(0, 0, 0, 0.58)';

/**
 * The back office's antd theme. Beyond the brand colour, every text colour antd would draw below WCAG AA contrast
 * (4.5:1 for body text) is darkened here, once for every page: antd's link blue (#1677ff, 4.1:1), its tertiary text
 * (45 % black, 3.4:1), placeholders (25 % black, 1.8:1), field errors, success words, the tags' text (gold, green, orange, volcano, lime, cyan and
 * the status tags: 2.1–4.4:1 on their tints) and the selected tab on grey (4.3:1). Lighthouse's accessibility score
 * (npm run bench) and the axe e2e (specs/accessibility) hold pages to this.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    colorLink: READABLE_BLUE,
    colorTextTertiary: READABLE_GREY,
    colorTextDescription: READABLE_GREY,
    // 4.9:1 on white: a placeholder is text that must be read.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Field errors and danger buttons: antd's red-7 (5.1:1 on white; #ff4d4f was 3.3:1).
    colorError: '#cf1322',
    // Success words (the password rules met): 5.4:1 on white (#52c41a was 2.3:1).
    colorSuccessText: '#237804',
  },
  components: {
    // A tag's text is its colour's 7th shade on its 1st; these take a darker shade (each ≥ 5:1 on its tint).
    Tag: {
      gold7: '#874d00',
      green7: '#237804',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      cyan7: '#006d75',
      colorSuccess: '#237804',
      colorInfo: READABLE_BLUE,
      colorWarning: '#ad4e00',
      colorError: '#a8071a',
    },
    Tabs: { itemSelectedColor: READABLE_BLUE },
    // The empty table's "No data" is read, not disabled.
    Table: { colorTextDisabled: READABLE_GREY },
  },
};

/** The theme without antd's motion (drop-downs, dialogs and messages appear at once), for reduced motion. */
const STILL_THEME: ThemeConfig = { ...THEME, token: { ...THEME.token, motion: false } };

/** The theme for a person who asks, or does not ask, for reduced motion (WCAG 2.3.3). */
export const themeFor = (isMotionReduced: boolean): ThemeConfig => (isMotionReduced ? STILL_THEME : THEME);
