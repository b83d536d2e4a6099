import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatAccessRoles } from './access-role-names';

/*
 * The texts the domain's rules and the server write (validation messages of the shared zod
 * schemas, problem+json details and titles), in the reader's language. The domain and the
 * server keep the spec's English, which is what the API answers; the screens show it through
 * `translateMessage`. Keyed by the English text itself (a literal, so the first paint does not
 * import the domain's modules for their constants), so a text changed on one side and not here
 * is caught by `known-messages.test.ts` (every key reads the same in English, and every message
 * of the domain and the server is known).
 */
export const KNOWN_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  // The web app's own, for a call that never reached the server (lib/api-client.ts).
  ['The server could not be reached', msg`The server could not be reached`],
  ['Check your connection and try again.', msg`Check your connection and try again.`],
  ['Something went wrong.', msg`Something went wrong.`],
  ['Required', msg`Required`],
  ['Must be 2000 characters or less', msg`Must be 2000 characters or less`],
  ['Enter a valid date', msg`Enter a valid date`],
  ['Enter a date between 1900 and 2100', msg`Enter a date between 1900 and 2100`],
  ['Enter a valid email address', msg`Enter a valid email address`],
  ['Choose a current employee', msg`Choose a current employee`],
  ['Choose someone from the list', msg`Choose someone from the list`],
  ['Please select an option from the list', msg`Please select an option from the list`],
  [
    'Enter a web address starting with http:// or https://',
    msg`Enter a web address starting with http:// or https://`,
  ],
  [
    "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.",
    msg`Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.`,
  ],
  [
    'This Idempotency-Key was already used for a different change. Send a new key for a new change.',
    msg`This Idempotency-Key was already used for a different change. Send a new key for a new change.`,
  ],
  [
    'The same change is still being saved. Try again in a moment.',
    msg`The same change is still being saved. Try again in a moment.`,
  ],
  ['The record was not found.', msg`The record was not found.`],
  ['You are not allowed to do that.', msg`You are not allowed to do that.`],
  ['Sign in to continue.', msg`Sign in to continue.`],
  [
    'Something went wrong on our side. Please try again.',
    msg`Something went wrong on our side. Please try again.`,
  ],
  ['The database is not reachable.', msg`The database is not reachable.`],
  [
    'The portal cannot reach its database just now. Please try again in a moment.',
    msg`The portal cannot reach its database just now. Please try again in a moment.`,
  ],
  [
    'This request did not come from the portal, so nothing was changed.',
    msg`This request did not come from the portal, so nothing was changed.`,
  ],
  ['The upload could not be read. Please try again.', msg`The upload could not be read. Please try again.`],
  ['Bad Request', msg`Bad Request`],
  ['Unauthorized', msg`Unauthorized`],
  ['Forbidden', msg`Forbidden`],
  ['Not Found', msg`Not Found`],
  ['Method Not Allowed', msg`Method Not Allowed`],
  ['Conflict', msg`Conflict`],
  ['Content Too Large', msg`Content Too Large`],
  ['Unsupported Media Type', msg`Unsupported Media Type`],
  ['Unprocessable Content', msg`Unprocessable Content`],
  ['Too Many Requests', msg`Too Many Requests`],
  ['Internal Server Error', msg`Internal Server Error`],
  ['Service Unavailable', msg`Service Unavailable`],
  ['Server Error', msg`Server Error`],
  ['Error', msg`Error`],
  [
    'You cannot remove your own Admin role; another Admin must do it, so the portal always keeps one.',
    msg`You cannot remove your own Admin role; another Admin must do it, so the portal always keeps one.`,
  ],
  [
    'Only Admins can read messages to the portal team.',
    msg`Only Admins can read messages to the portal team.`,
  ],
  [
    'People Metrics is for managers: you have no one reporting to you.',
    msg`People Metrics is for managers: you have no one reporting to you.`,
  ],
  ['Portal Metrics is for ELT and Admin.', msg`Portal Metrics is for ELT and Admin.`],
  ['A filter value may not be empty', msg`A filter value may not be empty`],
  ['A filter value must be 100 characters or less', msg`A filter value must be 100 characters or less`],
  ['Choose 50 values or fewer', msg`Choose 50 values or fewer`],
  ['Unknown company', msg`Unknown company`],
  ['Only past months have headcount', msg`Only past months have headcount`],
  ['Enter at least 1 working day', msg`Enter at least 1 working day`],
  ['Enter at most 60 working days', msg`Enter at most 60 working days`],
  [
    'Escalation must come after the first reminder: enter more working days than for reminders',
    msg`Escalation must come after the first reminder: enter more working days than for reminders`,
  ],
  ['This day is already a holiday.', msg`This day is already a holiday.`],
  ['This holiday was not found.', msg`This holiday was not found.`],
  ['Enter a whole number of working days', msg`Enter a whole number of working days`],
  ['You cannot be your own substitute.', msg`You cannot be your own substitute.`],
  [
    'The substitute must be someone other than the person who is away.',
    msg`The substitute must be someone other than the person who is away.`,
  ],
  ['The last day must be on or after the first day.', msg`The last day must be on or after the first day.`],
  ['The last day cannot be in the past.', msg`The last day cannot be in the past.`],
  [
    'A substitute is already set for some of these days.',
    msg`A substitute is already set for some of these days.`,
  ],
  ['Choose a current employee as the substitute.', msg`Choose a current employee as the substitute.`],
  ['Choose a current employee who is away.', msg`Choose a current employee who is away.`],
  ['The substitute was not found.', msg`The substitute was not found.`],
  ['This forecast is already locked.', msg`This forecast is already locked.`],
  [
    'This forecast is locked and cannot be changed or deleted.',
    msg`This forecast is locked and cannot be changed or deleted.`,
  ],
  [
    'Only HR or an Admin can lock or unlock a forecast.',
    msg`Only HR or an Admin can lock or unlock a forecast.`,
  ],
  ['This forecast is not locked.', msg`This forecast is not locked.`],
  [
    'Only its submitter, HR or an Admin can change this forecast.',
    msg`Only its submitter, HR or an Admin can change this forecast.`,
  ],
  [
    'The planned start date has passed: this forecast stays locked.',
    msg`The planned start date has passed: this forecast stays locked.`,
  ],
  ['Must be on or before the Planned Start Date', msg`Must be on or before the Planned Start Date`],
  ['The forecast was not found.', msg`The forecast was not found.`],
  [
    'This forecast was changed meanwhile. Reload it and try again.',
    msg`This forecast was changed meanwhile. Reload it and try again.`,
  ],
  [
    'The file has no rows. Choose a CSV export with a header row and at least one row.',
    msg`The file has no rows. Choose a CSV export with a header row and at least one row.`,
  ],
  [
    'This is not the file that was checked. Check the file again before applying it.',
    msg`This is not the file that was checked. Check the file again before applying it.`,
  ],
  [
    'The file has problems and nothing was written. Correct the rows in the report and try again.',
    msg`The file has problems and nothing was written. Correct the rows in the report and try again.`,
  ],
  [
    'The file is too large. Split it into smaller files.',
    msg`The file is too large. Split it into smaller files.`,
  ],
  [
    'The file has more than 50,000 rows. Split it into smaller files.',
    msg`The file has more than 50,000 rows. Split it into smaller files.`,
  ],
  ['The file could not be read as CSV.', msg`The file could not be read as CSV.`],
  ['Only HR and Admins import HR data.', msg`Only HR and Admins import HR data.`],
  ['Must not be before the hire date', msg`Must not be before the hire date`],
  [
    'The employee number appears more than once in the file',
    msg`The employee number appears more than once in the file`,
  ],
  [
    'The work email appears more than once in the file',
    msg`The work email appears more than once in the file`,
  ],
  ['Another employee already has this work email', msg`Another employee already has this work email`],
  [
    'No employee has this number, in the file or in the portal',
    msg`No employee has this number, in the file or in the portal`,
  ],
  ['No company has this code or name', msg`No company has this code or name`],
  ['No site has this name', msg`No site has this name`],
  ['No employee in the portal has this number', msg`No employee in the portal has this number`],
  [
    'Must be one of Vacation_Salary, Carry_Over, Sick, Personal Day, Float, Volunteer Day, Vacation',
    msg`Must be one of Vacation_Salary, Carry_Over, Sick, Personal Day, Float, Volunteer Day, Vacation`,
  ],
  ['Must be Booked or Taken', msg`Must be Booked or Taken`],
  [
    'Must be a number of days from 0 to 9999.99, with at most two decimals',
    msg`Must be a number of days from 0 to 9999.99, with at most two decimals`,
  ],
  [
    'This employee and request type appear more than once in the file',
    msg`This employee and request type appear more than once in the file`,
  ],
  [
    'Another employee signs in with this address: only an Admin may give it to someone else',
    msg`Another employee signs in with this address: only an Admin may give it to someone else`,
  ],
  [
    'Names this person as their own manager: they will see every employee in People Metrics and the other people views',
    msg`Names this person as their own manager: they will see every employee in People Metrics and the other people views`,
  ],
  ['Choose a sub-category of the chosen category', msg`Choose a sub-category of the chosen category`],
  ['Uploaded image is too large', msg`Uploaded image is too large`],
  ['Visible From cannot be before today', msg`Visible From cannot be before today`],
  ['Visible To cannot be before today', msg`Visible To cannot be before today`],
  ['Visible To cannot be before Visible From', msg`Visible To cannot be before Visible From`],
  ['Only ELT or Admin can write news posts.', msg`Only ELT or Admin can write news posts.`],
  ['Only its author can change this post.', msg`Only its author can change this post.`],
  ['This news post was not found.', msg`This news post was not found.`],
  ['Birthdate cannot be in the future', msg`Birthdate cannot be in the future`],
  ['Choose a colour such as #1c7ed6', msg`Choose a colour such as #1c7ed6`],
  ['Enter correct url!', msg`Enter correct url!`],
  ['The document was not found.', msg`The document was not found.`],
  ['The form was not found.', msg`The form was not found.`],
  ['The attachment was not found.', msg`The attachment was not found.`],
  ['Only an Admin can add a corporate link.', msg`Only an Admin can add a corporate link.`],
  ['Corporate links cannot be edited or deleted.', msg`Corporate links cannot be edited or deleted.`],
  ['This calendar feed was not found.', msg`This calendar feed was not found.`],
  ['This job opening was not found.', msg`This job opening was not found.`],
  ['This notification was not found.', msg`This notification was not found.`],
  ['This quote was not found.', msg`This quote was not found.`],
  [
    'This request type already has a category with this name.',
    msg`This request type already has a category with this name.`,
  ],
  [
    'Requests use this category, so its request type cannot change. Add a category to the other type instead.',
    msg`Requests use this category, so its request type cannot change. Add a category to the other type instead.`,
  ],
  ['Choose a request type', msg`Choose a request type`],
  ['Choose an account from the list', msg`Choose an account from the list`],
  ['Choose a currency', msg`Choose a currency`],
  [
    'Enter a phone number: digits, spaces, + ( ) - . and x',
    msg`Enter a phone number: digits, spaces, + ( ) - . and x`,
  ],
  [
    'Use letters, digits, dots, dashes and slashes only',
    msg`Use letters, digits, dots, dashes and slashes only`,
  ],
  ['Another project already has this project ID.', msg`Another project already has this project ID.`],
  [
    'The secondary purchase approver must be someone other than the purchase approver.',
    msg`The secondary purchase approver must be someone other than the purchase approver.`,
  ],
  ['The category was not found.', msg`The category was not found.`],
  ['The project was not found.', msg`The project was not found.`],
  ['Only approved projects can be ranked.', msg`Only approved projects can be ranked.`],
  ['Only Admins can rank projects.', msg`Only Admins can rank projects.`],
  ['The Projects list is only for ELT.', msg`The Projects list is only for ELT.`],
  ['Only Admins and HR can manage business units.', msg`Only Admins and HR can manage business units.`],
  ['The business unit was not found.', msg`The business unit was not found.`],
  ['The leader must be a current employee.', msg`The leader must be a current employee.`],
  ['The department was not found.', msg`The department was not found.`],
  ['Choose a file to upload.', msg`Choose a file to upload.`],
  [
    'This file was attached when the request was approved or rejected, so it stays with the request.',
    msg`This file was attached when the request was approved or rejected, so it stays with the request.`,
  ],
  ['The file is empty.', msg`The file is empty.`],
  ['File too large, (Max upload size: 15 MB)', msg`File too large, (Max upload size: 15 MB)`],
  [
    'Invalid file, allowed extensions are: "jpg, jpeg, bmp, gif, png, doc, docx, xls, xlsx, ppt, pdf, ai, eps"',
    msg`Invalid file, allowed extensions are: "jpg, jpeg, bmp, gif, png, doc, docx, xls, xlsx, ppt, pdf, ai, eps"`,
  ],
  [
    'Send the file as a form upload (multipart/form-data) in the field "file".',
    msg`Send the file as a form upload (multipart/form-data) in the field "file".`,
  ],
  [
    'Upload one file at a time; none of these files was stored.',
    msg`Upload one file at a time; none of these files was stored.`,
  ],
  [
    'The file unpacks to far more than a document does (over 100 times its size or 200 MB), so it was not stored.',
    msg`The file unpacks to far more than a document does (over 100 times its size or 200 MB), so it was not stored.`,
  ],
  [
    'A comment can only be edited for 10 minutes after it is written.',
    msg`A comment can only be edited for 10 minutes after it is written.`,
  ],
  ['Write a comment first.', msg`Write a comment first.`],
  [
    'Only the person who wrote a comment can change or remove it.',
    msg`Only the person who wrote a comment can change or remove it.`,
  ],
  ['This comment was removed.', msg`This comment was removed.`],
  ['A comment can be at most 4000 characters.', msg`A comment can be at most 4000 characters.`],
  [
    'Only the requester, the person it is for, its approvers and the IT desk can comment on this request.',
    msg`Only the requester, the person it is for, its approvers and the IT desk can comment on this request.`,
  ],
  ['The comment was not found.', msg`The comment was not found.`],
  ['Needed By cannot be before today', msg`Needed By cannot be before today`],
  ['Quantity must be a number', msg`Quantity must be a number`],
  ['At most 6 digits', msg`At most 6 digits`],
  ['Digits only', msg`Digits only`],
  ['Must be 0 or more', msg`Must be 0 or more`],
  ['This request was already decided.', msg`This request was already decided.`],
  [
    'This request was cancelled and can no longer be changed. Make a new request instead.',
    msg`This request was cancelled and can no longer be changed. Make a new request instead.`,
  ],
  [
    'This request was cancelled and can no longer change.',
    msg`This request was cancelled and can no longer change.`,
  ],
  ['The IT desk is for IT desk staff and Admins.', msg`The IT desk is for IT desk staff and Admins.`],
  ['The IT desk is only for Admins.', msg`The IT desk is only for Admins.`],
  [
    'This request is waiting for an approval; it can only be cancelled.',
    msg`This request is waiting for an approval; it can only be cancelled.`,
  ],
  [
    'The estimate can only be given while the project waits for one.',
    msg`The estimate can only be given while the project waits for one.`,
  ],
  [
    'You are not an approver of this request at this stage.',
    msg`You are not an approver of this request at this stage.`,
  ],
  [
    'This project has no estimate approver to send the estimate to.',
    msg`This project has no estimate approver to send the estimate to.`,
  ],
  [
    'You cannot approve or reject your own request: another approver or an Admin decides it.',
    msg`You cannot approve or reject your own request: another approver or an Admin decides it.`,
  ],
  [
    'This request was changed by someone else after you opened it, so your changes were not saved. Reload it to see the changes, then edit again.',
    msg`This request was changed by someone else after you opened it, so your changes were not saved. Reload it to see the changes, then edit again.`,
  ],
  [
    'This request changed while you were looking at it. Reload it to see where it stands.',
    msg`This request changed while you were looking at it. Reload it to see where it stands.`,
  ],
  [
    'Only the person who made this request can change who it is for.',
    msg`Only the person who made this request can change who it is for.`,
  ],
  ['The request type cannot be changed.', msg`The request type cannot be changed.`],
  ['This request was not found.', msg`This request was not found.`],
  ['The request was not found.', msg`The request was not found.`],
  ['Choose a site from the list', msg`Choose a site from the list`],
  [
    'Enter the two capital letters of the country’s code, such as CA or QA',
    msg`Enter the two capital letters of the country’s code, such as CA or QA`,
  ],
  ['The employee was not found.', msg`The employee was not found.`],
  ['Your employee record was not found.', msg`Your employee record was not found.`],
  ['This employee has no photo.', msg`This employee has no photo.`],
  ['Only HR and Admins can change a person’s site.', msg`Only HR and Admins can change a person’s site.`],
  ['Only Admins can manage sites.', msg`Only Admins can manage sites.`],
  ['Only HR and Admins can see the list of sites.', msg`Only HR and Admins can see the list of sites.`],
  [
    'The site cannot be deleted: someone was given it just now. Reload the list to see who works there.',
    msg`The site cannot be deleted: someone was given it just now. Reload the list to see who works there.`,
  ],
  ['The site was not found.', msg`The site was not found.`],
  [
    'Choose a time zone from the list, such as America/Toronto',
    msg`Choose a time zone from the list, such as America/Toronto`,
  ],
  ['Choose days of the week', msg`Choose days of the week`],
  ['Choose at least one working day', msg`Choose at least one working day`],
  ['Choose the winner', msg`Choose the winner`],
  ['Choose the winner from the directory', msg`Choose the winner from the directory`],
  ['Choose a company', msg`Choose a company`],
  ['Enter a month as YYYY-MM', msg`Enter a month as YYYY-MM`],
  ['Enter a month between 2000 and 2100', msg`Enter a month between 2000 and 2100`],
  [
    'Invalid file, allowed extensions are: "jpg, jpeg, png, webp, gif"',
    msg`Invalid file, allowed extensions are: "jpg, jpeg, png, webp, gif"`,
  ],
  ['This Wall of Wow entry was not found.', msg`This Wall of Wow entry was not found.`],
  ['This Wall of Wow entry has no uploaded picture.', msg`This Wall of Wow entry has no uploaded picture.`],
  ['Name at least one tour.', msg`Name at least one tour.`],
]);

/**
 * The texts with a value in them, each told by what it starts and ends with (never a pattern
 * that could backtrack on a text from the network), the value in between.
 */
export const MESSAGE_TEMPLATES: readonly {
  before: string;
  after: string;
  /** The text with its value, in the reader's language; `value` is the part in between. */
  render: (value: string) => MessageDescriptor;
}[] = [
  {
    before: 'Request failed with status ',
    after: '',
    render: (status) => msg`Request failed with status ${status}`,
  },
  {
    before: 'Must be ',
    after: ' characters or less',
    render: (limit) => msg`Must be ${limit} characters or less`,
  },
  {
    before: 'Must be at most ',
    after: ' characters',
    render: (max) => msg`Must be at most ${max} characters`,
  },
  {
    before: 'There is already a site named ',
    after: '.',
    render: (name) => msg`There is already a site named ${name}.`,
  },
  {
    before: 'There is already a business unit named ',
    after: '.',
    render: (name) => msg`There is already a business unit named ${name}.`,
  },
  {
    before: 'There is already a Wall of Wow for ',
    after: '.',
    render: (month) => msg`There is already a Wall of Wow for ${month}.`,
  },
  {
    before: "The file's content does not match .",
    after: '',
    render: (extension) => msg`The file's content does not match .${extension}`,
  },
  {
    before: 'Too many requests. Try again in ',
    after: '.',
    render: (after) => msg`Too many requests. Try again in ${after}.`,
  },
  {
    before: 'This person holds a role (',
    after: '): only an Admin may change their work email',
    render: (roles) => {
      const shown = formatAccessRoles(roles);
      return msg`This person holds a role (${shown}): only an Admin may change their work email`;
    },
  },
  {
    before: 'This person holds a role (',
    after: '): only an Admin may change their employment status or termination date',
    render: (roles) => {
      const shown = formatAccessRoles(roles);
      return msg`This person holds a role (${shown}): only an Admin may change their employment status or termination date`;
    },
  },
  {
    before: 'This request is not waiting for this approval: it is ',
    after: '.',
    render: (status) => msg`This request is not waiting for this approval: it is ${status}.`,
  },
];
