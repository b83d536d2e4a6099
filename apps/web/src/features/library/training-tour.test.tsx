import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { trainingTour } from './training-tour';
import { VideoPlayer } from './video-player';

describe('the Training Library’s tour and video in French', () => {
  it('writes the tour’s stops in the language of the moment it starts', async () => {
    expect(trainingTour(i18n)[0]!.title).toBe('Search the trainings');
    await activateLanguage('fr-CA');
    const stops = trainingTour(i18n);
    expect(stops.map((stop) => stop.title)).toEqual([
      'Rechercher des formations',
      'Filtrer par catégorie',
      'Une formation',
      'Plus de formations',
    ]);
  });

  it('names the video player and the video link in French', async () => {
    await activateLanguage('fr-CA');
    const { unmount } = renderWithProviders(
      <VideoPlayer url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Forklift safety" />,
    );
    expect(screen.getByTitle(/^Forklift safety \(vidéo /)).toBeInTheDocument();
    unmount();
    renderWithProviders(<VideoPlayer url="https://videos.example.com/forklift" title="Forklift safety" />);
    expect(screen.getByRole('link', { name: 'Regarder la vidéo' })).toBeInTheDocument();
  });
});
