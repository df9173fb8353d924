// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { railForm } from '../../sandbox/kyc/forms.ts';
import type { FormNode, KycEntity } from '../../src/api/types/kyc';
import { answersFrom, countKey, fieldsOf, problemsOf, toPatch } from '../../src/features/kyc/form/form-model';
import { fieldProblem } from '../../src/shared/form-rules';
import { KYC_UPLOAD, LOGO_UPLOAD, sniffUploadType, uploadProblem } from '../../src/shared/upload-rules';

/** The FormNode model (answers by path, the PATCH body) and the shared field and upload rules. */
const us = railForm('rail_us_banking');
const entity = {
  type: 'individual',
  status: 'APPROVED',
  dao_status: false,
  transmits_customer_funds: false,
  email: 'old@example.com',
  address: { id: 'a1', address_line2: 'Apt 4', country_id: 233, country: { id: 233 } },
} as unknown as KycEntity;

describe('the rule of one field', () => {
  it('says precisely what is wrong, in codes', () => {
    expect(fieldProblem({ type: 'text', required: true }, '  ')).toEqual({ code: 'required' });
    expect(fieldProblem({ type: 'text' }, '')).toBeNull();
    expect(fieldProblem({ type: 'email' }, 'a@b')).toEqual({ code: 'email' });
    expect(fieldProblem({ type: 'date' }, '2023-02-29')).toEqual({ code: 'date' });
    expect(fieldProblem({ type: 'date' }, '2024-02-29')).toBeNull();
    expect(fieldProblem({ type: 'number', validation: { min: 0 } }, '-1')).toEqual({
      code: 'min',
      params: { limit: '0' },
    });
    expect(fieldProblem({ type: 'number' }, '1e3')).toEqual({ code: 'number' });
    expect(fieldProblem({ type: 'text', validation: { minLength: 3 } }, 'ab')).toEqual({
      code: 'minLength',
      params: { limit: 3 },
    });
    // The pattern matches the whole value, and keeps the platform's sentence.
    const ssn = { type: 'text', validation: { pattern: '\\d{3}', message: 'Three digits.' } };
    expect(fieldProblem(ssn, '1234')).toEqual({ code: 'pattern', params: { message: 'Three digits.' } });
    expect(fieldProblem({ type: 'select', options: [{ value: 233 }] }, '233')).toBeNull();
    expect(fieldProblem({ type: 'radio', options: [{ value: 'A' }] }, 'B')).toEqual({ code: 'option' });
    expect(fieldProblem({ type: 'checkbox', required: true }, false)).toEqual({ code: 'mustAccept' });
    expect(fieldProblem({ type: 'checkbox', required: true, options: [{ value: 'A' }] }, [])).toEqual({
      code: 'required',
    });
    expect(fieldProblem({ type: 'switch', required: true }, false)).toBeNull();
    expect(fieldProblem({ type: 'file' }, 'https://evil.example/x.png')).toEqual({ code: 'file' });
  });

  it('checks a document before it leaves: size, type, emptiness; and reads the type from its bytes', () => {
    expect(uploadProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/png' }, KYC_UPLOAD)).toEqual({
      code: 'fileSize',
      params: { mb: 10 },
    });
    expect(uploadProblem({ size: 10, type: 'image/heic' }, KYC_UPLOAD)).toEqual({ code: 'fileType' });
    expect(uploadProblem({ size: 0, type: 'image/png' }, KYC_UPLOAD)).toEqual({ code: 'fileEmpty' });
    expect(uploadProblem({ size: 10, type: 'application/pdf' }, KYC_UPLOAD)).toBeNull();
    expect(sniffUploadType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffUploadType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('checks a logo by its own limits: JPG, PNG or WebP up to 5 MB, never a PDF; a WebP is known by its bytes', () => {
    expect(uploadProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' }, LOGO_UPLOAD)).toEqual({
      code: 'fileSize',
      params: { mb: 5 },
    });
    expect(uploadProblem({ size: 10, type: 'application/pdf' }, LOGO_UPLOAD)).toEqual({ code: 'fileType' });
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' }, LOGO_UPLOAD)).toEqual({ code: 'fileType' });
    expect(uploadProblem({ size: 10, type: 'image/webp' }, LOGO_UPLOAD)).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/webp' }, KYC_UPLOAD)).toEqual({ code: 'fileType' });
    expect(sniffUploadType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffUploadType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('a FormNode tree as answers and as the PATCH body', () => {
  it('prefills from the entity by path and builds the body in wire types, keeping what the form does not ask', () => {
    const answers = answersFrom(us, entity);
    expect(answers.email).toBe('old@example.com');
    expect(answers['address.country_id']).toBe('233');
    expect(answers.transmits_customer_funds).toBe(false);
    const body = toPatch(us, { ...answers, occupation: 'teacher', engage_in_activities: ['NONE'] }, entity);
    expect(body).toMatchObject({
      email: 'old@example.com',
      occupation: 'teacher',
      engage_in_activities: ['NONE'],
      date_of_birth: null,
      address: { id: 'a1', address_line2: 'Apt 4', country_id: 233, city: null },
      aml_questionnaire: { document_is_current: false },
    });
    expect(body.address).not.toHaveProperty('country'); // read-only, the platform's
    expect(Object.keys(problemsOf(us, answers))).toContain('tax_identification_number');
  });

  it('walks an isArray group per entry and sends a list', () => {
    const owners: FormNode[] = [
      {
        type: 'group',
        group: {
          label: 'Owners',
          name: 'beneficial_owners',
          isArray: true,
          fields: [
            { type: 'field', field: { name: 'email', label: 'Email', type: 'email', required: true } },
          ],
        },
      },
    ];
    const answers = { [countKey('beneficial_owners')]: '2', 'beneficial_owners.0.email': 'a@example.com' };
    expect(fieldsOf(owners, answers).map((f) => f.path)).toEqual([
      'beneficial_owners.0.email',
      'beneficial_owners.1.email',
    ]);
    expect(Object.keys(problemsOf(owners, answers))).toEqual(['beneficial_owners.1.email']);
    expect(toPatch(owners, answers, undefined)).toEqual({
      beneficial_owners: [{ email: 'a@example.com' }, { email: null }],
    });
    const back = answersFrom(owners, {
      beneficial_owners: [{ email: 'x@example.com' }, { email: 'y@example.com' }],
    } as unknown as KycEntity);
    expect(back).toEqual({
      [countKey('beneficial_owners')]: '2',
      'beneficial_owners.0.email': 'x@example.com',
      'beneficial_owners.1.email': 'y@example.com',
    });
  });
});
