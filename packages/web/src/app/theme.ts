import type { ThemeConfig } from 'antd';

/**
 * The back office's antd theme. Beyond the brand colour, every text colour antd would draw below WCAG AA contrast
 * (4.5:1 for body text, on white and on the layout's #f5f5f5) is darkened here, once for every page: antd's default
 * link blue (#1677ff, 4.1:1), its tertiary text (45 % black, 3.4:1) and its placeholders (25 % black, 1.8:1).
 * Lighthouse's accessibility score (npm run bench) and the axe e2e (specs/accessibility) hold every page to this.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f6feb',
    // 5.4:1 on white, 4.9:1 on an info alert's #e6f4ff.
    colorLink: '#1c64d8',
    // 5.3:1 on white, 4.9:1 on #f5f5f5 (secondary Typography, descriptions, table sorters).
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    // 4.9:1 on white: a placeholder is text that must be read.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};
