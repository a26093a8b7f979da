import { describe, expect, it, vi } from 'vitest';
import { redactUrl } from './logger.js';
import { createTestApp } from './test-support/test-app.js';

const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6';

describe('redactUrl', () => {
  it('hides secret query parameters', () => {
    expect(redactUrl('/auth/verify?token=abc&x=1')).toBe('/auth/verify?token=[redacted]&x=1');
  });

  it('hides share-link tokens of the API and of the web page', () => {
    expect(redactUrl(`/api/shared/${token}/`)).toBe('/api/shared/[token]/');
    expect(redactUrl(`/shared/${token}`)).toBe('/shared/[token]');
    expect(redactUrl(`/shared/${token}?x=1`)).toBe('/shared/[token]?x=1');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/api/projects/3/share_links/')).toBe('/api/projects/3/share_links/');
  });
});

describe("the app's request log", () => {
  it('never carries a share-link token, whatever the answer', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const { app } = await createTestApp({ env: { LOG_LEVEL: 'debug' } });
      await app.inject({ method: 'GET', url: `/api/shared/${token}/` }); // 404 from the service
      await app.inject({ method: 'POST', url: `/api/shared/${token}/` }); // 405
      await app.inject({ method: 'GET', url: `/shared/${token}` }); // the web page
      await app.inject({ method: 'GET', url: `/shared/${token}/more?x=1` });
      await app.close();
    } finally {
      write.mockRestore();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/api/shared/[token]/"');
    expect(log).toContain('"url":"/shared/[token]"');
    expect(log).not.toContain(token);
  });
});
