/**
 * Word lists the demo catalogue is generated from: a bilingual 3-level category tree whose leaves
 * are product nouns, shop name parts, regions, brands, SKU properties and content titles.
 */
type Pair = readonly [en: string, zh: string];
/** Leaf: [en, zh, unit dictLabel]. */
type Leaf = readonly [en: string, zh: string, unit: string];
export interface TopCategory {
  name: Pair;
  children: readonly { name: Pair; leaves: readonly Leaf[] }[];
}

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: ['Consumer Electronics', '消费电子'],
    children: [
      {
        name: ['Audio', '音频设备'],
        leaves: [
          ['Wireless Earphones', '无线耳机', 'pair'],
          ['Bluetooth Speaker', '蓝牙音箱', 'piece'],
          ['Headphones', '头戴耳机', 'piece'],
          ['Microphone', '麦克风', 'piece'],
        ],
      },
      {
        name: ['Mobile Accessories', '手机配件'],
        leaves: [
          ['Phone Case', '手机壳', 'piece'],
          ['Charging Cable', '充电线', 'piece'],
          ['Power Bank', '充电宝', 'piece'],
          ['Screen Protector', '钢化膜', 'piece'],
        ],
      },
      {
        name: ['Smart Devices', '智能设备'],
        leaves: [
          ['Smart Watch', '智能手表', 'piece'],
          ['Fitness Tracker', '运动手环', 'piece'],
          ['Security Camera', '监控摄像头', 'unit'],
        ],
      },
    ],
  },
  {
    name: ['Home & Garden', '家居园艺'],
    children: [
      {
        name: ['Lighting', '灯具照明'],
        leaves: [
          ['LED Desk Lamp', 'LED台灯', 'piece'],
          ['Ceiling Light', '吸顶灯', 'piece'],
          ['Solar Garden Light', '太阳能庭院灯', 'piece'],
          ['String Lights', '灯串', 'set'],
        ],
      },
      {
        name: ['Kitchenware', '厨房用品'],
        leaves: [
          ['Cookware Set', '锅具套装', 'set'],
          ['Kitchen Knife', '厨房刀具', 'piece'],
          ['Cutting Board', '砧板', 'piece'],
          ['Water Bottle', '水杯', 'piece'],
        ],
      },
      {
        name: ['Home Textiles', '家纺'],
        leaves: [
          ['Bed Sheet', '床单', 'set'],
          ['Bath Towel', '浴巾', 'piece'],
          ['Curtain', '窗帘', 'pair'],
        ],
      },
    ],
  },
  {
    name: ['Apparel & Accessories', '服装配饰'],
    children: [
      {
        name: ["Men's Clothing", '男装'],
        leaves: [
          ['Cotton T-Shirt', '纯棉T恤', 'piece'],
          ['Denim Jeans', '牛仔裤', 'piece'],
          ['Down Jacket', '羽绒服', 'piece'],
        ],
      },
      {
        name: ["Women's Clothing", '女装'],
        leaves: [
          ['Silk Dress', '真丝连衣裙', 'piece'],
          ['Knit Sweater', '针织毛衣', 'piece'],
          ['Yoga Pants', '瑜伽裤', 'piece'],
        ],
      },
      {
        name: ['Bags & Shoes', '箱包鞋靴'],
        leaves: [
          ['Backpack', '双肩包', 'piece'],
          ['Running Shoes', '跑鞋', 'pair'],
          ['Leather Wallet', '真皮钱包', 'piece'],
          ['Hat', '帽子', 'piece'],
        ],
      },
    ],
  },
  {
    name: ['Machinery', '机械设备'],
    children: [
      {
        name: ['Packaging Machines', '包装机械'],
        leaves: [
          ['Sealing Machine', '封口机', 'unit'],
          ['Filling Machine', '灌装机', 'unit'],
          ['Labeling Machine', '贴标机', 'unit'],
        ],
      },
      {
        name: ['Engineering Machinery', '工程机械'],
        leaves: [
          ['Mini Excavator', '小型挖掘机', 'unit'],
          ['Concrete Mixer', '搅拌机', 'unit'],
          ['Forklift', '叉车', 'unit'],
        ],
      },
      {
        name: ['Agricultural Machinery', '农业机械'],
        leaves: [
          ['Water Pump', '水泵', 'unit'],
          ['Seed Planter', '播种机', 'unit'],
          ['Tractor', '拖拉机', 'unit'],
        ],
      },
    ],
  },
  {
    name: ['Hardware & Tools', '五金工具'],
    children: [
      {
        name: ['Fasteners', '紧固件'],
        leaves: [
          ['Hex Bolt', '六角螺栓', 'piece'],
          ['Stainless Steel Screw', '不锈钢螺丝', 'box'],
          ['Nut', '螺母', 'kilogram'],
        ],
      },
      {
        name: ['Power Tools', '电动工具'],
        leaves: [
          ['Cordless Drill', '无线电钻', 'piece'],
          ['Angle Grinder', '角磨机', 'piece'],
          ['Electric Saw', '电锯', 'piece'],
        ],
      },
      {
        name: ['Hand Tools', '手动工具'],
        leaves: [
          ['Wrench Set', '扳手套装', 'set'],
          ['Screwdriver', '螺丝刀', 'piece'],
          ['Tape Measure', '卷尺', 'piece'],
        ],
      },
    ],
  },
  {
    name: ['Beauty & Personal Care', '美妆个护'],
    children: [
      {
        name: ['Skin Care', '护肤'],
        leaves: [
          ['Face Cream', '面霜', 'bottle'],
          ['Sheet Mask', '面膜', 'box'],
          ['Sunscreen', '防晒霜', 'bottle'],
        ],
      },
      {
        name: ['Makeup', '彩妆'],
        leaves: [
          ['Lipstick', '口红', 'piece'],
          ['Eyeshadow Palette', '眼影盘', 'piece'],
          ['Makeup Brush', '化妆刷', 'set'],
        ],
      },
      {
        name: ['Hair Care', '美发'],
        leaves: [
          ['Hair Dryer', '吹风机', 'piece'],
          ['Shampoo', '洗发水', 'bottle'],
          ['Hair Clip', '发夹', 'dozen'],
        ],
      },
    ],
  },
  {
    name: ['Food & Beverage', '食品饮料'],
    children: [
      {
        name: ['Tea', '茶叶'],
        leaves: [
          ['Green Tea', '绿茶', 'kilogram'],
          ['Oolong Tea', '乌龙茶', 'kilogram'],
          ['Tea Set', '茶具', 'set'],
        ],
      },
      {
        name: ['Snacks', '休闲零食'],
        leaves: [
          ['Dried Fruit', '果干', 'bag'],
          ['Roasted Nuts', '坚果', 'bag'],
          ['Cookies', '饼干', 'box'],
        ],
      },
      {
        name: ['Beverages', '饮料'],
        leaves: [
          ['Coffee Beans', '咖啡豆', 'kilogram'],
          ['Fruit Juice', '果汁', 'bottle'],
          ['Mineral Water', '矿泉水', 'carton'],
        ],
      },
    ],
  },
  {
    name: ['Sports & Outdoors', '运动户外'],
    children: [
      {
        name: ['Fitness', '健身器材'],
        leaves: [
          ['Dumbbell', '哑铃', 'pair'],
          ['Yoga Mat', '瑜伽垫', 'piece'],
          ['Resistance Band', '弹力带', 'set'],
        ],
      },
      {
        name: ['Camping', '露营装备'],
        leaves: [
          ['Camping Tent', '露营帐篷', 'piece'],
          ['Sleeping Bag', '睡袋', 'piece'],
          ['Folding Chair', '折叠椅', 'piece'],
        ],
      },
      {
        name: ['Cycling', '骑行'],
        leaves: [
          ['Mountain Bike', '山地自行车', 'unit'],
          ['Bike Helmet', '骑行头盔', 'piece'],
          ['Bike Light', '车灯', 'piece'],
        ],
      },
    ],
  },
];

/** Words put in front of a leaf noun to make a product name. */
export const QUALIFIERS: readonly Pair[] = [
  ['Premium', '优质'],
  ['Portable', '便携式'],
  ['Professional', '专业'],
  ['Eco-Friendly', '环保'],
  ['Heavy Duty', '重型'],
  ['Mini', '迷你'],
  ['Classic', '经典'],
  ['Smart', '智能'],
  ['Waterproof', '防水'],
  ['Lightweight', '轻量'],
  ['Deluxe', '豪华'],
  ['Custom Logo', '定制标志'],
  ['Wholesale', '批发'],
  ['Industrial', '工业级'],
  ['Handmade', '手工'],
  ['Stainless Steel', '不锈钢'],
];

export const BRANDS = [
  'Haitian',
  'Sunrise',
  'BlueOcean',
  'Greenleaf',
  'Everbright',
  'Goldstar',
  'Northwind',
  'Redmaple',
  'Silverline',
  'Orient',
];

/** Shop regions: [en, zh]. */
export const REGIONS: readonly Pair[] = [
  ['Guangdong', '广东'],
  ['Zhejiang', '浙江'],
  ['Jiangsu', '江苏'],
  ['Fujian', '福建'],
  ['Shandong', '山东'],
  ['Shanghai', '上海'],
  ['Hebei', '河北'],
  ['Henan', '河南'],
  ['Sichuan', '四川'],
  ['Hubei', '湖北'],
  ['Vietnam', '越南'],
  ['Thailand', '泰国'],
];

export const CITIES: readonly Pair[] = [
  ['Shenzhen', '深圳'],
  ['Ningbo', '宁波'],
  ['Suzhou', '苏州'],
  ['Xiamen', '厦门'],
  ['Qingdao', '青岛'],
  ['Shanghai', '上海'],
  ['Shijiazhuang', '石家庄'],
  ['Zhengzhou', '郑州'],
  ['Chengdu', '成都'],
  ['Wuhan', '武汉'],
  ['Hanoi', '河内'],
  ['Bangkok', '曼谷'],
];

export const SHOP_WORDS: readonly Pair[] = [
  ['Everwin', '恒胜'],
  ['Huaxin', '华信'],
  ['Goldsun', '金阳'],
  ['Tianli', '天力'],
  ['Longda', '隆达'],
  ['Mingyang', '明阳'],
  ['Kaiyuan', '开元'],
  ['Ruifeng', '瑞丰'],
  ['Hongtai', '宏泰'],
  ['Jiahe', '嘉禾'],
  ['Xinghui', '星辉'],
  ['Yongsheng', '永盛'],
  ['Fuda', '富达'],
  ['Baolong', '宝龙'],
  ['Shengshi', '盛世'],
  ['Anda', '安达'],
  ['Weiye', '伟业'],
  ['Chenguang', '晨光'],
  ['Dingxin', '鼎新'],
  ['Huamei', '华美'],
  ['Zhongcheng', '众诚'],
  ['Lianhe', '联合'],
  ['Boyuan', '博远'],
  ['Tongda', '通达'],
  ['Kangtai', '康泰'],
];

export const SHOP_KINDS: readonly Pair[] = [
  ['Trading Co., Ltd.', '贸易有限公司'],
  ['Manufacturing Co., Ltd.', '制造有限公司'],
  ['Industrial Co., Ltd.', '实业有限公司'],
  ['Technology Co., Ltd.', '科技有限公司'],
];

/** SKU property dimensions: name and values, both languages. */
export const SKU_DIMENSIONS: readonly { name: Pair; values: readonly Pair[] }[] = [
  {
    name: ['Colour', '颜色'],
    values: [
      ['Black', '黑色'],
      ['White', '白色'],
      ['Red', '红色'],
      ['Blue', '蓝色'],
      ['Gold', '金色'],
      ['Green', '绿色'],
    ],
  },
  {
    name: ['Size', '尺寸'],
    values: [
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
    ],
  },
  {
    name: ['Package', '包装'],
    values: [
      ['Standard', '标准装'],
      ['Gift Box', '礼盒装'],
      ['Bulk', '散装'],
    ],
  },
  {
    name: ['Model', '型号'],
    values: [
      ['Basic', '基础款'],
      ['Pro', '专业款'],
      ['Max', '旗舰款'],
    ],
  },
];

export const REVIEW_TEXTS: readonly (readonly [score: number, en: string, zh: string])[] = [
  [5, 'Excellent quality, exactly as described. Fast shipping.', '质量非常好，与描述一致，发货很快。'],
  [5, 'Great supplier, will order again.', '很好的供应商，会再次下单。'],
  [4, 'Good product for the price, packaging could be better.', '性价比高，包装可以再好一些。'],
  [4, 'Arrived on time and works well.', '准时到货，使用良好。'],
  [3, 'Average quality, acceptable.', '质量一般，可以接受。'],
  [3, 'The colour is slightly different from the pictures.', '颜色和图片略有差异。'],
  [2, 'Delivery took much longer than expected.', '物流比预期慢很多。'],
  [1, 'Item was damaged on arrival.', '收到时商品已损坏。'],
];

export const REVIEWER_NAMES = [
  'Alice',
  'Bob',
  'Chen',
  'Diego',
  'Emma',
  'Farah',
  'Giulia',
  'Hiro',
  'Ivan',
  'Jana',
  '小王',
  '李女士',
  '张先生',
  '刘工',
];

export const EXHIBITION_TOPICS: readonly Pair[] = [
  ['Canton Fair', '广交会'],
  ['Global Sources Electronics Show', '环球资源电子展'],
  ['International Hardware Fair', '国际五金展'],
  ['Home Textiles Expo', '家纺博览会'],
  ['Beauty Asia Expo', '亚洲美容展'],
  ['Food & Hotel Expo', '食品与酒店博览会'],
  ['Outdoor Sports Show', '户外运动展'],
  ['Machinery Trade Fair', '机械贸易博览会'],
  ['Smart Home Summit', '智能家居峰会'],
];

/** The top category (index in CATEGORY_TREE) each exhibition is about, in EXHIBITION_TOPICS order. */
export const EXHIBITION_TOPS: readonly number[] = [1, 0, 4, 1, 5, 6, 7, 3, 0];

export const BELTS: readonly { name: Pair; region: Pair; intro: Pair; tops: readonly number[] }[] = [
  {
    name: ['Shenzhen Electronics Belt', '深圳电子产业带'],
    region: ['Guangdong', '广东'],
    intro: ['The world\u2019s consumer electronics supply chain hub.', '全球消费电子供应链中心。'],
    tops: [0],
  },
  {
    name: ['Yongkang Hardware Belt', '永康五金产业带'],
    region: ['Zhejiang', '浙江'],
    intro: ['Thousands of hardware and tool makers in one county.', '一个县城聚集数千家五金工具企业。'],
    tops: [4],
  },
  {
    name: ['Jinjiang Footwear Belt', '晋江鞋服产业带'],
    region: ['Fujian', '福建'],
    intro: ['Sports shoes and apparel for global brands.', '为全球品牌生产运动鞋服。'],
    tops: [2, 7],
  },
  {
    name: ['Zhongshan Lighting Belt', '中山灯饰产业带'],
    region: ['Guangdong', '广东'],
    intro: ['China\u2019s lighting capital.', '中国灯饰之都。'],
    tops: [1],
  },
  {
    name: ['Qingdao Machinery Belt', '青岛机械产业带'],
    region: ['Shandong', '山东'],
    intro: ['Engineering and agricultural machinery cluster.', '工程与农业机械产业集群。'],
    tops: [3],
  },
  {
    name: ['Guangzhou Beauty Belt', '广州美妆产业带'],
    region: ['Guangdong', '广东'],
    intro: ['OEM cosmetics and personal care.', '化妆品与个护代工。'],
    tops: [5],
  },
  {
    name: ['Anxi Tea Belt', '安溪茶叶产业带'],
    region: ['Fujian', '福建'],
    intro: ['Home of Tieguanyin oolong tea.', '铁观音的故乡。'],
    tops: [6],
  },
];

export const NEWS_TITLES: readonly Pair[] = [
  ['Cross-border e-commerce exports grow in the third quarter', '第三季度跨境电商出口持续增长'],
  ['How to choose a reliable supplier: a checklist', '如何选择可靠的供应商：一份清单'],
  ['New customs clearance rules take effect next month', '海关通关新规下月起施行'],
  ['Shipping rates ease as container supply recovers', '集装箱供应恢复，海运价格回落'],
  ['Trade show season: what buyers should prepare', '展会季：采购商需要准备什么'],
  ['Sustainable packaging becomes a buyer priority', '可持续包装成为采购商关注重点'],
  ['Paying suppliers safely: balance, PayPal and bank transfer', '安全付款：余额、PayPal与银行转账'],
  ['Quality inspection before shipment explained', '出货前质检详解'],
  ['Industry belts: sourcing directly from manufacturing clusters', '产业带：直接对接制造业集群'],
  ['Seasonal demand forecast for home and garden products', '家居园艺产品季节性需求预测'],
  ['Small-batch orders: what MOQ really means', '小批量订单：起订量的真正含义'],
  ['Incoterms 2020 in plain words', '通俗解读国际贸易术语2020'],
];

export const VIDEO_TITLES: readonly Pair[] = [
  ['Factory tour: electronics assembly line', '工厂参观：电子装配线'],
  ['How our LED lamps are tested', 'LED灯具如何测试'],
  ['Packing and loading a 40-foot container', '40尺集装箱装柜过程'],
  ['Product demo: cordless drill', '产品演示：无线电钻'],
  ['Inside a tea plantation', '走进茶园'],
  ['Textile weaving workshop', '纺织车间'],
  ['Quality control in a shoe factory', '鞋厂质量控制'],
  ['Machinery showroom walk-through', '机械展厅巡览'],
];

export const FEATURED_TOPICS: readonly { title: Pair; intro: Pair }[] = [
  { title: ['Best sellers this week', '本周热销'], intro: ['The products buyers ordered most.', '采购商下单最多的商品。'] },
  { title: ['New arrivals', '新品上架'], intro: ['Fresh from our suppliers.', '供应商最新上架。'] },
  { title: ['Ready to ship', '现货速发'], intro: ['In stock and shipped within 48 hours.', '有现货，48小时内发货。'] },
  { title: ['Factory direct', '工厂直供'], intro: ['Buy straight from the manufacturer.', '直接从制造商采购。'] },
];

export const HOT_SEARCHES: Record<'en' | 'zh_CN', readonly string[]> = {
  en: ['earphones', 'led lamp', 'power bank', 'yoga mat', 'green tea', 'backpack', 'hex bolt', 'smart watch'],
  zh_CN: ['耳机', '台灯', '充电宝', '瑜伽垫', '绿茶', '双肩包', '螺栓', '手表'],
};
