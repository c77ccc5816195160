import { describe, expect, it } from 'vitest';
import { feedAddresses } from './feed-addresses';

describe('feedAddresses', () => {
  const path = '/v2/api/gdzyz/home/calendar/abc_DEF-123.ics';

  it('puts the server path on the site origin, and offers the webcal form of it', () => {
    expect(feedAddresses(path, 'https://zyz.gdzyz.cn')).toEqual({
      https: 'https://zyz.gdzyz.cn/v2/api/gdzyz/home/calendar/abc_DEF-123.ics',
      webcal: 'webcal://zyz.gdzyz.cn/v2/api/gdzyz/home/calendar/abc_DEF-123.ics',
    });
  });

  it('keeps a port and a plain-http origin working', () => {
    expect(feedAddresses(path, 'http://127.0.0.1:8848').webcal).toBe(
      'webcal://127.0.0.1:8848/v2/api/gdzyz/home/calendar/abc_DEF-123.ics',
    );
  });
});
