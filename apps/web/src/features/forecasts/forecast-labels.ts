import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ForecastDivision,
  ForecastType,
  HwSwOption,
  ShippingOption,
} from '@portico/domain/forecasts/forecast-constants';
import type { ForecastListItem } from '@portico/domain/forecasts/forecast-dto';
import { vocabularyWith, type Translate } from '../../lib/vocabulary';

/*
 * How a forecast's choices read in the reader's language. The values stay the spec's English:
 * they are what the form sends and the server stores; only their display is translated.
 */

export const FORECAST_STATE_MESSAGES: Record<ForecastListItem['state'], MessageDescriptor> = {
  open: msg({ context: 'forecast state', message: 'Open' }),
  locked: msg({ context: 'forecast state', message: 'Locked' }),
  started: msg({ context: 'forecast state', message: 'Started' }),
};

const TYPE_MESSAGES: Record<ForecastType, MessageDescriptor> = {
  'Hourly - Field': msg`Hourly - Field`,
  'Hourly - Internal': msg`Hourly - Internal`,
  'Salary - Field / Remote': msg`Salary - Field / Remote`,
  'Salary - Internal': msg`Salary - Internal`,
  Other: msg({ context: 'forecast choice', message: 'Other' }),
};

const HW_SW_MESSAGES: Record<HwSwOption, MessageDescriptor> = {
  'Windows Environment': msg`Windows Environment`,
  'MacOS Environment': msg`MacOS Environment`,
  'Office Apps': msg`Office Apps`,
  'Teams Direct Number': msg`Teams Direct Number`,
  'Adobe Creative Suite': msg`Adobe Creative Suite`,
  Monitor: msg`Monitor`,
  Mouse: msg`Mouse`,
  Keyboard: msg`Keyboard`,
};

const SHIPPING_MESSAGES: Record<ShippingOption, MessageDescriptor> = {
  'Shipping Required': msg`Shipping Required`,
  'Pickup at Head Office': msg`Pickup at Head Office`,
};

const typeText = vocabularyWith(TYPE_MESSAGES);
const hwSwText = vocabularyWith(HW_SW_MESSAGES);
const shippingText = vocabularyWith(SHIPPING_MESSAGES);

/** The divisions are the group's companies, named as they are; only Other is translated. */
export const divisionLabel = (_: Translate, division: ForecastDivision | string) =>
  division === 'Other' ? _(TYPE_MESSAGES.Other) : division;

export const forecastTypeLabel = (_: Translate, type: ForecastType | string) => typeText(_, type);

export const hwSwLabel = (_: Translate, option: HwSwOption | string) => hwSwText(_, option);

export const shippingLabel = (_: Translate, option: ShippingOption | string) => shippingText(_, option);

export const forecastStateLabel = (_: Translate, state: ForecastListItem['state']) =>
  _(FORECAST_STATE_MESSAGES[state]);

/** A yes-or-no fact or cell. */
export const yesNoLabel = (_: Translate, value: boolean | null) => (value ? _(msg`Yes`) : _(msg`No`));
