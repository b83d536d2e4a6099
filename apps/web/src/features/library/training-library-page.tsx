import '../../lib/mantine-styles-later';
import { useTrainingDocs } from './api/get-training-docs';
import { LibraryListPage } from './library-list-page';
import { TRAINING_LIST_OPTIONS, TRAINING_TREE } from './library-list-state';
import { TrainingCard } from './training-card';

/**
 * Spec §2 Training Library: search, category and sub-category filters and cards, 9 per page,
 * paged three page numbers at a time (§9), newest first.
 */
export function TrainingLibraryPage() {
  return (
    <LibraryListPage
      title="Training Library"
      options={TRAINING_LIST_OPTIONS}
      tree={TRAINING_TREE}
      noun="trainings"
      listLabel="Trainings"
      useItems={useTrainingDocs}
      renderCard={(training) => <TrainingCard training={training} />}
    />
  );
}
