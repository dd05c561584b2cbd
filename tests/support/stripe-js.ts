import type { Page } from '@playwright/test';

/**
 * Stripe.js in the browser tests. The real script (js.stripe.com) cannot load here (no internet),
 * so the page gets a stand-in with the part of Stripe.js's API the pay step uses: `Stripe(key)`,
 * `elements({ clientSecret }).create('payment').mount(el)` (a card form, labelled as our own test
 * card form is) and `confirmPayment()`, which posts the card to
 * `https://api.stripe.com/v1/payment_intents/{id}/confirm` with the publishable key and the client
 * secret, as Stripe.js does. Those requests go to the Stripe stand-in (tests/support/stripe-standin.ts),
 * which pays or declines by Stripe's test cards and sends the signed webhook event to the site.
 * The page's own CSP still applies: the script comes from js.stripe.com and the call goes to
 * api.stripe.com, as the site's policy allows for a Stripe dealer.
 */
const STRIPE_JS = `(() => {
  function Stripe(key) {
    let secret = null;
    let form = null;
    return {
      _registerWrapper() {},
      elements(opts) {
        secret = opts.clientSecret;
        return {
          create() {
            return {
              mount(el) {
                el.innerHTML =
                  '<div class="standin-payment-element">' +
                  '<label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number"></label>' +
                  '<label>Expiry (MM/YY) <input name="expiry" inputmode="numeric" autocomplete="cc-exp"></label>' +
                  '<label>Security code <input name="cvc" inputmode="numeric" autocomplete="cc-csc"></label>' +
                  '</div>';
                form = el;
              },
            };
          },
        };
      },
      async confirmPayment() {
        const value = (name) => form.querySelector('[name=' + name + ']').value;
        const [month, year] = value('expiry').split('/').map((x) => (x || '').trim());
        const body = new URLSearchParams({
          key,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': value('number'),
          'payment_method_data[card][exp_month]': month,
          'payment_method_data[card][exp_year]': year,
          'payment_method_data[card][cvc]': value('cvc'),
        });
        const id = secret.split('_secret_')[0];
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          body,
        });
        const answer = await res.json();
        return res.ok ? { paymentIntent: answer } : { error: answer.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the Stripe.js stand-in and sends the page's Stripe API calls to the stand-in's port. */
export async function stripeInBrowser(page: Page, standInPort: number) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const res = await fetch(`http://127.0.0.1:${standInPort}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      ...(request.postData() ? { body: request.postData()! } : {}),
    });
    await route.fulfill({
      status: res.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: await res.text(),
    });
  });
}
