import { describe, expect, it } from 'vitest';
import enCommon from './en/common.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import zhCommon from './zh_CN/common.json' with { type: 'json' };
import zhConsole from './zh_CN/console.json' with { type: 'json' };
import zhShell from './zh_CN/shell.json' with { type: 'json' };

// Issue 13 §5: one product name per language (the sider's brand, the page title, the sign-in card).
describe('the product name', () => {
  it('is the same everywhere in each language', () => {
    expect(enCommon.app_name).toBe(enShell.brand);
    expect(zhCommon.app_name).toBe(zhShell.brand);
    expect(zhShell.brand).toBe('商户管理后台');
    expect(JSON.stringify(zhConsole)).not.toMatch(/商户后台/);
  });
});
