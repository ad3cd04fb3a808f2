import { SIGNER_MSG } from '@cc/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProfileForm,
  firstProfileAlert,
  type ProfileFormValues,
  toProfilePayload,
} from './profile-form.ts';

const filled: ProfileFormValues = {
  ...emptyProfileForm,
  tradename: 'Tienda Ana',
  economic_activity: '4711',
  first_name: 'Ana',
  last_name: 'Pérez',
  identification_type: '13',
  identification_number: '43111222',
  cellphone: '3001112233',
  state: '5',
  city: '5001',
  address: 'Calle 50 # 40-30',
};

describe('the signers of the statements in the profile form (issue 23 item 5)', () => {
  it('are optional', () => {
    expect(firstProfileAlert(filled)).toBeNull();
  });

  it('a half-filled signer alerts on its first missing field, with the server’s text', () => {
    expect(firstProfileAlert({ ...filled, accountant_name: 'Carlos Ruiz' })).toEqual({
      field: 'accountant_identification',
      message: SIGNER_MSG.accountantIdentification,
    });
    expect(firstProfileAlert({ ...filled, legal_rep_identification: '43111222' })).toEqual({
      field: 'legal_rep_name',
      message: SIGNER_MSG.legalRepName,
    });
    expect(firstProfileAlert({ ...filled, accountant_card: '12 34' })).toEqual({
      field: 'accountant_card',
      message: SIGNER_MSG.cardInvalid,
    });
  });

  it("are sent trimmed, '' clearing them", () => {
    const body = toProfilePayload({ ...filled, accountant_name: ' Carlos Ruiz ' });
    expect(body).toMatchObject({ accountant_name: 'Carlos Ruiz', legal_rep_name: '', accountant_card: '' });
  });
});
