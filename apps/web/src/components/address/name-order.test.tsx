import type { LangCode } from '@netshop/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSite } from '../../lib/site-store';
import { answerApi, renderRoutes } from '../../test/render-page';
import { AddressForm } from './address-form';

// Name fields follow the language (issue 24): 姓 before 名 in Chinese and Japanese, the given
// name first elsewhere; the DOM order is also the tab order.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSite.getState().set({ loginUser: null, defaultCountry: null });
});

const nameInputs = () => [...document.querySelectorAll<HTMLInputElement>('input[autocomplete$="-name"]')].map((i) => i.autocomplete);

describe('name fields of the address form', () => {
  it.each<[LangCode, string[], string[]]>([
    ['zh-CN', ['family-name', 'given-name'], ['姓', '名']],
    ['ja', ['family-name', 'given-name'], ['姓', '名']],
    ['en', ['given-name', 'family-name'], ['First name', 'Last name']],
    ['es', ['given-name', 'family-name'], ['Nombre', 'Apellidos']],
    ['fi', ['given-name', 'family-name'], ['Etunimi', 'Sukunimi']],
    ['fr', ['given-name', 'family-name'], ['Prénom', 'Nom']],
  ])('in %s come as %j', async (lang, order, labels) => {
    useSite.getState().set({ loadAllData: true });
    answerApi(() => ({ data: [] }));
    await renderRoutes([{ path: '/', element: <AddressForm editing={{ mode: 'new', type: 'shipping' }} onCancel={vi.fn()} onSaved={vi.fn()} /> }], '/', { lang, namespaces: ['account'] });
    expect(nameInputs()).toEqual(order);
    const [first, second] = labels.map((l) => screen.getByLabelText(l, { exact: true }));
    expect(first!.compareDocumentPosition(second!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
