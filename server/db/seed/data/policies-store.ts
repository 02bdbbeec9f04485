import type { SeedPolicy } from "./seed-types";

const returnRefundPolicy = `
<p>Almost everything we sell is food, or a gift made specially for one person, so our returns policy is shaped by food safety. We want you to be happy with every order, and if something goes wrong we will put it right.</p>
<h2>Perishable and food items</h2>
<p>Chocolates, truffles, cakes, mithai, dry fruits, cookies and flowers are perishable. For hygiene reasons <strong>we cannot accept returns of opened food items</strong>, nor of unopened perishable items once delivered, except in the situations below.</p>
<h2>When we replace or refund</h2>
<ul>
<li>The product arrived damaged, melted, crushed or spoiled.</li>
<li>You received the wrong product, or an item was missing.</li>
<li>A personalised product has a printing error, or differs from the photos and words you gave us.</li>
<li>Flowers arrived wilted on the day of delivery.</li>
</ul>
<p>Please write to <a href="mailto:care@mithaas.in">care@mithaas.in</a> within <strong>24 hours of delivery for perishable items</strong> and within 48 hours for non-food items such as mugs, frames and cushions. Include your order number and clear photos of the product and its packaging. We may ask you to keep the item until the matter is resolved.</p>
<h2>Non-food items</h2>
<p>Unused, non-personalised items that are not food, such as a teddy or a plant pot, may be returned within 7 days of delivery in their original packaging. Return pickup is free if the item was defective; otherwise a reverse pickup fee of ₹99 applies.</p>
<h2>Cancellations</h2>
<ol>
<li>You can cancel any order <strong>before it is dispatched</strong>, by e-mailing us with your order number, for a full refund.</li>
<li>Personalised items can be cancelled only before production starts, which is usually within six hours of the order.</li>
<li>Cakes cannot be cancelled within 12 hours of their delivery slot, because they are baked to order.</li>
<li>Once an order has been dispatched, it can no longer be cancelled.</li>
</ol>
<h2>Refunds</h2>
<p>Approved refunds are paid <strong>to the original payment method</strong>. We start the refund within 24 hours of approval, and it usually reaches your account within <strong>5–7 business days</strong>, depending on your bank or card issuer; UPI refunds are often quicker. Shipping charges are refunded when a whole order is refunded because of our mistake.</p>
<p>If you prefer, we can send a replacement at no cost instead, subject to availability for your delivery pincode.</p>
<h2>Failed deliveries</h2>
<p>If a delivery fails because the address was incomplete, the recipient could not be reached or the parcel was refused, we cannot refund perishable items. Please check the address, pincode and phone number carefully at checkout.</p>
<h2>Need help?</h2>
<p>Call us on <a href="tel:+919822012345">+91 98220 12345</a> (Monday to Saturday, 10 a.m. to 6 p.m.) or write to care@mithaas.in. We reply to every message within one working day.</p>
`;

const shippingPolicy = `
<p>We pack every order in our kitchen in Baner, Pune. In Pune, Mumbai, Bengaluru and Delhi our own team can deliver it by hand on the day and in the time slot you choose; everywhere else, and wherever you prefer, trusted courier partners bring it. Courier orders placed before 2 p.m. on a working day are usually dispatched the same day; personalised products are dispatched as soon as they are made.</p>
<h2>Where we deliver</h2>
<p>We currently deliver to pincodes in Pune, Mumbai, Delhi NCR, Bengaluru, Hyderabad, Chennai, Kolkata, the rest of Maharashtra, Ahmedabad and Gandhinagar, and Jaipur. Check your pincode on any product page, or choose your address at checkout, to see the delivery options and charges for it. We add new cities every few months.</p>
<h2>Hand delivery on your chosen day</h2>
<p>In Pune, Mumbai, Bengaluru and Delhi you choose a delivery date up to 30 days ahead and a time slot at checkout: 9 a.m.–1 p.m., 1–5 p.m. or 5–9 p.m. at no extra cost, a fixed 8 p.m. delivery for ₹199 or a midnight delivery for ₹249. Order by 2 p.m. for delivery the same evening; each slot closes three hours before it starts. Cakes, fresh flowers and fresh mithai are made for the day and travel only this way, within a few days of your order. Hand delivery costs the same as standard delivery there and is free above the same amounts.</p>
<h2>Courier delivery timelines</h2>
<ul>
<li><strong>Pune and Mumbai:</strong> standard delivery in 2 days, or express delivery the next day.</li>
<li><strong>Delhi NCR and Bengaluru:</strong> standard delivery in 3 days, or express delivery in 2 days.</li>
<li><strong>Hyderabad:</strong> standard delivery in 3 days.</li>
<li><strong>Chennai, Kolkata and the rest of Maharashtra:</strong> standard delivery in 4 days.</li>
<li><strong>Ahmedabad, Gandhinagar and Jaipur:</strong> standard delivery in 5 to 6 days.</li>
</ul>
<p>Timelines are counted in working days from dispatch. Sundays, national holidays and the days around Diwali can add a day or two, so please order festive gifts early.</p>
<h2>Shipping charges</h2>
<p>Standard delivery costs between ₹49 and ₹99 depending on the region, and is <strong>free on orders above ₹999</strong> in Pune, Mumbai and the rest of Maharashtra and <strong>above ₹1,499</strong> everywhere else. Express delivery costs ₹149 in Pune and Mumbai and ₹199 in Delhi NCR and Bengaluru, and is free on orders above ₹2,999. All charges are shown at checkout before you pay and include GST.</p>
<h2>Packing for the Indian summer</h2>
<p>From March to October, chocolates, truffles and cakes travel in insulated boxes with food-safe gel packs. Please refrigerate chocolates as soon as they arrive, and let them come back to room temperature before opening so that moisture does not condense on them.</p>
<h2>Tracking and delivery attempts</h2>
<ol>
<li>You receive the courier's name and tracking number by e-mail as soon as your order is dispatched.</li>
<li>The courier calls the recipient before delivery and makes up to two delivery attempts.</li>
<li>If both attempts fail, perishable items cannot be re-sent free of charge; non-perishable items come back to us and can be re-shipped for the standard fee.</li>
</ol>
<h2>Surprise deliveries</h2>
<p>We never put the invoice or any prices inside a gift parcel, and we add no note of our own. Write a gift message at checkout, with the name to sign it with, and we print it on a card that travels with the gift; you can change it until the order is packed.</p>
<p>Questions about a delivery? Write to <a href="mailto:care@mithaas.in">care@mithaas.in</a> with your order number.</p>
`;

const aboutUs = `
<p>Mithaas started in 2019 in a rented kitchen in Aundh, Pune, with one marble slab, a second-hand tempering machine and a simple idea: Indian flavours deserve chocolate made with the same care as the best European boxes. Our founder, Aditi Deshpande, had spent years as a pastry chef in Mumbai hotels, watching guests light up at a kesar-pista bonbon far more than at yet another hazelnut praline.</p>
<blockquote>Mithaas means sweetness — the kind that comes from sharing, not just from sugar.</blockquote>
<h2>What we make</h2>
<p>Today a team of 28 bakers, chocolatiers and packers works from our kitchen in Baner. We make hand-finished chocolate boxes, truffles and bonbons, eggless cakes, cookies and traditional mithai, and we build gift hampers and personalised gifts around them. Everything we make is <strong>100% vegetarian and eggless</strong>.</p>
<ul>
<li>Belgian couverture for our classic range, and <strong>single-origin cocoa from Idukki, Kerala</strong>, bought directly from a farmer collective, for our dark chocolates.</li>
<li>Alphonso mangoes from Devgad, saffron from Pampore, jaggery from Kolhapur and roses from growers near Talegaon.</li>
<li>No hydrogenated fats, no artificial preservatives and no compound chocolate, ever.</li>
</ul>
<h2>How we work</h2>
<p>We make everything in small batches and dispatch it quickly, so what reaches you is fresh. Our chocolates travel in insulated packs through the Indian summer, and our parcels never carry prices. For Diwali, Raksha Bandhan and Holi we plan weeks ahead, so that your gift arrives on time.</p>
<h2>Our promise</h2>
<p>If a box reaches you melted, crushed or not quite right, tell us within a day and we will replace it or refund you, no long forms and no arguments. We would rather lose a box of chocolates than a customer who trusted us with a birthday, an anniversary or a Diwali visit.</p>
<h2>Corporate and wedding gifting</h2>
<p>From a hundred wedding favours to a thousand Diwali hampers for a company, our gifting team handles branding, GST invoices and delivery to many addresses across India. Write to <a href="mailto:care@mithaas.in">care@mithaas.in</a> to start the conversation.</p>
<h2>Visit us</h2>
<p>Our kitchen is not a shop, but we host small tasting sessions on the first Saturday of every month. Call us on <a href="tel:+919822012345">+91 98220 12345</a> to book a seat, and come hungry.</p>
<p><em>Mithaas Foods Private Limited, Baner, Pune, Maharashtra 411045.</em></p>
`;

export const storePolicies: SeedPolicy[] = [
  { key: "return_refund_policy", html: returnRefundPolicy.trim() },
  { key: "shipping_policy", html: shippingPolicy.trim() },
  { key: "about_us", html: aboutUs.trim() },
];
