import { HTTP_ERRORS } from '@quizlink/contracts/errors';
import { startGenerationService, type Harness } from './generation-service.harness.ts';
import { prepareTestEnvironment } from './setup/test-environment.ts';

prepareTestEnvironment();

let h: Harness;
beforeAll(async () => {
  h = await startGenerationService('malformed_upload', { ocr: null });
});
afterAll(async () => {
  await h.close();
});

const post = (path: string, contentType: string, body: string) =>
  fetch(`${h.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('malformed uploads', () => {
  it.each(['/api/auto-create/start-draft-session', '/api/auto-create/process-content'])(
    'When %s gets a multipart body that is cut short, then it answers 400 request.malformed_multipart, not 500',
    async (path) => {
      const res = await post(path, 'multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhalf a file');
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.requestMalformedMultipart.code);
    },
  );

  it('When the multipart body has no boundary parameter, then it answers 400 before any parsing', async () => {
    const res = await post('/api/auto-create/start-draft-session', 'multipart/form-data', '^');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(HTTP_ERRORS.requestMalformedMultipart.code);
  });
});
