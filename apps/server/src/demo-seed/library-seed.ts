import type { TrainingDocValues, CorporateFormValues } from '@portico/domain/library/library-schema';
import { corporateForms, libraryAttachments, trainingDocs } from '../db/schema';
import { createCorporateForm, createTrainingDoc } from '../features/library/library-service';
import { databaseAttachmentStore } from '../lib/attachments/attachment-store';
import { checkedUpload } from '../lib/attachments/attachment-upload';
import { minimalPdf } from '../reference-data/sample-files';
import { PERSONAS } from '../reference-data/personas';
import type { DemoSeedModule } from './seed-module';
import { DAY_MS } from '@portico/domain/shared/time-units';

/*
 * The Training Library, Covid-19 Protocols and Corporate Forms of the demo: written through the
 * library's service, as the admin screens will, each with a small PDF or two. Alex (Admin)
 * is their author. Deterministic: fixed texts, dates counted back from today.
 */

type Training = Omit<TrainingDocValues, 'type' | 'group' | 'description' | 'videoUrl'> & {
  description: string;
  videoUrl?: string;
  group?: string;
  files?: string[];
};

const TRAININGS: Training[] = [
  {
    name: 'Forklift Safety Essentials',
    trainingType: 'Legislative',
    region: 'Canada & USA',
    category: 'Warehouse',
    subCategory: 'Safety',
    description: 'Pre-shift inspection, load limits and safe travel for every lift-truck operator.',
    videoUrl: 'https://www.youtube.com/watch?v=aqKPMtK2SX8',
    group: 'Warehouse Staff',
    files: ['Forklift Pre-Shift Checklist.pdf'],
  },
  {
    name: 'Pallet Jack Operation',
    trainingType: 'Technical',
    region: 'Canada',
    category: 'Warehouse',
    subCategory: 'Equipment',
    description: 'Moving and storing pallets with manual and electric pallet jacks.',
    videoUrl: 'https://youtu.be/0tGm2Zr9q4s',
    files: ['Pallet Jack Quick Guide.pdf'],
  },
  {
    name: 'Receiving a Shipment',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'Warehouse',
    subCategory: 'Receiving & Shipping',
    description: 'Checking a delivery against its packing slip and recording discrepancies.',
    files: ['Receiving Procedure.pdf'],
  },
  {
    name: 'Cycle Counting',
    trainingType: 'Technical',
    region: 'USA',
    category: 'Warehouse',
    subCategory: 'Inventory',
    description: 'How cycle counts keep inventory accurate without a full shutdown.',
    videoUrl: 'https://vimeo.com/76979871',
  },
  {
    name: 'Welcome to the Group',
    trainingType: 'Corporate',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Onboarding',
    description: 'Our companies, our values and your first ninety days.',
    videoUrl: 'https://vimeo.com/channels/staffpicks/22439234',
    group: 'All Employees',
    files: ['Employee Handbook.pdf', 'First 90 Days Plan.pdf'],
  },
  {
    name: 'Understanding Your Benefits',
    trainingType: 'Corporate',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Benefits',
    description: 'Health, dental and retirement plans, and how to enrol.',
    files: ['Benefits Summary.pdf'],
  },
  {
    name: 'Respect in the Workplace',
    trainingType: 'Legislative',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Policies',
    description: 'Preventing harassment and discrimination: what the law requires of all of us.',
    videoUrl: 'https://www.youtube.com/watch?v=J2yPMGPMk4E',
    files: ['Respect in the Workplace Policy.pdf'],
  },
  {
    name: 'Giving Useful Feedback',
    trainingType: 'Corporate',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Performance',
    description: 'Preparing for check-ins and year-end reviews, for managers and their teams.',
    group: 'Managers',
  },
  {
    name: 'Spotting Phishing Emails',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'IT',
    subCategory: 'Security',
    description: 'The signs of a phishing message and what to do when one arrives.',
    videoUrl: 'https://www.youtube.com/watch?v=XBkzBrXlle0',
    files: ['Phishing Quick Reference.pdf'],
  },
  {
    name: 'Password Managers',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'IT',
    subCategory: 'Security',
    description: 'Setting up the company password manager and sharing a vault safely.',
  },
  {
    name: 'Teams Meetings Like a Pro',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'IT',
    subCategory: 'Microsoft 365',
    description: 'Scheduling, breakout rooms, recordings and meeting notes in Teams.',
    videoUrl: 'https://www.youtube.com/watch?v=JpaptC7Zbq8',
    files: ['Teams Tips.pdf'],
  },
  {
    name: 'OneDrive and SharePoint Basics',
    trainingType: 'Technical',
    region: 'Canada & USA',
    category: 'IT',
    subCategory: 'Microsoft 365',
    description: 'Where to keep files, how to share them and how versions work.',
  },
  {
    name: 'Setting Up Your Laptop',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'IT',
    subCategory: 'Hardware',
    description: 'First sign-in, docking stations and monitors, and getting help from the IT desk.',
    files: ['Laptop Setup Guide.pdf'],
  },
  {
    name: 'Incident Reporting',
    trainingType: 'Legislative',
    region: 'Canada & USA',
    category: 'Operations',
    subCategory: 'Health & Safety',
    description: 'Reporting an injury, near miss or hazard within the required time.',
    videoUrl: 'https://vimeo.com/148751763',
    files: ['Incident Report Steps.pdf'],
  },
  {
    name: 'Quality Inspections on Site',
    trainingType: 'Technical',
    region: 'Doha',
    category: 'Operations',
    subCategory: 'Quality',
    description: 'Inspection points, hold points and sign-off records for site work.',
  },
  {
    name: 'Standard Work Instructions',
    trainingType: 'Corporate',
    region: 'All Company',
    category: 'Operations',
    subCategory: 'Processes',
    description: 'Reading, following and improving the standard work instructions.',
  },
  {
    name: 'Submitting Expenses',
    trainingType: 'Corporate',
    region: 'Canada',
    category: 'Finance',
    subCategory: 'Expenses',
    description: 'Receipts, mileage and per diems: getting your expenses approved first time.',
    videoUrl: 'https://www.youtube.com/watch?v=Wf6fQ6E8pxE',
    files: ['Expense Policy.pdf'],
  },
  {
    name: 'Purchasing Approvals',
    trainingType: 'Corporate',
    region: 'Canada & USA',
    category: 'Finance',
    subCategory: 'Purchasing',
    description: 'Who approves what, and how a purchase request moves through approval.',
  },
  {
    name: 'Reading Your Pay Stub',
    trainingType: 'Corporate',
    region: 'USA',
    category: 'Finance',
    subCategory: 'Payroll',
    description: 'Deductions, year-to-date totals and where to ask questions.',
    files: ['Pay Stub Explained.pdf'],
  },
  {
    name: 'Month-End Reporting',
    trainingType: 'Technical',
    region: 'All Company',
    category: 'Finance',
    subCategory: 'Reporting',
    description: 'The month-end calendar and the reports each team sends.',
  },
  {
    name: 'Consultative Selling',
    trainingType: 'Corporate',
    region: 'Canada & USA',
    category: 'Account Teams',
    subCategory: 'Sales',
    description: 'Understanding a client’s problem before proposing a solution.',
    videoUrl: 'https://vimeo.com/336812660',
  },
  {
    name: 'Handling a Client Complaint',
    trainingType: 'Corporate',
    region: 'All Company',
    category: 'Account Teams',
    subCategory: 'Customer Service',
    description: 'Listening, owning the issue and following through.',
    files: ['Complaint Handling Guide.pdf'],
  },
  {
    name: 'Writing a Winning Proposal',
    trainingType: 'Corporate',
    region: 'Canada',
    category: 'Account Teams',
    subCategory: 'Proposals',
    description: 'Structure, pricing and the review steps before a proposal goes out.',
  },
];

const COVID_DOCUMENTS: (Omit<TrainingDocValues, 'trainingType' | 'group' | 'videoUrl'> & {
  files: string[];
})[] = [
  {
    name: 'Workplace Covid-19 Safety Plan',
    type: 'Protocol',
    region: 'All Company',
    category: 'Operations',
    subCategory: 'Health & Safety',
    description:
      'How our offices, warehouses and sites keep everyone safe: distancing, cleaning and ventilation.',
    files: ['Covid-19 Safety Plan.pdf'],
  },
  {
    name: 'Positive Case on Site',
    type: 'Protocol',
    region: 'Canada & USA',
    category: 'Operations',
    subCategory: 'Health & Safety',
    description: 'The steps to take when someone at work tests positive, and who to tell.',
    files: ['Positive Case Protocol.pdf'],
  },
  {
    name: 'Visitors and Contractors',
    type: 'Protocol',
    region: 'Doha',
    category: 'Operations',
    subCategory: 'Health & Safety',
    description: 'Screening and sign-in for everyone who visits a site.',
    files: ['Visitor Protocol.pdf'],
  },
  {
    name: 'Daily Health Screening',
    type: 'Form',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Policies',
    description: 'Complete before arriving at work each day.',
    files: ['Daily Health Screening Form.pdf'],
  },
  {
    name: 'Return to Work Declaration',
    type: 'Form',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Policies',
    description: 'Sign and send to HR before returning after an absence for illness.',
    files: ['Return to Work Declaration.pdf'],
  },
];

const FORMS: (CorporateFormValues & { file: string })[] = [
  {
    name: 'New Hire Setup Form',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Onboarding',
    file: 'New Hire Setup Form.pdf',
  },
  {
    name: 'Direct Deposit Authorization',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Onboarding',
    file: 'Direct Deposit Authorization.pdf',
  },
  {
    name: 'TD1 Personal Tax Credits',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Onboarding',
    file: 'TD1 Personal Tax Credits.pdf',
  },
  {
    name: 'W-4 Employee Withholding',
    region: 'USA',
    category: 'HR',
    subCategory: 'Onboarding',
    file: 'W-4 Employee Withholding.pdf',
  },
  {
    name: 'Benefits Enrolment',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Benefits',
    file: 'Benefits Enrolment.pdf',
  },
  {
    name: 'Beneficiary Designation',
    region: 'Canada & USA',
    category: 'HR',
    subCategory: 'Benefits',
    file: 'Beneficiary Designation.pdf',
  },
  {
    name: 'Leave of Absence Request',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Leave',
    file: 'Leave of Absence Request.pdf',
  },
  {
    name: 'Parental Leave Plan',
    region: 'Canada',
    category: 'HR',
    subCategory: 'Leave',
    file: 'Parental Leave Plan.pdf',
  },
  {
    name: 'Change of Address',
    region: 'All Company',
    category: 'HR',
    subCategory: 'Payroll Changes',
    file: 'Change of Address.pdf',
  },
  {
    name: 'Expense Claim',
    region: 'All Company',
    category: 'Finance',
    subCategory: 'Expenses',
    file: 'Expense Claim.pdf',
  },
  {
    name: 'Mileage Log',
    region: 'Canada & USA',
    category: 'Finance',
    subCategory: 'Expenses',
    file: 'Mileage Log.pdf',
  },
  {
    name: 'Purchase Order Request',
    region: 'All Company',
    category: 'Finance',
    subCategory: 'Purchasing',
    file: 'Purchase Order Request.pdf',
  },
  {
    name: 'Travel Authorization',
    region: 'All Company',
    category: 'Finance',
    subCategory: 'Travel',
    file: 'Travel Authorization.pdf',
  },
  {
    name: 'New Vendor Setup',
    region: 'Canada & USA',
    category: 'Finance',
    subCategory: 'Vendor Setup',
    file: 'New Vendor Setup.pdf',
  },
];

/** A small PDF whose page says what it is. */
const pdf = (fileName: string) => checkedUpload(fileName, minimalPdf(fileName.replace(/\.pdf$/, '')));

export const librarySeed: DemoSeedModule = {
  name: 'library',
  tables: [trainingDocs, corporateForms, libraryAttachments],
  async seed(tx, { organisation, today }) {
    const deps = { db: tx, openStore: databaseAttachmentStore };
    const author =
      organisation.employees.find((person) => person.workEmail === PERSONAS.alex.email)?.id ?? null;
    // The first of the list is the newest: one added every four days, back from yesterday.
    for (const [index, training] of TRAININGS.entries()) {
      const { files: names = [], videoUrl = '', group = '', ...values } = training;
      const createdAt = new Date(today.getTime() - (1 + index * 4) * DAY_MS);
      const uploads = await Promise.all(names.map(pdf));
      await createTrainingDoc(
        deps,
        { ...values, type: 'Training', videoUrl, group },
        author,
        uploads,
        createdAt,
      );
    }
    for (const { files: names, ...values } of COVID_DOCUMENTS) {
      const uploads = await Promise.all(names.map(pdf));
      await createTrainingDoc(
        deps,
        { ...values, trainingType: null, group: '', videoUrl: '' },
        author,
        uploads,
      );
    }
    for (const { file, ...values } of FORMS) {
      await createCorporateForm(deps, values, author, [await pdf(file)]);
    }
  },
};
