import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Everything the profile's Calendar feed section says, in one place (decision 056), in the
 * active language: each text is read when the section renders, so a language switch re-reads it.
 */
export const CALENDAR_FEED_TEXTS = {
  get title() {
    return i18n._(msg`Calendar feed`);
  },
  get intro() {
    return i18n._(
      msg`A private link that keeps your time away and the events you can see up to date in your calendar app (Outlook, Google Calendar, Apple Calendar).`,
    );
  },
  get create() {
    return i18n._(msg`Create link`);
  },
  get linkLabel() {
    return i18n._(msg`Your calendar feed link`);
  },
  get linkHint() {
    return i18n._(
      msg`Add it to your calendar app as a subscription now: it is shown only this once. Anyone with the link can see your time away.`,
    );
  },
  onSince: (date: string) =>
    i18n._(
      msg`Your calendar feed has been on since ${date}. Its link is shown only when it is made: reset it to get a new one.`,
    ),
  get copy() {
    return i18n._(msg`Copy link`);
  },
  get copied() {
    return i18n._(msg`Copied`);
  },
  get reset() {
    return i18n._(msg`Reset link`);
  },
  get turnOff() {
    return i18n._(msg`Turn off`);
  },
  get resetTitle() {
    return i18n._(msg`Reset the link?`);
  },
  get resetMessage() {
    return i18n._(
      msg`The old link stops working at once, and calendars subscribed to it stop updating. You get a new link to subscribe with.`,
    );
  },
  get turnOffTitle() {
    return i18n._(msg`Turn off the calendar feed?`);
  },
  get turnOffMessage() {
    return i18n._(msg`Its link stops working at once, and calendars subscribed to it stop updating.`);
  },
  get created() {
    return i18n._(msg`Your calendar feed link is ready.`);
  },
  get resetDone() {
    return i18n._(msg`A new link is ready. The old link no longer works.`);
  },
  get turnedOff() {
    return i18n._(msg`Your calendar feed is off. Its link no longer works.`);
  },
  get copiedMessage() {
    return i18n._(msg`The link is copied.`);
  },
  get loading() {
    return i18n._(msg`Loading calendar feed`);
  },
  get loadFailed() {
    return i18n._(msg`Your calendar feed could not be loaded.`);
  },
  get changeFailed() {
    return i18n._(msg`The calendar feed could not be changed`);
  },
};
