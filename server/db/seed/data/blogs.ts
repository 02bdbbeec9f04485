import type { SeedBlog } from "./seed-types";

const storingChocolate = `
<p>Every April our customer-care inbox fills up with the same question: "My chocolates arrived perfect, but two days later they turned white and grainy. What happened?" The short answer is heat and humidity. The longer answer is below, along with what our kitchen in Pune does, and what you can do at home, to keep chocolate at its best when the thermometer reads 40°C.</p>
<h2>Why chocolate struggles in our summers</h2>
<p>Cocoa butter, the fat that gives chocolate its snap and shine, starts to soften at around 28°C and melts completely at about 34°C, just below body temperature. That is why chocolate melts so beautifully in the mouth, and also why it suffers in most Indian cities from April to June. Even an air-conditioned flat warms up quickly when the power goes out on a May afternoon.</p>
<p>When chocolate gets warm, two kinds of bloom can appear:</p>
<ul>
<li><strong>Fat bloom</strong>: grey streaks or a dull, powdery film, caused by cocoa butter melting and setting again unevenly.</li>
<li><strong>Sugar bloom</strong>: a rough white coating, caused by moisture dissolving sugar on the surface, which then crystallises again. It is common when cold chocolate meets humid air.</li>
</ul>
<p>Neither is harmful. Bloomed chocolate is perfectly safe to eat; it just doesn't look or feel as good. Melt it into hot chocolate or bake with it and nobody will know.</p>
<h2>The ideal conditions</h2>
<p>Chocolate likes to live between 16°C and 20°C, with humidity below 55%, away from sunlight and strong smells. That is a wine-cellar climate few of us have at home, so we improvise.</p>
<h2>Five rules for storing chocolate at home</h2>
<ol>
<li><strong>If the room is below 24°C, leave it out.</strong> A cool cupboard on an inside wall, away from the stove, is better than the fridge.</li>
<li><strong>If the room is warmer, use the fridge, but wrap it first.</strong> Put the box in a zip-lock bag or an airtight container with the air pressed out. This keeps out moisture and the smell of last night's dal tadka; cocoa butter absorbs odours easily.</li>
<li><strong>Choose the vegetable drawer or the door.</strong> They are the least cold parts of most fridges. Avoid the freezer unless you plan to keep a bar for months.</li>
<li><strong>Let it warm up before you open it.</strong> Take the sealed bag out ten to fifteen minutes before serving. Opening it straight away makes water condense on the cold chocolate, which causes sugar bloom.</li>
<li><strong>Finish fresh truffles quickly.</strong> Truffles and bonbons made with fresh cream are best within three weeks and should always live in the fridge. Solid bars and pralines last much longer.</li>
</ol>
<h2>What we do before it reaches you</h2>
<p>From March to October we pack chocolates in insulated liners with food-safe gel packs that keep the inside cool for roughly 48 hours. We dispatch early in the week, so parcels don't sit in a warm warehouse over a weekend, and we hold back the most delicate truffles when a heatwave warning is in force for the delivery city. If a box arrives soft, put it in the fridge for thirty minutes before you judge it. If it has melted and lost its shape, write to us at <a href="mailto:care@mithaas.in">care@mithaas.in</a> within 24 hours with a photo and we will make it right.</p>
<h2>A few myths</h2>
<p><em>"Dark chocolate doesn't melt."</em> It does, a little more slowly than milk chocolate because it has no milk fat, but it still softens above 28°C.</p>
<p><em>"A white coating means it has expired."</em> Not necessarily. Check the best-before date; bloom on its own is only cosmetic.</p>
<p><em>"Chocolate must never go in the fridge."</em> In Brussels, perhaps. In Nagpur in May, the fridge is your friend, as long as you follow rule four.</p>
<h2>Serving chocolate on a hot day</h2>
<p>Bring the chocolate platter out after the meal rather than before, so it spends as little time as possible on the table. Serve it on a chilled steel or marble plate, keep it away from windows and the cooking area, and bring a second batch from the fridge instead of putting everything out at once. Your guests will get the snap, the shine and the slow melt that good chocolate deserves.</p>
`;

const diwaliGuide = `
<p>Diwali falls in early November this year, and if your family is anything like ours, the gifting list already has forty names on it. Parents, in-laws, cousins, the office, the society watchman, the neighbour who lent you a ladder: each deserves something that feels chosen rather than grabbed. This guide matches the people on your list with gifts that travel well and a calendar that gets them there on time.</p>
<h2>Start with the calendar</h2>
<p>Courier networks across India are at their busiest in the fortnight before Diwali, so timing matters more than anything else.</p>
<ul>
<li><strong>Metro cities:</strong> order at least five days before Dhanteras. Express delivery is available in Pune, Mumbai, Delhi NCR and Bengaluru.</li>
<li><strong>Other cities:</strong> order at least eight days before Dhanteras.</li>
<li><strong>Corporate gifting:</strong> share your list with us three weeks ahead so we can brand, pack and schedule deliveries to every address.</li>
</ul>
<h2>For parents and in-laws</h2>
<p>Elders rarely want more things; they want things to share with the people who visit. A <strong>dry fruit thali with clay diyas</strong> sits on the table all week and becomes a serving tray afterwards. Kaju katli with silver varq is never a wrong choice, and if anyone at home is watching their sugar, our no-added-sugar dark selection and anjeer akhrot barfi mean they don't have to sit out the celebrations.</p>
<h2>For siblings and cousins</h2>
<p>This is where you can be playful. The <strong>Diwali diya chocolate box</strong> has twelve gold-brushed diyas and a tealight holder on the lid, and it tends to get photographed before it gets eaten. For Bhai Dooj, a few days later, our hamper comes with a tilak kit and kesar pista bonbons. Name-wrapped chocolate bars make cheerful place cards if the whole family is gathering for dinner.</p>
<h2>For colleagues and the office</h2>
<p>Keep it light and shareable. Mini celebration boxes of nine chocolates fit on every desk without making anyone feel awkward, and jars of foil-wrapped chocolate coins disappear within an hour in any meeting room. For clients and leadership, the executive hamper on a sheesham tray comes with a GST invoice carrying your company's GSTIN.</p>
<h2>For friends who have everything</h2>
<p>Make it personal. A collage frame with six photos from your last trip together, a photo mug with an inside joke on it, or the Idukki single-origin dark collection for the friend who insists on tasting notes. Personalised gifts take one to three working days to make, so add that to your calendar.</p>
<h2>For the people who keep your home running</h2>
<p>The house help, the driver, the building's security team and the dabbawala all deserve more than a hurried envelope. A box of motichoor ladoos or kaju katli, handed over with the Diwali bonus and a proper thank-you, means a great deal. Buy these together, as a set, so nobody is forgotten on the busy morning of Lakshmi Puja.</p>
<h2>A few gifting manners</h2>
<ol>
<li>Add a handwritten or printed note. A line or two about why you chose the gift matters more than its price.</li>
<li>Check for allergies and diets: nuts, diabetes and a Jain household are the common ones.</li>
<li>If you are adding shagun, the custom is an amount ending in one, such as ₹501 or ₹1,101.</li>
<li>Never regift a box of sweets that has been opened, even in the rush of festive week.</li>
</ol>
<h2>A quick budget guide</h2>
<ul>
<li><strong>Under ₹500:</strong> chocolate coin jars, nankhatai tins, mini celebration boxes.</li>
<li><strong>₹500 to ₹1,500:</strong> the diya chocolate box, kaju katli, the candle and mithai set.</li>
<li><strong>₹1,500 to ₹3,000:</strong> dry fruit thalis, premium dry fruit boxes, the Bhai Dooj hamper.</li>
<li><strong>Above ₹3,000:</strong> the Diwali grand festive hamper and the Royal Maharaja trunk.</li>
</ul>
<p>Questions about bulk orders or delivery dates? Write to <a href="mailto:care@mithaas.in">care@mithaas.in</a>. Happy Diwali from all of us in Pune.</p>
`;

const idukkiCocoa = `
<p>Ask most people where cocoa comes from and they will name Ghana, Ivory Coast or Ecuador. Very few will say Kerala. Yet some of the most interesting cocoa we have ever tasted grows a few hours' drive from Kochi, in the hills of Idukki, under the shade of coconut and areca palms. This is the story of how those beans become the dark chocolate in our Idukki collection.</p>
<h2>A crop that came quietly</h2>
<p>Cocoa arrived in southern India in earnest in the 1960s and 1970s, when chocolate makers encouraged farmers in Kerala and Karnataka to plant it as an intercrop. It suited the land well: cocoa trees like humidity, filtered light and rain, and they grow happily beneath taller palms, giving a smallholder a second income from the same plot. For decades almost all of it went to large factories, blended with beans from elsewhere and sold as generic cocoa.</p>
<p>What changed in the last fifteen years is attention. A new generation of Indian chocolate makers began asking what Indian cocoa tastes like on its own, and farmers began to be paid for quality rather than just weight.</p>
<h2>Meeting the farmers</h2>
<p>We buy our beans directly from a collective of about forty families near Kattappana, most of whom farm less than three acres of cardamom, pepper, coffee and cocoa together. The first time we visited, in the middle of the monsoon, one of the farmers split a yellow pod open with his thumb and handed it over. Inside, the beans are wrapped in a sweet, white pulp that tastes like lychee and a little like mango. Nothing about it resembles chocolate yet.</p>
<h2>Fermentation is where the flavour begins</h2>
<p>The beans and pulp are heaped into wooden boxes lined with banana leaves and left to ferment for five to six days, turned every other day by hand. The pulp breaks down, the temperature inside the box climbs past 45°C, and the bitter, purple bean slowly develops the compounds that later become chocolate flavour. Skip this step or rush it and you get flat, astringent chocolate, whatever you do afterwards.</p>
<p>After fermentation the beans are sun-dried on raised tables for about a week, covered quickly whenever the afternoon rain comes in, until their moisture drops to around seven percent. Then they are bagged and sent to us in Pune.</p>
<h2>What happens in our kitchen</h2>
<ul>
<li><strong>Sorting:</strong> we pick out broken, flat or mouldy beans by hand. It is slow work, and it matters.</li>
<li><strong>Roasting:</strong> a gentle roast, lower and shorter than for most West African beans, protects the bright fruit notes.</li>
<li><strong>Winnowing:</strong> the shells are cracked and blown away, leaving the nibs.</li>
<li><strong>Grinding and conching:</strong> the nibs are ground with cane sugar and extra cocoa butter for about three days until the chocolate is silky.</li>
<li><strong>Tempering and moulding:</strong> finally the chocolate is tempered for snap and shine and poured into squares and bars.</li>
</ul>
<h2>What does Idukki taste like?</h2>
<p>At 72%, our Idukki chocolate opens with red fruit, something like jamun or dried cherry, followed by a warm note of jaggery and a faint spice that we like to think comes from growing beside cardamom, though no scientist would sign off on that. The finish is long and clean, with very little bitterness. It is a chocolate to eat slowly, a square at a time, ideally with nothing else competing for attention.</p>
<h2>Why single origin matters</h2>
<p>Blended chocolate aims to taste the same every year. Single-origin chocolate is allowed to change: a wetter monsoon or a different fermentation week shows up in the bar. We think that is the point. It connects a square of chocolate in Pune to a particular hillside in Kerala and to the families who grow it, and it means a fairer price reaches them.</p>
<p>If you would like to taste the difference yourself, try our Idukki collection next to an ordinary dark bar. Let both melt on your tongue rather than chewing, and notice how differently they unfold. Then tell us what you found at <a href="mailto:care@mithaas.in">care@mithaas.in</a>; we read every reply.</p>
`;

const fusionPlatter = `
<p>At most Indian celebrations, the mithai tray and the chocolate box sit at opposite ends of the table, as though they might argue if they met. We think they belong together. Put the right pieces side by side and each makes the other taste better. Here is how we build a mithai and chocolate platter for parties at the Mithaas kitchen, and how you can do the same at home.</p>
<h2>Three principles</h2>
<ol>
<li><strong>Balance sweetness with bitterness.</strong> Most mithai is very sweet. Pair it with dark chocolate of 60% or more, and the cocoa's bitterness resets your palate between bites.</li>
<li><strong>Echo the aromatics.</strong> Cardamom, saffron, rose and pistachio appear in both worlds. When a bonbon and a sweet share one of them, the pairing feels deliberate rather than random.</li>
<li><strong>Contrast the textures.</strong> Soft, syrupy sweets want something with snap; dense, fudgy sweets want something that melts. A platter of ten soft things is tiring to eat.</li>
</ol>
<h2>Pairings that work</h2>
<ul>
<li><strong>Kaju katli with 72% Idukki dark.</strong> The katli's gentle cashew sweetness softens the dark chocolate's fruit and makes it taste almost like a praline.</li>
<li><strong>Gulab jamun with a rose truffle.</strong> Serve the jamun warm and the truffle cold. The rose ties them together, and the temperature contrast is the fun part.</li>
<li><strong>Kesar peda with kesar pista bonbons.</strong> Saffron on saffron, but one is milky and crumbly and the other crisp and nutty.</li>
<li><strong>Motichoor ladoo with a filter coffee truffle.</strong> Coffee cuts right through the ghee, the way a cup of kaapi follows a wedding meal.</li>
<li><strong>Anjeer barfi with a jaggery caramel bonbon.</strong> Both are earthy and deep; together they taste like autumn.</li>
<li><strong>Gujiya with 55% dark chocolate.</strong> Dip half of each gujiya in melted chocolate for a Holi platter that disappears first.</li>
</ul>
<h2>Building the platter</h2>
<p>Use a large thali, a wooden board or a marble slab. Start by placing the biggest pieces, the ladoos, pedas and gulab jamun bowls, spaced out across the board. Fill the gaps with chocolates, keeping each pairing next to each other so guests discover them naturally. Scatter a few whole pistachios, dried rose petals and strands of saffron in the empty spaces; they make the platter look generous without adding much.</p>
<p>For quantity, plan on six to eight pieces a person if the platter follows a full meal, and ten to twelve if it is the main event of an evening. Cut large sweets such as barfi in half so people can try more things without feeling guilty.</p>
<h2>Mind the temperature</h2>
<p>Chocolate and syrupy sweets want different temperatures. Keep the chocolates in the fridge until ten minutes before guests arrive, and bring them out in batches rather than all at once. Serve gulab jamun in a separate small bowl, warm, so the syrup doesn't run into the truffles. In summer, put the platter somewhere away from the window and the kitchen.</p>
<h2>What to drink</h2>
<p>Masala chai is the obvious companion and a very good one: the spice flatters both the mithai and milk chocolate. Filter coffee suits the dark chocolates and the ghee-rich sweets. For something cold, a glass of thandai, with its fennel, rose and almond, links the two halves of the platter beautifully.</p>
<h2>A sample platter for ten guests</h2>
<p>Twelve pieces of kaju katli, ten motichoor ladoos, a bowl of ten warm gulab jamuns, twelve Idukki dark squares, twelve kesar pista bonbons, twelve filter coffee truffles and a handful of stuffed dates for anyone who wants something less sweet. That is about seven pieces each, plus seconds for the people who will inevitably hover by the table.</p>
<p>Try it at your next family dinner, and send us a photo at <a href="mailto:care@mithaas.in">care@mithaas.in</a>. The best platters may well end up on our page.</p>
`;

export const blogs: SeedBlog[] = [
  {
    slug: "how-to-store-chocolate-in-indian-summer",
    title: "How to Store Chocolate in an Indian Summer",
    metaDescription:
      "Chocolate softens at 28°C and Indian summers go well past that. How to store, chill and serve chocolate so it stays glossy and snappy.",
    art: {
      kind: "chocolate-bar",
      palette: ["#3b2216", "#7fb7d9", "#eef6fb"],
      label: "Keep Cool",
      variant: 5,
    },
    html: storingChocolate.trim(),
    publishedOn: "2026-04-08",
  },
  {
    slug: "diwali-gifting-guide",
    title: "The Mithaas Diwali Gifting Guide",
    metaDescription:
      "From in-laws to the office, our Diwali gifting guide matches everyone on your list with a gift, a budget and an order date that works.",
    art: { kind: "hamper", palette: ["#7a1f2b", "#f4a300", "#fff4dc"], label: "Happy Diwali", variant: 2 },
    html: diwaliGuide.trim(),
    publishedOn: "2026-09-24",
  },
  {
    slug: "story-of-idukki-cocoa",
    title: "From Idukki to Pune: The Story of Single-Origin Indian Cocoa",
    metaDescription:
      "India grows fine cocoa in the hills of Kerala. Follow Idukki beans from pod to fermentation box to our 72% single-origin dark chocolate.",
    art: { kind: "chocolate-bar", palette: ["#2e1a12", "#3f7d3a", "#eef6ea"], label: "Idukki", variant: 1 },
    html: idukkiCocoa.trim(),
    publishedOn: "2026-02-17",
  },
  {
    slug: "mithai-and-chocolate-fusion-platter",
    title: "Mithai Meets Chocolate: Building a Fusion Dessert Platter",
    metaDescription:
      "Kaju katli beside dark chocolate, gulab jamun with a rose truffle: a practical guide to pairing mithai and chocolate for your next party.",
    art: { kind: "mithai", palette: ["#e8e4dc", "#3b2216", "#fbf3e6"], variant: 2 },
    html: fusionPlatter.trim(),
    publishedOn: "2026-08-21",
  },
];
