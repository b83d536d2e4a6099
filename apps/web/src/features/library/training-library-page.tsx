import '../../lib/mantine-styles-later';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { useTrainingDocs } from './api/get-training-docs';
import { LibraryListPage } from './library-list-page';
import { TRAINING_LIST_OPTIONS, TRAINING_TREE } from './library-list-state';
import { TrainingCard } from './training-card';

/**
 * Spec §2 Training Library: search, category and sub-category filters and cards, 9 per page,
 * paged three page numbers at a time (§9), newest first; its guided tour is the tour record's
 * Training_Materials (§3).
 */
export function TrainingLibraryPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  // The stops are written in the language of the moment the tour starts.
  const loadTrainingTour = useCallback(
    () => import('./training-tour').then((tour) => tour.trainingTour(i18n)),
    [i18n],
  );
  return (
    <LibraryListPage
      title={t`Training Library`}
      options={TRAINING_LIST_OPTIONS}
      tree={TRAINING_TREE}
      noun={t`trainings`}
      nounOne={t`training`}
      searchName={t`Search trainings`}
      listLabel={t`Trainings`}
      useItems={useTrainingDocs}
      renderCard={(training) => <TrainingCard training={training} />}
      tour={<GuidedTour page="trainingMaterials" stops={loadTrainingTour} />}
    />
  );
}
