import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from '../app/theme';
import { breakpointPx } from './use-min-width';

describe('breakpointPx', () => {
  it('are the theme’s own breakpoints, which the islands read before antd is loaded', () => {
    const token = antdTheme.getDesignToken(theme);
    expect(breakpointPx).toEqual({ sm: token.screenSM, md: token.screenMD, lg: token.screenLG });
  });
});
