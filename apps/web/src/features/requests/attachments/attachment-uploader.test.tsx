import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  FILE_TOO_LARGE,
  INVALID_FILE,
  MAX_ATTACHMENT_BYTES,
} from '@portico/domain/requests/attachment-rules';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { AttachmentUploader } from './attachment-uploader';

function renderUploader() {
  const { calls } = stubApi(({ method, body }) => {
    if (method !== 'POST') return { body: { items: [] } };
    const file = (body as FormData).get('file') as File;
    if (file.name === 'page.png') {
      return {
        status: 400,
        body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: INVALID_FILE },
      };
    }
    return {
      status: 201,
      body: {
        id: 'att-1',
        name: file.name,
        contentType: 'application/pdf',
        size: 5,
        createdAt: '',
        seenAtDecision: false,
      },
    };
  });
  renderWithProviders(<AttachmentUploader requestId="req-1" />);
  // The file picker filters by extension; these tests choose any file, as a person could.
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { calls, user, input };
}

const file = (name: string, size = 5) => {
  const made = new File(['%PDF-'], name);
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const posts = (calls: ReturnType<typeof renderUploader>['calls']) =>
  calls.filter((call) => call.method === 'POST');

describe('adding attachments (spec §5 Attachments)', () => {
  it('uploads allowed files, one request each, as the multipart field "file"', async () => {
    const { calls, user, input } = renderUploader();
    await user.upload(input, [file('quote.pdf'), file('photo.PNG')]);
    await vi.waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    expect(posts(calls).map((call) => ((call.body as FormData).get('file') as File).name)).toEqual([
      'quote.pdf',
      'photo.PNG',
    ]);
  });

  it("refuses other extensions with the spec's message, without sending them", async () => {
    const { calls, user, input } = renderUploader();
    await user.upload(input, [file('setup.exe')]);
    expect(await screen.findByText(INVALID_FILE)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("refuses files over 15 MB with 'File too large, (Max upload size: 15 MB)'", async () => {
    const { calls, user, input } = renderUploader();
    await user.upload(input, [
      file('scan.pdf', MAX_ATTACHMENT_BYTES + 1),
      file('ok.pdf', MAX_ATTACHMENT_BYTES),
    ]);
    expect(await screen.findByText(FILE_TOO_LARGE)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument());
    expect(posts(calls)).toHaveLength(1);
  });

  it("shows the server's refusal (content that does not match its extension)", async () => {
    const { user, input } = renderUploader();
    await user.upload(input, [file('page.png')]);
    expect(await screen.findByText(INVALID_FILE)).toBeInTheDocument();
  });
});

describe('an upload’s name in the list', () => {
  it('is isolated: its right-to-left mark cannot mirror the status after it', async () => {
    const { user, input } = renderUploader();
    const mirrored = 'report\u202Egnp.page.png';
    await user.upload(input, [file(mirrored)]);
    expect((await screen.findByText(mirrored)).tagName).toBe('BDI');
  });
});
