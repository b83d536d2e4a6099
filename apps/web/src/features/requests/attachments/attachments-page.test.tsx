import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { activateLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { requestDetail } from '../../../test/request-fixtures';
import { stubApi } from '../../../test/stub-api';
import { AttachmentsPage } from './attachments-page';

function renderPage(request: RequestDetail) {
  stubApi(({ url }) => {
    if (url.pathname === `/api/requests/${request.id}`) return { body: request };
    if (url.pathname.endsWith('/attachments')) return { body: { items: [] } };
    return undefined;
  });
  renderRoutes(
    [{ path: '/serviceRequest/attachments/:id', element: <AttachmentsPage /> }],
    `/serviceRequest/attachments/${request.id}`,
  );
}

describe('the attachments step in French', () => {
  it('names the request, its files and Done in French', async () => {
    await activateLanguage('fr-CA');
    renderPage(requestDetail());
    expect(await screen.findByRole('heading', { name: 'Demande 000101' })).toBeInTheDocument();
    expect(screen.getByText('Soutien · Laptop will not start')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fichiers joints' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terminer' })).toHaveAttribute('href', '/serviceRequests/req-1');
    expect(await screen.findByText('Aucune pièce jointe pour le moment.')).toBeInTheDocument();
  });

  it('says in French why files cannot be added to a closed request', async () => {
    await activateLanguage('fr-CA');
    renderPage(
      requestDetail({
        status: 'Complete',
        locked: true,
        permissions: { ...requestDetail().permissions, canChangeAttachments: false },
      }),
    );
    expect(await screen.findByText('Impossible d’ajouter des fichiers pour le moment')).toBeInTheDocument();
    expect(
      screen.getByText(/Le statut de cette demande est « Terminée »; ses pièces jointes ne peuvent plus/),
    ).toBeInTheDocument();
  });
});
