import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import { Joyride, STATUS, type EventData, type Step } from 'react-joyride';
import type { TourPage } from '@portico/domain/tours/tour-pages';
import { useUpdateTours } from '../../lib/api/tours';
import { closeForThisSession } from '../../lib/closed-tours';
import { OptOutContext } from './opt-out-context';
import { shownText, stopsOnScreen, TOUR_Z_INDEX, type TourStop } from './tour-step';
import { TourTooltip } from './tour-tooltip';

/** Joyride's own offset, for a page without scroll padding. */
const DEFAULT_SCROLL_OFFSET = 20;

/**
 * How far below the window's top Joyride puts a stop it scrolls to: the page's own scroll
 * padding, which keeps what it scrolls to clear of the fixed header (app-layout.module.css).
 */
const scrollOffsetOfPage = () =>
  parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || DEFAULT_SCROLL_OFFSET;

/** Runs one page's tour with react-joyride; loaded only when the tour is due. */
export default function TourRunner({ page, stops }: { page: TourPage; stops: readonly TourStop[] }) {
  const { i18n } = useLingui();
  const updateTours = useUpdateTours();
  const [optedOut, setOptedOut] = useState(false);
  // The stops are fixed when the tour starts: those whose element is on the screen then. The
  // tooltip shows each in the language of the moment (`data`), should the reader switch.
  const [steps] = useState<Step[]>(() =>
    stopsOnScreen(stops).map((stop) => ({
      target: stop.target,
      title: shownText(i18n, stop.title),
      content: shownText(i18n, stop.content),
      data: stop,
    })),
  );
  const [running, setRunning] = useState(steps.length > 0);
  const [scrollOffset] = useState(scrollOffsetOfPage);

  const optOut = useMemo(
    () => ({
      optedOut,
      setOptedOut: (value: boolean) => {
        setOptedOut(value);
        // Written at once, so leaving the page without closing the tour still keeps the choice.
        updateTours.mutate({ [page]: value });
      },
    }),
    [optedOut, page, updateTours],
  );

  const onEvent = (event: EventData) => {
    if (event.status === STATUS.FINISHED) {
      setRunning(false);
      if (!optedOut) updateTours.mutate({ [page]: true });
    } else if (event.status === STATUS.SKIPPED) {
      setRunning(false);
      if (!optedOut) closeForThisSession(page);
    }
  };

  return (
    <OptOutContext.Provider value={optOut}>
      <Joyride
        steps={steps}
        run={running}
        continuous
        onEvent={onEvent}
        tooltipComponent={TourTooltip}
        // A stop taller than the window (a long card, the sidebar) would put its tooltip below
        // the fold: the tooltip is kept in the window, over the stop's far end if need be.
        floatingOptions={{ shiftOptions: { crossAxis: true, padding: 10 } }}
        options={{
          skipBeacon: true,
          closeButtonAction: 'skip',
          // Escape is handled by the tooltip: it ends the tour rather than stepping on.
          dismissKeyAction: false,
          overlayClickAction: false,
          zIndex: TOUR_Z_INDEX,
          scrollOffset,
        }}
      />
    </OptOutContext.Provider>
  );
}
