import type { NewsSeed } from './types.js';

// News of the shop: 1 company news, 2 product news, 3 industry insights.
// Bodies are light Markdown (paragraphs, "## " headings, "- " lists), Chinese and English; the other
// languages are in ../long-texts/<lang>/news.ts.
export const NEWS: NewsSeed[] = [
  // ───────────────────────────── 1 · Company news ─────────────────────────────
  {
    cateId: 1,
    date: '2025-06-18',
    title: {
      'zh-CN': 'YT 网络深圳光模块编码与测试实验室正式启用',
      en: 'YT Networks opens a new optics coding and test lab in Shenzhen',
      es: 'YT Networks inaugura en Shenzhen un nuevo laboratorio de codificación y pruebas de ópticas',
      fi: 'YT Networks avasi Shenzheniin uuden optiikan koodaus- ja testauslaboratorion',
      fr: 'YT Networks inaugure à Shenzhen un nouveau laboratoire de codage et de test d’optiques',
      ja: 'YT ネットワークス、深圳に光モジュールのコーディング・検証ラボを新設',
    },
    summary: {
      'zh-CN': '新实验室面积 1,200 平方米，日测试产能提升至原来的三倍，配备 120 多台主流品牌主机设备，每一只兼容光模块都在其目标平台上实机验证。',
      en: 'The 1,200 m² lab triples our daily test capacity and holds more than 120 host switches from the major brands, so every compatible module is checked in the platform it is coded for.',
      es: 'El laboratorio, de 1.200 m², triplica nuestra capacidad diaria de pruebas y reúne más de 120 equipos de las principales marcas, de modo que cada módulo compatible se verifica en la plataforma para la que está codificado.',
      fi: '1 200 neliömetrin laboratorio kolminkertaistaa päivittäisen testauskapasiteettimme. Laboratoriossa on yli 120 laitetta johtavilta valmistajilta, joten jokainen yhteensopiva moduuli testataan siinä alustassa, jolle se on koodattu.',
      fr: 'D’une surface de 1 200 m², le laboratoire triple notre capacité de test quotidienne et réunit plus de 120 équipements des grandes marques : chaque module compatible est vérifié sur la plateforme pour laquelle il est codé.',
      ja: '延床面積 1,200 m² の新ラボで 1 日あたりの検証能力は従来の 3 倍に。主要メーカーのホスト機器 120 台以上を備え、互換モジュールはすべてコーディング対象の実機で確認します。',
    },
    body: {
      'zh-CN': `2025 年 6 月，YT 网络将光模块编码与测试业务整体迁入位于深圳南山区的新实验室，距公司总部仅数分钟步行路程。新实验室面积 1,200 平方米，日测试能力提升至约 9,000 只模块，编码、老化、功能测试和出货终检全部在同一场地完成。

实验室目前配备 120 多台来自 Cisco、Juniper、Arista、HPE Aruba、华为和 Dell 等品牌的交换机、路由器和服务器网卡。每一只兼容光模块在写入目标平台的编码后，都会插入同系列的真实设备中，确认能够被正确识别、以正确速率建立链路，并准确上报温度、电压、偏置电流、发射和接收光功率等数字诊断（DDM）信息。

## 新增的测试能力

- 4 台可编程高低温箱，可在 -40°C 至 +85°C 之间进行温度循环测试
- 误码仪与采样示波器，覆盖 25G NRZ 和 53 GBd PAM4 信号，400G 模块逐只测量 TDECQ 与前向纠错前误码率
- 光谱分析仪与可调衰减器，用于 CWDM、LWDM 和 DWDM 模块的波长与灵敏度测试
- 独立的故障分析工位，退回模块在 5 个工作日内出具书面分析报告

“对客户来说，一只光模块好不好，就看它插进机柜后第一次上电的表现。”YT 网络质量负责人表示，“新实验室让我们在不延长交期的前提下，对每一只模块做更完整的测试。”

实验室已于 6 月中旬全面投入使用，所有现货和定制编码订单均由新实验室测试后发货，交期保持不变。`,
      en: `In June 2025 YT Networks moved its optics coding and test operations into a new 1,200 m² laboratory in Nanshan District, Shenzhen, a few minutes' walk from our headquarters. The move triples our daily capacity to roughly 9,000 modules and brings coding, burn-in, functional testing and final inspection under one roof.

The lab holds more than 120 switches, routers and server adapters from Cisco, Juniper, Arista, HPE Aruba, Huawei, Dell and other brands. Once a compatible transceiver has been coded for its target platform, it is inserted into a real device of that family to confirm that it is recognised, links up at the right speed and reports accurate digital diagnostics: temperature, supply voltage, laser bias current, and transmit and receive power.

## New test capabilities

- Four programmable climatic chambers for temperature cycling between -40°C and +85°C
- Bit-error-rate testers and sampling oscilloscopes for 25G NRZ and 53 GBd PAM4 signals, so every 400G module is measured for TDECQ and pre-FEC bit error ratio
- Optical spectrum analysers and variable attenuators for wavelength and sensitivity tests on CWDM, LWDM and DWDM modules
- A dedicated failure-analysis bench: returned modules receive a written report within five business days

"For a customer, a transceiver is only as good as its first power-up in their rack," says the head of quality at YT Networks. "The new lab lets us test every module more thoroughly without adding a single day to lead times."

The lab has been fully operational since mid-June. All stock and custom-coded orders are now tested there before shipping, with unchanged lead times.`,
    },
  },
  {
    cateId: 1,
    date: '2025-09-12',
    title: {
      'zh-CN': 'YT 网络亮相深圳国际光电博览会，现场演示 400G 互连',
      en: 'YT Networks shows live 400G interconnects at the international optoelectronics fair in Shenzhen',
      es: 'YT Networks presenta interconexiones 400G en funcionamiento en la feria internacional de optoelectrónica de Shenzhen',
      fi: 'YT Networks esitteli toimivia 400G-yhteyksiä Shenzhenin kansainvälisillä optoelektroniikkamessuilla',
      fr: 'YT Networks présente des interconnexions 400G en fonctionnement au salon international de l’optoélectronique de Shenzhen',
      ja: 'YT ネットワークス、深圳の国際光電子展示会で 400G 接続のライブデモを実施',
    },
    summary: {
      'zh-CN': '三天展期内，我们的展台以一套运行中的叶脊网络演示了 400G DR4、FR4 光模块和 400G 转 4×100G 分支线缆，并接待了来自 40 多个国家和地区的访客。',
      en: 'Over three days our stand ran a working leaf-spine network with 400G DR4 and FR4 optics and 400G-to-4×100G breakout cables, and welcomed visitors from more than 40 countries and regions.',
      es: 'Durante tres días, nuestro stand mostró una red leaf-spine en funcionamiento con ópticas 400G DR4 y FR4 y cables de desdoblamiento de 400G a 4×100G, y recibió visitantes de más de 40 países y regiones.',
      fi: 'Kolmen messupäivän ajan osastollamme pyöri toimiva leaf-spine-verkko, jossa oli 400G DR4- ja FR4-optiikat sekä 400G–4×100G-haaroituskaapelit. Vieraita saapui yli 40 maasta ja alueelta.',
      fr: 'Pendant trois jours, notre stand a fait tourner un réseau leaf-spine réel avec des optiques 400G DR4 et FR4 et des câbles d’éclatement 400G vers 4×100G, et a accueilli des visiteurs de plus de 40 pays et régions.',
      ja: '3 日間の会期中、当社ブースでは 400G DR4／FR4 光モジュールと 400G→4×100G ブレイクアウトケーブルを使った稼働中のリーフ・スパインネットワークを展示し、40 以上の国と地域から来場者を迎えました。',
    },
    body: {
      'zh-CN': `9 月 10 日至 12 日，YT 网络参加了在深圳国际会展中心举办的国际光电博览会。与往年陈列静态样品不同，今年我们在展台搭建了一套完整运行的小型叶脊网络：两台 400G 脊交换机、四台 100G/25G 叶交换机，全部链路均使用 YT 光模块和线缆。

演示网络持续运行 72 小时，实时展示每条链路的收发光功率、模块温度和前向纠错前误码率。400G DR4 模块通过 MPO-12 APC 跳线连接，并在一个端口上拆分为 4×100G DR 链路，直接接入叶交换机的 100G 端口，这种部署方式在扩容过程中非常常见。

## 访客最关心的问题

- 400G DR4 与 FR4 如何选择：500 米以内且希望灵活分支时选 DR4，需要双工 LC 且距离达到 2 公里时选 FR4
- 兼容光模块在主流品牌交换机上的识别与告警情况
- 800G 的规划时间表，以及现有 OS2 单模布线能否继续使用
- 小批量定制编码和标签的交期

展会期间，我们与来自 40 多个国家和地区的系统集成商、运营商和数据中心运营团队进行了交流。感谢每一位到访的客户和合作伙伴，展会上收到的询价将在 1 个工作日内由对应区域的销售工程师回复。`,
      en: `From 10 to 12 September YT Networks exhibited at the international optoelectronics fair at the Shenzhen World Exhibition and Convention Center. Instead of the usual rows of static samples, this year we built a small working leaf-spine network on the stand: two 400G spine switches and four 100G/25G leaf switches, every link running on YT optics and cables.

The demo network ran for 72 hours straight, with a live dashboard showing transmit and receive power, module temperature and pre-FEC bit error ratio for every link. The 400G DR4 modules were connected over MPO-12 APC patch cords, and one port was broken out into 4×100G DR links landing directly on the 100G ports of a leaf switch, a pattern we see often in networks being upgraded step by step.

## What visitors asked most

- How to choose between 400G DR4 and FR4: DR4 up to 500 m when breakout flexibility matters, FR4 when duplex LC and reaches of up to 2 km are needed
- Whether compatible optics are recognised without warnings on the major switch brands
- When to plan for 800G, and whether existing OS2 single-mode cabling can stay
- Lead times for small batches with custom coding and labels

During the fair we met system integrators, carriers and data-centre operations teams from more than 40 countries and regions. Thank you to every customer and partner who visited. Inquiries received at the stand will be answered by the sales engineer for each region within one business day.`,
    },
  },
  {
    cateId: 1,
    date: '2025-11-20',
    title: {
      'zh-CN': 'YT 网络荷兰仓库启用，欧盟客户 2 至 4 个工作日送达',
      en: 'YT Networks opens a warehouse in the Netherlands for 2–4 day delivery across the EU',
      es: 'YT Networks abre un almacén en los Países Bajos con entregas en 2 a 4 días laborables en toda la UE',
      fi: 'YT Networks avasi varaston Alankomaihin: toimitukset EU-maihin 2–4 arkipäivässä',
      fr: 'YT Networks ouvre un entrepôt aux Pays-Bas pour des livraisons en 2 à 4 jours ouvrés dans toute l’UE',
      ja: 'YT ネットワークス、オランダ倉庫を開設　EU 域内へ 2～4 営業日でお届け',
    },
    summary: {
      'zh-CN': '新仓库备有 2,000 多个常用 SKU，支持欧元含税价格和完税交货（DDP），欧盟境内的退换货也可在当地完成。',
      en: 'The new warehouse stocks more than 2,000 popular SKUs, with euro prices including VAT, delivered duty paid, and returns handled inside the EU.',
      es: 'El nuevo almacén dispone de más de 2.000 referencias habituales, con precios en euros IVA incluido, entrega con derechos pagados (DDP) y devoluciones gestionadas dentro de la UE.',
      fi: 'Uudessa varastossa on yli 2 000 suosittua nimikettä. Hinnat ovat euroissa arvonlisäveroineen, toimitukset tullattuina (DDP), ja palautukset käsitellään EU:n sisällä.',
      fr: 'Le nouvel entrepôt stocke plus de 2 000 références courantes, avec des prix en euros TVA comprise, une livraison droits acquittés (DDP) et des retours traités au sein de l’UE.',
      ja: '新倉庫には人気の 2,000 以上の SKU を在庫。ユーロの税込価格、関税込み（DDP）配送に対応し、返品も EU 域内で完結します。',
    },
    body: {
      'zh-CN': `从 2025 年 11 月 20 日起，YT 网络位于荷兰的欧洲仓库正式开始发货。仓库备有 2,000 多个常用 SKU，包括 10G 和 25G 光模块、100G QSFP28 光模块、DAC 与 AOC 线缆、LC 和 MPO 光纤跳线，以及多款接入交换机和无线接入点。

欧盟客户在选择欧元结算时，页面显示的价格已包含当地增值税，订单以完税交货（DDP）方式配送，不会在收货时产生额外的关税或清关费用。当天 14:00（中欧时间）前付款的现货订单当天发出，大多数欧盟国家 2 至 4 个工作日送达。

## 对欧洲客户的变化

- 现货订单不再需要从深圳发出，交期从 5 至 8 天缩短到 2 至 4 个工作日
- 欧盟增值税发票由欧洲实体开具，企业客户可提供增值税号适用反向征收
- 退货和保修更换寄回荷兰仓库，无需承担跨境运费
- 定制编码的光模块仍在深圳实验室完成编码和测试，通常 3 至 5 个工作日发出

深圳总部仍负责所有产品的编码、测试和技术支持。欧洲仓库库存每周从深圳补货两次，库存数量会实时显示在商品页面上。`,
      en: `Since 20 November 2025 our European warehouse in the Netherlands has been shipping orders. It stocks more than 2,000 popular SKUs: 10G and 25G transceivers, 100G QSFP28 optics, DAC and AOC cables, LC and MPO patch cords, and a selection of access switches and wireless access points.

When EU customers pay in euros, the prices shown already include local VAT and orders are delivered duty paid (DDP), so there are no customs duties or clearance fees to settle at the door. In-stock orders paid before 14:00 CET ship the same day and reach most EU countries in two to four business days.

## What changes for European customers

- In-stock orders no longer ship from Shenzhen: delivery drops from 5–8 days to 2–4 business days
- EU VAT invoices are issued by our European entity, and business customers with a valid VAT number can use the reverse-charge mechanism
- Returns and warranty replacements go back to the Dutch warehouse, without cross-border shipping costs
- Custom-coded optics are still coded and tested in our Shenzhen lab and usually ship within three to five business days

Our Shenzhen headquarters remains in charge of coding, testing and technical support for every product. The European stock is replenished from Shenzhen twice a week, and available quantities are shown live on each product page.`,
    },
  },
  {
    cateId: 1,
    date: '2026-01-27',
    title: {
      'zh-CN': '2026 年春节期间发货与服务安排',
      en: 'Shipping and service during the 2026 Spring Festival',
      es: 'Envíos y atención durante la Fiesta de la Primavera de 2026',
      fi: 'Toimitukset ja asiakaspalvelu kiinalaisen uudenvuoden 2026 aikana',
      fr: 'Expéditions et service pendant la fête du Printemps 2026',
      ja: '2026 年春節期間中の出荷およびサポート体制のお知らせ',
    },
    summary: {
      'zh-CN': '深圳仓库 2 月 14 日至 23 日暂停发货，荷兰仓库和在线技术支持照常服务。建议 2 月 11 日前下单。',
      en: 'Our Shenzhen warehouse pauses shipping from 14 to 23 February, while the Dutch warehouse and online technical support carry on as usual. Please order before 11 February.',
      es: 'Nuestro almacén de Shenzhen suspende los envíos del 14 al 23 de febrero; el almacén de los Países Bajos y el soporte técnico en línea siguen funcionando con normalidad. Le recomendamos hacer su pedido antes del 11 de febrero.',
      fi: 'Shenzhenin varasto ei lähetä tilauksia 14.–23. helmikuuta, mutta Alankomaiden varasto ja verkossa annettava tekninen tuki palvelevat normaalisti. Suosittelemme tilaamaan viimeistään 11. helmikuuta.',
      fr: 'Notre entrepôt de Shenzhen suspend ses expéditions du 14 au 23 février ; l’entrepôt des Pays-Bas et le support technique en ligne fonctionnent normalement. Nous vous conseillons de commander avant le 11 février.',
      ja: '深圳倉庫は 2 月 14 日～23 日の間出荷を停止します。オランダ倉庫とオンライン技術サポートは通常どおり対応します。2 月 11 日までのご注文をおすすめします。',
    },
    body: {
      'zh-CN': `2026 年春节即将到来。为保证假期前后订单顺利交付，现将各项服务安排通知如下。

## 发货安排

- 深圳仓库：2 月 14 日至 23 日暂停发货，2 月 24 日起恢复正常发货
- 2 月 11 日 12:00（北京时间）前付款的现货订单，将在假期前发出
- 定制编码订单请在 2 月 6 日前确认，以便在假期前完成编码和测试
- 荷兰仓库：假期期间正常发货，欧盟客户的现货订单不受影响

## 客户服务

假期期间网站可正常下单和付款。在线咨询和技术问题由值班工程师处理，回复时间可能延长至 24 至 48 小时；涉及生产网络故障的紧急问题，请在留言标题中注明“紧急”，我们会优先处理。报价和询价将在 2 月 24 日起按顺序在 1 个工作日内回复。

国际快递和海运在假期前后通常较为繁忙，建议有项目计划的客户提前安排采购。感谢您过去一年的信任与支持，YT 网络全体员工祝您新春快乐、马年大吉！`,
      en: `The 2026 Spring Festival is approaching. To keep your orders moving before and after the holiday, here is how our services will run.

## Shipping

- Shenzhen warehouse: no shipments from 14 to 23 February; normal shipping resumes on 24 February
- In-stock orders paid before 12:00 Beijing time on 11 February will ship before the holiday
- Custom-coded orders should be confirmed by 6 February so that coding and testing can be finished in time
- Dutch warehouse: shipping as usual throughout the holiday, so in-stock orders for EU customers are not affected

## Customer service

You can place and pay for orders on the website throughout the holiday. Online questions and technical issues are handled by engineers on duty; replies may take 24 to 48 hours. For urgent problems affecting a production network, please put "URGENT" in the subject line and we will give them priority. Quotations and inquiries received during the holiday will be answered in order, within one business day, from 24 February.

International express and sea freight are usually congested around the holiday, so if you have a project coming up, we recommend placing orders early. Thank you for your trust over the past year. Everyone at YT Networks wishes you a happy and prosperous Year of the Horse!`,
    },
  },
  {
    cateId: 1,
    date: '2026-04-22',
    title: {
      'zh-CN': 'YT 网络通过 ISO 9001 与 ISO 14001 再认证审核',
      en: 'YT Networks renews its ISO 9001 and ISO 14001 certifications',
      es: 'YT Networks renueva sus certificaciones ISO 9001 e ISO 14001',
      fi: 'YT Networksin ISO 9001- ja ISO 14001 -sertifikaatit uusittiin',
      fr: 'YT Networks renouvelle ses certifications ISO 9001 et ISO 14001',
      ja: 'YT ネットワークス、ISO 9001 と ISO 14001 の再認証審査に合格',
    },
    summary: {
      'zh-CN': '第三方认证机构完成了为期四天的现场审核，覆盖设计、编码、测试、仓储和售后全过程，审核未发现不符合项。',
      en: 'An independent certification body completed a four-day on-site audit covering design, coding, testing, warehousing and after-sales service, with no non-conformities found.',
      es: 'Un organismo de certificación independiente realizó una auditoría presencial de cuatro días que abarcó diseño, codificación, pruebas, almacenamiento y posventa, sin detectar ninguna no conformidad.',
      fi: 'Riippumaton sertifiointielin auditoi neljän päivän ajan paikan päällä suunnittelun, koodauksen, testauksen, varastoinnin ja huoltopalvelut. Poikkeamia ei löytynyt.',
      fr: 'Un organisme de certification indépendant a mené un audit sur site de quatre jours couvrant la conception, le codage, les tests, l’entreposage et le service après-vente, sans relever aucune non-conformité.',
      ja: '第三者認証機関による 4 日間の現地審査は、設計、コーディング、試験、倉庫管理、アフターサービスまでを対象とし、不適合の指摘はありませんでした。',
    },
    body: {
      'zh-CN': `2026 年 4 月，YT 网络顺利通过 ISO 9001:2015 质量管理体系和 ISO 14001:2015 环境管理体系的三年期再认证审核。审核由第三方认证机构在深圳总部和光模块测试实验室进行，为期四天。

审核范围覆盖产品设计、供应商管理、光模块编码与测试、仓储物流以及退货和保修处理。审核员抽查了多批次光模块从来料检验到出货的完整记录，包括每只模块的序列号、编码版本、测试数据和终检结果，确认每一只出货模块均可追溯。

## 持续改进的重点

- 将来料检验的抽样比例从 AQL 0.65 收紧到 AQL 0.4，针对激光器和 DSP 芯片等关键物料
- 缩短故障分析周期：退回模块的书面分析报告从 7 个工作日缩短到 5 个工作日
- 减少包装材料：光模块单品包装改用再生纸浆托盘，每年减少约 6 吨塑料
- 深圳仓库和测试实验室的用电中，可再生能源比例在 2026 年达到 35%

质量管理不只是一张证书。我们会继续公开各产品线的退货率，并在每季度的供应商评审中把客户反馈作为首要指标。如需证书副本，请在联系页面提交申请，我们会在 1 个工作日内发送。`,
      en: `In April 2026 YT Networks passed the three-yearly recertification audits for its ISO 9001:2015 quality management system and ISO 14001:2015 environmental management system. The four-day audit was carried out by an independent certification body at our Shenzhen headquarters and optics test lab.

The audit covered product design, supplier management, optics coding and testing, warehousing and logistics, and the handling of returns and warranty claims. Auditors traced several batches of transceivers from incoming inspection to shipment, checking serial numbers, coding versions, test data and final inspection results, and confirmed that every module shipped can be traced.

## Where we keep improving

- Tightening incoming inspection for critical parts such as lasers and DSP chips from AQL 0.65 to AQL 0.4
- Shortening failure analysis: written reports on returned modules now take five business days instead of seven
- Using less packaging: single transceivers now ship in recycled pulp trays, saving about six tonnes of plastic a year
- Raising the share of renewable electricity used by our Shenzhen warehouse and test lab to 35% in 2026

Quality management is more than a certificate. We will keep publishing return rates for each product line and keep customer feedback as the first item of every quarterly supplier review. Copies of our certificates are available on request through the contact page and are sent within one business day.`,
    },
  },
  {
    cateId: 1,
    date: '2026-07-15',
    title: {
      'zh-CN': 'YT 网络东京日语技术支持中心开始服务',
      en: 'YT Networks opens a Japanese-language support desk in Tokyo',
      es: 'YT Networks abre en Tokio un centro de soporte en japonés',
      fi: 'YT Networks avasi Tokioon japaninkielisen tukipalvelun',
      fr: 'YT Networks ouvre à Tokyo un support technique en japonais',
      ja: 'YT ネットワークス、東京に日本語テクニカルサポート窓口を開設',
    },
    summary: {
      'zh-CN': '日本客户现在可以在日本时间工作日 9:00 至 18:00 获得日语技术支持和日元报价，并可安排现场测试样品。',
      en: 'Customers in Japan now get technical support in Japanese and quotations in yen from 9:00 to 18:00 JST on business days, with evaluation samples available on request.',
      es: 'Los clientes en Japón cuentan ahora con soporte técnico en japonés y presupuestos en yenes de 9:00 a 18:00 (hora de Japón) en días laborables, además de muestras de evaluación bajo petición.',
      fi: 'Japanilaiset asiakkaat saavat nyt teknistä tukea japaniksi ja tarjoukset jeneinä arkipäivisin klo 9.00–18.00 Japanin aikaa. Arviointinäytteitä voi pyytää erikseen.',
      fr: 'Les clients au Japon bénéficient désormais d’un support technique en japonais et de devis en yens, de 9 h à 18 h (heure du Japon) les jours ouvrés, avec des échantillons d’évaluation sur demande.',
      ja: '日本のお客様は、平日 9:00～18:00（日本時間）に日本語での技術サポートと円建てのお見積りをご利用いただけます。評価用サンプルのご依頼も承ります。',
    },
    body: {
      'zh-CN': `2026 年 7 月 15 日，YT 网络在东京设立的日语技术支持中心正式开始服务。支持中心由熟悉日本市场的网络工程师组成，服务时间为日本时间工作日 9:00 至 18:00。

日本是我们增长最快的市场之一，客户以系统集成商、数据中心运营商和企业 IT 部门为主。过去，日本客户的技术问题需要经由深圳总部以英语处理，时差和语言都会影响效率。现在，从选型咨询、兼容性确认到故障排查，客户都可以直接用日语沟通。

## 东京支持中心提供的服务

- 光模块、交换机、无线接入点的选型与兼容性确认
- 以日元报价，并可按照日本客户习惯提供报价单和交货单
- 评估样品的申请与寄送，通常 3 至 5 个工作日到达
- 保修和退换货的受理，以及故障分析结果的日语说明

日本客户通过网站提交的询价将在 1 个工作日内回复，技术问题在 12 至 24 小时内回复。产品仍由深圳和荷兰仓库发货，日本地区一般 3 至 5 天送达。`,
      en: `On 15 July 2026 YT Networks opened its Japanese-language support desk in Tokyo. The team is made up of network engineers who know the Japanese market well and is available from 9:00 to 18:00 Japan time on business days.

Japan is one of our fastest-growing markets, with system integrators, data-centre operators and corporate IT departments making up most of our customers there. Until now, their technical questions were handled in English from Shenzhen, and both the time difference and the language slowed things down. From product selection and compatibility checks to troubleshooting, customers can now work with us directly in Japanese.

## What the Tokyo desk offers

- Selection and compatibility advice for transceivers, switches and wireless access points
- Quotations in yen, with quotation and delivery documents in the format Japanese customers expect
- Evaluation samples, which usually arrive within three to five business days
- Warranty and return handling, with failure-analysis results explained in Japanese

Inquiries submitted through the website by customers in Japan are answered within one business day, and technical questions within 12 to 24 hours. Products continue to ship from our Shenzhen and Dutch warehouses and usually reach Japan in three to five days.`,
    },
  },

  // ───────────────────────────── 2 · Product news ─────────────────────────────
  {
    cateId: 2,
    date: '2025-07-08',
    title: {
      'zh-CN': '400G QSFP-DD DR4、FR4 和 SR8 光模块现货供应',
      en: '400G QSFP-DD DR4, FR4 and SR8 transceivers now in stock',
      es: 'Transceptores 400G QSFP-DD DR4, FR4 y SR8 ya disponibles en stock',
      fi: '400G QSFP-DD DR4-, FR4- ja SR8-moduulit nyt varastossa',
      fr: 'Émetteurs-récepteurs 400G QSFP-DD DR4, FR4 et SR8 désormais en stock',
      ja: '400G QSFP-DD DR4／FR4／SR8 光モジュールの在庫販売を開始',
    },
    summary: {
      'zh-CN': '三款 400G 光模块均采用 7nm DSP，支持 CMIS 5.0，最大功耗 10 至 12 W，可按 Cisco、Arista、Juniper 等平台编码，每只模块均经实机测试。',
      en: 'All three 400G modules use a 7 nm DSP, support CMIS 5.0 and draw no more than 10 to 12 W. They can be coded for Cisco, Arista, Juniper and other platforms, and each one is tested in a real switch.',
      es: 'Los tres módulos 400G utilizan un DSP de 7 nm, admiten CMIS 5.0 y consumen como máximo entre 10 y 12 W. Pueden codificarse para Cisco, Arista, Juniper y otras plataformas, y cada unidad se prueba en un switch real.',
      fi: 'Kaikissa kolmessa 400G-moduulissa on 7 nm:n DSP, CMIS 5.0 -tuki ja enintään 10–12 W:n tehonkulutus. Ne voidaan koodata Ciscon, Aristan, Juniperin ja muiden valmistajien alustoille, ja jokainen moduuli testataan oikeassa kytkimessä.',
      fr: 'Les trois modules 400G utilisent un DSP en 7 nm, prennent en charge CMIS 5.0 et consomment au maximum 10 à 12 W. Ils peuvent être codés pour Cisco, Arista, Juniper et d’autres plateformes, et chacun est testé dans un vrai commutateur.',
      ja: '3 製品とも 7nm DSP を搭載し CMIS 5.0 に対応、最大消費電力は 10～12 W。Cisco、Arista、Juniper などのプラットフォーム向けにコーディングでき、全数を実機で検証しています。',
    },
    body: {
      'zh-CN': `YT 网络 400G QSFP-DD 光模块系列现已现货供应，包括 DR4、FR4 和 SR8 三款产品，覆盖数据中心内部从 100 米到 2 公里的主要 400G 应用场景。三款模块均基于 7nm PAM4 DSP，支持 CMIS 5.0 管理接口，DR4 和 SR8 最大功耗 10 W，FR4 最大功耗 12 W。

## 三款产品的区别

- QDD-400G-DR4：1310nm，4 路 100G PAM4，单模 MPO-12 APC 接口，OS2 光纤传输 500 米；可拆分为 4×100G DR，直接连接 100G 端口
- QDD-400G-FR4：CWDM 四波长，双工 LC 接口，OS2 光纤传输 2 公里，适合机房之间或园区内的脊层互连
- QDD-400G-SR8：850nm，8 路 50G PAM4，MPO-16 接口，OM4 多模光纤传输 100 米，适合利用现有多模布线的机柜间连接

## 编码与测试

每只模块在出货前都会写入目标平台的编码，并在对应的真实交换机上验证识别、链路建立和 DDM 读数。我们的测试平台包括 Cisco Nexus 9000、Arista 7060X 和 Juniper QFX5220 等系列。出厂测试包括 TDECQ、消光比、发射光功率和接收灵敏度，并在高低温条件下确认前向纠错前误码率低于 2.4E-4 的阈值。

400G 模块提供 5 年质保。需要批量采购或定制编码的客户，可以通过询价表单联系我们，我们会在 1 个工作日内回复报价和交期。`,
      en: `Our 400G QSFP-DD family is now in stock in three versions, DR4, FR4 and SR8, covering the main 400G applications inside the data centre from 100 m to 2 km. All three are built on a 7 nm PAM4 DSP and support the CMIS 5.0 management interface, with a maximum power draw of 10 W for DR4 and SR8 and 12 W for FR4.

## How the three differ

- QDD-400G-DR4: 1310 nm, four 100G PAM4 lanes, single-mode MPO-12 APC connector, 500 m over OS2; can be broken out into 4×100G DR to connect straight to 100G ports
- QDD-400G-FR4: four CWDM wavelengths on a duplex LC connector, 2 km over OS2, a good fit for spine links between halls or buildings on a campus
- QDD-400G-SR8: 850 nm, eight 50G PAM4 lanes, MPO-16 connector, 100 m over OM4 multimode, for links between racks that reuse existing multimode cabling

## Coding and testing

Before shipping, each module is coded for its target platform and checked in a real switch of that family for recognition, link-up and DDM readings. Our test beds include Cisco Nexus 9000, Arista 7060X and Juniper QFX5220 series switches. Factory tests cover TDECQ, extinction ratio, transmit power and receiver sensitivity, and confirm that the pre-FEC bit error ratio stays below the 2.4E-4 threshold at both ends of the temperature range.

The 400G modules carry a five-year warranty. For volume orders or custom coding, send us an inquiry and we will reply with pricing and lead time within one business day.`,
    },
  },
  {
    cateId: 2,
    date: '2025-10-14',
    title: {
      'zh-CN': 'YT Wi-Fi 7 无线接入点发布：AP7810-BE 与 AP7250-BE',
      en: 'Introducing YT Wi-Fi 7 access points: the AP7810-BE and AP7250-BE',
      es: 'Presentamos los puntos de acceso Wi-Fi 7 de YT: AP7810-BE y AP7250-BE',
      fi: 'Uudet YT Wi-Fi 7 -tukiasemat: AP7810-BE ja AP7250-BE',
      fr: 'Nouveaux points d’accès Wi-Fi 7 YT : AP7810-BE et AP7250-BE',
      ja: 'YT の Wi-Fi 7 アクセスポイント「AP7810-BE」「AP7250-BE」を発売',
    },
    summary: {
      'zh-CN': '三频吸顶式 AP7810-BE 支持 320 MHz 信道、4096-QAM 和多链路操作，配备 10G 上行口，最高速率 9.3 Gbps；面板式 AP7250-BE 把 Wi-Fi 7 带进酒店客房、宿舍和病房。',
      en: 'The tri-band ceiling-mount AP7810-BE brings 320 MHz channels, 4096-QAM and Multi-Link Operation with a 10G uplink and up to 9.3 Gbps; the wall-plate AP7250-BE brings Wi-Fi 7 to hotel rooms, dormitories and wards.',
      es: 'El AP7810-BE, tribanda y de techo, ofrece canales de 320 MHz, 4096-QAM y Multi-Link Operation con un enlace ascendente de 10G y hasta 9,3 Gbps; el AP7250-BE, de placa de pared, lleva Wi-Fi 7 a habitaciones de hotel, residencias y plantas de hospital.',
      fi: 'Kattoon asennettava kolmitaajuinen AP7810-BE tukee 320 MHz:n kanavia, 4096-QAM-modulaatiota ja MLO-monilinkkitoimintoa, ja siinä on 10G-nousuliitäntä ja jopa 9,3 Gbit/s:n nopeus. Seinärasiaan asennettava AP7250-BE tuo Wi-Fi 7:n hotellihuoneisiin, asuntoloihin ja sairaalaosastoille.',
      fr: 'Le AP7810-BE, tribande et plafonnier, apporte les canaux de 320 MHz, la 4096-QAM et le Multi-Link Operation avec une liaison montante 10G et jusqu’à 9,3 Gbit/s ; le AP7250-BE, au format prise murale, fait entrer le Wi-Fi 7 dans les chambres d’hôtel, les résidences étudiantes et les services hospitaliers.',
      ja: '天井設置型のトライバンド AP7810-BE は 320 MHz チャネル、4096-QAM、MLO に対応し、10G アップリンクで最大 9.3 Gbps。ウォールプレート型の AP7250-BE は、ホテルの客室や寮、病棟に Wi-Fi 7 を届けます。',
    },
    body: {
      'zh-CN': `YT 网络推出首批 Wi-Fi 7（IEEE 802.11be）企业级无线接入点：面向办公室、会议中心和校园的三频吸顶式 AP7810-BE，以及面向酒店客房、学生宿舍和医院病房的双频面板式 AP7250-BE。后者只使用 2.4 GHz 和 5 GHz 频段，也适合 6 GHz 尚未开放 Wi-Fi 使用的国家和地区。

AP7810-BE 在每个频段采用 2×2 MIMO：2.4 GHz 最高 688 Mbps，5 GHz 在 160 MHz 信道下最高 2,882 Mbps，6 GHz 在 320 MHz 信道下最高 5,765 Mbps，合计约 9.3 Gbps。多链路操作（MLO）让支持 Wi-Fi 7 的终端同时使用两个频段收发数据，在干扰较多的环境中显著降低时延波动。

## 主要规格

- AP7810-BE：2.4/5/6 GHz 三频，1 个 10G 多速率电口上行，IEEE 802.3bt PoE++ 供电，最多 1,024 个关联终端
- AP7250-BE：2.4/5 GHz 双频，最高 3.6 Gbps，1 个 2.5G 上行口，另有 4 个千兆网口，可连接 IPTV 机顶盒、电话或桌面电脑
- 两款均支持 WPA3-Enterprise、802.1X 和 802.11k/v/r 快速漫游，可通过 YT 云平台、本地控制器或单机 Web 界面管理

实际部署时，AP7810-BE 的 10G 上行口需要搭配支持多千兆和 PoE++ 的接入交换机才能发挥全部性能，我们建议与 YT S3950 系列多千兆交换机一起规划。您也可以在询价时提交楼层平面图，由我们的工程师免费提供无线覆盖规划。`,
      en: `YT Networks introduces its first Wi-Fi 7 (IEEE 802.11be) access points for business: the tri-band ceiling-mount AP7810-BE for offices, conference centres and campuses, and the dual-band wall-plate AP7250-BE for hotel rooms, student residences and hospital wards. The AP7250-BE uses only the 2.4 and 5 GHz bands, which also makes it the right choice in countries and regions where 6 GHz is not yet open to Wi-Fi.

The AP7810-BE uses 2×2 MIMO on each band: up to 688 Mbps on 2.4 GHz, 2,882 Mbps on 5 GHz with 160 MHz channels and 5,765 Mbps on 6 GHz with 320 MHz channels, about 9.3 Gbps in total. Multi-Link Operation (MLO) lets Wi-Fi 7 clients send and receive on two bands at once, which noticeably reduces latency spikes in busy radio environments.

## Key specifications

- AP7810-BE: 2.4/5/6 GHz tri-band, one 10G multi-rate copper uplink, IEEE 802.3bt PoE++ powered, up to 1,024 associated clients
- AP7250-BE: 2.4/5 GHz dual-band, up to 3.6 Gbps, one 2.5G uplink plus four Gigabit ports for an IPTV set-top box, phone or desktop computer
- Both support WPA3-Enterprise, 802.1X and 802.11k/v/r fast roaming, and can be managed from YT Cloud, an on-site controller or the standalone web interface

To get the full performance of the AP7810-BE's 10G uplink, it needs an access switch with multi-gigabit ports and PoE++; we recommend planning it together with the YT S3950 multi-gigabit series. You can also send us your floor plans with your inquiry, and our engineers will prepare a wireless coverage plan free of charge.`,
    },
  },
  {
    cateId: 2,
    date: '2026-01-20',
    title: {
      'zh-CN': 'S3950 系列多千兆 PoE++ 交换机：为 Wi-Fi 7 提供最高 1,440 W 供电',
      en: 'S3950 multi-gigabit PoE++ switches: up to 1,440 W for Wi-Fi 7',
      es: 'Switches multigigabit PoE++ S3950: hasta 1.440 W para Wi-Fi 7',
      fi: 'S3950-monigigabittikytkimet PoE++-syötöllä: jopa 1 440 W Wi-Fi 7 -verkoille',
      fr: 'Commutateurs multigigabit PoE++ S3950 : jusqu’à 1 440 W pour le Wi-Fi 7',
      ja: 'S3950 シリーズ マルチギガビット PoE++ スイッチ：Wi-Fi 7 向けに最大 1,440 W を給電',
    },
    summary: {
      'zh-CN': 'S3950 系列提供 24 口和 48 口 2.5G 型号以及 24 口 10G 型号，上行为 10G 或 25G，可选 740 W 或 1,440 W 的 802.3bt PoE++ 预算，专为 Wi-Fi 7 接入点和 PoE 摄像头设计。',
      en: 'The S3950 series comes in 24- and 48-port 2.5G models and a 24-port 10G model, with 10G or 25G uplinks and a 740 W or 1,440 W IEEE 802.3bt budget, built for Wi-Fi 7 access points and PoE cameras.',
      es: 'La serie S3950 incluye modelos 2,5G de 24 y 48 puertos y un modelo 10G de 24 puertos, con enlaces ascendentes de 10G o 25G y un presupuesto IEEE 802.3bt de 740 W o 1.440 W, pensada para puntos de acceso Wi-Fi 7 y cámaras PoE.',
      fi: 'S3950-sarjassa on 24- ja 48-porttiset 2,5G-mallit sekä 24-porttinen 10G-malli. Nousuliitännät ovat 10G- tai 25G-portteja ja IEEE 802.3bt -tehobudjetti 740 W tai 1 440 W. Kytkimet on suunniteltu Wi-Fi 7 -tukiasemille ja PoE-kameroille.',
      fr: 'La série S3950 comprend des modèles 2,5G de 24 et 48 ports et un modèle 10G de 24 ports, avec des liaisons montantes 10G ou 25G et un budget IEEE 802.3bt de 740 W ou 1 440 W, conçue pour les points d’accès Wi-Fi 7 et les caméras PoE.',
      ja: 'S3950 シリーズは 24／48 ポートの 2.5G モデルと 24 ポートの 10G モデルをラインアップ。アップリンクは 10G または 25G、IEEE 802.3bt の給電容量は 740 W または 1,440 W で、Wi-Fi 7 アクセスポイントや PoE カメラ向けに設計しました。',
    },
    body: {
      'zh-CN': `随着 Wi-Fi 7 接入点和高清 PTZ 摄像头的普及，接入层对端口速率和供电能力的要求都在提高：千兆上联已经成为无线网络的瓶颈。S3950 系列多千兆三层交换机正是为此设计，在现有 Cat5e/Cat6 布线上即可提供多千兆带宽。

## 三款型号

- S3950-24M4X：24 个 100M/1G/2.5G 自适应电口，4 个 10G SFP+ 上行口
- S3950-48M4Y：48 个 100M/1G/2.5G 自适应电口，4 个 25G SFP28 上行口
- S3950-24X4Y：24 个 100M 至 10G 多速率电口，4 个 25G SFP28 上行口，适合连接 AP7810-BE 等 10G 上行的接入点

每款型号都可选择无 PoE、-P（740 W）或 -PH（1,440 W，标配双热插拔电源）版本。单端口最高可提供 90 W（802.3bt Class 8），足以为三频 Wi-Fi 7 接入点、带加热器的室外摄像头或瘦客户端供电。以 48 口型号为例，1,440 W 的预算可以让全部 48 个端口同时以 30 W 满载供电。

## 为运维而设计的功能

- 按端口的功率优先级和实时功耗监控，预算不足时优先保障关键设备
- 支持 OSPF、BGP 和 VRRP 等完整三层功能，可作为接入层，也可在中小型园区中兼任汇聚层
- 支持 VLAN、802.1X、LLDP-MED、ACL 和 IGMP Snooping，可通过 Web、CLI、SNMP 或 YT 云平台管理

上行口可直接使用 YT 10G SFP+ 或 25G SFP28 光模块和 DAC 线缆。所有型号均为 1U 机架式，提供 3 年质保。`,
      en: `As Wi-Fi 7 access points and high-resolution PTZ cameras spread, the access layer needs faster ports and more power at the same time: a Gigabit uplink has become the bottleneck of the wireless network. The S3950 series of multi-gigabit Layer 3 switches was designed for exactly that, delivering multi-gigabit speeds over existing Cat5e/Cat6 cabling.

## Three models

- S3950-24M4X: 24 × 100M/1G/2.5G multi-rate copper ports and 4 × 10G SFP+ uplinks
- S3950-48M4Y: 48 × 100M/1G/2.5G multi-rate copper ports and 4 × 25G SFP28 uplinks
- S3950-24X4Y: 24 × 100M-to-10G multi-rate copper ports and 4 × 25G SFP28 uplinks, for access points with 10G uplinks such as the AP7810-BE

Each model is available without PoE, as -P with a 740 W budget, or as -PH with 1,440 W and dual hot-swap power supplies as standard. Each port can deliver up to 90 W (802.3bt Class 8), enough for tri-band Wi-Fi 7 access points, outdoor cameras with heaters or thin clients. On the 48-port model, 1,440 W is enough to feed all 48 ports at 30 W each at the same time.

## Built for day-to-day operations

- Per-port power priorities and live consumption monitoring, so critical devices are served first when the budget runs short
- Full Layer 3 with OSPF, BGP and VRRP, so the switches can serve at the access layer or double as the aggregation layer of a small campus
- VLANs, 802.1X, LLDP-MED, ACLs and IGMP snooping, managed through the web interface, CLI, SNMP or YT Cloud

The uplinks take YT 10G SFP+ or 25G SFP28 optics and DAC cables directly. All models are 1U rack-mount and come with a three-year warranty.`,
    },
  },
  {
    cateId: 2,
    date: '2026-05-12',
    title: {
      'zh-CN': '800G OSFP 与 QSFP-DD800 光模块开放评估样品申请',
      en: '800G OSFP and QSFP-DD800 transceivers available for evaluation',
      es: 'Transceptores 800G OSFP y QSFP-DD800 disponibles para evaluación',
      fi: '800G OSFP- ja QSFP-DD800-moduulit saatavilla arviointiin',
      fr: 'Émetteurs-récepteurs 800G OSFP et QSFP-DD800 disponibles pour évaluation',
      ja: '800G OSFP／QSFP-DD800 光モジュールの評価用サンプル受付を開始',
    },
    summary: {
      'zh-CN': '800G 2×DR4、2×FR4 和 SR8 三款模块采用 112G PAM4 单通道技术，面向 AI 训练集群和下一代脊层网络，现已接受评估样品申请。',
      en: 'The 800G 2×DR4, 2×FR4 and SR8 modules use 112G PAM4 per lane and target AI training clusters and next-generation spine layers. Evaluation samples can be requested now.',
      es: 'Los módulos 800G 2×DR4, 2×FR4 y SR8 utilizan 112G PAM4 por carril y están pensados para clústeres de entrenamiento de IA y capas spine de nueva generación. Ya se pueden solicitar muestras de evaluación.',
      fi: '800G 2×DR4-, 2×FR4- ja SR8-moduuleissa käytetään 112G PAM4 -kaistoja, ja ne on tarkoitettu tekoälyn koulutusklustereihin ja seuraavan sukupolven spine-tasoille. Arviointinäytteitä voi pyytää jo nyt.',
      fr: 'Les modules 800G 2×DR4, 2×FR4 et SR8 utilisent 112G PAM4 par voie et visent les clusters d’entraînement IA et les couches spine de nouvelle génération. Les échantillons d’évaluation peuvent être demandés dès maintenant.',
      ja: '800G 2×DR4、2×FR4、SR8 の 3 モデルはレーンあたり 112G PAM4 を採用し、AI 学習クラスターや次世代スパイン層向け。評価用サンプルのお申し込みを受け付けています。',
    },
    body: {
      'zh-CN': `AI 训练集群正在把数据中心网络从 400G 推向 800G。为此，YT 网络推出 800G 光模块系列，提供 OSFP 和 QSFP-DD800 两种封装，现已开放评估样品申请，预计 2026 年第三季度批量供货。

三款模块均采用 5nm PAM4 DSP，每通道 112G PAM4（100G 有效速率），典型功耗 13 至 16 W：

- 800G 2×DR4：8 路 1310nm 信号，两个 MPO-12 APC 接口，OS2 单模光纤传输 500 米，可拆分为 2×400G DR4 或 8×100G DR
- 800G 2×FR4：两组 CWDM 四波长，双 LC 接口，OS2 光纤传输 2 公里
- 800G SR8：850nm VCSEL，MPO-16 接口，OM4 多模光纤传输 50 米，适合同排机柜内的 GPU 服务器到叶交换机连接

## 为什么是现在

在典型的轨道优化（rail-optimized）GPU 集群中，每张 400G 网卡都需要一个光口连接到叶交换机，叶层到脊层还需要同样数量的上行链路。采用 800G 端口的 51.2T 交换机后，每台交换机可以连接的 400G 网卡数量翻倍，网络层级和光模块总数都会减少。

OSFP 版本带有集成散热鳍片，适合高功耗场景；QSFP-DD800 版本与现有 QSFP-DD 端口机械兼容。评估样品需与项目信息一起申请，我们的工程师会在 1 个工作日内联系您，确认主机平台和编码要求。`,
      en: `AI training clusters are pushing data-centre networks from 400G to 800G. To meet this, YT Networks is introducing an 800G transceiver family in both OSFP and QSFP-DD800 form factors. Evaluation samples can be requested now, with volume shipments planned for the third quarter of 2026.

All three modules are built on a 5 nm PAM4 DSP with 112G PAM4 per lane (100G effective) and draw 13 to 16 W typically:

- 800G 2×DR4: eight 1310 nm lanes on two MPO-12 APC connectors, 500 m over OS2 single-mode, breakout to 2×400G DR4 or 8×100G DR
- 800G 2×FR4: two sets of four CWDM wavelengths on dual LC connectors, 2 km over OS2
- 800G SR8: 850 nm VCSELs on an MPO-16 connector, 50 m over OM4 multimode, for GPU server to leaf links within a row

## Why now

In a typical rail-optimised GPU cluster, every 400G network adapter needs an optical port on a leaf switch, and the same number of uplinks is needed from the leaf to the spine layer. With 51.2T switches and 800G ports, each switch can serve twice as many 400G adapters, reducing both the number of network tiers and the total number of transceivers.

The OSFP version has an integrated heat sink for high-power environments; the QSFP-DD800 version is mechanically compatible with existing QSFP-DD ports. Please request evaluation samples together with a few details about your project: our engineers will contact you within one business day to confirm the host platform and coding requirements.`,
    },
  },
  {
    cateId: 2,
    date: '2026-08-26',
    title: {
      'zh-CN': 'DAC 与 AOC 线缆全面升级：分支 DAC、更多长度和按品牌编码',
      en: 'DAC and AOC cables: breakout DACs, more lengths and brand-specific coding',
      es: 'Cables DAC y AOC: DAC de desdoblamiento, más longitudes y codificación por marca',
      fi: 'DAC- ja AOC-kaapelit: haaroitus-DAC:t, lisää pituuksia ja merkkikohtainen koodaus',
      fr: 'Câbles DAC et AOC : DAC d’éclatement, plus de longueurs et codage par marque',
      ja: 'DAC／AOC ケーブルを拡充：ブレイクアウト DAC、長さの追加、ブランド別コーディング',
    },
    summary: {
      'zh-CN': '100G 转 4×25G 和 40G 转 4×10G 分支 DAC 正式上架，10G 至 100G 的 AOC 提供 3 米至 30 米共 6 种长度，所有线缆均可按 Cisco、Juniper、Arista、Mellanox 等平台编码。',
      en: '100G-to-4×25G and 40G-to-4×10G breakout DACs are now available, AOCs from 10G to 100G come in six lengths from 3 m to 30 m, and every cable can be coded for Cisco, Juniper, Arista, Mellanox and other platforms.',
      es: 'Ya están disponibles los DAC de desdoblamiento de 100G a 4×25G y de 40G a 4×10G; los AOC de 10G a 100G se ofrecen en seis longitudes de 3 a 30 m, y todos los cables pueden codificarse para Cisco, Juniper, Arista, Mellanox y otras plataformas.',
      fi: '100G–4×25G- ja 40G–4×10G-haaroitus-DAC:t ovat nyt saatavilla, 10G–100G-AOC-kaapeleita on kuutena pituutena 3 metristä 30 metriin, ja jokainen kaapeli voidaan koodata Ciscon, Juniperin, Aristan, Mellanoxin ja muiden valmistajien alustoille.',
      fr: 'Les DAC d’éclatement 100G vers 4×25G et 40G vers 4×10G sont disponibles, les AOC de 10G à 100G existent en six longueurs de 3 à 30 m, et chaque câble peut être codé pour Cisco, Juniper, Arista, Mellanox et d’autres plateformes.',
      ja: '100G→4×25G、40G→4×10G のブレイクアウト DAC の販売を開始。10G～100G の AOC は 3 m～30 m の 6 種類の長さを用意し、すべてのケーブルを Cisco、Juniper、Arista、Mellanox などのプラットフォーム向けにコーディングできます。',
    },
    body: {
      'zh-CN': `在叶脊架构中，机柜内和相邻机柜之间的连接占了链路总数的大部分。对于这些短距离链路，DAC 和 AOC 线缆比“光模块加跳线”的方式更省钱、更省电，也更容易管理。为此，我们对 DAC 和 AOC 产品线进行了全面整理和扩充。

## 产品一览

- 无源 DAC：10G SFP+、25G SFP28 和 100G QSFP28，长度 0.5 米、1 米、2 米、3 米和 5 米
- 分支 DAC：100G QSFP28 转 4×25G SFP28，以及 40G QSFP+ 转 4×10G SFP+，长度 1 米至 5 米，用于把叶交换机的一个高速端口连接到四台服务器
- AOC 有源光缆：10G、25G、40G 和 100G，长度 3 米、5 米、10 米、15 米、20 米和 30 米；100G AOC 每端功耗仅约 2.5 W

## 选型建议

25G 无源 DAC 在 3 米以内通常可以在不开启 RS-FEC 的情况下稳定运行；5 米规格请确认交换机和网卡端口已启用 RS-FEC（CL108）。100G 无源 DAC 建议不超过 5 米，更长的距离或需要跨机柜走线时请选择 AOC，它的线径更细、弯曲半径更小，不会阻挡机柜内的气流。

所有 DAC 和 AOC 均提供通用编码以及 Cisco、Juniper、Arista、Mellanox 等平台的专用编码。部分交换机平台只认证自家线缆的特定长度，这些组合我们按订单生产，请联系销售确认交期。线缆提供 5 年质保。`,
      en: `In a leaf-spine design, links inside a rack and between neighbouring racks make up most of the total. For these short runs, DAC and AOC cables cost less, use less power and are easier to manage than a pair of transceivers plus a patch cord. That is why we have reorganised and broadly expanded our DAC and AOC range.

## The range at a glance

- Passive DACs: 10G SFP+, 25G SFP28 and 100G QSFP28 in 0.5 m, 1 m, 2 m, 3 m and 5 m
- Breakout DACs: 100G QSFP28 to 4×25G SFP28 and 40G QSFP+ to 4×10G SFP+, 1 m to 5 m, to connect one high-speed leaf port to four servers
- Active optical cables: 10G, 25G, 40G and 100G in 3 m, 5 m, 10 m, 15 m, 20 m and 30 m; a 100G AOC draws only about 2.5 W per end

## Choosing the right cable

Up to 3 m, 25G passive DACs usually run reliably without RS-FEC; for the 5 m version, make sure RS-FEC (Clause 108) is enabled on the switch and adapter ports. We recommend passive DACs up to 5 m at 100G. For longer runs or links between racks, choose an AOC: it is thinner, bends more tightly and does not block the airflow in the rack.

Every DAC and AOC is available with generic coding or coded for Cisco, Juniper, Arista, Mellanox and other platforms. Some switch platforms qualify only certain lengths of their own cables; we build those combinations to order, so please contact sales for a lead time. The cables carry a five-year warranty.`,
    },
  },
  {
    cateId: 2,
    date: '2026-11-03',
    title: {
      'zh-CN': '支持 RoCEv2 的 25G 与 100G 服务器网卡上架',
      en: 'New 25G and 100G server adapters with RoCEv2',
      es: 'Nuevos adaptadores de servidor de 25G y 100G con RoCEv2',
      fi: 'Uudet 25G- ja 100G-palvelinverkkokortit RoCEv2-tuella',
      fr: 'Nouveaux adaptateurs serveur 25G et 100G avec RoCEv2',
      ja: 'RoCEv2 対応の 25G／100G サーバー用ネットワークアダプターを発売',
    },
    summary: {
      'zh-CN': '基于 Intel E810 和 NVIDIA ConnectX-6 Dx 芯片的 YT 双口 25G 和 100G 网卡采用 PCIe 4.0 接口，支持 RoCEv2、SR-IOV 和 DPDK，并提供 Dell 和 HPE 兼容版本。',
      en: 'YT dual-port 25G and 100G adapters built on Intel E810 and NVIDIA ConnectX-6 Dx controllers use PCIe 4.0, support RoCEv2, SR-IOV and DPDK, and come in Dell- and HPE-compatible versions.',
      es: 'Los adaptadores YT de doble puerto de 25G y 100G, basados en controladores Intel E810 y NVIDIA ConnectX-6 Dx, utilizan PCIe 4.0, admiten RoCEv2, SR-IOV y DPDK y se ofrecen en versiones compatibles con Dell y HPE.',
      fi: 'Intel E810- ja NVIDIA ConnectX-6 Dx -piireihin perustuvat kaksiporttiset YT 25G- ja 100G-verkkokortit käyttävät PCIe 4.0 -väylää, tukevat RoCEv2:ta, SR-IOV:ta ja DPDK:ta, ja niistä on saatavilla Dell- ja HPE-yhteensopivat versiot.',
      fr: 'Les adaptateurs YT double port 25G et 100G, basés sur les contrôleurs Intel E810 et NVIDIA ConnectX-6 Dx, utilisent le PCIe 4.0, prennent en charge RoCEv2, SR-IOV et DPDK et existent en versions compatibles Dell et HPE.',
      ja: 'Intel E810 と NVIDIA ConnectX-6 Dx を搭載した YT のデュアルポート 25G／100G アダプターは PCIe 4.0 を採用し、RoCEv2、SR-IOV、DPDK に対応。Dell／HPE 互換版も用意しています。',
    },
    body: {
      'zh-CN': `为了让客户能从同一家供应商采购服务器到交换机之间的完整链路，YT 网络扩充了服务器网卡产品线，新增三款支持 RoCEv2 的高速网卡。

## 三款新品

- NIC-E810-XXVDA2：Intel E810 芯片，2 个 25G SFP28 端口（兼容 10G），PCIe 4.0 x8，功耗 11.3 W，支持 RoCEv2 和 iWARP
- NIC-E810-CQDA2：Intel E810 芯片，2 个 100G QSFP28 端口，PCIe 4.0 x16，功耗 19.8 W；两个端口合计带宽为 100 Gbps，第二个端口适合用于冗余
- NIC-CX6DX-2C：NVIDIA ConnectX-6 Dx 芯片，2 个 100G 端口，PCIe 4.0 x16，功耗 18.7 W，另支持 IPsec 和 TLS 加密卸载

RoCEv2 让存储和分布式计算流量绕过操作系统内核，在低负载时把应用间的往返时延降低到几微秒级别。配合交换机上的 PFC 和 ECN 配置，可以为 NVMe-oF 存储和中小规模 AI 推理集群构建无损以太网。

## 兼容性

每款网卡都提供通用版以及 Dell 和 HPE 兼容版：兼容版预置 OEM 固件，可被 iDRAC 和 iLO 正确识别，服务器风扇不会因为无法读取网卡温度而全速运转。Windows Server、Linux、VMware ESXi 和 FreeBSD 均内置驱动。每张网卡出厂前都会搭配 YT 光模块和 DAC 线缆进行实际链路测试，提供 3 年质保。`,
      en: `To let customers source the whole link from server to switch from one supplier, YT Networks has expanded its server adapter range with three new high-speed cards that support RoCEv2.

## Three new adapters

- NIC-E810-XXVDA2: Intel E810 controller, two 25G SFP28 ports (10G compatible), PCIe 4.0 x8, 11.3 W, RoCEv2 and iWARP
- NIC-E810-CQDA2: Intel E810 controller, two 100G QSFP28 ports, PCIe 4.0 x16, 19.8 W; the two ports share 100 Gbps of total bandwidth, so the second port is best used for redundancy
- NIC-CX6DX-2C: NVIDIA ConnectX-6 Dx controller, two 100G ports, PCIe 4.0 x16, 18.7 W, with IPsec and TLS crypto offload

RoCEv2 lets storage and distributed-computing traffic bypass the operating system kernel, bringing application round-trip latency down to a few microseconds at low load. Combined with PFC and ECN on the switches, it gives you a lossless Ethernet fabric for NVMe-oF storage and small to mid-sized AI inference clusters.

## Compatibility

Every card comes in a generic version and in Dell- and HPE-compatible versions. The compatible versions carry OEM firmware, so iDRAC and iLO identify the card correctly and the server fans do not spin up to full speed because they cannot read its temperature. Inbox drivers are included in Windows Server, Linux, VMware ESXi and FreeBSD. Every adapter is link-tested with YT optics and DAC cables before shipping and carries a three-year warranty.`,
    },
  },

  // ───────────────────────────── 3 · Industry insights ─────────────────────────────
  {
    cateId: 3,
    date: '2025-08-05',
    title: {
      'zh-CN': 'DAC、AOC 还是光模块？数据中心短距离互连怎么选',
      en: 'DAC, AOC or transceivers? Choosing short-reach interconnects in the data centre',
      es: '¿DAC, AOC o transceptores? Cómo elegir las interconexiones de corto alcance en el centro de datos',
      fi: 'DAC, AOC vai optinen moduuli? Näin valitset datakeskuksen lyhyet yhteydet',
      fr: 'DAC, AOC ou émetteurs-récepteurs ? Bien choisir les interconnexions courtes en centre de données',
      ja: 'DAC、AOC、それとも光モジュール？データセンターの短距離接続の選び方',
    },
    summary: {
      'zh-CN': '距离、功耗、线缆管理和故障更换成本是四个关键因素。本文用实际数字比较三种方案，帮助您为每一类链路选出合适的方式。',
      en: 'Reach, power, cable management and the cost of replacing a failed part are what matter. We compare the three options with real numbers so you can pick the right one for each type of link.',
      es: 'Alcance, consumo, gestión del cableado y coste de sustituir una pieza averiada: eso es lo que cuenta. Comparamos las tres opciones con cifras reales para que elija la adecuada para cada tipo de enlace.',
      fi: 'Ratkaisevia tekijöitä ovat kantama, tehonkulutus, kaapelinhallinta ja vikaantuneen osan vaihtamisen hinta. Vertailemme kolmea vaihtoehtoa todellisin luvuin, jotta voit valita sopivan ratkaisun kuhunkin yhteystyyppiin.',
      fr: 'Portée, consommation, gestion des câbles et coût du remplacement d’une pièce défaillante : voilà ce qui compte. Nous comparons les trois options chiffres à l’appui pour vous aider à choisir la bonne pour chaque type de liaison.',
      ja: '重要なのは伝送距離、消費電力、ケーブル管理、そして故障時の交換コストです。3 つの方式を具体的な数値で比較し、リンクの種類ごとに最適な選択肢を考えます。',
    },
    body: {
      'zh-CN': `在一个典型的叶脊数据中心中，超过 70% 的链路长度在 5 米以内：服务器到机柜顶部交换机、交换机之间的堆叠，以及相邻机柜之间的连接。为这些链路选择合适的介质，对采购成本、功耗和日常运维都有明显影响。

## 无源 DAC：5 米以内的首选

无源直连铜缆（DAC）没有光电转换器件，几乎不耗电，时延也最低，每米约 5 纳秒，且不需要 DSP 处理。25G 无源 DAC 的可靠距离一般为 5 米，100G 为 5 米，400G 通常不超过 2 至 3 米。它的缺点是线缆较粗较硬，在高密度机柜里会占用大量理线空间，并可能阻挡气流。

## AOC：3 至 30 米的平衡方案

有源光缆（AOC）两端集成光收发器件，中间是多模光纤。它比 DAC 更轻、更细，弯曲半径更小，适合跨机柜连接。100G AOC 每端功耗约 1.5 至 2.5 W。它的不足在于线缆与模块是一体的：只要一端故障，就必须更换整根线缆，而且需要在安装前准确确定长度。

## 光模块加跳线：灵活性最高

当距离超过 30 米，或者需要经过配线架和结构化布线时，光模块加跳线是唯一合理的选择。它的单链路成本最高，但模块和跳线可以分别更换，布线也可以在不同速率之间复用，例如同一根 OS2 单模光纤可以从 10G LR 升级到 100G LR4，再升级到 400G FR4。

## 我们的建议

- 同一机柜内：优先选择无源 DAC，100G 端口可考虑 4×25G 分支 DAC
- 同一排相邻机柜：选择 AOC，或在需要频繁调整时使用多模光模块加 OM4 跳线
- 跨排、跨机房：光模块加 OS2 单模结构化布线，为下一代速率预留空间

如果您不确定某个场景该如何选择，可以把机柜布局和端口清单发给我们，我们的工程师会在 12 至 24 小时内给出建议。`,
      en: `In a typical leaf-spine data centre, more than 70% of links are shorter than 5 m: servers to the top-of-rack switch, links between switches, and connections between neighbouring racks. Choosing the right medium for these links has a visible impact on purchase cost, power and day-to-day operations.

## Passive DAC: the default up to 5 m

Passive direct-attach copper (DAC) has no optical components, draws almost no power and has the lowest latency, about 5 ns per metre with no DSP processing. Reliable reach is typically 5 m at 25G and 100G, and usually no more than 2 to 3 m at 400G. The downside is bulk: the cables are thick and stiff, take up a lot of space in dense racks and can block airflow.

## AOC: the balanced choice from 3 to 30 m

An active optical cable (AOC) has the optical transceivers built into both ends with multimode fibre between them. It is lighter and thinner than DAC, with a smaller bend radius, which makes it suitable for links between racks. A 100G AOC draws about 1.5 to 2.5 W per end. Its weakness is that cable and modules are one unit: if one end fails, the whole cable must be replaced, and the length has to be known exactly before installation.

## Transceivers and patch cords: the most flexible

Beyond 30 m, or whenever links go through patch panels and structured cabling, transceivers and patch cords are the only sensible choice. They have the highest cost per link, but modules and cords can be replaced separately and the cabling can be reused across speeds: the same OS2 single-mode fibre can go from 10G LR to 100G LR4 and later to 400G FR4.

## Our recommendations

- Within a rack: passive DAC first; for 100G ports, consider 4×25G breakout DACs
- Between neighbouring racks in a row: AOC, or multimode optics with OM4 patch cords if links change often
- Across rows and halls: optics over OS2 single-mode structured cabling, leaving room for the next speed

If you are unsure which option fits, send us your rack layout and port list; our engineers will reply with a recommendation within 12 to 24 hours.`,
    },
  },
  {
    cateId: 3,
    date: '2025-12-03',
    title: {
      'zh-CN': 'OM4 还是 OS2？为 100G 和 400G 规划数据中心光纤布线',
      en: 'OM4 or OS2? Planning data-centre fibre for 100G and 400G',
      es: '¿OM4 u OS2? Cómo planificar la fibra del centro de datos para 100G y 400G',
      fi: 'OM4 vai OS2? Datakeskuksen kuitukaapeloinnin suunnittelu 100G- ja 400G-nopeuksille',
      fr: 'OM4 ou OS2 ? Planifier le câblage fibre du centre de données pour le 100G et le 400G',
      ja: 'OM4 か OS2 か：100G／400G に向けたデータセンター光配線の計画',
    },
    summary: {
      'zh-CN': '多模光模块更便宜，单模布线更经得起升级。本文从传输距离、插入损耗预算、MPO 极性和总拥有成本四个方面比较两种选择。',
      en: 'Multimode optics cost less; single-mode cabling survives more upgrades. We compare the two on reach, insertion-loss budget, MPO polarity and total cost of ownership.',
      es: 'Las ópticas multimodo cuestan menos; el cableado monomodo resiste más actualizaciones. Comparamos ambas opciones en alcance, presupuesto de pérdidas de inserción, polaridad MPO y coste total de propiedad.',
      fi: 'Monimuoto-optiikka on edullisempaa, yksimuotokaapelointi kestää useampia päivityksiä. Vertailemme vaihtoehtoja kantaman, vaimennusbudjetin, MPO-polariteetin ja kokonaiskustannusten kannalta.',
      fr: 'Les optiques multimodes coûtent moins cher ; le câblage monomode survit à davantage de migrations. Nous comparons les deux sur la portée, le budget de pertes d’insertion, la polarité MPO et le coût total de possession.',
      ja: 'マルチモード光モジュールは安価、シングルモード配線はアップグレードに強い。伝送距離、挿入損失バジェット、MPO 極性、総保有コストの 4 つの観点から比較します。',
    },
    body: {
      'zh-CN': `新建或改造数据中心时，光纤类型的选择往往要管十年以上。光模块可以每三到五年更换一代，而埋在桥架里的主干光缆通常不会轻易更换。因此，布线决策需要同时考虑今天的速率和未来两代的升级路径。

## 传输距离对比

- 100G-SR4：OM4 多模 100 米（OM3 为 70 米），MPO-12 接口
- 400G-SR8：OM4 多模 100 米，MPO-16 接口；800G SR8 在 OM4 上缩短至 50 米
- 100G-DR / 400G-DR4：OS2 单模 500 米，DR4 使用 MPO-12 APC 接口
- 100G-LR4 / 400G-FR4 / 400G-LR4：OS2 单模 2 至 10 公里，双工 LC 接口

可以看到，多模光纤的可用距离随着速率提高而不断缩短，而单模光纤的距离基本不受影响。

## 插入损耗预算

距离之外，链路的插入损耗同样关键。100G-SR4 在 OM4 上的总通道损耗预算仅为 1.9 dB，一条链路经过两个 MPO 配线架后，余量就所剩无几；400G-DR4 的通道损耗预算为 3 dB。规划时建议选用低损耗 MPO 连接器（每对 0.35 dB 以下），并在验收时对每条链路进行损耗测试。

## MPO 极性与 APC

使用 SR4、SR8 和 DR4 等并行光模块时，需要统一 MPO 主干光缆的极性方案，最常见的是 B 型极性。DR4 和 800G 2×DR4 需要 APC（8 度斜面）接口，与多模使用的 UPC 接口不能混插。

## 总拥有成本

多模光模块的单价通常比同速率单模模块低 30% 至 50%，但 OS2 光缆本身比 OM4 便宜。对于 100 米以内、且计划长期停留在 100G 的网络，OM4 仍然经济；对于计划在三年内升级到 400G 或 800G 的网络，我们建议主干直接采用 OS2 单模，机柜内使用 DAC 或 AOC。`,
      en: `When you build or refurbish a data centre, the fibre you choose often has to last more than ten years. Transceivers can be replaced every three to five years, but the trunk cables laid in the trays are rarely touched. Cabling decisions therefore have to consider today's speed and the upgrade path over the next two generations.

## Reach compared

- 100G-SR4: 100 m over OM4 multimode (70 m over OM3), MPO-12 connector
- 400G-SR8: 100 m over OM4, MPO-16 connector; 800G SR8 drops to 50 m over OM4
- 100G-DR / 400G-DR4: 500 m over OS2 single-mode, MPO-12 APC connector for DR4
- 100G-LR4 / 400G-FR4 / 400G-LR4: 2 to 10 km over OS2, duplex LC connector

The usable reach of multimode fibre keeps shrinking as speeds rise, while single-mode reach stays essentially the same.

## Insertion-loss budget

Reach is not the only limit: insertion loss matters just as much. The total channel loss budget for 100G-SR4 over OM4 is only 1.9 dB, so a link that passes through two MPO patch panels has very little margin left; the budget for 400G-DR4 is 3 dB. Use low-loss MPO connectors (0.35 dB or less per mated pair) and test the loss of every link at acceptance.

## MPO polarity and APC

With parallel optics such as SR4, SR8 and DR4, you need one consistent polarity method for the MPO trunks; Type B is the most common. DR4 and 800G 2×DR4 need APC (8° angled) connectors, which cannot be mated with the UPC connectors used for multimode.

## Total cost of ownership

Multimode optics usually cost 30 to 50% less than single-mode optics of the same speed, but OS2 cable itself is cheaper than OM4. For networks under 100 m that will stay at 100G for a long time, OM4 still makes economic sense. If you plan to move to 400G or 800G within three years, we recommend OS2 single-mode for the trunks and DAC or AOC within the racks.`,
    },
  },
  {
    cateId: 3,
    date: '2026-03-17',
    title: {
      'zh-CN': '企业部署 Wi-Fi 7 之前需要知道的五件事',
      en: 'Five things to know before deploying Wi-Fi 7 in the enterprise',
      es: 'Cinco cosas que conviene saber antes de desplegar Wi-Fi 7 en la empresa',
      fi: 'Viisi asiaa, jotka kannattaa tietää ennen Wi-Fi 7:n käyttöönottoa yrityksessä',
      fr: 'Cinq points à connaître avant de déployer le Wi-Fi 7 en entreprise',
      ja: '企業で Wi-Fi 7 を導入する前に知っておきたい 5 つのポイント',
    },
    summary: {
      'zh-CN': '320 MHz 信道和多链路操作很吸引人，但各地 6 GHz 频谱政策、终端支持情况以及有线侧的上行和 PoE 能力，决定了您实际能获得多少收益。',
      en: '320 MHz channels and Multi-Link Operation are attractive, but local 6 GHz rules, client support and the uplink and PoE capacity of the wired side decide how much you actually gain.',
      es: 'Los canales de 320 MHz y Multi-Link Operation resultan atractivos, pero la normativa local de 6 GHz, el soporte de los dispositivos y la capacidad de enlace y PoE de la red cableada determinan cuánto se gana realmente.',
      fi: '320 MHz:n kanavat ja MLO kuulostavat houkuttelevilta, mutta todellisen hyödyn ratkaisevat 6 GHz:n kaistan paikalliset säännöt, päätelaitteiden tuki sekä kiinteän verkon nousuyhteydet ja PoE-teho.',
      fr: 'Les canaux de 320 MHz et le Multi-Link Operation sont séduisants, mais la réglementation locale de la bande 6 GHz, la compatibilité des terminaux ainsi que la capacité des liaisons montantes et du PoE côté filaire déterminent le gain réel.',
      ja: '320 MHz チャネルや MLO は魅力的ですが、実際の効果は各国の 6 GHz 帯の規制、端末の対応状況、そして有線側のアップリンクと PoE 給電能力によって決まります。',
    },
    body: {
      'zh-CN': `Wi-Fi 7（IEEE 802.11be）带来了 320 MHz 信道、4096-QAM 和多链路操作（MLO）等新特性，理论峰值速率远超 Wi-Fi 6。但在企业网络中，实际效果取决于几个经常被忽视的前提条件。

## 1. 6 GHz 频谱因地区而异

美国、加拿大等国开放了 5925 至 7125 MHz 共 1,200 MHz 频谱，可容纳 3 个不重叠的 320 MHz 信道。欧盟和日本目前开放 5945 至 6425 MHz 共 480 MHz，只能容纳 1 个 320 MHz 信道，高密度部署时通常应使用 80 MHz 或 160 MHz 信道。中国大陆的 6 GHz 频段目前不用于 Wi-Fi，Wi-Fi 7 设备在 2.4 GHz 和 5 GHz 上运行。

## 2. 信道越宽，并不总是越好

在一个楼层部署几十个接入点时，宽信道会减少可用信道数量，增加同频干扰。多数办公场景中，5 GHz 使用 40 或 80 MHz、6 GHz 使用 160 MHz 的组合，整体容量往往高于一味追求 320 MHz。

## 3. MLO 的价值在于稳定

MLO 让终端同时使用两个频段，单个用户的峰值速率提升有限，但在干扰突发时可以立即切换到另一条链路，明显降低视频会议和语音业务的时延抖动。这对医院、交易大厅和工厂等对时延敏感的场景尤其有价值。

## 4. 有线侧必须同步升级

一个三频 Wi-Fi 7 接入点在高负载下可以产生超过 2.5 Gbps 的回传流量，因此需要 5G 或 10G 多千兆上行口；满配功耗通常在 30 至 40 W，需要 802.3bt PoE++ 供电。一台 48 口接入交换机如果连接 24 个 Wi-Fi 7 接入点，仅无线就需要约 900 W 的 PoE 预算。

## 5. 终端会逐步跟上

2025 年以后发布的中高端手机和笔记本电脑大多已支持 Wi-Fi 7，但企业中的存量终端仍以 Wi-Fi 5 和 Wi-Fi 6 为主。Wi-Fi 7 接入点完全向下兼容，因此现在部署可以先在布线、交换机和供电方面做好准备，并在终端更新时获得收益。`,
      en: `Wi-Fi 7 (IEEE 802.11be) brings 320 MHz channels, 4096-QAM and Multi-Link Operation (MLO), with theoretical peak rates far beyond Wi-Fi 6. In an enterprise network, however, the real benefit depends on a few conditions that are often overlooked.

## 1. 6 GHz spectrum differs by region

The United States, Canada and several other countries have opened 1,200 MHz from 5925 to 7125 MHz, enough for three non-overlapping 320 MHz channels. The EU and Japan currently allow 480 MHz from 5945 to 6425 MHz, which holds only one 320 MHz channel, so dense deployments there should normally use 80 or 160 MHz channels. In mainland China the 6 GHz band is not currently used for Wi-Fi, and Wi-Fi 7 equipment runs on 2.4 and 5 GHz.

## 2. Wider is not always better

With dozens of access points on one floor, wide channels reduce the number of channels available and increase co-channel interference. In most offices, 40 or 80 MHz on 5 GHz combined with 160 MHz on 6 GHz delivers more total capacity than chasing 320 MHz everywhere.

## 3. MLO is about consistency

MLO lets a client use two bands at once. The gain in peak speed for a single user is modest, but when interference bursts hit one band the client can switch to the other link immediately, which clearly reduces jitter for video calls and voice. That is especially valuable in hospitals, trading floors and factories where latency matters.

## 4. The wired side has to keep up

A tri-band Wi-Fi 7 access point under heavy load can generate more than 2.5 Gbps of backhaul traffic, so it needs a 5G or 10G multi-gigabit uplink. Full-load consumption is usually 30 to 40 W, which means IEEE 802.3bt PoE++. A 48-port access switch feeding 24 Wi-Fi 7 access points needs about 900 W of PoE budget for the wireless alone.

## 5. Clients will catch up

Most mid-range and high-end phones and laptops released from 2025 onwards support Wi-Fi 7, but the installed base in most companies is still Wi-Fi 5 and Wi-Fi 6. Wi-Fi 7 access points are fully backward compatible, so deploying now lets you get the cabling, switching and power right and benefit as clients are renewed.`,
    },
  },
  {
    cateId: 3,
    date: '2026-06-09',
    title: {
      'zh-CN': '为 AI 集群构建以太网：拓扑、无损传输与光模块数量',
      en: 'Building Ethernet for AI clusters: topology, lossless transport and optics counts',
      es: 'Ethernet para clústeres de IA: topología, transporte sin pérdidas y número de ópticas',
      fi: 'Ethernet tekoälyklustereihin: topologia, häviötön siirto ja optiikan määrä',
      fr: 'Ethernet pour les clusters d’IA : topologie, transport sans perte et nombre d’optiques',
      ja: 'AI クラスター向けイーサネットの構築：トポロジー、ロスレス伝送、光モジュールの本数',
    },
    summary: {
      'zh-CN': 'GPU 训练集群的网络与传统数据中心完全不同：无阻塞、无丢包，每块 GPU 最多需要 4 个光模块。本文介绍轨道优化拓扑、RoCEv2 调优和光模块规划的要点。',
      en: 'A GPU training network is nothing like a traditional data centre: non-blocking, lossless, and up to four transceivers per GPU. Here is what matters in rail-optimised topologies, RoCEv2 tuning and optics planning.',
      es: 'La red de un clúster de entrenamiento con GPU no se parece en nada a la de un centro de datos tradicional: sin bloqueo, sin pérdidas y con hasta cuatro transceptores por GPU. Repasamos lo esencial de las topologías optimizadas por raíles, el ajuste de RoCEv2 y la planificación de ópticas.',
      fi: 'GPU-koulutusklusterin verkko eroaa täysin perinteisestä datakeskuksesta: se on estoton ja häviötön, ja jokaista GPU:ta kohden voidaan tarvita jopa neljä optista moduulia. Käymme läpi rail-optimoidun topologian, RoCEv2-säädön ja optiikan suunnittelun tärkeimmät kohdat.',
      fr: 'Le réseau d’un cluster d’entraînement GPU n’a rien à voir avec un centre de données classique : non bloquant, sans perte, avec jusqu’à quatre émetteurs-récepteurs par GPU. Voici l’essentiel sur les topologies optimisées par rail, le réglage de RoCEv2 et la planification des optiques.',
      ja: 'GPU 学習クラスターのネットワークは従来のデータセンターとはまったく異なります。ノンブロッキング、ロスレスで、GPU 1 基あたり最大 4 本の光モジュールが必要です。レール最適化トポロジー、RoCEv2 のチューニング、光モジュール計画の要点を解説します。',
    },
    body: {
      'zh-CN': `大模型训练依赖数千块 GPU 之间频繁的集合通信（All-Reduce、All-to-All）。任何一条链路变慢或丢包，都会拖慢整个作业。因此，AI 集群的后端网络与承载普通业务的前端网络在设计上有本质区别。

## 轨道优化拓扑

在常见的 8 GPU 服务器中，每块 GPU 配一张 400G 网卡。轨道优化（rail-optimized）拓扑把所有服务器上编号相同的 GPU 连接到同一台叶交换机，同一“轨道”内的通信只需经过一跳。叶层与脊层之间保持 1:1 无收敛，确保任意两块 GPU 之间都有完整带宽。

## 无损以太网

RDMA over Converged Ethernet（RoCEv2）对丢包非常敏感。常用做法是：

- 在承载 RoCE 流量的优先级上启用 PFC，防止缓冲区溢出时丢包
- 启用 ECN 并配合 DCQCN 拥塞控制，在 PFC 触发之前让发送端主动降速
- 把 MTU 统一设置为 9000 字节左右，并为 CNP 报文分配高优先级队列
- 使用自适应路由或基于流量的负载均衡，缓解大象流造成的哈希冲突

## 光模块数量

以 1,024 块 GPU 的两层网络为例：1,024 个 400G 网卡端口需要 1,024 个服务器侧光模块，叶交换机下行同样需要 1,024 个，叶到脊的 1,024 条上行链路在 1:1 设计下两端还需要 2,048 个。全部采用 400G 端口时总计约 4,100 个光模块，即每块 GPU 4 个；如果交换机使用每个端口承载两条 400G 链路的 800G 模块，总数可降至约 2,560 个，即每块 GPU 2.5 个。按单只 400G 模块 9 W 计算，全 400G 方案仅光模块就需要约 37 kW 的电力和相应的散热。

## 可靠性比单价更重要

一次链路抖动可能导致训练作业回退到上一个检查点，损失的 GPU 时间远超光模块本身的价格。选择光模块时，应关注批次一致性、高温下的前向纠错前误码率余量，以及出现问题时供应商能否快速提供失效分析。YT 网络的 400G 和 800G 模块全部在 AI 集群常用的交换机和网卡上实机测试，并提供逐只的出厂测试数据。`,
      en: `Training large models depends on frequent collective operations (All-Reduce, All-to-All) between thousands of GPUs. If a single link slows down or drops packets, the whole job slows down. The back-end network of an AI cluster is therefore fundamentally different from the front-end network that carries ordinary traffic.

## Rail-optimised topology

In the common eight-GPU server, each GPU has its own 400G network adapter. A rail-optimised topology connects the GPUs with the same index on every server to the same leaf switch, so traffic within a "rail" crosses only one hop. Leaf-to-spine links are kept at 1:1 with no oversubscription, so any two GPUs can talk at full bandwidth.

## Lossless Ethernet

RDMA over Converged Ethernet (RoCEv2) is very sensitive to packet loss. Common practice is to:

- Enable PFC on the priority that carries RoCE traffic so that buffers never overflow and drop packets
- Enable ECN with DCQCN congestion control so that senders slow down before PFC has to act
- Use a consistent MTU of around 9000 bytes and put CNP packets in a high-priority queue
- Use adaptive routing or flowlet-based load balancing to ease the hash collisions caused by elephant flows

## How many optics

Take a two-tier network for 1,024 GPUs: 1,024 adapter ports at 400G need 1,024 server-side transceivers, the leaf downlinks need another 1,024, and at 1:1 the 1,024 leaf-to-spine uplinks need 2,048 more, one at each end. With 400G ports throughout that is about 4,100 transceivers, four per GPU; if the switches use 800G modules that carry two 400G links per port, the total falls to about 2,560, or 2.5 per GPU. At 9 W per 400G module, the optics of the all-400G design alone need about 37 kW of power and the cooling to match.

## Reliability matters more than unit price

A single flapping link can send a training job back to its last checkpoint, wasting GPU hours worth far more than the transceiver itself. When selecting optics, look at batch consistency, pre-FEC BER margin at high temperature and how quickly the supplier can deliver failure analysis when something goes wrong. YT Networks' 400G and 800G modules are all tested in the switches and adapters commonly used in AI clusters and ship with per-unit factory test data.`,
    },
  },
  {
    cateId: 3,
    date: '2026-09-22',
    title: {
      'zh-CN': 'PoE 供电预算怎么算：从 802.3af 到 802.3bt',
      en: 'How to size a PoE budget: from 802.3af to 802.3bt',
      es: 'Cómo dimensionar el presupuesto PoE: de 802.3af a 802.3bt',
      fi: 'PoE-tehobudjetin mitoitus: 802.3af:stä 802.3bt:hen',
      fr: 'Dimensionner un budget PoE : de 802.3af à 802.3bt',
      ja: 'PoE 電力バジェットの計算方法：802.3af から 802.3bt まで',
    },
    summary: {
      'zh-CN': '摄像头、无线接入点和 IP 电话的功耗差异很大。本文介绍各 PoE 标准的供电能力、线缆损耗和预留余量，并给出一个完整的计算示例。',
      en: 'Cameras, access points and IP phones draw very different amounts of power. We explain what each PoE standard delivers, what the cable loses and how much headroom to keep, with a worked example.',
      es: 'Cámaras, puntos de acceso y teléfonos IP consumen cantidades de energía muy distintas. Explicamos qué entrega cada estándar PoE, cuánto se pierde en el cable y qué margen conviene reservar, con un ejemplo práctico.',
      fi: 'Kamerat, tukiasemat ja IP-puhelimet kuluttavat hyvin eri määriä tehoa. Kerromme, mitä kukin PoE-standardi syöttää, paljonko kaapelissa häviää ja kuinka paljon varaa kannattaa jättää – esimerkkilaskelman kera.',
      fr: 'Caméras, points d’accès et téléphones IP consomment des puissances très différentes. Nous détaillons ce que fournit chaque norme PoE, ce que perd le câble et la marge à prévoir, avec un exemple chiffré.',
      ja: 'カメラ、アクセスポイント、IP 電話の消費電力は大きく異なります。各 PoE 規格の給電能力、ケーブルでの損失、確保すべき余裕を、計算例とともに解説します。',
    },
    body: {
      'zh-CN': `PoE 让一根网线同时传输数据和电力，大大简化了摄像头、无线接入点和 IP 电话的部署。但交换机的 PoE 预算是有限的，规划不当会导致设备在高负载时断电重启。

## 各标准的供电能力

- IEEE 802.3af（PoE，Class 0–3）：供电端 15.4 W，受电端 12.95 W
- IEEE 802.3at（PoE+，Class 4）：供电端 30 W，受电端 25.5 W
- IEEE 802.3bt Type 3（PoE++，Class 5–6）：供电端 60 W，受电端 51 W
- IEEE 802.3bt Type 4（PoE++，Class 7–8）：供电端 90 W，受电端 71.3 W

供电端与受电端之间的差值，主要是 100 米 Cat5e/Cat6 线缆上的损耗。线缆越短，实际损耗越小，但规划时应按最坏情况计算。

## 一个计算示例

假设一个仓库需要连接以下设备：

- 24 台固定枪式摄像头，每台最大 12 W，共 288 W
- 8 台 Wi-Fi 6 接入点，每台最大 25 W，共 200 W
- 2 台带加热器的室外 PTZ 摄像头，每台最大 60 W，共 120 W
- 6 部 IP 电话，每部 7 W，共 42 W

总计 650 W。建议再预留 20% 的余量以应对冬季加热、启动峰值和未来扩展，即约 780 W。因此，740 W 预算的单电源交换机并不够用，应选择双电源或 1,000 W 以上预算的型号，或者把负载分配到两台交换机上。

## 另外需要注意

- 按“分配功率”计算的交换机会为每个端口预留其等级的最大功率，实际可用设备数量会少于按实测功耗计算的结果；优先选择支持 LLDP 动态功率协商的交换机和终端
- 大量 PoE++ 线缆捆扎在一起时会发热，建议使用 Cat6A 线缆并控制每束的线缆数量
- 关键设备应设置更高的端口优先级，并启用持续 PoE，避免交换机重启期间断电

如需帮助计算 PoE 预算，可以把设备清单发给我们，我们的工程师会推荐合适的交换机型号和电源配置。`,
      en: `PoE carries data and power over a single cable, which greatly simplifies the installation of cameras, wireless access points and IP phones. But a switch's PoE budget is limited, and poor planning leads to devices losing power and rebooting under load.

## What each standard delivers

- IEEE 802.3af (PoE, Class 0–3): 15.4 W at the switch, 12.95 W at the device
- IEEE 802.3at (PoE+, Class 4): 30 W at the switch, 25.5 W at the device
- IEEE 802.3bt Type 3 (PoE++, Class 5–6): 60 W at the switch, 51 W at the device
- IEEE 802.3bt Type 4 (PoE++, Class 7–8): 90 W at the switch, 71.3 W at the device

The difference between the two is mostly what is lost over 100 m of Cat5e/Cat6 cable. Shorter cables lose less, but plan for the worst case.

## A worked example

Suppose a warehouse has to connect:

- 24 fixed bullet cameras at up to 12 W each: 288 W
- 8 Wi-Fi 6 access points at up to 25 W each: 200 W
- 2 outdoor PTZ cameras with heaters at up to 60 W each: 120 W
- 6 IP phones at 7 W each: 42 W

That adds up to 650 W. Keep another 20% of headroom for winter heating, inrush at start-up and future expansion, which gives about 780 W. A single-supply switch with a 740 W budget is not enough: choose a dual-supply model or one with a budget of 1,000 W or more, or spread the load over two switches.

## Also keep in mind

- Switches that budget by allocated power reserve the maximum of each port's class, so fewer devices fit than a calculation based on measured draw suggests; prefer switches and devices that negotiate power dynamically over LLDP
- Large bundles of PoE++ cables heat up; use Cat6A and limit the number of cables per bundle
- Give critical devices a higher port priority and enable perpetual PoE so that they stay powered while the switch restarts

If you need help sizing a PoE budget, send us your device list and our engineers will recommend the right switch model and power supply configuration.`,
    },
  },
  {
    cateId: 3,
    date: '2026-10-20',
    title: {
      'zh-CN': '兼容光模块的编码、DDM 与质保：采购前需要了解的事实',
      en: 'Compatible optics, coding, DDM and warranty: the facts before you buy',
      es: 'Ópticas compatibles, codificación, DDM y garantía: lo que conviene saber antes de comprar',
      fi: 'Yhteensopivat optiikat, koodaus, DDM ja takuu: tosiasiat ennen ostopäätöstä',
      fr: 'Optiques compatibles, codage, DDM et garantie : ce qu’il faut savoir avant d’acheter',
      ja: '互換光モジュールのコーディング、DDM、保証：購入前に知っておきたい事実',
    },
    summary: {
      'zh-CN': '兼容光模块与原厂模块遵循相同的 MSA 标准，区别主要在于 EEPROM 中的编码。本文解释编码的原理、如何验证 DDM，以及使用第三方光模块对设备保修的实际影响。',
      en: 'Compatible and OEM optics follow the same MSA standards; the main difference is the coding in the EEPROM. We explain how coding works, how to check DDM, and what third-party optics really mean for your equipment warranty.',
      es: 'Las ópticas compatibles y las originales siguen los mismos estándares MSA; la diferencia principal es la codificación de la EEPROM. Explicamos cómo funciona la codificación, cómo verificar el DDM y qué implican realmente las ópticas de terceros para la garantía de sus equipos.',
      fi: 'Yhteensopivat ja laitevalmistajan omat optiikat noudattavat samoja MSA-standardeja; olennaisin ero on EEPROM-muistin koodauksessa. Kerromme, miten koodaus toimii, miten DDM-tiedot tarkistetaan ja mitä kolmannen osapuolen optiikka todella merkitsee laitteiden takuulle.',
      fr: 'Les optiques compatibles et d’origine suivent les mêmes normes MSA ; la principale différence tient au codage de l’EEPROM. Nous expliquons comment fonctionne le codage, comment vérifier le DDM et ce que les optiques tierces impliquent réellement pour la garantie de vos équipements.',
      ja: '互換光モジュールと純正品は同じ MSA 規格に準拠しており、主な違いは EEPROM のコーディングです。コーディングの仕組み、DDM の確認方法、そしてサードパーティ製モジュールが機器保証に与える実際の影響を解説します。',
    },
    body: {
      'zh-CN': `许多网络团队第一次考虑兼容光模块时，最常问的问题是：交换机能识别吗？会影响设备保修吗？性能和原厂一样吗？要回答这些问题，先要了解光模块是如何被交换机识别的。

## 编码是什么

SFP、QSFP 和 QSFP-DD 等光模块的电气、光学和机械规格由 MSA（多源协议）定义，管理接口由 SFF-8472、SFF-8636 和 CMIS 等规范定义。每只模块内都有一块 EEPROM，记录厂商名称、部件号、序列号、速率和波长等信息。部分交换机会读取这些字段，只接受特定的厂商信息。兼容光模块的“编码”，就是按照目标平台的要求写入这些字段，并确保校验和正确。

## 如何验证一只模块

- 插入后确认端口以正确速率建立链路，系统日志中没有“不支持的模块”告警
- 读取 DDM 数据：温度、供电电压、偏置电流、发射和接收光功率均应在厂商规定范围内
- 用已知良好的跳线和衰减器检查接收光功率余量，一般应比接收灵敏度高 3 dB 以上
- 对 100G 及以上速率的模块，查看 FEC 纠错计数，确认在长时间运行中保持稳定

## 设备保修怎么办

在实际操作中，主流设备厂商的技术支持团队一般不会仅因为使用了第三方光模块而拒绝对交换机提供支持，但在排查与光模块相关的问题时，可能会要求先用原厂模块复现故障。建议在关键链路上保留少量原厂模块作为对照，同时选择能够提供完整测试数据和快速更换服务的供应商。

## YT 网络的做法

我们的每只兼容光模块都在目标品牌的真实设备上完成识别和链路测试，出货时附带序列号对应的测试报告。若升级交换机软件后出现识别问题，我们会免费重新编码或更换。光模块和线缆提供 5 年质保，技术问题在 12 至 24 小时内回复。`,
      en: `When network teams first consider compatible optics, the same questions come up: will the switch recognise them, will they affect the equipment warranty, and do they perform like the OEM parts? To answer them, it helps to understand how a switch identifies a transceiver.

## What coding is

The electrical, optical and mechanical specifications of SFP, QSFP and QSFP-DD modules are defined by MSAs (multi-source agreements), and their management interfaces by SFF-8472, SFF-8636 and CMIS. Each module contains an EEPROM that stores the vendor name, part number, serial number, speed, wavelength and more. Some switches read these fields and accept only specific vendor values. Coding a compatible transceiver means writing these fields the way the target platform expects and making sure the checksums are correct.

## How to check a module

- After insertion, confirm that the port links up at the right speed and that the system log shows no "unsupported transceiver" warning
- Read the DDM values: temperature, supply voltage, bias current, and transmit and receive power should all be within the vendor's specified ranges
- Check the receive power margin with a known-good patch cord and attenuator; it should normally be at least 3 dB above receiver sensitivity
- For modules at 100G and above, watch the FEC corrected-error counters and make sure they stay stable over a long run

## What about the equipment warranty

In practice, the support teams of the major equipment vendors generally do not refuse to support a switch just because third-party optics are installed, although they may ask you to reproduce an optics-related issue with their own module first. Keep a few OEM modules on hand as a reference for critical links, and choose a supplier that provides full test data and fast replacements.

## How YT Networks does it

Every compatible transceiver we ship has been tested for recognition and link-up in real equipment of the target brand and comes with a test report matching its serial number. If a switch software upgrade ever causes a recognition issue, we recode or replace the module free of charge. Transceivers and cables carry a five-year warranty, and technical questions are answered within 12 to 24 hours.`,
    },
  },
];
