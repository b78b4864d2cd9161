import { describe, expect, it } from 'vitest';
import { THEME, themeFor } from './theme.ts';

/** An sRGB colour (#rrggbb or rgba(0, 0, 0, a)) drawn over an opaque background, as #rrggbb channels. */
function over(colour: string, background: string): number[] {
  const hex = (value: string) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
  const rgba = /^rgba\((\d+), (\d+), (\d+), ([\d.]+)\)$/.exec(colour);
  if (!rgba) return hex(colour);
  const alpha = Number(rgba[4]);
  return hex(background).map((channel, index) => alpha * Number(rgba[index + 1]) + (1 - alpha) * channel);
}

function luminance(channels: number[]): number {
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of a text colour on an opaque background. */
function contrast(text: string, background: string): number {
  const [a, b] = [luminance(over(text, background)), luminance(over(background, background))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const AA = 4.5;
const token = THEME.token!;
const tag = THEME.components!.Tag!;

describe('the theme draws text at WCAG AA contrast', () => {
  it('links, tertiary text and placeholders on white and on the layout grey', () => {
    for (const text of [token.colorLink!, token.colorTextTertiary!, token.colorTextDescription!]) {
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrast(text, '#f5f5f5')).toBeGreaterThanOrEqual(AA);
    }
    expect(contrast(token.colorTextPlaceholder!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // An info alert's tint.
    expect(contrast(token.colorLink!, '#e6f4ff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorError!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorSuccessText!, '#ffffff')).toBeGreaterThanOrEqual(AA);
    // White on a primary button.
    expect(contrast('#ffffff', token.colorPrimary!)).toBeGreaterThanOrEqual(AA);
  });

  it("tags' text on their tints (antd's 1st shade of each colour)", () => {
    const tints: Record<string, [string, string]> = {
      gold: [tag.gold7!, '#fffbe6'],
      green: [tag.green7!, '#f6ffed'],
      orange: [tag.orange7!, '#fff7e6'],
      volcano: [tag.volcano7!, '#fff2e8'],
      lime: [tag.lime7!, '#fcffe6'],
      cyan: [tag.cyan7!, '#e6fffb'],
      success: [tag.colorSuccess!, '#f6ffed'],
      processing: [tag.colorInfo!, '#e6f4ff'],
      warning: [tag.colorWarning!, '#fffbe6'],
      error: [tag.colorError!, '#fff2f0'],
    };
    for (const [name, [text, tint]] of Object.entries(tints))
      expect(contrast(text, tint), name).toBeGreaterThanOrEqual(AA);
  });
});

describe('reduced motion', () => {
  it('switches antd motion off, and only motion', () => {
    expect(themeFor(false)).toBe(THEME);
    expect(themeFor(true).token).toEqual({ ...THEME.token, motion: false });
    expect(themeFor(true).components).toBe(THEME.components);
  });
});
