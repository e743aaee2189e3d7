import { INQUIRY_PRODUCT_NO_MAX, inquiryBody, type InquirySource, type InquiryType, type PurchaseFor, type UserInfo } from '@netshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../lib/alerts';
import { inquiriesApi, inquiryFormData, MY_INQUIRIES_KEY } from '../../../lib/shared-api/inquiries-api';
import { useSite } from '../../../lib/site-store';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { serverFieldErrors, useZodForm } from '../../../lib/use-zod-form';
import { useMyCompany } from '../../companies';
import type { InquiryPrefill, InquirySent } from '../lib/inquiry-types';

interface Values extends Record<string, unknown> {
  type: InquiryType | '';
  productNo: string;
  company: string;
  phone: string;
  details: string;
  name: string;
  email: string;
  spuId: string;
  skuId: string;
  solutionId: string;
  source: InquirySource;
  /** The lines as JSON text (multipart fields are text), or empty. */
  lines: string;
  /** For the company or the buyer themselves (issue 29); '' until a member who may ask for the company chooses. */
  purchaseFor: PurchaseFor | '';
}

/**
 * An inquiry being written (docs/product.md#entities): the form, prefilled from where it opened and
 * checked with the contract's schema (a guest must give an e-mail), the file beside it, and the send.
 */
export function useInquiryForm(prefill: InquiryPrefill, source: InquirySource, onSent: (sent: InquirySent) => void) {
  const queryClient = useQueryClient();
  const guest = useCartOwner() === 'guest';
  const profileCompany = useSite((s) => (s.loginUser as Partial<UserInfo> | null)?.companyName ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // A member who may manage the company's quotations asks for the company unless they choose themselves.
  const company = useMyCompany();
  const companyName = company.can('quotations.manage') ? (company.membership?.company.name ?? null) : null;
  const form = useZodForm(
    inquiryBody,
    {
      type: prefill.type ?? '',
      productNo: (prefill.productNo ?? '').slice(0, INQUIRY_PRODUCT_NO_MAX),
      company: profileCompany,
      phone: '',
      details: '',
      name: '',
      email: '',
      spuId: prefill.spuId ? String(prefill.spuId) : '',
      skuId: prefill.skuId ? String(prefill.skuId) : '',
      solutionId: prefill.solution ? String(prefill.solution.id) : '',
      source,
      lines: prefill.lines?.length ? JSON.stringify(prefill.lines.map(({ skuId, quantity }) => ({ skuId, quantity }))) : '',
      purchaseFor: '',
    } as Values,
    // The schema takes an absent e-mail (a buyer is answered at their account's); a guest must give one.
    { check: (v) => (guest && !v.email.trim() ? { email: 'required' } : {}) },
  );
  const { values } = form;

  const onSubmit = form.submit(
    async (data) => {
      const base = guest ? data : { ...data, email: undefined, name: undefined };
      const purchaseFor = companyName && values.purchaseFor !== 'personal' ? 'company' : undefined;
      const fields = { ...base, lines: values.lines || undefined, purchaseFor };
      const { data: created, msg } = await inquiriesApi.create(inquiryFormData(fields, file));
      // docs/product.md#errors: "inquiry submitted (reply within 1 business day)", in the server's words and language.
      alert.success(msg);
      void queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });
      onSent({ inquiryNo: created.inquiryNo, guestEmail: guest ? (data.email ?? null) : null });
    },
    (err) => {
      // The server's word on the file (its content, its size) stays with the file field.
      setFileError(serverFieldErrors(err)?.file);
      return false;
    },
  );
  const chooseFile = (f: File | null) => {
    setFile(f);
    setFileError(undefined);
  };

  return { form, file, fileError, chooseFile, onSubmit, companyName };
}
