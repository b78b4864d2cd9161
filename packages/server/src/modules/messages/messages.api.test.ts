import { describe, expect, it } from 'vitest';
import { messages } from '@mbo/db/schema';
import { createUser, signIn } from '../../../test/support/factories.ts';
import { serverForThisFile, type TestServer } from '../../../test/support/harness.ts';

const server = serverForThisFile();

async function personWithMessages(count: number, read: readonly number[] = []) {
  const user = await createUser(server.db);
  const token = await signIn(server, user.email!);
  if (count === 0) return { user, token, ids: [] as number[] };
  const rows = await server.db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId: user.id,
        title: `Notice ${index + 1}`,
        content: `<p>Body ${index + 1}</p>`,
        isRead: read.includes(index + 1),
      })),
    )
    .returning({ id: messages.id });
  return { user, token, ids: rows.map((row) => row.id) };
}

const list = (from: TestServer, token: string, body: Record<string, unknown> = {}, language?: 'zh-CN' | 'en-US') =>
  from.call('message_list', body, { token, language });

describe('message_list', () => {
  it('pages the caller’s own messages newest first, 10 a page, with the total and the unread count', async () => {
    const { token } = await personWithMessages(12, [1, 2, 12]);
    await personWithMessages(3);
    const first = await list(server, token);
    expect(first.status).toBe(200);
    const page = first.body.page_data;
    expect(page.total_count).toBe(12);
    expect(page.unread_count).toBe(9);
    expect(page.data.map((row) => row.title)).toEqual(Array.from({ length: 10 }, (_, index) => `Notice ${12 - index}`));
    expect(page.data[0]).toMatchObject({ is_read: true, content: '<p>Body 12</p>' });
    expect(page.data[0]!.create_date_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const second = (await list(server, token, { page_index: 2 })).body.page_data;
    expect(second.data.map((row) => row.title)).toEqual(['Notice 2', 'Notice 1']);
  });

  it('answers an empty page to a person with none, and refuses another user’s id in the caller’s language', async () => {
    const { user, token } = await personWithMessages(0);
    expect((await list(server, token, { user_id: user.id })).body.page_data).toEqual({
      data: [],
      total_count: 0,
      unread_count: 0,
    });
    const other = await personWithMessages(1);
    const refused = await list(server, token, { user_id: other.user.id }, 'zh-CN');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能查看自己的消息。');
    expect((await list(server, token, { user_id: other.user.id })).body.msg).toBe(
      'You can only read your own messages.',
    );
  });

  it('refuses a page larger than 10', async () => {
    const { token } = await personWithMessages(0);
    expect((await list(server, token, { page_size: 11 })).status).toBe(400);
  });
});

describe('message_detail', () => {
  it('answers the message and marks it read; another user’s message is not found and stays unread', async () => {
    const mine = await personWithMessages(2);
    const theirs = await personWithMessages(1);
    const opened = await server.call('message_detail', { message_id: mine.ids[0] }, { token: mine.token });
    expect(opened.body.data).toMatchObject({ id: mine.ids[0], title: 'Notice 1', is_read: true });
    expect((await server.call('get_unread_message_count', {}, { token: mine.token })).body.count).toBe(1);

    const refused = await server.call('message_detail', { message_id: theirs.ids[0] }, { token: mine.token });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('This message does not exist or is not yours.');
    expect((await server.call('get_unread_message_count', {}, { token: theirs.token })).body.count).toBe(1);
  });

  it('refuses a malformed id with a message in the caller’s language', async () => {
    const { token } = await personWithMessages(0);
    const refused = await server.call('message_detail', { message_id: 'x' }, { token, language: 'zh-CN' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('请选择消息');
  });
});

describe('set_message_read', () => {
  it('marks one id or the checked ones, only the caller’s, and counts what changed', async () => {
    const mine = await personWithMessages(4);
    const theirs = await personWithMessages(2);
    const one = await server.call('set_message_read', { message_id: mine.ids[0] }, { token: mine.token });
    expect(one.body.marked).toBe(1);
    const checked = await server.call(
      'set_message_read',
      { message_id: [mine.ids[0], mine.ids[1], mine.ids[2], ...theirs.ids] },
      { token: mine.token },
    );
    expect(checked.body.marked).toBe(2);
    expect((await server.call('get_unread_message_count', {}, { token: mine.token })).body.count).toBe(1);
    expect((await server.call('get_unread_message_count', {}, { token: theirs.token })).body.count).toBe(2);
  });

  it('refuses an empty list and changes nothing', async () => {
    const mine = await personWithMessages(1);
    expect((await server.call('set_message_read', { message_id: [] }, { token: mine.token })).status).toBe(400);
    expect((await server.call('get_unread_message_count', {}, { token: mine.token })).body.count).toBe(1);
  });
});

describe('get_unread_message_count', () => {
  it("counts the caller's unread messages only", async () => {
    const me = await personWithMessages(3, [3]);
    await personWithMessages(1);
    expect((await server.call('get_unread_message_count', {}, { token: me.token })).body).toEqual({
      return_code: 'SUCCESS',
      success: true,
      count: 2,
    });
  });
});

/** The usual payloads (OWASP's filter-evasion list, in kind): what reaches the browser carries no script. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://tracker.example/pixel.gif">',
  '<img src="//tracker.example/pixel.gif">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)" style="color:red">text</p>',
  '<form action="https://evil.example"><input name="pw"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<object data="javascript:alert(1)"></object>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

describe('message HTML', () => {
  it('keeps formatting and safe links, and strips every script, handler, frame, form and external image', async () => {
    const user = await createUser(server.db);
    const token = await signIn(server, user.email!);
    await server.db.insert(messages).values([
      {
        userId: user.id,
        title: 'Safe',
        content:
          '<h3>Fees</h3><p>From <strong>1 December</strong>: <a href="https://example.com/fees" target="_self">fees</a>.</p><ul><li>one</li></ul><img src="/assets/logo.png" alt="logo">',
      },
      ...XSS_PAYLOADS.map((content, index) => ({ userId: user.id, title: `xss ${index}`, content })),
    ]);
    const rows = [];
    for (let page = 1; page <= 3; page += 1)
      rows.push(...(await list(server, token, { page_index: page })).body.page_data.data);
    const safe = rows.find((row) => row.title === 'Safe')!;
    expect(safe.content).toBe(
      '<h3>Fees</h3><p>From <strong>1 December</strong>: <a href="https://example.com/fees" target="_blank" rel="noopener noreferrer">fees</a>.</p><ul><li>one</li></ul><img src="/assets/logo.png" alt="logo" />',
    );
    const dangerous =
      /<script|<iframe|<svg|<form|<input|<object|<meta|<base|<style|\son\w+=|javascript:|data:|tracker\.example|evil\.example/i;
    for (const row of rows.filter((candidate) => candidate.title.startsWith('xss'))) {
      expect(row.content, row.title).not.toMatch(dangerous);
      const detail = await server.call('message_detail', { message_id: row.id }, { token });
      expect(detail.body.data.content, row.title).toBe(row.content);
    }
  });
});
