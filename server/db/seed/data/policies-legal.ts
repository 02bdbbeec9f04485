import type { SeedPolicy } from "./seed-types";

const privacyPolicy = `
<p>This Privacy Policy explains how Mithaas Foods Private Limited ("Mithaas", "we", "us") collects, uses and protects your personal data when you visit our website or place an order with us. We process personal data in line with the <strong>Digital Personal Data Protection Act, 2023</strong> (the DPDP Act), the Information Technology Act, 2000 and the rules made under them.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, e-mail address and mobile number. You sign in with a one-time code sent to your e-mail, which we keep only as a secure hash until it expires ten minutes later.</li>
<li><strong>Order details:</strong> billing and delivery addresses, pincodes, the recipient's name and phone number, and any photos or text you upload to personalise a product.</li>
<li><strong>Payment information:</strong> payments are handled by our RBI-authorised payment gateway partner. We never see or store your full card number, CVV or UPI PIN.</li>
<li><strong>Usage data:</strong> pages visited, device and browser type, and an approximate location derived from your IP address, collected through essential cookies.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to process and deliver orders, to print personalised products, to send order and delivery updates by e-mail, to answer support requests, to prevent fraud and to meet our tax and accounting duties under GST law. With your consent we may also send you offers and our newsletter; you can withdraw that consent at any time through the unsubscribe link in every e-mail.</p>
<h2>Your rights</h2>
<p>Under the DPDP Act you have the right to:</p>
<ol>
<li>obtain a summary of the personal data we hold about you and how it is processed;</li>
<li>ask us to correct, complete or update inaccurate data;</li>
<li>ask us to erase data that is no longer needed for the purpose it was collected for, subject to legal retention requirements;</li>
<li>withdraw any consent you have given, without affecting processing already carried out;</li>
<li>nominate another person to exercise these rights in the event of your death or incapacity; and</li>
<li>have your grievance redressed by us and, if it remains unresolved, approach the Data Protection Board of India.</li>
</ol>
<h2>Who we share it with</h2>
<p>We share only what is necessary: the recipient's name, address and phone number with our courier partners, payment details with our payment gateway, and contact details with our e-mail provider and our cloud hosting provider in India. We do not sell or rent personal data to anyone. We may disclose data when required by law or by a lawful order of a court or government authority.</p>
<h2>Photos you upload</h2>
<p>Photos uploaded for mugs, cushions, frames and cakes are used only to make your order. We delete them from our production systems 30 days after delivery, unless you ask us to keep them for a repeat order.</p>
<h2>Retention and security</h2>
<p>We keep order and invoice records for eight years, as tax law requires, and other data only for as long as your account is active or as needed to resolve disputes. Data is encrypted in transit, access is limited to staff who need it, and we review our safeguards regularly.</p>
<h2>Children</h2>
<p>Our store is meant for adults. We do not knowingly collect personal data from anyone under 18 without verifiable consent from a parent or lawful guardian.</p>
<h2>Grievance Officer</h2>
<p>If you have a question or complaint about your personal data, please contact our Grievance Officer, Ms. Neha Kulkarni, at <a href="mailto:care@mithaas.in">care@mithaas.in</a> or <a href="tel:+919822012345">+91 98220 12345</a> (Monday to Saturday, 10 a.m. to 6 p.m.). We acknowledge complaints within 48 hours and aim to resolve them within 30 days.</p>
<p>We may update this policy from time to time. The latest version will always be on this page, and we will tell you by e-mail about any significant change.</p>
`;

const termsConditions = `
<p>These terms govern your use of the Mithaas website and any purchase you make from Mithaas Foods Private Limited, a company incorporated in India with its kitchen and office in Baner, Pune, Maharashtra 411045. By browsing the site or placing an order, you agree to these terms, together with our Privacy Policy, Shipping Policy and Cancellation &amp; Refund Policy.</p>
<h2>Eligibility and accounts</h2>
<p>You must be 18 or older, or use the site under the supervision of a parent or guardian. You sign in with a one-time code sent to your e-mail address, so please keep that mailbox secure; you are responsible for all activity under your account. Tell us at once if you suspect that someone else has used it.</p>
<h2>Products and pricing</h2>
<ul>
<li>All prices are in Indian Rupees and are <strong>inclusive of GST</strong>. Shipping charges, where they apply, are shown separately at checkout.</li>
<li>Our chocolates, cakes and mithai are handmade, so shape, colour and decoration may differ slightly from the photographs.</li>
<li>Flowers are seasonal. If a particular flower is unavailable, we may substitute one of equal or higher value in a similar colour.</li>
<li>We take care to list prices accurately. If an item is listed at an obviously wrong price, we may cancel the order and refund you in full.</li>
</ul>
<h2>Orders and payment</h2>
<p>An order is confirmed only when payment succeeds and you receive an order confirmation e-mail. We accept UPI, debit and credit cards, net banking and popular wallets through our payment partner. We may decline or cancel an order if we suspect fraud, if the delivery pincode is not serviceable or if stock runs out; in each case any amount paid is refunded in full.</p>
<h2>Personalised products</h2>
<p>When you upload photos or text, you confirm that you own them or have permission to use them, and that they are not offensive, defamatory or infringing. We may refuse to print content we consider inappropriate. Because personalised products are made for you alone, they cannot be cancelled once production has started and cannot be returned unless they arrive damaged or differ from the photos and words you gave us.</p>
<h2>Offers and coupons</h2>
<p>Offers and coupon codes are valid only for the period, minimum order value and usage limits stated with them. One coupon can be applied per order, coupons have no cash value, and we may withdraw an offer that is being misused.</p>
<h2>Food safety and allergens</h2>
<p>Our kitchen is 100% vegetarian and eggless and is licensed under the Food Safety and Standards Act, 2006. Our products may contain, or come into contact with, milk, nuts, gluten and soy. Please read the allergen information on each product page and label before eating.</p>
<h2>Limitation of liability</h2>
<p>To the extent permitted by law, our liability for any claim relating to an order is limited to the amount you paid for that order. We are not responsible for delays caused by events beyond our reasonable control, such as floods, strikes, lockdowns or courier disruptions during festivals.</p>
<h2>Governing law and jurisdiction</h2>
<p>These terms are governed by the laws of India. Subject to your rights under the Consumer Protection Act, 2019, the courts at <strong>Pune, Maharashtra</strong> shall have exclusive jurisdiction over any dispute arising from them.</p>
<h2>Contact and grievances</h2>
<p>Questions about these terms can be sent to <a href="mailto:care@mithaas.in">care@mithaas.in</a>. Our Grievance Officer, Ms. Neha Kulkarni, can be reached at the same address and will respond within 48 hours.</p>
`;

export const legalPolicies: SeedPolicy[] = [
  { key: "privacy_policy", html: privacyPolicy.trim() },
  { key: "terms_conditions", html: termsConditions.trim() },
];
