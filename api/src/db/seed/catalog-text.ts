/**
 * The demo catalogue's editorial texts, written from templates the way a trade newsroom writes
 * them: a dateline and a lead, paragraphs with figures, a quote with a name and a role, a list of
 * what to do, in English and Simplified Chinese. The figures come from a generator seeded by the
 * item, so the same seed writes the same words.
 */
import { prng } from '../../modules/images/drawing/kit';
import { CITIES } from './catalog-data';

type Pair = readonly [en: string, zh: string];
export interface Article {
  summary: Pair;
  /** HTML (paragraphs, a subheading, a list, a quote), the shape product and news pages render. */
  content: Pair;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const p = (t: string) => `<p>${t}</p>`;
const h3 = (t: string) => `<h3>${t}</h3>`;
const ul = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
// Only tags the description sanitiser keeps (catalog/sanitize-html.ts): no <footer>, no <cite>.
const quote = (t: string, who: string) => `<blockquote><p>${t}</p><p>— ${who}</p></blockquote>`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'SHENZHEN, 12 Nov 2026 –' and '深圳，2026年11月12日电 ——' */
function dateline(city: Pair, at: Date): Pair {
  const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  return [
    `<strong>${city[0].toUpperCase()}, ${d} ${MONTHS[m]} ${y}</strong> – `,
    `<strong>${city[1]}，${y}年${m + 1}月${d}日电</strong> —— `,
  ];
}

/** People the stories quote: a name and a role, both languages. */
const VOICES: readonly { name: Pair; role: Pair }[] = [
  { name: ['Linda Zhou', '周琳'], role: ['head of sourcing at a Rotterdam importer', '鹿特丹一家进口商采购总监'] },
  { name: ['Marco Bianchi', '马可·比安奇'], role: ['owner of a hardware wholesaler in Milan', '米兰五金批发商负责人'] },
  { name: ['Wang Jun', '王军'], role: ['export manager at a Ningbo factory', '宁波某工厂外贸经理'] },
  { name: ['Priya Nair', '普丽娅·奈尔'], role: ['logistics analyst', '物流分析师'] },
  { name: ['Chen Hui', '陈慧'], role: ['quality engineer at an inspection company', '第三方检验公司质量工程师'] },
  { name: ['David Okafor', '大卫·奥卡福'], role: ['buyer for a Lagos retail chain', '拉各斯连锁零售采购'] },
  { name: ['Sofia Lindqvist', '索菲亚·林奎斯特'], role: ['category manager at a Stockholm e-shop', '斯德哥尔摩电商品类经理'] },
  { name: ['Liu Yang', '刘洋'], role: ['general manager of a Yongkang tool maker', '永康工具厂总经理'] },
];

/**
 * The figures of one text. A figure is drawn once per range and then remembered, because each
 * sentence is written twice (English, then Chinese) and must say the same number in both.
 */
function numbers(seed: string) {
  const rnd = prng(seed);
  const drawn = new Map<string, number>();
  const once = (key: string) => {
    if (!drawn.has(key)) drawn.set(key, rnd());
    return drawn.get(key)!;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(once(`int ${lo} ${hi}`) * (hi - lo + 1));
  const pct = (lo: number, hi: number) => (lo + once(`pct ${lo} ${hi}`) * (hi - lo)).toFixed(1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(once(`pick ${JSON.stringify(list)}`) * list.length)]!;
  return { int, pct, pick };
}

type Story = (
  n: ReturnType<typeof numbers>,
  who: (typeof VOICES)[number],
) => { lead: Pair; body: readonly Pair[]; todo: readonly Pair[]; says: Pair; summary: Pair };

/** The twelve news subjects, in the order of catalog-data's NEWS_TITLES. */
const NEWS_STORIES: readonly Story[] = [
  (n) => {
    const growth = n.pct(8, 19);
    const value = n.int(610, 790);
    const parcels = n.int(12, 19);
    return {
      summary: [
        `Export value up ${growth}% year on year; small parcels and B2B orders lead.`,
        `出口额同比增长${growth}%，小包裹与B2B订单领涨。`,
      ],
      lead: [
        `Cross-border e-commerce exports rose ${growth}% year on year in the third quarter, to about ${value} billion yuan, customs figures released this week show.`,
        `本周公布的海关数据显示，第三季度跨境电商出口同比增长${growth}%，达到约${value}亿元。`,
      ],
      body: [
        [
          `Business-to-business orders grew faster than retail parcels for the second quarter running. Consumer electronics, home goods and tools made up more than half of the value, while apparel held steady.`,
          `企业间订单增速连续第二个季度快于零售包裹。消费电子、家居用品和工具合计占出口额一半以上，服装保持平稳。`,
        ],
        [
          `Parcels averaged ${parcels} days door to door to Europe, ${n.int(2, 5)} days faster than a year ago, as more sellers shipped from bonded warehouses near the ports.`,
          `发往欧洲的包裹平均门到门时效为${parcels}天，比去年同期快${n.int(2, 5)}天，更多卖家选择从港口附近的保税仓发货。`,
        ],
      ],
      todo: [
        ['Place peak-season orders at least six weeks ahead.', '旺季订单至少提前六周下单。'],
        ['Ask suppliers whether they ship from a bonded warehouse.', '询问供应商是否从保税仓发货。'],
        ['Compare freight quotes for sea and air per kilogram.', '按公斤比较海运与空运报价。'],
      ],
      says: [
        `Buyers who used to order twice a year now reorder every month in smaller lots.`,
        `过去一年下两次单的采购商，现在每个月小批量补货。`,
      ],
    };
  },
  (n) => {
    const share = n.int(30, 45);
    return {
      summary: [
        `Seven checks that separate a factory from a middleman, and what to ask before the first order.`,
        `七项检查分辨工厂与中间商，以及首单前该问的问题。`,
      ],
      lead: [
        `About ${share}% of first orders that go wrong fail on something a buyer could have checked in a day, sourcing agents say. A short checklist saves most of them.`,
        `采购代理表示，约${share}%出问题的首单，本可以在一天内查清。一份简短的清单能避免大部分问题。`,
      ],
      body: [
        [
          `Start with the business licence: the registered scope should include manufacturing of the goods, and the registered capital and founding year should match what the supplier says.`,
          `先看营业执照：经营范围应包含相关产品的生产，注册资本和成立年份应与供应商所述一致。`,
        ],
        [
          `Then ask for a video call from the production floor, certificates with numbers you can verify, and a sample paid at a fair price. A supplier who answers within ${n.int(2, 6)} hours during trials usually keeps that pace later.`,
          `然后请对方在车间视频通话，提供可核验编号的证书，并按合理价格付费打样。试单期间${n.int(2, 6)}小时内回复的供应商，后续通常也能保持。`,
        ],
      ],
      todo: [
        ['Verify the licence and the certificates by their numbers.', '按编号核验执照和证书。'],
        ['Pay for a sample and test it against your specification.', '付费打样，并按规格测试。'],
        ['Agree on inspection before shipment in the contract.', '在合同中约定出货前检验。'],
      ],
      says: [`The response time on the first three emails tells me more than the brochure.`, `前三封邮件的回复速度比宣传册更能说明问题。`],
    };
  },
  (n) => {
    const days = n.int(25, 35);
    return {
      summary: [
        `Declarations need HS codes to ten digits and the seller's registration number from next month.`,
        `自下月起，申报需填写十位HS编码和卖方登记编号。`,
      ],
      lead: [
        `New customs clearance rules take effect in ${days} days: every declaration for cross-border goods must carry a ten-digit HS code and the exporter's registration number.`,
        `海关通关新规将于${days}天后施行：每票跨境货物申报须填写十位HS编码和出口商登记编号。`,
      ],
      body: [
        [
          `Shipments declared with incomplete codes will be held for review, which customs brokers expect to add ${n.int(2, 4)} to ${n.int(5, 8)} working days.`,
          `编码不完整的货物将被暂扣审核，报关行预计会增加${n.int(2, 4)}至${n.int(5, 8)}个工作日。`,
        ],
        [
          `The rules also allow low-value parcels to be declared in consolidated lists, which should cut paperwork for small orders.`,
          `新规同时允许低值包裹以清单方式合并申报，小额订单的单证工作将减少。`,
        ],
      ],
      todo: [
        ['Check that your supplier has the full HS code on the commercial invoice.', '确认供应商在商业发票上填写完整HS编码。'],
        ['Keep the exporter registration number with your order records.', '将出口商登记编号与订单记录一并保存。'],
      ],
      says: [`Most delays we see are a missing digit, not a missing document.`, `我们遇到的延误，大多是少了一位编码，而不是少了一份文件。`],
    };
  },
  (n) => {
    const drop = n.int(12, 28);
    const rate = n.int(1400, 2300);
    return {
      summary: [
        `Spot rates to Europe fall ${drop}% in a month as empty containers return to Asian ports.`,
        `空箱回流亚洲港口，欧线即期运价一个月下跌${drop}%。`,
      ],
      lead: [
        `Spot rates for a 40-foot container from Shanghai to Northern Europe fell ${drop}% in four weeks, to about US$${rate}, as container supply recovered.`,
        `随着集装箱供应恢复，上海至北欧40尺柜即期运价四周内下跌${drop}%，约为${rate}美元。`,
      ],
      body: [
        [
          `Carriers added capacity on Asia–Europe loops and empty boxes flowed back to Ningbo, Shenzhen and Qingdao, easing the shortages of the spring.`,
          `船公司在亚欧航线增加运力，空箱回流宁波、深圳和青岛，缓解了春季的缺箱。`,
        ],
        [
          `Transpacific rates eased less, by ${n.int(4, 11)}%, with demand for home goods still strong.`,
          `跨太平洋航线运价降幅较小，为${n.int(4, 11)}%，家居用品需求依然旺盛。`,
        ],
      ],
      todo: [
        ['Ask for quotes valid for at least two weeks.', '要求报价有效期至少两周。'],
        ['Consider consolidating small orders into one container.', '考虑将小订单拼成整柜。'],
      ],
      says: [
        `For the first time this year, buyers can choose the sailing instead of taking what is left.`,
        `今年第一次，采购商可以挑船期，而不是有什么坐什么。`,
      ],
    };
  },
  (n) => {
    const fairs = n.int(14, 22);
    return {
      summary: [
        `Register early, book meetings before you fly, and bring a sample list: a buyer's plan for the season.`,
        `提早登记，出发前约好会面，带上样品清单：采购商的展会季计划。`,
      ],
      lead: [
        `${fairs} major trade shows open in China over the next three months. Buyers who plan their days before arriving meet twice as many suppliers, organisers say.`,
        `未来三个月，国内将举办${fairs}场大型展会。主办方表示，提前规划行程的采购商，见到的供应商数量是其他人的两倍。`,
      ],
      body: [
        [
          `Register online to skip the queues at the gates, and use the exhibitor lists to book meetings: most halls hold ${n.int(600, 1500)} booths, too many to walk.`,
          `在线预登记可免排队入场；利用展商名单预约会面：大多数展馆有${n.int(600, 1500)}个展位，无法逐一走完。`,
        ],
        [
          `Bring business cards, a list of target prices and room in your luggage for samples.`,
          `带好名片、目标价格清单，并为样品预留行李空间。`,
        ],
      ],
      todo: [
        ['Pre-register and print your badge at home.', '预登记并在家打印胸卡。'],
        ['Book meetings with the ten suppliers that matter most.', '与最重要的十家供应商预约会面。'],
        ['Photograph every booth and sample you discuss.', '为每个洽谈过的展位和样品拍照。'],
      ],
      says: [`I plan the first day to the hour and leave the second day for surprises.`, `第一天我按小时安排，第二天留给意外发现。`],
    };
  },
  (n) => {
    const share = n.int(55, 72);
    return {
      summary: [
        `${share}% of buyers now ask about packaging before price; recycled cartons and less plastic are becoming standard.`,
        `${share}%的采购商先问包装再问价格；再生纸箱和减塑正成为标配。`,
      ],
      lead: [
        `${share}% of buyers surveyed this quarter asked about packaging materials before they asked about price, up from ${share - n.int(12, 20)}% a year ago.`,
        `本季度受访采购商中，${share}%在询价前先询问包装材料，去年同期为${share - n.int(12, 20)}%。`,
      ],
      body: [
        [
          `Retailers in Europe face new rules on packaging waste, and they pass them on: recycled cartons, paper tape and no plastic fillers are now common requirements.`,
          `欧洲零售商面临新的包装废弃物法规，并将要求传导给供应商：再生纸箱、纸胶带、不用塑料填充物已成常见要求。`,
        ],
        [
          `Factories report that plain recycled cartons cost about ${n.int(3, 8)}% more, often balanced by smaller boxes and lower freight.`,
          `工厂表示，再生纸箱成本约高${n.int(3, 8)}%，但更小的箱子和更低的运费往往可以抵消。`,
        ],
      ],
      todo: [
        ['Ask for the carton specification and recycled content.', '索取纸箱规格和再生材料比例。'],
        ['Agree on a plastic-free packing list for each product.', '为每个产品约定无塑料包装清单。'],
      ],
      says: [`Our customers read the box before they open it.`, `我们的顾客在打开箱子之前会先看箱子。`],
    };
  },
  (n) => {
    const hours = n.int(24, 72);
    return {
      summary: [
        `How the balance, PayPal and bank transfer protect an order, and when the money reaches the supplier.`,
        `余额、PayPal和银行转账如何保障订单，以及货款何时到达供应商。`,
      ],
      lead: [
        `Paying through the marketplace keeps the money in escrow until the buyer confirms receipt or the ${hours}-hour confirmation window closes. Paying outside it removes that protection.`,
        `通过平台付款，货款将由平台托管，直至买家确认收货或${hours}小时确认期结束。站外付款则失去这一保障。`,
      ],
      body: [
        [
          `Account balance payments settle at once and cost nothing. PayPal adds buyer protection of its own; bank transfers take ${n.int(1, 3)} to ${n.int(3, 5)} working days and need the order number in the reference.`,
          `余额支付即时到账且免手续费。PayPal另有自己的买家保障；银行转账需${n.int(1, 3)}至${n.int(3, 5)}个工作日，附言须填写订单号。`,
        ],
        [
          `Never change the payee because of an email: suppliers' bank details are only changed in their verified account.`,
          `切勿因一封邮件更改收款人：供应商的银行信息只能在其认证账户中修改。`,
        ],
      ],
      todo: [
        ['Pay inside the platform, never to a private account.', '在平台内付款，切勿付到私人账户。'],
        ['Write the order number in every bank transfer.', '每笔银行转账都注明订单号。'],
      ],
      says: [`The one time we lost money was the one time we paid outside the platform.`, `我们唯一一次损失，就是那次在站外付款。`],
    };
  },
  (n) => {
    const aql = n.pick(['1.0', '1.5', '2.5']);
    return {
      summary: [
        `What an inspector checks, how AQL sampling works and what a report should include.`,
        `验货员检查什么，AQL抽样如何进行，报告应包含哪些内容。`,
      ],
      lead: [
        `An inspection before shipment costs about US$${n.int(250, 380)} a day and catches most problems while they can still be fixed at the factory.`,
        `出货前检验每天费用约${n.int(250, 380)}美元，能在工厂仍可返工时发现大部分问题。`,
      ],
      body: [
        [
          `Inspectors draw a random sample by AQL tables: for a lot of ${n.int(3, 8) * 1000} pieces at AQL ${aql}, they open about ${n.pick([125, 200, 315])} units and count defects against agreed limits.`,
          `验货员按AQL表随机抽样：例如${n.int(3, 8) * 1000}件的批次按AQL ${aql}，约抽检${n.pick([125, 200, 315])}件，并按约定标准统计缺陷。`,
        ],
        [
          `A good report has photos of every defect, measurements, the carton marks and the packing, and a clear pass or fail.`,
          `合格的报告应有每个缺陷的照片、尺寸测量、箱唛和包装情况，并给出明确的合格或不合格结论。`,
        ],
      ],
      todo: [
        ['Write the defect limits into the order.', '将缺陷标准写入订单。'],
        ['Book the inspection when 80% of the goods are packed.', '在80%货物包装完成时预约检验。'],
      ],
      says: [`The cheapest defect is the one found before the container is sealed.`, `最便宜的缺陷，是在封柜之前发现的缺陷。`],
    };
  },
  (n) => {
    const clusters = n.int(120, 180);
    return {
      summary: [
        `Clusters of factories making one kind of product: shorter lead times and prices straight from the maker.`,
        `同类产品的工厂集群：更短的交期，源头工厂价格。`,
      ],
      lead: [
        `China has about ${clusters} industrial clusters in which hundreds of factories make one kind of product, from lighting in Zhongshan to hardware in Yongkang.`,
        `中国约有${clusters}个产业集群，数百家工厂集中生产同一类产品，从中山灯饰到永康五金。`,
      ],
      body: [
        [
          `Parts suppliers, moulds and packaging are a short drive away, so samples take days rather than weeks and a factory can switch materials quickly.`,
          `零部件、模具和包装供应商近在咫尺，打样只需几天而非几周，工厂也能快速更换材料。`,
        ],
        [
          `Buyers who source inside a cluster report prices ${n.int(8, 15)}% lower than through trading companies.`,
          `在产业带内直接采购的买家表示，价格比通过贸易公司低${n.int(8, 15)}%。`,
        ],
      ],
      todo: [
        ['Browse the industry belt pages to find makers by region.', '浏览产业带页面，按地区查找工厂。'],
        ['Visit two or three factories in one trip.', '一次行程走访两三家工厂。'],
      ],
      says: [`In one afternoon I saw the mould shop, the plating line and the packer.`, `一个下午，我看了模具车间、电镀线和包装厂。`],
    };
  },
  (n) => {
    const lift = n.int(20, 45);
    return {
      summary: [
        `Garden lighting and outdoor textiles peak early; order by the end of the month to stock for spring.`,
        `庭院灯具和户外纺织品旺季提前；月底前下单以备春季库存。`,
      ],
      lead: [
        `Demand for solar garden lights, string lights and outdoor furniture is forecast to rise ${lift}% ahead of spring, with orders arriving ${n.int(3, 6)} weeks earlier than last year.`,
        `预计春季前太阳能庭院灯、灯串和户外家具需求将增长${lift}%，订单比去年提前${n.int(3, 6)}周到来。`,
      ],
      body: [
        [
          `Retailers want goods on the shelf by early March in Europe and North America, which means containers leaving Chinese ports in January, before the New Year holiday closes factories.`,
          `欧美零售商希望3月初上架，这意味着集装箱须在1月、春节工厂放假前离港。`,
        ],
        [
          `Kitchenware and bedding stay steady through the year, with a smaller peak before the holidays.`,
          `厨具和床上用品全年需求平稳，节前有小高峰。`,
        ],
      ],
      todo: [
        ['Confirm production slots before the New Year holiday.', '在春节假期前确认生产排期。'],
        ['Order samples of new colours now.', '现在就订购新颜色的样品。'],
      ],
      says: [`If it is not on the water by mid-January, it misses the season.`, `如果1月中旬还没装船，就赶不上这一季了。`],
    };
  },
  (n) => {
    const moq = n.int(50, 300);
    return {
      summary: [
        `Minimum order quantities are a starting point; mixed models, stock colours and sample orders lower them.`,
        `起订量只是起点；混款、现货颜色和样品单都能降低门槛。`,
      ],
      lead: [
        `A minimum order quantity of ${moq} pieces is usually set by the factory's production run, not by a rule. Many suppliers accept less for stock colours or mixed models.`,
        `${moq}件的起订量通常由工厂的生产批量决定，而非硬性规定。许多供应商对现货颜色或混款订单接受更少数量。`,
      ],
      body: [
        [
          `Ask which part of the cost is fixed: printing plates, moulds and packaging set-up are spread over the run. Paying them once can lower the minimum to ${Math.round(moq / n.int(3, 5))} pieces.`,
          `询问哪部分是固定成本：印版、模具和包装开版会分摊到批量中。一次性支付这些费用，起订量可降至${Math.round(moq / n.int(3, 5))}件。`,
        ],
        [
          `Small first orders cost more per unit but show the supplier's quality before a larger commitment.`,
          `小批量首单单价较高，但能在大额下单前检验供应商品质。`,
        ],
      ],
      todo: [
        ['Ask for the MOQ of stock colours.', '询问现货颜色的起订量。'],
        ['Offer to pay set-up costs for a lower minimum.', '提出支付开版费以换取更低起订量。'],
      ],
      says: [`We start every new supplier with a mixed order of ${moq} pieces.`, `每个新供应商，我们都从${moq}件的混款订单开始。`],
    };
  },
  (n) => {
    const share = n.int(40, 60);
    return {
      summary: [
        `EXW, FOB, CIF and DDP: who pays which leg of the journey and where the risk passes.`,
        `EXW、FOB、CIF和DDP：每段运输谁付费，风险在哪里转移。`,
      ],
      lead: [
        `Incoterms decide who pays for each leg of a shipment and where the risk passes from seller to buyer. ${share}% of the orders on the platform use FOB.`,
        `国际贸易术语决定每段运输由谁付费、风险在何处由卖方转移给买方。平台上${share}%的订单采用FOB。`,
      ],
      body: [
        [
          `Under EXW the buyer collects from the factory gate; under FOB the seller loads the goods on the ship; under CIF the seller also pays freight and insurance to the port of destination.`,
          `EXW下买方在工厂门口提货；FOB下卖方负责装船；CIF下卖方还需支付至目的港的运费和保险。`,
        ],
        [
          `DDP puts everything on the seller, duties included, which is simple for small buyers but costs about ${n.int(6, 12)}% more.`,
          `DDP由卖方承担一切费用，包括关税，对小买家最省心，但价格约高${n.int(6, 12)}%。`,
        ],
      ],
      todo: [
        ['Name the Incoterm and the place in every quotation.', '在每份报价中写明贸易术语和地点。'],
        ['Insure the goods for the legs you carry the risk.', '为自己承担风险的运输段投保。'],
      ],
      says: [
        `FOB Ningbo tells me exactly what I pay for and when the goods become mine.`,
        `FOB宁波，让我清楚知道付的是什么，货物何时归我。`,
      ],
    };
  },
];

/**
 * A news article on subject k (NEWS_TITLES order), part 2 for its second run, dated at `at`.
 */
export function newsArticle(k: number, part: number, at: Date): Article {
  const n = numbers(`news/${k}/${part}`);
  const who = VOICES[(k * 3 + part) % VOICES.length]!;
  const story = NEWS_STORIES[k % NEWS_STORIES.length]!(n, who);
  const city = CITIES[(k + part * 5) % CITIES.length]!;
  const [dEn, dZh] = dateline(city, at);
  const en =
    p(dEn + story.lead[0]) +
    story.body.map(([e]) => p(e)).join('') +
    quote(`“${story.says[0]}”`, `${who.name[0]}, ${who.role[0]}`) +
    h3('What buyers should do') +
    ul(story.todo.map(([e]) => e)) +
    p(`<em>Figures from the platform's market team and public statistics; checked on the date above.</em>`);
  const zh =
    p(dZh + story.lead[1]) +
    story.body.map(([, z]) => p(z)).join('') +
    quote(`“${story.says[1]}”`, `${who.name[1]}，${who.role[1]}`) +
    h3('采购商建议') +
    ul(story.todo.map(([, z]) => z)) +
    p(`<em>数据来源：平台市场团队及公开统计，截至上述日期。</em>`);
  return { summary: story.summary, content: [en, zh] };
}

/** An exhibition's introduction: one paragraph of plain text (the page shows it as text). */
export function exhibitionIntro(topic: Pair, city: Pair, k: number): Pair {
  const n = numbers(`exhibition/${k}`);
  const halls = n.int(6, 16);
  const exhibitors = n.int(8, 30) * 100;
  const visitors = n.int(40, 180) * 1000;
  const countries = n.int(60, 150);
  return [
    `The ${topic[0]} brings ${exhibitors.toLocaleString('en')} verified exhibitors to ${halls} halls of the ${city[0]} International Convention Center. ` +
      `Last edition welcomed ${visitors.toLocaleString('en')} trade visitors from ${countries} countries. ` +
      `Expect new product launches, factory-direct prices and on-site sourcing meetings; buyers who pre-register online enter free and can book meetings with exhibitors before the show.`,
    `${topic[1]}在${city[1]}国际会展中心${halls}个展馆举办，汇聚${exhibitors}家认证展商。上届展会吸引来自${countries}个国家和地区的${visitors}名专业观众。` +
      `现场有新品首发、工厂直供价格和采购对接会；在线预登记的采购商可免费入场，并可在展前预约展商洽谈。`,
  ];
}

/** The three news items of an exhibition (exhibitor list, registration, highlights). */
export function exhibitionNews(topic: Pair, city: Pair, k: number, item: number, start: Date): Article {
  const n = numbers(`exhibition/${k}/${item}`);
  const [dEn, dZh] = dateline(city, new Date(start.getTime() - (3 - item) * 7 * 86_400_000));
  const who = VOICES[(k + item) % VOICES.length]!;
  const exhibitors = n.int(8, 30) * 100;
  const newcomers = n.int(15, 35);
  const days = n.int(3, 5);
  const date = `${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]}`;
  const dateZh = `${start.getUTCMonth() + 1}月${start.getUTCDate()}日`;
  const pages: [Pair, Pair[], Pair, Pair[]][] = [
    [
      [
        `The organisers of the ${topic[0]} have published the list of ${exhibitors.toLocaleString('en')} exhibitors, ${newcomers}% of them first-time participants.`,
        `${topic[1]}主办方公布了${exhibitors}家展商名单，其中${newcomers}%为首次参展。`,
      ],
      [
        [
          `Exhibitors are grouped by product: each hall has a theme, and a floor plan with booth numbers is available on the exhibition page.`,
          `展商按产品分区：每个展馆一个主题，展会页面提供标有展位号的平面图。`,
        ],
        [
          `${n.int(40, 70)}% of the exhibitors are manufacturers; the rest are trading companies and service providers such as logistics and inspection.`,
          `${n.int(40, 70)}%的展商为生产企业，其余为贸易公司以及物流、检验等服务商。`,
        ],
      ],
      [`We come to meet the factories we cannot visit during the year.`, `我们来这里，是为了见那些平时去不了的工厂。`],
      [
        ['Search the list by product and mark the booths you want to visit.', '按产品搜索名单，标记想去的展位。'],
        ['Message exhibitors to book a time.', '给展商留言预约时间。'],
      ],
    ],
    [
      [
        `Visitor registration for the ${topic[0]} is open. Registration is free for trade buyers until ${date}; the badge is sent by email.`,
        `${topic[1]}观众预登记现已开放。${dateZh}前专业采购商免费登记，胸卡将通过邮件发送。`,
      ],
      [
        [
          `Bring a business card or a document showing your company; on-site registration takes about ${n.int(15, 40)} minutes at peak times.`,
          `请携带名片或公司证明文件；高峰时段现场登记约需${n.int(15, 40)}分钟。`,
        ],
        [
          `The show runs for ${days} days. Shuttle buses run from the city centre and the airport every ${n.int(15, 30)} minutes.`,
          `展会为期${days}天。市中心和机场每${n.int(15, 30)}分钟有一班接驳车。`,
        ],
      ],
      [`Registering online saved us an hour at the gate on the first morning.`, `在线登记让我们第一天早上在入口省了一个小时。`],
      [
        ['Register online and print your badge.', '在线登记并打印胸卡。'],
        ['Book your hotel near the venue early.', '尽早预订场馆附近的酒店。'],
      ],
    ],
    [
      [
        `The ${topic[0]} highlights this edition's new products: ${n.int(300, 900)} launches, a design award and a pavilion for factories from the industry belts.`,
        `${topic[1]}本届亮点：${n.int(300, 900)}款新品首发、设计大奖，以及产业带工厂展区。`,
      ],
      [
        [
          `Seminars on each day cover sourcing, logistics and payments, with speakers from buyers, carriers and inspection companies.`,
          `每天都有关于采购、物流和支付的研讨会，演讲嘉宾来自采购商、承运商和检验机构。`,
        ],
        [
          `A matchmaking desk arranges meetings between buyers and suppliers; last year it set up ${n.int(2, 6) * 1000} meetings.`,
          `采购对接台为买卖双方安排会谈；去年共安排了${n.int(2, 6) * 1000}场。`,
        ],
      ],
      [`The new product pavilion is where I find next season's range.`, `在新品展区，我能找到下一季的产品线。`],
      [
        ['Visit the new product pavilion on the first day.', '第一天就去新品展区。'],
        ['Sign up for the matchmaking desk online.', '在线报名采购对接。'],
      ],
    ],
  ];
  const [lead, body, says, todo] = pages[item % 3]!;
  const en =
    p(dEn + esc(lead[0])) +
    body.map(([e]) => p(esc(e))).join('') +
    quote(`“${says[0]}”`, `${who.name[0]}, ${who.role[0]}`) +
    h3('Before you go') +
    ul(todo.map(([e]) => e));
  const zh =
    p(dZh + lead[1]) +
    body.map(([, z]) => p(z)).join('') +
    quote(`“${says[1]}”`, `${who.name[1]}，${who.role[1]}`) +
    h3('行前准备') +
    ul(todo.map(([, z]) => z));
  return { summary: lead, content: [en, zh] };
}

/** A video's introduction: what is shown and for whom, two sentences. */
export function videoIntro(title: Pair, k: number): Pair {
  const n = numbers(`video/${k}`);
  const minutes = n.int(3, 9);
  return [
    `Filmed on site: ${title[0].toLowerCase()}. ${minutes} minutes with the people who do the work, the machines they use and the checks along the way — useful before your first order.`,
    `实地拍摄：${title[1]}。${minutes}分钟，带您了解一线员工、所用设备和每道检查环节，首次下单前值得一看。`,
  ];
}

/** What products of each top category are described by: features and specification lines. */
const FEATURES: readonly { features: readonly Pair[]; material: readonly Pair[]; packing: Pair }[] = [
  {
    features: [
      ['Bluetooth 5.3 with a stable connection up to 10 m', '蓝牙5.3，10米内连接稳定'],
      ['Long battery life and USB-C fast charging', '长续航，USB-C快充'],
      ['CE, FCC and RoHS certified', '通过CE、FCC、RoHS认证'],
      ['Every unit tested before packing', '每台出厂前均经测试'],
    ],
    material: [
      ['ABS and aluminium alloy', 'ABS与铝合金'],
      ['PC and silicone', 'PC与硅胶'],
    ],
    packing: ['Retail box with manual, 50 units per carton', '彩盒包装附说明书，每箱50个'],
  },
  {
    features: [
      ['Food-safe and easy to clean', '食品级材质，易清洁'],
      ['Energy-saving LEDs rated for 30,000 hours', '节能LED，寿命3万小时'],
      ['Designed for daily use, tested for durability', '为日常使用设计，经耐用性测试'],
      ['Custom colours and private label available', '可定制颜色和自有品牌'],
    ],
    material: [
      ['304 stainless steel', '304不锈钢'],
      ['Aluminium and PC diffuser', '铝材与PC灯罩'],
      ['100% cotton', '100%纯棉'],
    ],
    packing: ['Individual box, export carton with foam corners', '独立包装，出口纸箱配泡沫护角'],
  },
  {
    features: [
      ['Pre-shrunk fabric, colourfast after washing', '面料预缩，水洗不褪色'],
      ['Sizes S–XXL, custom sizes on request', '尺码S–XXL，可按需定制'],
      ['Reinforced seams and quality zips', '加固缝线，优质拉链'],
      ['OEM labels and hang tags', '支持OEM领标和吊牌'],
    ],
    material: [
      ['Cotton blend', '棉混纺'],
      ['Polyester and nylon', '涤纶与尼龙'],
      ['Genuine leather', '真皮'],
    ],
    packing: ['Polybag per piece, 100 pieces per carton', '单件胶袋，每箱100件'],
  },
  {
    features: [
      ['Heavy-duty frame, built for continuous operation', '重型机架，可连续作业'],
      ['Brand-name engine or motor with warranty', '品牌发动机/电机，提供质保'],
      ['Spare parts kit and operating manual included', '附备件包和操作手册'],
      ['Video inspection and online training after sale', '售后提供视频验机和在线培训'],
    ],
    material: [
      ['Q355 steel', 'Q355钢材'],
      ['Stainless steel 304', '304不锈钢'],
    ],
    packing: ['Wooden case or frame, shipped in a container', '木箱或框架包装，集装箱运输'],
  },
  {
    features: [
      ['Hardened and tempered for long life', '淬火回火处理，经久耐用'],
      ['Standard sizes (DIN/ISO), drawings accepted', '标准尺寸（DIN/ISO），可来图定制'],
      ['Corrosion-resistant finish', '防锈表面处理'],
      ['Batch test reports with every shipment', '每批发货附检测报告'],
    ],
    material: [
      ['Carbon steel grade 8.8', '8.8级碳钢'],
      ['Stainless steel A2-70', 'A2-70不锈钢'],
      ['Chrome vanadium steel', '铬钒钢'],
    ],
    packing: ['Boxes of 100 or bulk cartons, palletised', '100只/盒或散装纸箱，打托盘'],
  },
  {
    features: [
      ['Gentle formula, dermatologically tested', '温和配方，经皮肤测试'],
      ['Cruelty-free, no parabens', '无动物测试，不含防腐剂对羟基苯甲酸酯'],
      ['GMPC and ISO 22716 certified factory', '工厂通过GMPC和ISO 22716认证'],
      ['Private label and custom scent available', '可做自有品牌及定制香型'],
    ],
    material: [
      ['Natural plant extracts', '天然植物提取物'],
      ['Hyaluronic acid and vitamin E', '玻尿酸与维生素E'],
    ],
    packing: ['Individual gift box, 48 pieces per carton', '独立礼盒，每箱48件'],
  },
  {
    features: [
      ['Harvested and packed this season', '当季采收包装'],
      ['Food safety certified (HACCP, ISO 22000)', '通过食品安全认证（HACCP、ISO 22000）'],
      ['Shelf life of 12–24 months', '保质期12–24个月'],
      ['Samples available before bulk orders', '大货前可提供样品'],
    ],
    material: [
      ['100% natural, no additives', '100%天然，无添加'],
      ['Grade A raw material', '一级原料'],
    ],
    packing: ['Sealed bags or tins in export cartons', '密封袋或罐装，出口纸箱'],
  },
  {
    features: [
      ['Tested for strength and stability', '经强度和稳定性测试'],
      ['Lightweight and easy to carry', '轻便易携'],
      ['Weather-resistant materials', '耐候材质'],
      ['Custom colours and logo printing', '可定制颜色和Logo印刷'],
    ],
    material: [
      ['Aluminium alloy', '铝合金'],
      ['Ripstop polyester', '防撕裂涤纶'],
      ['Natural rubber and TPE', '天然橡胶与TPE'],
    ],
    packing: ['Carry bag per piece, export carton', '单件收纳袋，出口纸箱'],
  },
];

/** A product's description: an introduction, features, a specification list and packing. */
export function productDescription(
  p0: { name: Pair; brand: string; top: number; leaf: Pair; region: Pair; leadDays: number; moq: number; prodId: number },
  picture: string,
): { content: Pair; material: Pair } {
  const n = numbers(`product/${p0.prodId}`);
  const f = FEATURES[p0.top % FEATURES.length]!;
  // Three of the four, one left out by the product's own number.
  const skip = n.int(0, f.features.length - 1);
  const features = f.features.filter((_, i) => i !== skip);
  const material = n.pick(f.material);
  const warranty = n.pick([12, 18, 24]);
  const img = (alt: string) => p(`<img src="/api/img/640/${picture}" width="640" height="640" alt="${esc(alt)}">`);
  const en =
    h3(esc(p0.name[0])) +
    p(
      `${esc(p0.brand)} makes this ${p0.leaf[0].toLowerCase()} in its own factory in ${p0.region[0]} and ships it worldwide. ` +
        `OEM, custom logo and packaging are available on larger orders (the minimum order, where there is one, is shown beside the price).`,
    ) +
    h3('Features') +
    ul(features.map(([e]) => e)) +
    h3('Specifications') +
    ul([
      `Material: ${material[0]}`,
      `Origin: ${p0.region[0]}, China`,
      `Lead time: ${p0.leadDays} days after deposit`,
      `Warranty: ${warranty} months`,
    ]) +
    h3('Packing and shipping') +
    p(`${f.packing[0]}. Shipped by sea, air or express; FOB and CIF quotes on request.`) +
    img(p0.name[0]);
  const zh =
    h3(p0.name[1]) +
    p(`${p0.brand}在${p0.region[1]}自有工厂生产这款${p0.leaf[1]}，发往全球。大批量订单可做OEM、定制Logo和包装（如有起订量，见价格旁）。`) +
    h3('产品特点') +
    ul(features.map(([, z]) => z)) +
    h3('规格参数') +
    ul([`材质：${material[1]}`, `产地：中国${p0.region[1]}`, `交期：付定金后${p0.leadDays}天`, `质保：${warranty}个月`]) +
    h3('包装与运输') +
    p(`${f.packing[1]}。支持海运、空运和快递；可报FOB和CIF价格。`) +
    img(p0.name[1]);
  return { content: [en, zh], material };
}
