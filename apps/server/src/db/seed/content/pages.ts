import type { PageSeed } from './types.js';

// About-us pages (category 1 company, 2 quality, 3 contact), the longer company introduction
// shown at /aboutUs/info, and the legal pages.

export const ABOUT_PAGES: PageSeed[] = [
  {
    key: 'company',
    title: {
      'zh-CN': '公司简介',
      en: 'Company profile',
      es: 'Perfil de la empresa',
      fi: 'Yritysesittely',
      fr: 'Présentation de l’entreprise',
      ja: '会社概要',
    },
    summary: {
      'zh-CN': 'YT 网络成立于 2014 年，总部位于深圳，为 100 多个国家和地区的企业提供交换机、路由器、光模块、线缆和无线设备。',
      en: 'Founded in 2014 and headquartered in Shenzhen, YT Networks supplies switches, routers, optics, cabling and wireless equipment to businesses in more than 100 countries and regions.',
      es: 'Fundada en 2014 y con sede en Shenzhen, YT Networks suministra switches, routers, ópticas, cableado y equipos inalámbricos a empresas de más de 100 países y regiones.',
      fi: 'Vuonna 2014 perustettu, Shenzhenissä pääkonttoriaan pitävä YT Networks toimittaa kytkimiä, reitittimiä, optiikkaa, kaapelointia ja langattomia laitteita yrityksille yli 100 maassa ja alueella.',
      fr: 'Fondée en 2014 et basée à Shenzhen, YT Networks fournit commutateurs, routeurs, optiques, câblage et équipements sans fil à des entreprises dans plus de 100 pays et régions.',
      ja: '2014 年設立、深圳に本社を置く YT ネットワークスは、100 以上の国と地域の企業にスイッチ、ルーター、光モジュール、ケーブル、無線機器を提供しています。',
    },
    body: {
      'zh-CN': `YT 网络于 2014 年在深圳成立，最初专注于兼容光模块的编码与测试。十多年来，我们逐步发展为一站式的网络硬件供应商，产品覆盖交换机、路由器、光模块、DAC 与 AOC 高速线缆、光纤跳线、无线接入点、服务器网卡、PoE 供电设备以及机柜和配件。

我们的客户包括系统集成商、电信运营商、互联网服务商、数据中心运营商、高校、医院、制造企业以及各类企业的 IT 部门，分布在 100 多个国家和地区。无论是为一间办公室采购一台 PoE 交换机，还是为一座数据中心交付上万只光模块，我们都以同样的标准对待。

## 我们的产品

- YT 自有品牌：接入、汇聚和数据中心交换机，企业路由器，Wi-Fi 6/6E/7 无线接入点，服务器网卡，PoE 注入器，网络机柜和配件
- 兼容光模块与线缆：1G 至 400G（800G 已开放评估），按 Cisco、Juniper、Arista、HPE、华为、Dell 等品牌的平台编码，并在对应的真实设备上测试
- 布线产品：OS2 单模和 OM4 多模 LC、SC 光纤跳线，以及 MPO 主干光缆

## 我们的团队

公司目前有约 220 名员工，其中包括 45 名网络和光电工程师。总部和光模块测试实验室位于深圳南山区，欧洲仓库和办公室位于荷兰，日语技术支持中心位于东京。

我们相信，好的网络硬件供应商应该像客户自己的工程团队一样思考：推荐真正合适的产品，而不是最贵的产品；在交付前把问题解决在实验室里，而不是留给客户的机房。`,
      en: `YT Networks was founded in Shenzhen in 2014, initially to code and test compatible optical transceivers. Over more than ten years we have grown into a one-stop supplier of network hardware: switches, routers, optical transceivers, DAC and AOC cables, fibre patch cords, wireless access points, server network adapters, PoE equipment, and racks and accessories.

Our customers include system integrators, telecom carriers, internet service providers, data-centre operators, universities, hospitals, manufacturers and corporate IT departments in more than 100 countries and regions. Whether you are buying a single PoE switch for an office or ten thousand transceivers for a data centre, you get the same standard of care.

## What we offer

- YT own brand: access, aggregation and data-centre switches, business routers, Wi-Fi 6/6E/7 access points, server network adapters, PoE injectors, network cabinets and accessories
- Compatible optics and cables from 1G to 400G, with 800G available for evaluation, coded for Cisco, Juniper, Arista, HPE, Huawei, Dell and other platforms, and tested in real equipment of each brand
- Cabling: OS2 single-mode and OM4 multimode LC and SC patch cords, and MPO trunk cables

## Our team

We employ about 220 people, including 45 network and optical engineers. Our headquarters and optics test lab are in Nanshan District, Shenzhen; our European warehouse and office are in the Netherlands; and our Japanese-language support desk is in Tokyo.

We believe a good hardware supplier should think like the customer's own engineering team: recommend the product that fits, not the most expensive one, and solve problems in the lab before delivery rather than in the customer's data room.`,
    },
  },
  {
    key: 'quality',
    title: {
      'zh-CN': '质量与测试',
      en: 'Quality and testing',
      es: 'Calidad y pruebas',
      fi: 'Laatu ja testaus',
      fr: 'Qualité et tests',
      ja: '品質と検証',
    },
    summary: {
      'zh-CN': '每一只光模块都按目标平台编码，并在真实设备上逐只测试。产品符合 CE、FCC、RoHS 要求，光模块和线缆提供 5 年质保。',
      en: 'Every transceiver is coded for its target platform and tested one by one in real equipment. Our products comply with CE, FCC and RoHS, and optics and cables carry a five-year warranty.',
      es: 'Cada transceptor se codifica para su plataforma de destino y se prueba uno a uno en equipos reales. Nuestros productos cumplen CE, FCC y RoHS, y las ópticas y cables tienen cinco años de garantía.',
      fi: 'Jokainen optinen moduuli koodataan kohdealustalleen ja testataan yksitellen oikeassa laitteessa. Tuotteemme täyttävät CE-, FCC- ja RoHS-vaatimukset, ja optiikalla ja kaapeleilla on viiden vuoden takuu.',
      fr: 'Chaque émetteur-récepteur est codé pour sa plateforme cible et testé un par un sur un équipement réel. Nos produits sont conformes CE, FCC et RoHS, et les optiques et câbles bénéficient d’une garantie de cinq ans.',
      ja: '光モジュールは 1 本ずつ対象プラットフォーム向けにコーディングし、実機で全数検証しています。製品は CE、FCC、RoHS に適合し、光モジュールとケーブルは 5 年保証です。',
    },
    body: {
      'zh-CN': `对网络硬件来说，质量意味着插上就能用、长期运行不出问题，出了问题能够快速解决。我们的质量体系通过 ISO 9001:2015 认证，覆盖从来料检验、编码、测试到售后分析的每一个环节。

## 光模块如何编码

光模块内部的 EEPROM 记录了厂商名称、部件号、序列号和速率等信息，部分交换机会根据这些信息判断是否接受模块。我们按照目标平台的要求写入这些字段，遵循 SFF-8472、SFF-8636 和 CMIS 等 MSA 规范，确保校验和与数字诊断（DDM）功能正确。每一份编码文件都有版本记录，与模块序列号一一对应，可以追溯。

## 光模块如何测试

- 来料检验：激光器、探测器和 DSP 芯片等关键物料按 AQL 0.4 抽检
- 光电参数测试：发射光功率、消光比、中心波长、接收灵敏度，PAM4 模块测量 TDECQ 和前向纠错前误码率
- 温度测试：商业级模块在 0°C 至 70°C、工业级模块在 -40°C 至 +85°C 下验证性能
- 老化测试：高温条件下长时间通电运行，剔除早期失效
- 实机测试：在 120 多台 Cisco、Juniper、Arista、HPE、华为和 Dell 等品牌的真实设备上，验证识别、链路建立和 DDM 读数
- 出货终检：外观、标签、编码版本和包装逐只核对

## 认证与合规

YT 产品按销售地区的要求取得 CE 和 FCC 认证，符合欧盟 RoHS 和 REACH 法规；光模块为 IEC 60825-1 规定的 1 类激光产品。公司通过 ISO 9001:2015 质量管理体系和 ISO 14001:2015 环境管理体系认证。证书和符合性声明可以在联系页面申请，我们会在 1 个工作日内发送。

## 质保

- 光模块、DAC 与 AOC 线缆、光纤跳线：5 年
- 交换机、路由器、无线接入点和服务器网卡：3 年
- PoE 注入器、机柜和配件：2 年

质保期内，故障产品免费维修或更换；企业客户可享受先行换货服务。退回的光模块由我们的实验室进行失效分析，并在 5 个工作日内提供书面报告。如果交换机升级软件后出现识别问题，我们会免费重新编码。`,
      en: `For network hardware, quality means it works the moment you plug it in, keeps working for years, and gets fixed quickly if it does not. Our ISO 9001:2015 certified quality system covers every step, from incoming inspection and coding to testing and after-sales analysis.

## How optics are coded

A transceiver's EEPROM stores the vendor name, part number, serial number, speed and more, and some switches decide whether to accept a module based on these fields. We write them as the target platform expects, following the SFF-8472, SFF-8636 and CMIS MSA specifications, and make sure that checksums and digital diagnostics (DDM) are correct. Every coding file is version-controlled and linked to the serial number of the module, so it can be traced.

## How optics are tested

- Incoming inspection: critical parts such as lasers, photodiodes and DSP chips are sampled at AQL 0.4
- Optical and electrical tests: transmit power, extinction ratio, centre wavelength and receiver sensitivity; TDECQ and pre-FEC bit error ratio for PAM4 modules
- Temperature tests: performance verified from 0°C to 70°C for commercial modules and from -40°C to +85°C for industrial modules
- Burn-in: extended operation at high temperature to screen out early failures
- Host testing: recognition, link-up and DDM readings verified in more than 120 real switches, routers and adapters from Cisco, Juniper, Arista, HPE, Huawei, Dell and other brands
- Final inspection: appearance, label, coding version and packaging checked unit by unit

## Certifications and compliance

YT products carry CE and FCC certification as required in each sales region and comply with the EU RoHS and REACH regulations; our transceivers are Class 1 laser products under IEC 60825-1. The company is certified to ISO 9001:2015 for quality management and ISO 14001:2015 for environmental management. Certificates and declarations of conformity can be requested through the contact page and are sent within one business day.

## Warranty

- Transceivers, DAC and AOC cables and fibre patch cords: five years
- Switches, routers, wireless access points and network adapters: three years
- PoE injectors, cabinets and accessories: two years

During the warranty period, faulty products are repaired or replaced free of charge, and business customers can use advance replacement. Returned transceivers go through failure analysis in our lab, with a written report within five business days. If a switch software upgrade causes a recognition issue, we recode the module free of charge.`,
    },
  },
  {
    key: 'contact',
    title: {
      'zh-CN': '联系与服务',
      en: 'Contact and service',
      es: 'Contacto y servicio',
      fi: 'Yhteystiedot ja palvelu',
      fr: 'Contact et service',
      ja: 'お問い合わせ・サービス',
    },
    summary: {
      'zh-CN': '深圳、荷兰和东京三地为您服务：询价在 1 个工作日内回复，技术问题在 12 至 24 小时内回复。',
      en: 'Our teams in Shenzhen, the Netherlands and Tokyo are here to help: inquiries are answered within one business day, and questions within 12 to 24 hours.',
      es: 'Nuestros equipos de Shenzhen, los Países Bajos y Tokio están a su disposición: respondemos a las solicitudes de presupuesto en un día laborable y a las consultas en un plazo de 12 a 24 horas.',
      fi: 'Tiimimme Shenzhenissä, Alankomaissa ja Tokiossa palvelevat sinua: tarjouspyyntöihin vastataan yhden arkipäivän kuluessa ja kysymyksiin 12–24 tunnissa.',
      fr: 'Nos équipes de Shenzhen, des Pays-Bas et de Tokyo sont à votre écoute : nous répondons aux demandes de devis sous un jour ouvré et aux questions sous 12 à 24 heures.',
      ja: '深圳、オランダ、東京の 3 拠点でサポートします。お見積りのご依頼には 1 営業日以内、ご質問には 12～24 時間以内に回答します。',
    },
    body: {
      'zh-CN': `无论是产品选型、报价、订单还是售后问题，您都可以通过网站的询价表单、在线咨询、电子邮件或电话联系我们。登录账户后提交的询价和问题可以在“我的账户”中随时查看处理进度。

## 办公地点

- 深圳总部与光模块测试实验室：中国广东省深圳市南山区科技园 8 号
- 欧洲仓库与办公室：荷兰芬洛（Venlo），负责欧盟订单的发货、退货和增值税发票
- 东京技术支持中心：日本东京都港区，提供日语技术支持和日元报价

## 服务时间

- 深圳：周一至周五 9:00–18:00，周六 9:00–12:00（北京时间，UTC+8）
- 荷兰：周一至周五 9:00–17:30（中欧时间）
- 东京：周一至周五 9:00–18:00（日本时间）

非工作时间提交的留言会在下一个服务时段优先处理。中国法定节假日期间，深圳团队安排值班工程师，荷兰仓库照常发货。

## 响应时间

- 询价与方案咨询：1 个工作日内回复报价或方案建议
- 产品和技术问题：12 至 24 小时内回复
- 影响生产网络的紧急故障：请在标题中注明“紧急”，服务时间内 4 小时内由工程师响应
- 退货和保修申请：1 个工作日内审核并提供退货授权号（RMA）

## 联系方式

销售与报价：sales@yt-networks.example；技术支持：support@yt-networks.example；个人信息相关请求：privacy@yt-networks.example；电话：+86 755 8888 6666。为了更快解决问题，请在咨询时提供订单号、产品型号和设备平台信息。`,
      en: `Whether it is about product selection, a quotation, an order or after-sales support, you can reach us through the inquiry form, online chat, e-mail or phone. Inquiries and questions submitted while signed in can be followed at any time under My account.

## Offices

- Shenzhen headquarters and optics test lab: No. 8 Science Park, Nanshan District, Shenzhen, Guangdong, China
- European warehouse and office: Venlo, the Netherlands, handling EU shipments, returns and VAT invoices
- Tokyo support desk: Minato-ku, Tokyo, Japan, offering technical support in Japanese and quotations in yen

## Support hours

- Shenzhen: Monday to Friday 9:00–18:00 and Saturday 9:00–12:00, China Standard Time (UTC+8)
- Netherlands: Monday to Friday 9:00–17:30, Central European Time
- Tokyo: Monday to Friday 9:00–18:00, Japan Standard Time

Messages left outside these hours are handled first in the next support window. During Chinese public holidays the Shenzhen team keeps engineers on duty, and the Dutch warehouse ships as usual.

## Response times

- Quotations and solution inquiries: a quotation or recommendation within one business day
- Product and technical questions: a reply within 12 to 24 hours
- Urgent issues affecting a production network: put "URGENT" in the subject and an engineer will respond within four hours during support hours
- Returns and warranty claims: reviewed within one business day, with a return authorisation (RMA) number

## How to reach us

Sales and quotations: sales@yt-networks.example. Technical support: support@yt-networks.example. Personal data requests: privacy@yt-networks.example. Phone: +86 755 8888 6666. To help us resolve your request quickly, please include your order number, the product model and the platform it is used with.`,
      es: `Tanto si se trata de elegir un producto como de un presupuesto, un pedido o la posventa, puede contactarnos a través del formulario de solicitud, el chat en línea, el correo electrónico o el teléfono. Las solicitudes y preguntas enviadas con la sesión iniciada se pueden seguir en cualquier momento en Mi cuenta.

## Oficinas

- Sede central y laboratorio de pruebas de ópticas en Shenzhen: Science Park n.º 8, distrito de Nanshan, Shenzhen, Guangdong, China
- Almacén y oficina europeos: Venlo, Países Bajos, responsables de los envíos, devoluciones y facturas con IVA de la UE
- Centro de soporte de Tokio: Minato-ku, Tokio, Japón, con soporte técnico en japonés y presupuestos en yenes

## Horario de atención

- Shenzhen: de lunes a viernes de 9:00 a 18:00 y sábados de 9:00 a 12:00, hora de China (UTC+8)
- Países Bajos: de lunes a viernes de 9:00 a 17:30, hora de Europa central
- Tokio: de lunes a viernes de 9:00 a 18:00, hora de Japón

Los mensajes recibidos fuera de este horario se atienden primero en el siguiente turno. Durante los festivos chinos el equipo de Shenzhen mantiene ingenieros de guardia y el almacén de los Países Bajos sigue enviando con normalidad.

## Plazos de respuesta

- Presupuestos y consultas sobre soluciones: un presupuesto o una recomendación en un día hábil
- Preguntas sobre productos y técnicas: respuesta en un plazo de 12 a 24 horas
- Incidencias urgentes que afectan a una red en producción: indique "URGENTE" en el asunto y un ingeniero responderá en cuatro horas dentro del horario de atención
- Devoluciones y garantía: revisión en un día hábil, con un número de autorización de devolución (RMA)

## Cómo contactarnos

Ventas y presupuestos: sales@yt-networks.example. Soporte técnico: support@yt-networks.example. Solicitudes sobre datos personales: privacy@yt-networks.example. Teléfono: +86 755 8888 6666. Para resolver su consulta con rapidez, indique el número de pedido, el modelo del producto y la plataforma en la que se utiliza.`,
      fi: `Tavoitat meidät tuotevalintaa, tarjousta, tilausta tai myynnin jälkeistä tukea koskevissa asioissa tiedustelulomakkeella, verkkochatissa, sähköpostilla tai puhelimitse. Kirjautuneena lähetettyjen tiedustelujen ja kysymysten käsittelyä voi seurata milloin tahansa kohdassa Oma tili.

## Toimipisteet

- Pääkonttori ja optiikan testilaboratorio Shenzhenissä: Science Park 8, Nanshanin piiri, Shenzhen, Guangdong, Kiina
- Euroopan varasto ja toimisto: Venlo, Alankomaat – EU:n toimitukset, palautukset ja ALV-laskut
- Tokion tukipiste: Minato-ku, Tokio, Japani – tekninen tuki japaniksi ja tarjoukset jeneinä

## Palveluajat

- Shenzhen: maanantaista perjantaihin 9.00–18.00 ja lauantaisin 9.00–12.00 Kiinan aikaa (UTC+8)
- Alankomaat: maanantaista perjantaihin 9.00–17.30 Keski-Euroopan aikaa
- Tokio: maanantaista perjantaihin 9.00–18.00 Japanin aikaa

Palveluaikojen ulkopuolella jätetyt viestit käsitellään ensimmäisinä seuraavan palveluajan alkaessa. Kiinan yleisinä vapaapäivinä Shenzhenin tiimillä on päivystävät insinöörit, ja Alankomaiden varasto toimittaa tavalliseen tapaan.

## Vastausajat

- Tarjoukset ja ratkaisutiedustelut: tarjous tai suositus yhden arkipäivän kuluessa
- Tuote- ja tekniset kysymykset: vastaus 12–24 tunnin kuluessa
- Tuotantoverkkoon vaikuttavat kiireelliset viat: kirjoita otsikkoon ”KIIREELLINEN”, niin insinööri vastaa neljän tunnin kuluessa palveluaikana
- Palautukset ja takuuasiat: käsittely yhden arkipäivän kuluessa ja palautuslupanumero (RMA)

## Yhteystiedot

Myynti ja tarjoukset: sales@yt-networks.example. Tekninen tuki: support@yt-networks.example. Henkilötietopyynnöt: privacy@yt-networks.example. Puhelin: +86 755 8888 6666. Kerro viestissäsi tilausnumero, tuotteen malli ja laitealusta, jossa sitä käytetään, niin pystymme auttamaan nopeasti.`,
      fr: `Qu’il s’agisse du choix d’un produit, d’un devis, d’une commande ou du service après-vente, vous pouvez nous joindre par le formulaire de demande, le chat en ligne, l’e-mail ou le téléphone. Les demandes et questions envoyées en étant connecté se suivent à tout moment dans Mon compte.

## Nos sites

- Siège et laboratoire de test des optiques à Shenzhen : n° 8 Science Park, district de Nanshan, Shenzhen, Guangdong, Chine
- Entrepôt et bureau européens : Venlo, Pays-Bas, pour les expéditions, les retours et les factures avec TVA dans l’UE
- Centre de support de Tokyo : Minato-ku, Tokyo, Japon, pour le support technique en japonais et les devis en yens

## Horaires du support

- Shenzhen : du lundi au vendredi de 9 h à 18 h et le samedi de 9 h à 12 h, heure de Chine (UTC+8)
- Pays-Bas : du lundi au vendredi de 9 h à 17 h 30, heure d’Europe centrale
- Tokyo : du lundi au vendredi de 9 h à 18 h, heure du Japon

Les messages laissés en dehors de ces horaires sont traités en priorité au créneau suivant. Pendant les jours fériés chinois, l’équipe de Shenzhen assure une permanence d’ingénieurs et l’entrepôt néerlandais expédie normalement.

## Délais de réponse

- Devis et demandes de solution : un devis ou une recommandation sous un jour ouvré
- Questions produit et techniques : une réponse sous 12 à 24 heures
- Incidents urgents touchant un réseau en production : indiquez « URGENT » dans l’objet et un ingénieur répond sous quatre heures pendant les horaires du support
- Retours et garantie : examen sous un jour ouvré, avec un numéro d’autorisation de retour (RMA)

## Nous joindre

Ventes et devis : sales@yt-networks.example. Support technique : support@yt-networks.example. Demandes relatives aux données personnelles : privacy@yt-networks.example. Téléphone : +86 755 8888 6666. Pour traiter votre demande rapidement, indiquez le numéro de commande, le modèle du produit et la plateforme sur laquelle il est utilisé.`,
      ja: `製品選定、お見積もり、ご注文、アフターサービスのいずれについても、問い合わせフォーム、オンラインチャット、メール、お電話でご連絡いただけます。ログインして送信したお問い合わせやご質問は、マイアカウントでいつでも対応状況をご確認いただけます。

## 拠点

- 深圳本社・光モジュール試験ラボ：中国広東省深圳市南山区サイエンスパーク 8 号
- 欧州倉庫・オフィス：オランダ・フェンロー（EU 向けの出荷、返品、VAT 請求書を担当）
- 東京サポートセンター：東京都港区（日本語での技術サポートと円建てのお見積もりを担当）

## サポート時間

- 深圳：月曜〜金曜 9:00〜18:00、土曜 9:00〜12:00（中国標準時、UTC+8）
- オランダ：月曜〜金曜 9:00〜17:30（中央ヨーロッパ時間）
- 東京：月曜〜金曜 9:00〜18:00（日本時間）

時間外にいただいたメッセージは、次のサポート時間に優先して対応します。中国の祝日期間中も深圳チームはエンジニアが待機し、オランダの倉庫は通常どおり出荷します。

## 回答までの目安

- お見積もり・ソリューションのご相談：1 営業日以内にお見積もりまたはご提案
- 製品・技術に関するご質問：12〜24 時間以内に回答
- 本番ネットワークに影響する緊急の障害：件名に「緊急」とご記入ください。サポート時間内は 4 時間以内にエンジニアが対応します
- 返品・保証のご依頼：1 営業日以内に審査し、返品承認番号（RMA）を発行

## ご連絡先

販売・お見積もり：sales@yt-networks.example。技術サポート：support@yt-networks.example。個人情報に関するご請求：privacy@yt-networks.example。電話：+86 755 8888 6666。迅速に対応できるよう、注文番号、製品の型番、ご使用のプラットフォームをお知らせください。`,
    },
  },
];

export const COMPANY_INFO: PageSeed = {
  key: 'info',
  title: {
    'zh-CN': '关于 YT 网络',
    en: 'About YT Networks',
    es: 'Acerca de YT Networks',
    fi: 'Tietoa YT Networksista',
    fr: 'À propos de YT Networks',
    ja: 'YT ネットワークスについて',
  },
  summary: {
    'zh-CN': '从深圳的一个光模块测试台，到服务全球 12,000 多家企业客户的网络硬件供应商：了解 YT 网络的发展历程、工作方式和对客户的承诺。',
    en: 'From a single optics test bench in Shenzhen to a network hardware supplier serving more than 12,000 business customers worldwide: how YT Networks grew, how we work and what we promise our customers.',
    es: 'De un único banco de pruebas de ópticas en Shenzhen a un proveedor de hardware de red con más de 12.000 clientes empresariales en todo el mundo: cómo ha crecido YT Networks, cómo trabajamos y qué prometemos a nuestros clientes.',
    fi: 'Yhdestä Shenzhenin optiikkatestipöydästä verkkolaitetoimittajaksi, jolla on yli 12 000 yritysasiakasta eri puolilla maailmaa: YT Networksin tarina, toimintatapamme ja lupauksemme asiakkaille.',
    fr: 'D’un simple banc de test d’optiques à Shenzhen à un fournisseur de matériel réseau au service de plus de 12 000 entreprises clientes dans le monde : l’histoire de YT Networks, notre façon de travailler et nos engagements envers nos clients.',
    ja: '深圳の 1 台の光モジュール検証台から、世界 12,000 社以上の法人顧客を支えるネットワーク機器サプライヤーへ。YT ネットワークスの歩み、仕事の進め方、お客様へのお約束をご紹介します。',
  },
  body: {
    'zh-CN': `YT 网络的故事始于 2014 年深圳南山区的一间小办公室。当时，创始团队的几位工程师都曾在系统集成商工作，他们发现客户在采购光模块时总要在两种选择之间为难：原厂模块价格高、交期长，而市场上的兼容模块质量参差不齐，插进交换机后能否识别、能用多久都没有保证。于是，他们搭建了第一个测试台，用真实的交换机逐只测试每一只出货的光模块。

## 我们的发展

- 2014 年：在深圳成立，专注 1G 和 10G 兼容光模块的编码与测试
- 2017 年：推出 40G 和 100G 光模块，以及 DAC 和 AOC 高速线缆；开通面向海外客户的在线商店
- 2019 年：推出 YT 自有品牌的接入交换机和 PoE 产品，开始为客户提供整体方案
- 2021 年：推出数据中心交换机、服务器网卡和 Wi-Fi 6 无线接入点；企业客户超过 5,000 家
- 2023 年：推出 400G QSFP-DD 光模块，开始为云服务商和 AI 集群批量供货
- 2025 年：启用 1,200 平方米的光模块编码与测试实验室；荷兰欧洲仓库开始运营；推出 Wi-Fi 7 接入点
- 2026 年：东京日语技术支持中心开始服务；800G 光模块开放评估；企业客户超过 12,000 家

## 我们的工作方式

我们只销售自己测试过的产品。每一只兼容光模块都在目标品牌的真实设备上验证；每一款 YT 自有品牌产品在发布前都要在实验室中与主流厂商的设备进行互通测试。客户可以凭序列号索取任何一只模块的出厂测试数据。

我们把工程师放在离客户最近的地方。客户的询价和技术问题首先由懂网络的工程师处理，而不是由只负责下单的客服转交。如果一个项目用更少或更便宜的产品就能满足需求，我们会直接告诉客户。

我们重视长期关系。许多客户从一次几只光模块的试单开始，逐渐把整个数据中心或园区网络交给我们。我们用透明的价格、稳定的交期和快速的售后换取这种信任：现货订单通常 24 小时内发货，询价 1 个工作日内回复，技术问题 12 至 24 小时内回复。

## 面向未来

网络正在快速变化：AI 集群把数据中心推向 800G 和 1.6T，Wi-Fi 7 和多千兆 PoE 正在重塑园区接入层，5G 和光纤到户让运营商对光模块的需求持续增长。YT 网络将继续投资测试能力、本地化服务和可持续运营，在深圳、欧洲和日本为客户提供更快、更可靠的服务。`,
    en: `The YT Networks story began in 2014 in a small office in Nanshan District, Shenzhen. Our founding engineers had all worked for system integrators, and they kept seeing customers stuck between two poor options when buying optics: OEM modules were expensive and slow to arrive, while compatible modules on the market varied wildly in quality, with no guarantee that a module would be recognised by the switch or how long it would last. So they built their first test bench and started testing every single module they shipped in a real switch.

## How we grew

- 2014: founded in Shenzhen, focused on coding and testing 1G and 10G compatible optics
- 2017: launched 40G and 100G optics and DAC and AOC cables; opened our online shop to customers abroad
- 2019: introduced YT-brand access switches and PoE products and began offering complete solutions
- 2021: added data-centre switches, server network adapters and Wi-Fi 6 access points; passed 5,000 business customers
- 2023: launched 400G QSFP-DD optics and began volume supply to cloud providers and AI clusters
- 2025: opened our 1,200 m² optics coding and test lab; started operating our European warehouse in the Netherlands; launched Wi-Fi 7 access points
- 2026: opened our Japanese-language support desk in Tokyo; made 800G optics available for evaluation; passed 12,000 business customers

## How we work

We only sell what we have tested. Every compatible transceiver is verified in real equipment of its target brand, and every YT-brand product goes through interoperability testing with the major vendors' equipment in our lab before release. Customers can request the factory test data of any module by quoting its serial number.

We keep engineers close to customers. Inquiries and technical questions are handled first by people who understand networks, not passed along by an order desk. If a project can be done with fewer or cheaper products, we say so.

We value long-term relationships. Many customers start with a trial order of a few transceivers and end up entrusting us with an entire data centre or campus network. We earn that trust with transparent pricing, dependable lead times and fast after-sales service: in-stock orders usually ship within 24 hours, inquiries are answered within one business day, and technical questions within 12 to 24 hours.

## Looking ahead

Networks are changing fast. AI clusters are pushing data centres towards 800G and 1.6T, Wi-Fi 7 and multi-gigabit PoE are reshaping the campus access layer, and 5G and fibre to the home keep carriers' demand for optics growing. YT Networks will keep investing in test capability, local service and sustainable operations, to serve customers faster and more reliably from Shenzhen, Europe and Japan.`,
  },
};

export const POLICIES: PageSeed[] = [
  {
    key: 'privacy_policy',
    title: {
      'zh-CN': '隐私政策',
      en: 'Privacy policy',
      es: 'Política de privacidad',
      fi: 'Tietosuojaseloste',
      fr: 'Politique de confidentialité',
      ja: 'プライバシーポリシー',
    },
    summary: {
      'zh-CN': '我们收集哪些个人信息、为什么收集、与谁共享、保存多久，以及您在欧盟、日本、中国、美洲等地的法律下享有哪些权利。',
      en: 'What personal data we collect, why, who we share it with, how long we keep it, and the rights you have under the laws of the EU, Japan, China, the Americas and elsewhere.',
      es: 'Qué datos personales recopilamos, con qué fin, con quién los compartimos, cuánto tiempo los conservamos y qué derechos le reconocen las leyes de la UE, Japón, China, América y otros lugares.',
      fi: 'Mitä henkilötietoja keräämme, miksi, kenelle niitä luovutetaan, kuinka kauan niitä säilytetään ja mitkä oikeudet sinulla on EU:n, Japanin, Kiinan, Amerikan ja muiden alueiden lainsäädännön mukaan.',
      fr: 'Quelles données personnelles nous collectons, pourquoi, avec qui nous les partageons, combien de temps nous les conservons et quels droits vous confèrent les lois de l’UE, du Japon, de la Chine, des Amériques et d’ailleurs.',
      ja: '当社が収集する個人情報の種類、利用目的、提供先、保存期間、そして EU、日本、中国、米州などの法令に基づくお客様の権利について説明します。',
    },
    body: {
      'zh-CN': `最后更新：2026 年 11 月 1 日

本隐私政策说明 YT 网络在您访问本网站、注册账户、下单、提交询价或联系我们时，如何处理您的个人信息。我们的客户既有企业，也有个人，遍布欧盟、日本、中国、美洲和其他地区，因此本政策同时考虑了欧盟《通用数据保护条例》（GDPR）、日本《个人信息保护法》（APPI）、中国《个人信息保护法》（PIPL）、美国各州隐私法（包括加利福尼亚州 CCPA/CPRA）、巴西 LGPD 和加拿大 PIPEDA 等法律的要求。

## 1. 谁负责处理您的信息

个人信息处理者（数据控制者）为 YT 网络有限公司，地址：中国广东省深圳市南山区科技园 8 号。对于欧洲经济区的客户，我们位于荷兰芬洛的欧洲子公司 YT Networks Europe B.V. 是我们在欧盟的代表，并负责欧盟订单的履行。如对本政策有任何疑问，请发送电子邮件至 privacy@yt-networks.example。

## 2. 我们收集哪些信息

- 账户信息：姓名、电子邮件地址、密码（以不可逆的方式加密保存）、电话号码、公司名称和职位
- 订单信息：收货和账单地址、购买的产品、发票抬头和税号（如增值税号）、订单和退货记录
- 沟通信息：您提交的询价、问题、在线咨询记录、上传的附件（如网络拓扑图或故障照片）
- 技术信息：IP 地址、浏览器和设备类型、语言、国家和货币偏好、访问时间以及登录和安全日志
- 支付信息：付款由持牌支付服务商处理，我们只接收付款状态、支付方式类型和卡号末四位等信息，不保存完整的银行卡号

我们不会有意收集种族、宗教、健康等敏感个人信息，也请不要在询价或附件中提交此类信息。

## 3. 我们为什么使用这些信息

- 履行合同：创建和管理账户、处理订单和付款、安排发货、处理退货和保修（GDPR 第 6(1)(b) 条）
- 遵守法律义务：开具发票、保存会计和税务记录、办理进出口报关、遵守出口管制规定（第 6(1)(c) 条）
- 正当利益：防止欺诈和滥用、保障网站安全、改进产品和服务、以及在企业客户的业务往来中进行必要的联系（第 6(1)(f) 条）
- 您的同意：发送营销邮件和新闻通讯、使用非必要的 Cookie 或类似技术（第 6(1)(a) 条）。您可以随时撤回同意，撤回不影响此前处理的合法性

## 4. 我们与谁共享信息

我们不会出售您的个人信息，也不会将其用于跨网站的行为广告。我们仅在必要范围内与以下对象共享信息：物流承运商和报关代理（用于发货和清关）、支付服务商（用于付款和退款）、云服务和 IT 服务提供商（用于托管网站和处理邮件）、税务和审计顾问，以及依法有权要求提供信息的政府机关。所有服务提供商都按照合同约定的用途和保密要求处理您的信息。

## 5. 跨境传输

我们的总部位于中国，欧洲业务在荷兰开展，因此您的信息可能在中国、欧盟和其他国家之间传输。从欧洲经济区向中国传输个人信息时，我们采用欧盟委员会批准的标准合同条款，并评估接收方的保护水平；从中国向境外提供个人信息时，我们按照 PIPL 的要求签订标准合同并告知您相关情况；对于日本客户，我们采取与 APPI 相当的保护措施。如需了解具体的保障措施，请与我们联系。

## 6. 保存期限

- 账户信息：账户存续期间，以及账户注销后 2 年（用于处理可能的售后和争议）
- 订单、发票和报关记录：按照适用的税务和会计法律保存，通常为 7 至 10 年
- 询价和沟通记录：最后一次联系后 3 年
- 安全日志：通常不超过 12 个月

期限届满后，我们会删除或匿名化处理您的信息。

## 7. 信息安全

我们采取合理的技术和组织措施保护您的个人信息，包括全站 HTTPS 加密传输、密码加盐哈希存储、基于角色的访问控制、员工保密培训以及定期的安全评估。如果发生可能对您的权益造成较高风险的个人信息安全事件，我们会按照法律要求及时通知您和监管机构。

## 8. 您的权利

根据您所在地的法律，您可能享有以下权利：查阅和获取您的个人信息副本；更正不准确的信息；删除信息；限制或反对处理；数据可携带；撤回同意；以及不受仅基于自动化处理作出的重大决定的影响。加利福尼亚州居民还有权知悉我们收集的信息类别，并有权选择退出个人信息的“出售”或“共享”（我们不进行此类出售或共享）。行使权利时，您不会受到任何歧视。

您可以在“我的账户”中直接修改大部分信息，或发送邮件至 privacy@yt-networks.example。我们会在 1 个月内答复（中国和日本客户通常在 15 个工作日内），必要时可能需要核实您的身份。如对我们的答复不满意，您有权向所在地的数据保护监管机构投诉。

## 9. 未成年人

本网站面向企业和成年个人用户，不针对 16 岁以下的儿童（在中国为 14 岁以下）。我们不会有意收集未成年人的个人信息；如发现误收集，我们会尽快删除。

## 10. 营销信息

只有在您同意后，我们才会向您发送产品新闻和促销信息。每封营销邮件都附有退订方式，您也可以在“我的账户”中随时关闭。订单确认、发货通知和安全提醒等服务性邮件不属于营销信息。

## 11. 本政策的变更

我们可能会因业务或法律变化而更新本政策。重大变更会在网站上显著提示，必要时会通过电子邮件通知您。页面顶部的日期表示最近一次更新的时间。`,
      en: `Last updated: 1 November 2026

This privacy policy explains how YT Networks handles your personal data when you visit this website, create an account, place an order, send an inquiry or contact us. Our customers include both businesses and individuals in the EU, Japan, China, the Americas and elsewhere, so this policy is written with the EU General Data Protection Regulation (GDPR), Japan's Act on the Protection of Personal Information (APPI), China's Personal Information Protection Law (PIPL), US state privacy laws including California's CCPA/CPRA, Brazil's LGPD and Canada's PIPEDA in mind.

## 1. Who is responsible for your data

The controller of your personal data is YT Networks Co., Ltd., No. 8 Science Park, Nanshan District, Shenzhen, Guangdong, China. For customers in the European Economic Area, our European subsidiary YT Networks Europe B.V. in Venlo, the Netherlands, acts as our representative in the EU and fulfils EU orders. If you have any questions about this policy, please write to privacy@yt-networks.example.

## 2. What we collect

- Account data: name, e-mail address, password (stored only as an irreversible hash), phone number, company name and job title
- Order data: shipping and billing addresses, products purchased, invoice details and tax numbers (such as a VAT number), order and return history
- Communications: inquiries, questions, chat transcripts and attachments you upload, such as network diagrams or photos of a fault
- Technical data: IP address, browser and device type, language, country and currency preferences, time of access, and sign-in and security logs
- Payment data: payments are processed by licensed payment service providers; we receive only the payment status, the payment method type and, for cards, the last four digits, and we never store full card numbers

We do not knowingly collect sensitive data such as racial origin, religion or health, and we ask you not to include such data in inquiries or attachments.

## 3. Why we use it

- To perform our contract with you: creating and managing your account, processing orders and payments, shipping, and handling returns and warranty claims (GDPR Art. 6(1)(b))
- To meet legal obligations: issuing invoices, keeping accounting and tax records, customs declarations and export control compliance (Art. 6(1)(c))
- For our legitimate interests: preventing fraud and abuse, keeping the website secure, improving our products and services, and business communication with corporate customers (Art. 6(1)(f))
- With your consent: marketing e-mails and newsletters, and non-essential cookies or similar technologies (Art. 6(1)(a)); you can withdraw consent at any time without affecting processing carried out before

## 4. Who we share it with

We do not sell your personal data or use it for cross-site behavioural advertising. We share it only as far as necessary with: carriers and customs brokers (to ship and clear goods), payment service providers (for payments and refunds), cloud and IT service providers (to host the website and handle e-mail), tax and audit advisers, and public authorities where the law requires it. All service providers process your data only for the purposes and under the confidentiality terms set out in our contracts with them.

## 5. International transfers

Our headquarters are in China and our European operations are in the Netherlands, so your data may be transferred between China, the EU and other countries. For transfers from the European Economic Area to China we use the Standard Contractual Clauses approved by the European Commission, together with an assessment of the protection offered by the recipient. For transfers out of China we conclude the standard contract required by the PIPL and inform you accordingly, and for customers in Japan we apply measures equivalent to those required by the APPI. Contact us if you would like details of these safeguards.

## 6. How long we keep it

- Account data: for as long as your account exists, and for two years after it is closed to handle any after-sales matters or disputes
- Orders, invoices and customs records: as long as tax and accounting laws require, usually seven to ten years
- Inquiries and communications: three years after our last contact
- Security logs: usually no more than 12 months

After these periods we delete or anonymise your data.

## 7. Security

We use appropriate technical and organisational measures to protect your data, including HTTPS encryption across the site, salted password hashing, role-based access control, confidentiality training for staff and regular security reviews. If a personal data breach is likely to result in a high risk to your rights, we will notify you and the supervisory authorities as the law requires.

## 8. Your rights

Depending on where you live, you may have the right to access your data and obtain a copy; to have inaccurate data corrected; to have your data erased; to restrict or object to processing; to data portability; to withdraw consent; and not to be subject to significant decisions based solely on automated processing. California residents also have the right to know which categories of data we collect and to opt out of the "sale" or "sharing" of personal information, which we do not do. You will not be discriminated against for exercising your rights.

You can update most of your data yourself under My account, or write to privacy@yt-networks.example. We reply within one month (usually within 15 business days for customers in China and Japan) and may need to verify your identity first. If you are not satisfied with our answer, you have the right to lodge a complaint with your local data protection authority.

## 9. Children

This website is intended for businesses and adult individuals and is not directed at children under 16 (under 14 in China). We do not knowingly collect children's data, and if we learn that we have, we delete it promptly.

## 10. Marketing

We send product news and promotions only if you have agreed to receive them. Every marketing e-mail contains an unsubscribe option, and you can also switch them off at any time under My account. Service messages such as order confirmations, shipping notices and security alerts are not marketing.

## 11. Changes to this policy

We may update this policy when our business or the law changes. Significant changes will be highlighted on the website and, where appropriate, notified to you by e-mail. The date at the top of this page shows when it was last updated.`,
    },
  },
  {
    key: 'terms_of_use',
    title: {
      'zh-CN': '使用条款',
      en: 'Terms of use',
      es: 'Condiciones de uso',
      fi: 'Käyttöehdot',
      fr: 'Conditions d’utilisation',
      ja: '利用規約',
    },
    summary: {
      'zh-CN': '使用本网站和在本网站购物的规则：账户、订单、价格与税费、发货、退货与质保、出口管制、责任限制和争议解决。',
      en: 'The rules for using this website and buying from it: accounts, orders, prices and taxes, shipping, returns and warranty, export control, limitation of liability and dispute resolution.',
      es: 'Las normas para usar este sitio web y comprar en él: cuentas, pedidos, precios e impuestos, envíos, devoluciones y garantía, control de exportaciones, limitación de responsabilidad y resolución de conflictos.',
      fi: 'Tämän verkkosivuston käyttöä ja sen kautta ostamista koskevat säännöt: tilit, tilaukset, hinnat ja verot, toimitukset, palautukset ja takuu, vientivalvonta, vastuunrajoitukset ja riitojen ratkaiseminen.',
      fr: 'Les règles d’utilisation de ce site et d’achat sur celui-ci : comptes, commandes, prix et taxes, livraison, retours et garantie, contrôle des exportations, limitation de responsabilité et règlement des litiges.',
      ja: '本サイトのご利用とご購入に関するルール：アカウント、注文、価格と税金、配送、返品と保証、輸出管理、責任の制限、紛争解決について定めています。',
    },
    body: {
      'zh-CN': `最后更新：2026 年 11 月 1 日

欢迎使用 YT 网络网站。本使用条款适用于您对本网站的访问和使用，以及您通过本网站向 YT 网络有限公司（以下简称“我们”）或其欧洲子公司 YT Networks Europe B.V. 下达的订单。欧盟订单的销售方为 YT Networks Europe B.V.，其他地区订单的销售方为 YT 网络有限公司。使用本网站或下单即表示您同意本条款。

## 1. 企业客户与消费者

本网站同时面向企业客户和个人消费者。如果您以企业名义购买，请在下单时提供公司名称和税号；本条款中专门针对消费者的规定不适用于企业客户。如果您是消费者，您所在国家或地区的强制性消费者保护法律赋予您的权利，不因本条款而受到限制。

## 2. 账户

您需要提供真实、准确的注册信息，并妥善保管账户密码。通过您的账户进行的操作视为您本人的行为。如发现账户被未经授权使用，请立即通知我们。我们可能会暂停或关闭存在欺诈、滥用或违反本条款行为的账户。

## 3. 产品信息与兼容性

我们尽力确保产品描述、规格和图片准确，但图片仅供参考，实物可能因批次不同而在外观上略有差异。兼容光模块和线缆由 YT 网络生产或采购并编码，与相应品牌的原厂产品遵循相同的 MSA 标准，但并非由该品牌制造或认可。Cisco、Juniper、Arista、HPE、华为、Dell 等名称和商标归其各自所有者所有，本网站使用这些名称仅用于说明兼容性。

## 4. 价格、货币与税费

商品价格以美元为基准，其他货币价格按本网站公布的汇率换算，仅供参考，最终以结算页面显示的金额为准。欧盟客户以欧元支付时，价格已包含当地增值税，订单以完税交货（DDP）方式配送；持有有效增值税号的企业客户可适用反向征收。其他国家和地区的进口关税、税费和清关费用，除非结算页面另有说明，由收货人承担。我们可能随时调整价格，但已确认的订单按下单时的价格执行。

## 5. 订单与合同成立

您提交订单后，我们会发送订单确认邮件，这仅表示我们已收到订单。在我们确认付款并发出发货通知时，买卖合同成立。如遇明显的价格错误、库存不足或出口管制限制，我们有权在发货前取消订单并全额退款。

## 6. 付款

我们接受网站结算页面列出的付款方式，企业客户可根据约定使用银行转账或账期付款。未付款的订单将在结算页面注明的期限后自动取消。

## 7. 发货与风险转移

现货订单通常在付款后 24 小时内（工作日）发货，定制编码订单通常需要 3 至 5 个工作日。页面显示的配送时间为预估时间，不构成保证。对于消费者，货物的灭失和损坏风险在货物交付给您时转移；对于企业客户，除非另有约定，风险在货物交付给承运商时转移。收货时请检查包装，如发现破损请在 48 小时内通知我们。

## 8. 退货、撤销权与质保

- 未使用且包装完好的产品，可在收货后 30 天内申请退货；定制编码或定制长度的产品除外，法律另有规定的除外
- 欧盟和英国的消费者享有 14 天无理由撤销权，自收货之日起计算，行使撤销权时只需明确告知我们
- 质保期：光模块、DAC 与 AOC 线缆、光纤跳线 5 年；交换机、路由器、无线接入点和网卡 3 年；PoE 注入器、机柜和配件 2 年
- 质保不覆盖因不当使用、静电损伤、光纤端面污染、超出规格的环境条件或未经授权的拆修造成的损坏

所有退货和保修都需要先申请退货授权号（RMA），我们会在 1 个工作日内处理申请。消费者依法享有的法定质保权利不受本条款影响。

## 9. 出口管制与制裁

我们的产品可能受中国、欧盟、美国和其他国家的出口管制和制裁法律约束。您承诺不会将产品出口、再出口或转让给受制裁的国家、地区、个人或实体，也不会将产品用于法律禁止的最终用途。我们有权要求提供最终用户声明，并在必要时拒绝或取消订单。

## 10. 网站的使用

您不得以任何方式干扰网站的正常运行，包括但不限于：未经许可的自动化抓取、试图绕过安全措施、上传恶意代码、冒用他人身份或提交虚假订单。网站上的文字、图片、技术文档和软件受知识产权法保护，未经我们书面许可，不得复制或用于商业目的。

## 11. 责任限制

在法律允许的最大范围内，我们对任何间接损失、利润损失、数据丢失或业务中断不承担责任；对于企业客户，我们就某一订单承担的全部责任以该订单的实际支付金额为限。本条款不限制或排除因我们的故意或重大过失、造成人身伤亡或法律不允许限制的责任。

## 12. 适用法律与争议解决

对于企业客户，本条款和相关订单适用中华人民共和国法律（不包括其冲突法规则，并排除《联合国国际货物销售合同公约》的适用），因此产生的争议提交深圳国际仲裁院仲裁解决；与 YT Networks Europe B.V. 签订的合同适用荷兰法律。对于消费者，您仍受您惯常居住地强制性法律的保护，并可在该地法院提起诉讼。发生争议时，我们建议您先联系客服，多数问题可以在 1 个工作日内得到答复。

## 13. 条款变更与联系方式

我们可能不时修改本条款，修改后的条款在网站公布时生效，但不影响此前已确认的订单。如对本条款有任何疑问，请发送邮件至 sales@yt-networks.example 或致电 +86 755 8888 6666。`,
      en: `Last updated: 1 November 2026

Welcome to the YT Networks website. These terms of use govern your access to and use of this website and the orders you place through it with YT Networks Co., Ltd. ("we", "us") or its European subsidiary YT Networks Europe B.V. Orders delivered in the EU are sold by YT Networks Europe B.V.; all other orders are sold by YT Networks Co., Ltd. By using the website or placing an order, you accept these terms.

## 1. Business customers and consumers

This website serves both business customers and consumers. If you buy on behalf of a business, please give your company name and tax number when you order; the provisions of these terms that apply specifically to consumers do not apply to business customers. If you are a consumer, nothing in these terms limits the rights you have under the mandatory consumer protection laws of your country or region.

## 2. Accounts

You must provide true and accurate registration details and keep your password safe. Actions taken through your account are treated as your own. Tell us immediately if you notice any unauthorised use of your account. We may suspend or close accounts involved in fraud, abuse or breaches of these terms.

## 3. Product information and compatibility

We do our best to make product descriptions, specifications and images accurate, but images are illustrative and the appearance of products may differ slightly between batches. Compatible transceivers and cables are manufactured or sourced and coded by YT Networks; they follow the same MSA standards as the original equipment of the brand concerned but are not made or endorsed by that brand. Cisco, Juniper, Arista, HPE, Huawei, Dell and other names and trademarks belong to their respective owners and are used on this website only to describe compatibility.

## 4. Prices, currencies and taxes

Prices are set in US dollars; prices in other currencies are converted at the rates published on this website for information, and the amount shown at checkout is the one that applies. When EU customers pay in euros, prices include local VAT and orders are delivered duty paid (DDP); business customers with a valid VAT number can use the reverse-charge mechanism. For other countries and regions, import duties, taxes and clearance fees are paid by the recipient unless stated otherwise at checkout. We may change prices at any time, but confirmed orders are honoured at the price in force when they were placed.

## 5. Orders and formation of the contract

After you submit an order, we send an order confirmation e-mail, which only acknowledges that we have received it. The sales contract is formed when we confirm payment and send the shipping notice. In the event of an obvious pricing error, insufficient stock or an export control restriction, we may cancel the order before shipment and refund you in full.

## 6. Payment

We accept the payment methods listed at checkout; business customers may pay by bank transfer or on agreed credit terms. Unpaid orders are cancelled automatically after the period shown at checkout.

## 7. Shipping and transfer of risk

In-stock orders usually ship within 24 hours of payment on business days, and custom-coded orders within three to five business days. Delivery times shown on the website are estimates, not guarantees. For consumers, the risk of loss or damage passes when the goods are delivered to you; for business customers, unless agreed otherwise, it passes when the goods are handed to the carrier. Please check the packaging on delivery and report any damage within 48 hours.

## 8. Returns, right of withdrawal and warranty

- Unused products in their original packaging can be returned within 30 days of delivery, except custom-coded or custom-length products and unless the law provides otherwise
- Consumers in the EU and the UK have a 14-day right of withdrawal without giving reasons, starting on the day of delivery; to exercise it, simply tell us clearly
- Warranty periods: transceivers, DAC and AOC cables and fibre patch cords five years; switches, routers, wireless access points and network adapters three years; PoE injectors, cabinets and accessories two years
- The warranty does not cover damage caused by misuse, electrostatic discharge, contaminated fibre end faces, operating conditions outside the specifications, or unauthorised opening or repair

All returns and warranty claims need a return authorisation (RMA) number, and we process requests within one business day. These terms do not affect the statutory warranty rights of consumers.

## 9. Export control and sanctions

Our products may be subject to the export control and sanctions laws of China, the EU, the United States and other countries. You agree not to export, re-export or transfer products to sanctioned countries, regions, persons or entities, or to use them for prohibited end uses. We may ask for an end-user statement and may refuse or cancel orders where necessary.

## 10. Use of the website

You must not interfere with the proper operation of the website in any way, including unauthorised automated scraping, attempts to bypass security measures, uploading malicious code, impersonating others or submitting false orders. The text, images, technical documents and software on this website are protected by intellectual property law and may not be copied or used commercially without our written permission.

## 11. Limitation of liability

To the fullest extent permitted by law, we are not liable for indirect losses, loss of profit, loss of data or business interruption, and for business customers our total liability for any order is limited to the amount actually paid for that order. Nothing in these terms limits or excludes liability for intent or gross negligence, for death or personal injury, or any other liability that cannot be limited by law.

## 12. Governing law and disputes

For business customers, these terms and related orders are governed by the laws of the People's Republic of China, excluding its conflict-of-law rules and the United Nations Convention on Contracts for the International Sale of Goods, and disputes are settled by arbitration at the Shenzhen Court of International Arbitration; contracts with YT Networks Europe B.V. are governed by Dutch law. Consumers keep the protection of the mandatory laws of their country of habitual residence and may bring proceedings before its courts. If a dispute arises, we encourage you to contact our customer service first; most issues receive an answer within one business day.

## 13. Changes and contact

We may amend these terms from time to time. Amendments take effect when published on the website and do not affect orders already confirmed. For any questions about these terms, write to sales@yt-networks.example or call +86 755 8888 6666.`,
    },
  },
  {
    key: 'cookie_policy',
    title: {
      'zh-CN': 'Cookie 政策',
      en: 'Cookie policy',
      es: 'Política de cookies',
      fi: 'Evästekäytäntö',
      fr: 'Politique relative aux cookies',
      ja: 'Cookie ポリシー',
    },
    summary: {
      'zh-CN': '本网站使用哪些 Cookie 和本地存储项、各自的用途和保存时间，以及如何管理您的选择。我们不使用第三方广告 Cookie。',
      en: 'Which cookies and browser storage entries this website uses, what each one does, how long it is kept, and how to manage your choice. We do not use third-party advertising cookies.',
      es: 'Qué cookies y elementos de almacenamiento del navegador utiliza este sitio, para qué sirve cada uno, cuánto tiempo se conserva y cómo gestionar su elección. No utilizamos cookies publicitarias de terceros.',
      fi: 'Mitä evästeitä ja selaimen tallennustietoja tämä sivusto käyttää, mihin kutakin käytetään, kuinka kauan niitä säilytetään ja miten voit hallita valintaasi. Emme käytä kolmannen osapuolen mainosevästeitä.',
      fr: 'Les cookies et éléments de stockage du navigateur utilisés par ce site, leur rôle, leur durée de conservation et la manière de gérer votre choix. Nous n’utilisons aucun cookie publicitaire tiers.',
      ja: '本サイトが使用する Cookie とブラウザーのストレージ項目、それぞれの用途と保存期間、そして設定の管理方法について説明します。第三者の広告 Cookie は使用していません。',
    },
    body: {
      'zh-CN': `最后更新：2026 年 11 月 1 日

本 Cookie 政策说明 YT 网络网站如何使用 Cookie 和类似技术（例如浏览器的本地存储），以及您如何管理自己的选择。本政策是我们隐私政策的补充。

## 1. 什么是 Cookie 和本地存储

Cookie 是网站保存在您浏览器中的小型文本文件，浏览器在之后访问同一网站时会将其发回。本地存储是浏览器提供的另一种在您的设备上保存少量数据的方式，不会随每次请求自动发送给服务器。在本政策中，我们把两者统称为“Cookie”。

## 2. 我们的原则

本网站只使用我们自己设置的第一方 Cookie。我们不使用第三方广告 Cookie，不使用社交媒体插件，也不会在其他网站上跟踪您的浏览行为或向广告网络提供您的信息。

## 3. 必要的 Cookie

以下项目是网站正常运行所必需的，不需要您的同意，但您仍可以通过浏览器删除它们：

- yt_us_token：登录会话标识。您登录后保存，用于在各页面之间保持登录状态；退出登录或会话过期时删除
- yt_us_cart_info：未登录访客的购物车内容，保存 24 小时；登录后，购物车会合并到您的账户中
- yt_use_cookie：记录您对 Cookie 提示的选择，1 表示接受，0 表示拒绝，以免每次访问都再次询问

## 4. 偏好设置

以下项目记住您在网站上的选择，让您下次访问时无需重新设置：

- yt_us_lan：您选择的界面语言（简体中文、English、Español、Suomi、Français 或日本語）
- yt_us_cou：您选择的国家或地区，用于显示对应的配送选项和默认货币
- yt_us_currency_id 和 yt_us_currency_info：您选择的结算货币及其符号、小数位数和汇率，用于显示价格

这些偏好保存在您的设备上，直到您更改设置或清除浏览器数据为止。

## 5. 性能与缓存

为了加快页面加载，网站会在本地存储中缓存语言列表、国家列表、基础配置和价格信息等公共数据，并在 24 小时后或网站版本更新时自动刷新。我们还会生成一个随机的访客标识，用于把同一浏览器中的购物车和会话关联起来；它不包含您的姓名、邮箱等信息，也不会与其他网站共享。

## 6. 统计分析

只有在您通过 Cookie 提示选择接受（yt_use_cookie 为 1）后，我们才会在自己的服务器上统计页面访问量、搜索关键词和下单流程中的步骤等汇总数据，用于改进网站。这些统计不使用第三方分析服务。如果您选择拒绝（yt_use_cookie 为 0），网站的所有购物功能仍可正常使用。

## 7. 第三方页面

当您选择在线支付时，您可能会被引导到支付服务商的页面，该页面可能会设置其自己的 Cookie，用于防范欺诈和完成支付。这些 Cookie 受支付服务商的隐私政策约束，不在我们的控制范围之内。

## 8. 如何管理您的选择

- 您可以通过清除本网站的 Cookie 和站点数据来重新选择，下次访问时 Cookie 提示会再次出现
- 大多数浏览器允许您查看、删除或阻止 Cookie，具体方法请参阅浏览器的帮助说明
- 如果阻止必要的 Cookie，您可能无法登录、保存购物车或完成下单

## 9. 变更与联系方式

如果我们使用的 Cookie 发生变化，我们会更新本政策，并在需要时再次征求您的同意。如有任何疑问，请发送邮件至 privacy@yt-networks.example。`,
      en: `Last updated: 1 November 2026

This cookie policy explains how the YT Networks website uses cookies and similar technologies, such as your browser's local storage, and how you can manage your choice. It supplements our privacy policy.

## 1. What cookies and local storage are

Cookies are small text files that a website stores in your browser and that the browser sends back on later visits to the same site. Local storage is another way for a browser to keep a small amount of data on your device; unlike cookies, it is not sent to the server automatically with every request. In this policy we refer to both as "cookies".

## 2. Our approach

This website uses only first-party cookies set by us. We do not use third-party advertising cookies or social media plug-ins, we do not track your browsing on other websites, and we do not pass your data to advertising networks.

## 3. Strictly necessary cookies

The following are needed for the website to work. They do not require your consent, although you can still delete them in your browser:

- yt_us_token: your sign-in session. It is set when you sign in so that you stay signed in from page to page, and it is removed when you sign out or the session expires
- yt_us_cart_info: the contents of a guest's shopping cart, kept for 24 hours; when you sign in, the cart is merged into your account
- yt_use_cookie: your answer to the cookie notice, 1 if you accepted and 0 if you declined, so that we do not ask again on every visit

## 4. Preferences

The following remember the choices you make on the website so that you do not have to set them again next time:

- yt_us_lan: the interface language you chose (简体中文, English, Español, Suomi, Français or 日本語)
- yt_us_cou: the country or region you chose, used to show the matching delivery options and default currency
- yt_us_currency_id and yt_us_currency_info: the currency you chose and its symbol, decimal places and exchange rate, used to display prices

These preferences stay on your device until you change them or clear your browser data.

## 5. Performance and caching

To make pages load faster, the website caches public data such as the list of languages, the list of countries, the basic site configuration and price information in local storage, and refreshes it automatically after 24 hours or when a new version of the site is released. We also generate a random visitor identifier to link the cart and session within the same browser; it contains no name, e-mail address or other personal details and is never shared with other websites.

## 6. Statistics

Only if you accept cookies through the cookie notice (yt_use_cookie set to 1) do we count, on our own servers, aggregated data such as page views, search terms and checkout steps in order to improve the website. No third-party analytics services are used. If you decline (yt_use_cookie set to 0), every shopping feature of the website keeps working normally.

## 7. Third-party pages

When you choose to pay online, you may be taken to the page of a payment service provider, which may set its own cookies to prevent fraud and complete the payment. Those cookies are governed by the payment provider's privacy policy and are outside our control.

## 8. Managing your choice

- To choose again, clear the cookies and site data for this website; the cookie notice will appear on your next visit
- Most browsers let you view, delete or block cookies; see your browser's help pages for details
- If you block strictly necessary cookies, you may not be able to sign in, keep a cart or complete an order

## 9. Changes and contact

If the cookies we use change, we will update this policy and, where required, ask for your consent again. If you have any questions, write to privacy@yt-networks.example.`,
    },
  },
];
