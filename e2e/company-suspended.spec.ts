import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { KEYS, OPS, login, mailedCode, ready, registerBuyer } from './helpers';

// Issue 29: a suspended company's members still sign in and read its history, but nothing is
// bought in its name on any path. Here the web path, in French: a buyer of the company has the
// checkout open for the company when sales suspend it; placing the order is refused with the
// server's words; opened again it no longer offers the company and an order for themselves goes
// through (ADR 0045); the account centre shows why, and the company's orders still read.

const API = '/api/ew/buyer';
const STAFF = '/api/ew/staff/companies';
const FR = { lang: '5' };
// The envelope of an answer; its data as parsed (each use names the fields it reads).
const json = async (res: APIResponse) => (await res.json()) as { code: number; msg: string; data: ReturnType<typeof JSON.parse> };

/** Registers and signs in (the browser's cookie too) a buyer; their token. */
async function signedIn(page: Page) {
  const buyer = await registerBuyer(page, 'Start#123');
  return { email: buyer.email, token: await login(page, buyer.email, buyer.password) };
}

/** Registers an invited address (its code is the first mail after the invitation, `after`) and signs in. */
async function invitedSignedIn(page: Page, email: string, after: number) {
  const password = 'Start#123';
  expect((await json(await page.request.post(`${API}/user/register/email`, { data: { email } }))).code).toBe(200);
  const { code } = await mailedCode(page, email, after);
  const countries = (await json(await page.request.get(`${API}/user/country/1`))).data as { countryId: number; code: string }[];
  const res = await json(await page.request.post(`${API}/user/register2`, { data: { email, code, password, confirmPassword: password, firstName: 'Camille', lastName: 'Martin', countryId: countries.find((c) => c.code === 'FR')!.countryId, agree: true } }));
  expect(res.code, res.msg).toBe(200);
  return { email, token: await login(page, email, password) };
}

/** A staff decision over the company's current version, as the console sends it. */
async function decide(page: Page, companyId: number, decision: string, note: string) {
  const { version } = (await json(await page.request.get(`${STAFF}/${companyId}`, { headers: OPS }))).data.company as { version: number };
  const res = await json(await page.request.post(`${STAFF}/${companyId}/decision`, { headers: OPS, data: { decision, note, version } }));
  expect(res.code, res.msg).toBe(200);
}

test('fr: a member of a suspended company is refused at checkout for the company, sees why in the account centre and still reads its orders', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.context().addInitScript((k) => localStorage.setItem(k, '1'), KEYS.cookie);
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const companyName = `Réseaux Lumière ${id}`;

  // A company (applied and approved through the API) and a buyer of it, with a French address.
  const setup = await (await browser.newContext()).newPage();
  const admin = await signedIn(setup);
  const countries = (await json(await setup.request.get(`${API}/user/country/1`))).data as { countryId: number; code: string }[];
  const fr = countries.find((c) => c.code === 'FR')!;
  const applied = await json(
    await setup.request.post(`${API}/companies`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { name: companyName, countryId: fr.countryId, taxNo: 'FR40303265045', address: '12 rue de la Paix', city: 'Lyon', postcode: '69002', industry: 'integrator', phone: '+33 4 72 00 00 00' },
    }),
  );
  expect(applied.code, applied.msg).toBe(200);
  const companyId = ((await json(await setup.request.get(`${STAFF}?q=${encodeURIComponent(admin.email)}&status=pending`, { headers: OPS }))).data.items as { id: number }[])[0]!.id;
  await decide(setup, companyId, 'approve', 'Dossier complet.');

  const buyerEmail = `acheteur-${id}@example.com`;
  const invited = await json(await setup.request.post(`${API}/companies/mine/invitations`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { email: buyerEmail, roles: ['buyer'] } }));
  expect(invited.code, invited.msg).toBe(200);
  // The invitation's link, from the dev mailbox.
  let token = '';
  let mailId = 0;
  await expect
    .poll(async () => {
      const mails = (await json(await setup.request.get(`/api/dev/mailbox?to=${encodeURIComponent(buyerEmail)}`))).data as { id: number; text: string }[];
      const mail = mails.find((m) => m.text.includes('companyInvite?token='));
      token = (mail && /companyInvite\?token=([\w.-]+)/.exec(mail.text)?.[1]) ?? '';
      mailId = mail?.id ?? 0;
      return token;
    })
    .not.toBe('');
  await setup.context().close();

  const buyer = await invitedSignedIn(page, buyerEmail, mailId);
  const headers = { Authorization: `Bearer ${buyer.token}` };
  expect((await json(await page.request.post(`${API}/companies/invitations/accept`, { headers, data: { token } }))).code).toBe(200);
  const regions = (await json(await page.request.get(`${API}/user/region/${fr.countryId}/1`))).data as { regionId: number }[];
  const address = await json(
    await page.request.post(`${API}/user/addresses`, {
      headers,
      data: { type: 'shipping', firstName: 'Camille', lastName: 'Martin', countryId: fr.countryId, ...(regions[0] ? { regionId: regions[0].regionId } : {}), city: 'Lyon', zip: '69002', phone: '+33 6 12 34 56 78', line1: '12 rue de la Paix', line2: '', isDefault: true },
    }),
  );
  expect(address.code, address.msg).toBe(200);
  const addressId = address.data.addressId as number;

  // An order for the company while it is active: it stays readable afterwards.
  const products = (await json(await page.request.get(`${API}/catalog/products?pageSize=10`))).data.items as { spuId: number }[];
  const skus = (await Promise.all(products.map(async (p) => (await json(await page.request.get(`${API}/catalog/products/${p.spuId}`))).data.skus as { skuId: number; stock: number }[])))
    .flat()
    .filter((s) => s.stock >= 50);
  const [first, second] = [skus[0]!, skus[1]!];
  const items = [{ skuId: first.skuId, quantity: 1 }];
  const preview = (await json(await page.request.post(`${API}/checkout/preview`, { headers, data: { items, shippingAddressId: addressId, purchaseFor: 'company' } }))).data;
  const earlier = await json(
    await page.request.post(`${API}/orders`, { headers, data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: addressId, shippingMethodId: preview.shippingMethods[0].shippingMethodId, purchaseFor: 'company' } }),
  );
  expect(earlier.code, earlier.msg).toBe(200);
  const earlierNo = earlier.data.orderNo as string;

  // The buyer has the checkout open for the company…
  expect((await json(await page.request.post(`${API}/cart/items`, { headers, data: { skuId: second.skuId, quantity: 2 } }))).code).toBe(200);
  await page.goto('/order?from=cart&lang=fr');
  await ready(page);
  await expect(page.getByTestId('purchase-for')).toContainText('Commande pour');
  await expect(page.getByTestId('purchase-for-company')).toContainText(companyName);
  await expect(page.getByTestId('purchase-for-company').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('shipping-method-option').first()).toBeVisible();

  // …when sales suspend it. Placing the order, from the page opened before, is refused in French.
  const reason = 'Factures impayées depuis 60 jours';
  await decide(page, companyId, 'suspend', reason);
  await page.getByTestId('order-submit').click();
  const refusal = 'Le compte de votre entreprise est suspendu ou clôturé : vous ne pouvez ni commander, ni accepter de devis, ni faire de demande en son nom. Vous pouvez toujours consulter son historique';
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(page).toHaveURL(/\/order\?from=cart/);
  // Nothing was placed: the company still has the one order from before.
  const companyOrders = (await json(await page.request.get(`${API}/orders?scope=company`, { headers }))).data.items as { orderNo: string }[];
  expect(companyOrders.map((o) => o.orderNo)).toEqual([earlierNo]);

  // Opened again, the checkout no longer offers the company.
  await page.reload();
  await ready(page);
  await expect(page.getByTestId('shipping-method-option').first()).toBeVisible();
  await expect(page.locator('[data-testid="purchase-for-company"] input:enabled')).toHaveCount(0);
  // Buying for themselves still works (ADR 0045): the order is their own, not the company's.
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderPayment\?orderNo=/);
  const personalNo = new URL(page.url()).searchParams.get('orderNo')!;
  expect((await json(await page.request.get(`${API}/orders/${personalNo}`, { headers }))).data).toMatchObject({ purchaseFor: 'personal' });
  const stillOne = (await json(await page.request.get(`${API}/orders?scope=company`, { headers }))).data.items as { orderNo: string }[];
  expect(stillOne.map((o) => o.orderNo)).toEqual([earlierNo]);

  // The account centre says the company is suspended, why, and what still works.
  await page.goto('/accountCenter/company');
  await expect(page.getByTestId('company-name')).toHaveText(companyName);
  const banner = page.getByTestId('company-status-banner');
  await expect(banner).toContainText('Ce compte entreprise est suspendu.');
  await expect(banner).toContainText(`Motif : ${reason}`);
  await expect(banner).toContainText('Vous voyez toujours les commandes, devis et factures de l’entreprise');

  // The company's orders still read, with who placed them.
  await page.goto('/accountCenter/orders?scope=company');
  const card = page.locator(`[data-testid="order-card"][data-order-no="${earlierNo}"]`);
  await expect(card.getByTestId('order-placed-by')).toContainText(companyName);
  await expect(card.getByTestId('order-placed-by')).toContainText('passée par');
  await card.getByRole('link', { name: new RegExp(earlierNo) }).first().click();
  await expect(page.getByTestId('detail-company')).toContainText(companyName);

  // The API says the same to an order sent directly.
  const direct = await page.request.post(`${API}/orders`, {
    headers: { ...headers, ...FR },
    data: { idempotencyKey: crypto.randomUUID(), items, shippingAddressId: addressId, shippingMethodId: preview.shippingMethods[0].shippingMethodId, purchaseFor: 'company' },
  });
  expect(direct.status()).toBe(403);
  expect((await json(direct)).msg).toBe(refusal);
});
