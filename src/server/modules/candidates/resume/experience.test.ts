import { describe, expect, it } from 'vitest';
import { EXPERIENCE_LEVELS } from '../../../../shared/applications';
import { deriveExperience, EXPERIENCE_LABELS } from './experience';

const NOW = new Date('2025-06-15T12:00:00Z');
const derive = (text: string) => deriveExperience(text, NOW);

describe('deriveExperience', () => {
  it('uses the labels of the candidate views', () => {
    expect(EXPERIENCE_LABELS).toEqual(['Senior', 'Mid-Level', 'Junior', 'Not specified']);
    expect(EXPERIENCE_LABELS).toBe(EXPERIENCE_LEVELS);
  });

  it('reads years stated in words or digits', () => {
    expect(derive('Senior Software Engineer, 8 years of experience with TypeScript')).toEqual({
      label: 'Senior',
      years: 8,
    });
    expect(derive('5+ yrs experience in sales')).toEqual({ label: 'Mid-Level', years: 5 });
    expect(derive('Over ten years in banking.')).toEqual({ label: 'Senior', years: 10 });
    expect(derive("Nurse with 2 years' experience")).toEqual({ label: 'Junior', years: 2 });
    expect(derive('Experience: 3 years')).toEqual({ label: 'Mid-Level', years: 3 });
    expect(derive('A decade of experience in logistics')).toEqual({ label: 'Senior', years: 10 });
    expect(derive('1 year of experience')).toEqual({ label: 'Junior', years: 1 });
    expect(derive('2.5 years of experience')).toEqual({ label: 'Junior', years: 2 });
  });

  it('takes the largest stated figure and caps it at 50', () => {
    expect(derive('3 years of experience in React. 9 years of experience overall.')).toEqual({
      label: 'Senior',
      years: 9,
    });
    expect(derive('over 60 years of experience')).toEqual({ label: 'Senior', years: 50 });
  });

  it('does not take an age or a number far from "experience" for years', () => {
    expect(derive('I am 25 years old and have experience in sales')).toEqual({
      label: 'Not specified',
      years: null,
    });
    expect(derive('Grew revenue 40% in 2 years. Experience with Sage.')).toEqual({
      label: 'Not specified',
      years: null,
    });
  });

  it('adds up date ranges, counting overlapping jobs once', () => {
    const text = [
      'EXPERIENCE',
      'Accountant, GCB Bank',
      '2015 – 2019',
      'Consultant, EY (part time)',
      '2018 - 2021',
    ].join('\n');
    // 2015 to 2021, not 4 + 3.
    expect(derive(text)).toEqual({ label: 'Senior', years: 6 });
    expect(derive('Cashier, Melcom 2016 – 2017\nTeller, Fidelity Bank 2019 – 2020')).toEqual({
      label: 'Junior',
      years: 2,
    });
  });

  it('counts ranges that run to the present', () => {
    expect(derive('Software Engineer, Hubtel, Jan 2018 - Present')).toEqual({
      label: 'Senior',
      years: 7,
    });
    expect(derive('Teacher, Ghana Education Service, 2022 to date')).toEqual({
      label: 'Mid-Level',
      years: 3,
    });
    expect(derive('Sales Officer, MTN Ghana, March 2024 – Current')).toEqual({
      label: 'Junior',
      years: 1,
    });
    expect(derive('Analyst 09/2023 - 05/2025')).toEqual({ label: 'Junior', years: 1 });
    expect(derive('Analyst Jan 2020 – Dec 2022')).toEqual({ label: 'Mid-Level', years: 3 });
  });

  it('leaves out education ranges', () => {
    expect(derive('EDUCATION\nBSc Accounting, University of Ghana\n2010 – 2014')).toEqual({
      label: 'Not specified',
      years: null,
    });
    expect(derive('University of Cape Coast\nBSc Economics\n2012 – 2016')).toEqual({
      label: 'Not specified',
      years: null,
    });
    expect(
      derive('WASSCE, Achimota School, 2006 - 2009\nAccounts Clerk, Kasapreko 2016 - 2020'),
    ).toEqual({ label: 'Mid-Level', years: 4 });
    // Under an experience heading a school is an employer.
    expect(derive('WORK EXPERIENCE\nTeacher, Accra Academy, 2015 – 2019')).toEqual({
      label: 'Mid-Level',
      years: 4,
    });
  });

  it('ignores ranges in the future, reversed or in references', () => {
    expect(derive('Planned project 2027 – 2029')).toEqual({ label: 'Not specified', years: null });
    expect(derive('Odd range 2019 - 2015')).toEqual({ label: 'Not specified', years: null });
    expect(derive('REFERENCES\nDr. Kofi Ansah, Head of Department, 1990 - 2020')).toEqual({
      label: 'Not specified',
      years: null,
    });
  });

  it('lets a senior title lift the label, except from under three years', () => {
    expect(derive('Head of Finance at Stanbic\n2020 – 2024')).toEqual({
      label: 'Senior',
      years: 4,
    });
    expect(derive('Lead Developer\n2023 – 2024')).toEqual({ label: 'Junior', years: 1 });
    expect(derive('Principal Consultant, Deloitte')).toEqual({ label: 'Senior', years: null });
    expect(derive('SENIOR ACCOUNTANT')).toEqual({ label: 'Senior', years: null });
  });

  it('does not read prose or school names as titles', () => {
    expect(derive('Senior High School Teacher')).toEqual({ label: 'Not specified', years: null });
    expect(derive('I lead a team of developers')).toEqual({ label: 'Not specified', years: null });
    expect(derive('Lead a team of developers')).toEqual({ label: 'Not specified', years: null });
    expect(derive('Reported to the head of finance')).toEqual({
      label: 'Not specified',
      years: null,
    });
  });

  it('reads intern, graduate and national service as junior when no years are found', () => {
    expect(derive('Intern, Vodafone Ghana')).toEqual({ label: 'Junior', years: null });
    expect(derive('Graduate Trainee at Absa')).toEqual({ label: 'Junior', years: null });
    expect(derive('National Service Personnel, Ghana Revenue Authority')).toEqual({
      label: 'Junior',
      years: null,
    });
    expect(derive('Entry-level data analyst')).toEqual({ label: 'Junior', years: null });
    expect(derive('Junior High School Teacher')).toEqual({ label: 'Not specified', years: null });
  });

  it('says nothing without evidence', () => {
    expect(derive('')).toEqual({ label: 'Not specified', years: null });
    expect(derive('Kofi Mensah\nAccra\nSkills: Excel, Sage')).toEqual({
      label: 'Not specified',
      years: null,
    });
    expect(derive('Phone 024-2019-2020')).toEqual({ label: 'Not specified', years: null });
  });
});
