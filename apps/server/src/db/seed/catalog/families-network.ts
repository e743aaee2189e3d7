import type { FamilySeed, L } from './types.js';

// Own-brand (YT) network hardware: switches, routers, wireless, NICs, PoE and racks.
// Texts hold {placeholders} filled from each product's `vars`.

// ---- Labels and document titles shared by several families ----

const LBL_DOWNLINKS: L = { 'zh-CN': '下行端口', en: 'Downlink ports', es: 'Puertos de acceso', fi: 'Liityntäportit', fr: 'Ports d’accès', ja: 'ダウンリンクポート' };
const LBL_UPLINKS: L = { 'zh-CN': '上联端口', en: 'Uplink ports', es: 'Puertos uplink', fi: 'Nousulinkkiportit', fr: 'Ports de liaison montante', ja: 'アップリンクポート' };
const LBL_PORTS: L = { 'zh-CN': '端口配置', en: 'Ports', es: 'Puertos', fi: 'Portit', fr: 'Ports', ja: 'ポート構成' };
const LBL_SWITCHING: L = { 'zh-CN': '交换容量', en: 'Switching capacity', es: 'Capacidad de conmutación', fi: 'Kytkentäkapasiteetti', fr: 'Capacité de commutation', ja: 'スイッチング容量' };
const LBL_FORWARDING: L = { 'zh-CN': '包转发率', en: 'Forwarding rate', es: 'Tasa de reenvío', fi: 'Pakettien välitysnopeus', fr: 'Taux de transfert', ja: 'パケット転送レート' };
const LBL_MAC: L = { 'zh-CN': 'MAC 地址表', en: 'MAC address table', es: 'Tabla de direcciones MAC', fi: 'MAC-osoitetaulu', fr: 'Table d’adresses MAC', ja: 'MAC アドレステーブル' };
const LBL_LAYER: L = { 'zh-CN': '交换层级', en: 'Switching layer', es: 'Capa de conmutación', fi: 'Kytkentäkerros', fr: 'Niveau de commutation', ja: 'スイッチングレイヤー' };
const LBL_POE: L = { 'zh-CN': 'PoE 供电', en: 'PoE power', es: 'Alimentación PoE', fi: 'PoE-syöttö', fr: 'Alimentation PoE', ja: 'PoE 給電' };
const LBL_PSU: L = { 'zh-CN': '电源', en: 'Power supply', es: 'Fuente de alimentación', fi: 'Virtalähde', fr: 'Alimentation', ja: '電源' };
const LBL_TEMP: L = { 'zh-CN': '工作温度', en: 'Operating temperature', es: 'Temperatura de funcionamiento', fi: 'Käyttölämpötila', fr: 'Température de fonctionnement', ja: '動作温度' };
const LBL_FORM: L = { 'zh-CN': '外形规格', en: 'Form factor', es: 'Formato', fi: 'Rakenne', fr: 'Format', ja: '筐体' };
const LBL_ASIC: L = { 'zh-CN': '交换芯片', en: 'Switch ASIC', es: 'ASIC de conmutación', fi: 'Kytkinpiiri', fr: 'ASIC de commutation', ja: 'スイッチ ASIC' };
const LBL_BUFFER: L = { 'zh-CN': '包缓存', en: 'Packet buffer', es: 'Búfer de paquetes', fi: 'Pakettipuskuri', fr: 'Mémoire tampon de paquets', ja: 'パケットバッファ' };
const LBL_POWER_DRAW: L = { 'zh-CN': '典型功耗', en: 'Typical power consumption', es: 'Consumo típico', fi: 'Tyypillinen tehonkulutus', fr: 'Consommation typique', ja: '標準消費電力' };
const LBL_INTERFACES: L = { 'zh-CN': '业务接口', en: 'Interfaces', es: 'Interfaces', fi: 'Liitännät', fr: 'Interfaces', ja: 'インターフェース' };
const LBL_CONTROLLER: L = { 'zh-CN': '网卡芯片', en: 'Controller', es: 'Controlador', fi: 'Ohjainpiiri', fr: 'Contrôleur', ja: 'コントローラー' };
const LBL_HOST: L = { 'zh-CN': '主机接口', en: 'Host interface', es: 'Interfaz de host', fi: 'Isäntäväylä', fr: 'Interface hôte', ja: 'ホストインターフェース' };
const LBL_STANDARD: L = { 'zh-CN': '标准', en: 'Standard', es: 'Estándar', fi: 'Standardi', fr: 'Norme', ja: '規格' };
const LBL_MGMT: L = { 'zh-CN': '管理方式', en: 'Management', es: 'Gestión', fi: 'Hallinta', fr: 'Administration', ja: '管理方式' };
const LBL_DIMS: L = { 'zh-CN': '尺寸（宽 × 深）', en: 'Dimensions (W × D)', es: 'Dimensiones (an. × prof.)', fi: 'Mitat (L × S)', fr: 'Dimensions (l × p)', ja: '寸法（幅 × 奥行）' };
const LBL_LOAD: L = { 'zh-CN': '静态承重', en: 'Static load capacity', es: 'Capacidad de carga estática', fi: 'Staattinen kantavuus', fr: 'Charge statique admissible', ja: '静荷重' };

const DOC_DATASHEET: L = { 'zh-CN': '产品规格书', en: 'Datasheet', es: 'Hoja de datos', fi: 'Tuotetietolehti', fr: 'Fiche technique', ja: 'データシート' };
const DOC_MANUAL: L = { 'zh-CN': '用户手册', en: 'User manual', es: 'Manual de usuario', fi: 'Käyttöopas', fr: 'Manuel d’utilisation', ja: 'ユーザーマニュアル' };
const DOC_CONFIG: L = { 'zh-CN': '配置指南', en: 'Configuration guide', es: 'Guía de configuración', fi: 'Määritysopas', fr: 'Guide de configuration', ja: '設定ガイド' };
const DOC_QIG: L = { 'zh-CN': '快速安装指南', en: 'Quick installation guide', es: 'Guía de instalación rápida', fi: 'Pika-asennusopas', fr: 'Guide d’installation rapide', ja: 'クイックインストールガイド' };
const DOC_CE: L = { 'zh-CN': 'CE 符合性声明', en: 'CE declaration of conformity', es: 'Declaración de conformidad CE', fi: 'CE-vaatimustenmukaisuusvakuutus', fr: 'Déclaration de conformité CE', ja: 'CE 適合宣言書' };
const DOC_DRIVER: L = { 'zh-CN': '驱动安装指南', en: 'Driver installation guide', es: 'Guía de instalación de controladores', fi: 'Ajurien asennusopas', fr: 'Guide d’installation des pilotes', ja: 'ドライバーインストールガイド' };
const DOC_ASSEMBLY: L = { 'zh-CN': '组装说明书', en: 'Assembly instructions', es: 'Instrucciones de montaje', fi: 'Kokoamisohje', fr: 'Notice de montage', ja: '組立説明書' };

const RACK_1U: L = { 'zh-CN': '1U，19 英寸机架式', en: '1U, 19-inch rack-mount', es: '1U, montaje en rack de 19"', fi: '1U, 19 tuuman räkkiasennus', fr: '1U, montage en baie 19 pouces', ja: '1U、19 インチラックマウント' };

const MGMT_CAMPUS: L = {
  'zh-CN': 'Web、CLI、SNMP v1/v2c/v3、YT 云平台',
  en: 'Web GUI, CLI, SNMP v1/v2c/v3, YT Cloud',
  es: 'Interfaz web, CLI, SNMP v1/v2c/v3, YT Cloud',
  fi: 'Verkkokäyttöliittymä, komentorivi, SNMP v1/v2c/v3, YT Cloud',
  fr: 'Interface web, CLI, SNMP v1/v2c/v3, YT Cloud',
  ja: 'Web GUI、CLI、SNMP v1/v2c/v3、YT Cloud',
};

const FAQ_THIRD_PARTY_OPTICS = {
  q: { 'zh-CN': '可以使用第三方光模块吗？', en: 'Can I use third-party transceivers?', es: '¿Puedo usar transceptores de otros fabricantes?', fi: 'Voinko käyttää muiden valmistajien moduuleja?', fr: 'Puis-je utiliser des émetteurs-récepteurs tiers ?', ja: 'サードパーティ製トランシーバーは使用できますか？' },
  a: {
    'zh-CN': '可以。交换机不锁定光模块品牌，符合 MSA 标准的模块均可使用。我们推荐在本机型上实机测试过的 YT 光模块与 DAC 高速线缆。',
    en: 'Yes. The switches do not lock out MSA-compliant modules. We recommend YT optics and DAC cables, which are tested in these exact switches.',
    es: 'Sí. Los switches no bloquean los módulos conformes a MSA. Recomendamos las ópticas y los cables DAC de YT, probados en estos mismos equipos.',
    fi: 'Kyllä. Kytkimet eivät estä MSA-yhteensopivia moduuleja. Suosittelemme YT:n optiikoita ja DAC-kaapeleita, jotka on testattu juuri näissä kytkimissä.',
    fr: 'Oui. Les commutateurs ne bloquent pas les modules conformes MSA. Nous recommandons les optiques et câbles DAC YT, testés sur ces mêmes équipements.',
    ja: 'はい。MSA 準拠のモジュールはロックされません。本機種で実機検証済みの YT 光モジュールおよび DAC ケーブルのご使用を推奨します。',
  } as L,
};

const NIC_OS: string[] = ['VMware ESXi 8.0', 'Windows Server 2022', 'Windows Server 2025', 'Red Hat Enterprise Linux 9', 'Ubuntu 24.04 LTS', 'Proxmox VE 8'];

export const NETWORK_FAMILIES: FamilySeed[] = [
  // ==== Access: 24-port Gigabit (S3410 L2+ / S3910 L3) ====
  {
    category: 'switches-access',
    image: 'switch',
    name: {
      'zh-CN': '{ports} 口千兆 {layer} 网管交换机，{uplinks} 上联',
      en: '{ports}-Port Gigabit {layer} Managed Switch with {uplinks} Uplinks',
      es: 'Switch gestionable Gigabit {layer} de {ports} puertos con uplinks {uplinks}',
      fi: 'Hallittava {layer} Gigabit -kytkin, {ports} porttia ja {uplinks} -nousulinkit',
      fr: 'Commutateur administrable Gigabit {layer} {ports} ports avec liaisons montantes {uplinks}',
      ja: '{ports} ポート ギガビット {layer} マネージドスイッチ（{uplinks} アップリンク）',
    },
    short: {
      'zh-CN': '面向楼层与分支机构接入的千兆网管交换机，可选 PoE+ 供电与冗余电源。',
      en: 'Gigabit managed switch for floor and branch access, with optional PoE+ and redundant power.',
      es: 'Switch gestionable Gigabit para el acceso en plantas y sucursales, con PoE+ y alimentación redundante opcionales.',
      fi: 'Hallittava gigabittikytkin kerros- ja sivutoimistoverkkojen liityntään, valinnaisella PoE+-syötöllä ja varmennetulla virransyötöllä.',
      fr: 'Commutateur administrable Gigabit pour l’accès d’étage et d’agence, avec PoE+ et alimentation redondante en option.',
      ja: 'フロアや拠点のアクセス層向けギガビットマネージドスイッチ。PoE+ 給電と冗長電源を選択できます。',
    },
    long: {
      'zh-CN':
        'YT S3410/S3910 系列 {ports} 口交换机专为企业楼层与分支机构接入设计，提供 {ports} 个千兆电口和 {uplinks} 上联端口，交换容量达 {switching}，无阻塞线速转发。\n\n## 按需选型\n\n- 非 PoE 型号适合办公终端、打印机与门禁设备接入\n- -P 型号提供 370 W PoE+ 预算，可直接为无线 AP、IP 电话和网络摄像头供电\n- 可选单电源、双热插拔电源，非 PoE 型号另有直流电源版本\n\n设备支持 Web、CLI 与 YT 云平台管理，新设备上电后可自动获取配置，分支机构无需专业人员到场即可完成部署。',
      en:
        'The YT S3410/S3910 {ports}-port switches are built for office floors and branch sites: {ports} Gigabit copper ports, {uplinks} uplinks and {switching} of non-blocking switching capacity.\n\n## Pick the variant you need\n\n- Non-PoE models for desktops, printers and door-access controllers\n- -P models with a 370 W PoE+ budget to power access points, IP phones and cameras directly\n- Single or dual hot-swap power supplies, plus a DC version of the non-PoE models\n\nManage the switches from the web GUI, the CLI or YT Cloud. New units fetch their configuration automatically at first boot, so branch roll-outs need no on-site engineer.',
    },
    features: [
      { 'zh-CN': '完整二层功能：802.1Q VLAN、LACP、MSTP、IGMP Snooping、QoS 与 ACL', en: 'Full Layer 2 feature set: 802.1Q VLANs, LACP, MSTP, IGMP snooping, QoS and ACLs', es: 'Funciones completas de capa 2: VLAN 802.1Q, LACP, MSTP, IGMP snooping, QoS y ACL', fi: 'Kattavat kerroksen 2 ominaisuudet: 802.1Q-VLANit, LACP, MSTP, IGMP snooping, QoS ja ACL-listat', fr: 'Fonctions de niveau 2 complètes : VLAN 802.1Q, LACP, MSTP, IGMP snooping, QoS et ACL', ja: '802.1Q VLAN、LACP、MSTP、IGMP スヌーピング、QoS、ACL など充実した L2 機能' },
      { 'zh-CN': 'L2+ 型号支持静态路由与 RIP，S3910 三层型号另支持 OSPF、VRRP 与策略路由', en: 'Static routing and RIP on L2+ models; OSPF, VRRP and policy-based routing on the Layer 3 S3910 models', es: 'Enrutamiento estático y RIP en los modelos L2+; OSPF, VRRP y enrutamiento por políticas en los modelos S3910 de capa 3', fi: 'Staattinen reititys ja RIP L2+-malleissa; OSPF, VRRP ja politiikkapohjainen reititys kerroksen 3 S3910-malleissa', fr: 'Routage statique et RIP sur les modèles L2+ ; OSPF, VRRP et routage par politique sur les modèles S3910 de niveau 3', ja: 'L2+ モデルはスタティックルーティングと RIP、L3 の S3910 モデルは OSPF・VRRP・ポリシーベースルーティングにも対応' },
      { 'zh-CN': '-P 型号提供 370 W PoE+ 预算，可同时为无线 AP、IP 电话和摄像头供电', en: '-P models deliver a 370 W PoE+ budget for access points, IP phones and cameras', es: 'Los modelos -P ofrecen un presupuesto PoE+ de 370 W para puntos de acceso, teléfonos IP y cámaras', fi: '-P-mallien 370 W:n PoE+-tehobudjetti riittää tukiasemille, IP-puhelimille ja kameroille', fr: 'Les modèles -P offrent un budget PoE+ de 370 W pour les points d’accès, téléphones IP et caméras', ja: '-P モデルは 370 W の PoE+ 給電容量で AP・IP 電話・カメラに給電可能' },
      { 'zh-CN': '802.1X、端口安全、DHCP Snooping 与动态 ARP 检测，全面保障接入安全', en: 'Access security with 802.1X, port security, DHCP snooping and dynamic ARP inspection', es: 'Seguridad de acceso con 802.1X, seguridad de puertos, DHCP snooping e inspección ARP dinámica', fi: 'Liityntäsuojaus: 802.1X, porttisuojaus, DHCP snooping ja dynaaminen ARP-tarkastus', fr: 'Sécurité d’accès avec 802.1X, sécurité des ports, DHCP snooping et inspection ARP dynamique', ja: '802.1X、ポートセキュリティ、DHCP スヌーピング、ダイナミック ARP インスペクションでアクセスを保護' },
      { 'zh-CN': '支持 Web、CLI、SNMP 及 YT 云平台管理，开箱零接触部署', en: 'Managed via web GUI, CLI, SNMP or YT Cloud, with zero-touch provisioning', es: 'Gestión mediante interfaz web, CLI, SNMP o YT Cloud, con aprovisionamiento automático (ZTP)', fi: 'Hallinta verkkokäyttöliittymällä, komentorivillä, SNMP:llä tai YT Cloudilla sekä automaattinen käyttöönotto (ZTP)', fr: 'Administration par interface web, CLI, SNMP ou YT Cloud, avec provisionnement sans intervention (ZTP)', ja: 'Web GUI、CLI、SNMP、YT Cloud で管理でき、ゼロタッチプロビジョニングに対応' },
    ],
    specs: [
      { label: LBL_DOWNLINKS, value: '{ports}× 10/100/1000BASE-T RJ45' },
      { label: LBL_UPLINKS, value: '{uplinks}' },
      { label: LBL_LAYER, value: '{layer}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_FORWARDING, value: '{forwarding}' },
      { label: LBL_MAC, value: '{mac}' },
      { label: LBL_POE, value: { 'zh-CN': 'IEEE 802.3af/at，总预算 370 W，每端口最高 30 W（-P 型号）', en: 'IEEE 802.3af/at, 370 W total, up to 30 W per port (-P models)', es: 'IEEE 802.3af/at, 370 W en total, hasta 30 W por puerto (modelos -P)', fi: 'IEEE 802.3af/at, yhteensä 370 W, enintään 30 W porttia kohden (-P-mallit)', fr: 'IEEE 802.3af/at, 370 W au total, jusqu’à 30 W par port (modèles -P)', ja: 'IEEE 802.3af/at、合計 370 W、1 ポートあたり最大 30 W（-P モデル）' } },
      { label: LBL_PSU, value: { 'zh-CN': '单交流、双热插拔交流或直流（直流仅限非 PoE 型号）', en: 'Single AC, dual hot-swap AC or DC (DC on non-PoE models only)', es: 'CA simple, doble CA intercambiable en caliente o CC (CC solo en modelos sin PoE)', fi: 'Yksi AC, kaksi vaihdettavaa AC-virtalähdettä tai DC (DC vain ilman PoE:tä)', fr: 'CA simple, double CA remplaçable à chaud ou CC (CC uniquement sur les modèles sans PoE)', ja: 'シングル AC、デュアル ホットスワップ AC、または DC（DC は非 PoE モデルのみ）' } },
      { label: LBL_FORM, value: RACK_1U },
      { label: LBL_TEMP, value: '0–50 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '为什么 PoE 型号没有直流电源版本？', en: 'Why is there no DC version of the PoE models?', es: '¿Por qué no existe versión CC de los modelos PoE?', fi: 'Miksi PoE-malleista ei ole DC-versiota?', fr: 'Pourquoi les modèles PoE n’existent-ils pas en version CC ?', ja: 'PoE モデルに DC 電源版がないのはなぜですか？' },
        a: { 'zh-CN': 'PoE 型号内置需要交流输入的 54 V PoE 电源模块。直流供电的站点可选择非 PoE 的 -DC 型号，再通过 PoE 注入器为终端供电。', en: 'The PoE models contain a 54 V PoE power stage that needs AC input. For DC-powered sites, choose a non-PoE -DC model and power end devices with PoE injectors.', es: 'Los modelos PoE integran una etapa de alimentación PoE de 54 V que necesita entrada de CA. En instalaciones alimentadas en CC, elija un modelo -DC sin PoE y alimente los terminales con inyectores PoE.', fi: 'PoE-malleissa on 54 V:n PoE-teholähde, joka tarvitsee AC-syötön. Tasavirtakohteisiin valitse -DC-malli ilman PoE:tä ja syötä päätelaitteet PoE-syöttimillä.', fr: 'Les modèles PoE intègrent un étage d’alimentation PoE 54 V qui nécessite une entrée CA. Pour les sites alimentés en CC, choisissez un modèle -DC sans PoE et alimentez les terminaux avec des injecteurs PoE.', ja: 'PoE モデルは AC 入力を必要とする 54 V の PoE 電源部を内蔵しています。DC 給電の環境では非 PoE の -DC モデルを選び、端末には PoE インジェクターで給電してください。' },
      },
      {
        q: { 'zh-CN': '这些交换机可以堆叠吗？', en: 'Can these switches be stacked?', es: '¿Se pueden apilar estos switches?', fi: 'Voiko kytkimiä pinota?', fr: 'Ces commutateurs sont-ils empilables ?', ja: 'スタック構成は可能ですか？' },
        a: { 'zh-CN': 'S3910 三层型号支持通过上联端口物理堆叠，最多 8 台；S3410 型号支持虚拟堆叠，可将最多 32 台交换机作为一个设备统一管理。', en: 'The Layer 3 S3910 models support physical stacking of up to 8 units over the uplink ports. S3410 models support virtual stacking, managing up to 32 switches under a single IP address.', es: 'Los modelos S3910 de capa 3 admiten apilamiento físico de hasta 8 unidades a través de los puertos uplink. Los modelos S3410 admiten apilamiento virtual y gestionan hasta 32 switches con una sola dirección IP.', fi: 'Kerroksen 3 S3910-mallit tukevat fyysistä pinoamista nousulinkkiporttien kautta, enintään 8 laitetta. S3410-mallit tukevat virtuaalipinoamista, jolloin enintään 32 kytkintä hallitaan yhdellä IP-osoitteella.', fr: 'Les modèles S3910 de niveau 3 prennent en charge l’empilage physique de 8 unités maximum via les ports de liaison montante. Les modèles S3410 offrent un empilage virtuel : jusqu’à 32 commutateurs administrés sous une seule adresse IP.', ja: 'L3 の S3910 モデルはアップリンクポート経由で最大 8 台の物理スタックに対応します。S3410 モデルは仮想スタックに対応し、最大 32 台を 1 つの IP アドレスで一元管理できます。' },
      },
      FAQ_THIRD_PARTY_OPTICS,
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
      { type: 'guide', title: DOC_QIG },
    ],
    skuAxes: [
      { attr: 'poe_budget', values: [{ key: 'none', suffix: '' }, { key: '370W', suffix: '-P', priceDeltaUsdCents: 17000, weightDeltaG: 1300 }] },
      { attr: 'psu', values: [{ key: 'single', suffix: '-AC' }, { key: 'dual', suffix: '-2AC', priceDeltaUsdCents: 9000, weightDeltaG: 1100 }, { key: 'dc', suffix: '-DC', priceDeltaUsdCents: 6000, weightDeltaG: 100 }] },
    ],
    exclude: [['370W', 'dc']],
    products: [
      { key: 's3410-24ts', model: 'S3410-24TS', vars: { ports: '24', uplinks: '4× 1G SFP', layer: 'L2+', switching: '56 Gbps', forwarding: '41.7 Mpps', mac: '16K' }, saleAttrs: { speed: '1G', ports: '24', mount: 'rack' }, priceUsdCents: 18900, weightG: 2900 },
      { key: 's3410-24tx', model: 'S3410-24TX', vars: { ports: '24', uplinks: '4× 10G SFP+', layer: 'L2+', switching: '128 Gbps', forwarding: '95.2 Mpps', mac: '16K' }, saleAttrs: { speed: '1G', ports: '24', mount: 'rack' }, priceUsdCents: 25900, weightG: 3000, featured: true },
      { key: 's3910-24t4x', model: 'S3910-24T4X', vars: { ports: '24', uplinks: '4× 10G SFP+', layer: 'L3', switching: '128 Gbps', forwarding: '95.2 Mpps', mac: '32K' }, saleAttrs: { speed: '1G', ports: '24', mount: 'rack' }, priceUsdCents: 36900, weightG: 3300 },
      { key: 's3910-24t4y', model: 'S3910-24T4Y', vars: { ports: '24', uplinks: '4× 25G SFP28', layer: 'L3', switching: '248 Gbps', forwarding: '184.5 Mpps', mac: '32K' }, saleAttrs: { speed: '1G', ports: '24', mount: 'rack' }, priceUsdCents: 52900, weightG: 3400, isNew: true },
    ],
  },
  // ==== Access: 48-port Gigabit (S3410 L2+ / S3910 L3) ====
  {
    category: 'switches-access',
    image: 'switch',
    name: {
      'zh-CN': '{ports} 口高密度千兆 {layer} 网管交换机，{uplinks} 上联',
      en: '{ports}-Port High-Density Gigabit {layer} Managed Switch with {uplinks} Uplinks',
      es: 'Switch gestionable Gigabit {layer} de alta densidad, {ports} puertos y uplinks {uplinks}',
      fi: 'Hallittava suuren porttitiheyden {layer} Gigabit -kytkin, {ports} porttia ja {uplinks} -nousulinkit',
      fr: 'Commutateur administrable Gigabit {layer} haute densité {ports} ports, liaisons montantes {uplinks}',
      ja: '{ports} ポート 高密度ギガビット {layer} マネージドスイッチ（{uplinks} アップリンク）',
    },
    short: {
      'zh-CN': '适用于楼层配线间的高密度千兆交换机，PoE 预算最高 740 W。',
      en: 'High-density Gigabit switch for wiring closets, with up to 740 W of PoE.',
      es: 'Switch Gigabit de alta densidad para armarios de cableado, con hasta 740 W de PoE.',
      fi: 'Suuren porttitiheyden gigabittikytkin kerrosjakamoihin, PoE-teho jopa 740 W.',
      fr: 'Commutateur Gigabit haute densité pour locaux techniques, jusqu’à 740 W de PoE.',
      ja: 'フロアの配線室向け高密度ギガビットスイッチ。PoE 給電容量は最大 740 W。',
    },
    long: {
      'zh-CN':
        '{ports} 口 S3410/S3910 交换机在 1U 空间内提供 {ports} 个千兆电口和 {uplinks} 上联，交换容量 {switching}，适合大型办公楼层、校园教学楼和酒店的配线间。\n\n## 三档 PoE 可选\n\n- 无 PoE：纯数据接入，功耗与噪音最低\n- -P：370 W，满足 IP 电话与普通 AP 的供电\n- -PH：740 W，配双热插拔电源，可为大量 Wi-Fi 6 AP 与云台摄像头同时供电\n\n所有型号均支持 LLDP-MED 自动语音 VLAN、PoE 定时开关与断电不中断供电（Perpetual PoE），交换机重启时终端不会掉电。',
      en:
        'The {ports}-port S3410/S3910 switches put {ports} Gigabit copper ports and {uplinks} uplinks into 1U, with {switching} of switching capacity: a good fit for busy office floors, campus buildings and hotel wiring closets.\n\n## Three PoE levels\n\n- No PoE: data only, with the lowest power draw and noise\n- -P: 370 W for IP phones and standard access points\n- -PH: 740 W with dual hot-swap supplies, enough for many Wi-Fi 6 access points and PTZ cameras at once\n\nAll models support LLDP-MED voice VLANs, PoE scheduling and perpetual PoE, so connected devices stay powered while the switch reboots.',
    },
    features: [
      { 'zh-CN': '1U 高度集成 {ports} 个千兆电口与 {uplinks} 上联', en: '{ports} Gigabit copper ports and {uplinks} uplinks in 1U', es: '{ports} puertos de cobre Gigabit y uplinks {uplinks} en 1U', fi: '{ports} kuparista gigabittiporttia ja {uplinks} -nousulinkit 1U:n kotelossa', fr: '{ports} ports cuivre Gigabit et liaisons montantes {uplinks} en 1U', ja: '1U に {ports} 個のギガビット銅線ポートと {uplinks} アップリンクを搭載' },
      { 'zh-CN': 'PoE 预算可选 370 W 或 740 W，支持 PoE 定时开关与不间断 PoE', en: '370 W or 740 W PoE budget with PoE scheduling and perpetual PoE', es: 'Presupuesto PoE de 370 W o 740 W, con programación horaria y PoE ininterrumpido', fi: 'PoE-tehobudjetti 370 W tai 740 W, ajastettava PoE ja katkeamaton PoE-syöttö', fr: 'Budget PoE de 370 W ou 740 W, avec planification et PoE ininterrompu', ja: 'PoE 給電容量は 370 W／740 W から選択、PoE スケジュールとパーペチュアル PoE に対応' },
      { 'zh-CN': 'S3910 型号支持 OSPF、VRRP 与最多 8 台物理堆叠', en: 'OSPF, VRRP and physical stacking of up to 8 units on S3910 models', es: 'OSPF, VRRP y apilamiento físico de hasta 8 unidades en los modelos S3910', fi: 'S3910-malleissa OSPF, VRRP ja enintään 8 laitteen fyysinen pinoaminen', fr: 'OSPF, VRRP et empilage physique jusqu’à 8 unités sur les modèles S3910', ja: 'S3910 モデルは OSPF、VRRP、最大 8 台の物理スタックに対応' },
      { 'zh-CN': 'LLDP-MED 自动语音 VLAN，IP 电话即插即用', en: 'LLDP-MED voice VLAN assignment for plug-and-play IP phones', es: 'Asignación de VLAN de voz por LLDP-MED para teléfonos IP plug-and-play', fi: 'LLDP-MED-puhe-VLAN-määritys, IP-puhelimet toimivat kytke ja käytä -periaatteella', fr: 'Affectation du VLAN voix par LLDP-MED pour des téléphones IP prêts à l’emploi', ja: 'LLDP-MED による音声 VLAN 自動割り当てで IP 電話をプラグアンドプレイ' },
    ],
    specs: [
      { label: LBL_DOWNLINKS, value: '{ports}× 10/100/1000BASE-T RJ45' },
      { label: LBL_UPLINKS, value: '{uplinks}' },
      { label: LBL_LAYER, value: '{layer}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_FORWARDING, value: '{forwarding}' },
      { label: LBL_MAC, value: '{mac}' },
      { label: LBL_POE, value: { 'zh-CN': 'IEEE 802.3af/at，370 W（-P）或 740 W（-PH），每端口最高 30 W', en: 'IEEE 802.3af/at, 370 W (-P) or 740 W (-PH), up to 30 W per port', es: 'IEEE 802.3af/at, 370 W (-P) o 740 W (-PH), hasta 30 W por puerto', fi: 'IEEE 802.3af/at, 370 W (-P) tai 740 W (-PH), enintään 30 W porttia kohden', fr: 'IEEE 802.3af/at, 370 W (-P) ou 740 W (-PH), jusqu’à 30 W par port', ja: 'IEEE 802.3af/at、370 W（-P）または 740 W（-PH）、1 ポートあたり最大 30 W' } },
      { label: LBL_PSU, value: { 'zh-CN': '单交流或双热插拔交流（-PH 型号仅双电源）', en: 'Single AC or dual hot-swap AC (-PH models dual only)', es: 'CA simple o doble CA intercambiable en caliente (modelos -PH solo doble)', fi: 'Yksi AC tai kaksi vaihdettavaa AC-virtalähdettä (-PH-mallit vain kahdella)', fr: 'CA simple ou double CA remplaçable à chaud (modèles -PH en double uniquement)', ja: 'シングル AC またはデュアル ホットスワップ AC（-PH モデルはデュアルのみ）' } },
      { label: LBL_FORM, value: RACK_1U },
      { label: LBL_TEMP, value: '0–45 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '为什么 740 W 的 -PH 型号只提供双电源版本？', en: 'Why is the 740 W -PH model only sold with dual power supplies?', es: '¿Por qué el modelo -PH de 740 W solo se vende con doble fuente?', fi: 'Miksi 740 W:n -PH-mallia myydään vain kahdella virtalähteellä?', fr: 'Pourquoi le modèle -PH 740 W n’est-il proposé qu’avec double alimentation ?', ja: '740 W の -PH モデルがデュアル電源のみなのはなぜですか？' },
        a: { 'zh-CN': '740 W 的 PoE 预算由两台负载均衡的热插拔电源共同提供，单电源无法输出全部功率，因此 -PH 型号只提供双电源配置。', en: 'The 740 W budget is shared between two load-sharing hot-swap supplies; one supply alone cannot deliver it, so -PH models always ship with two.', es: 'Los 740 W se reparten entre dos fuentes intercambiables que comparten la carga; una sola no puede suministrarlos, por lo que los modelos -PH siempre incluyen dos.', fi: '740 W:n tehobudjetti jaetaan kahden kuormaa tasaavan, vaihdettavan virtalähteen kesken. Yksi virtalähde ei yksin riitä, joten -PH-mallit toimitetaan aina kahdella.', fr: 'Le budget de 740 W est fourni par deux alimentations remplaçables à chaud qui se partagent la charge ; une seule ne suffit pas, les modèles -PH sont donc toujours livrés avec deux.', ja: '740 W の給電容量は負荷分散する 2 台のホットスワップ電源で供給しており、1 台では賄えないため、-PH モデルは常にデュアル電源で出荷されます。' },
      },
      {
        q: { 'zh-CN': '370 W 的预算可以带多少台 PoE+ 设备？', en: 'How many PoE+ devices can a 370 W budget power?', es: '¿Cuántos dispositivos PoE+ alimenta un presupuesto de 370 W?', fi: 'Montako PoE+-laitetta 370 W:n budjetti jaksaa syöttää?', fr: 'Combien d’appareils PoE+ un budget de 370 W peut-il alimenter ?', ja: '370 W で PoE+ 機器を何台給電できますか？' },
        a: { 'zh-CN': '按每台 30 W 满载计算可带 12 台，按 IP 电话常见的 7 W 计算可让全部 {ports} 个端口同时供电。交换机按实际功耗分配功率，并可设置端口优先级。', en: 'Twelve devices at the full 30 W each; at the 7 W typical of IP phones, all {ports} ports can be powered at once. Power is allocated by actual draw, and port priorities can be set.', es: 'Doce dispositivos a 30 W cada uno; con los 7 W habituales de un teléfono IP, los {ports} puertos pueden alimentarse a la vez. La potencia se asigna según el consumo real y se pueden fijar prioridades por puerto.', fi: 'Kaksitoista laitetta täydellä 30 W:n teholla; IP-puhelimille tyypillisellä 7 W:n kulutuksella kaikki {ports} porttia voivat syöttää virtaa yhtä aikaa. Teho jaetaan todellisen kulutuksen mukaan, ja porteille voi asettaa prioriteetit.', fr: 'Douze appareils à 30 W chacun ; avec les 7 W typiques d’un téléphone IP, les {ports} ports peuvent être alimentés simultanément. La puissance est allouée selon la consommation réelle et des priorités par port sont configurables.', ja: '1 台 30 W のフル給電なら 12 台、IP 電話で一般的な 7 W なら {ports} ポートすべてに同時給電できます。電力は実消費に応じて割り当てられ、ポートごとの優先度も設定できます。' },
      },
      FAQ_THIRD_PARTY_OPTICS,
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
      { type: 'certificate', title: DOC_CE },
    ],
    skuAxes: [
      {
        attr: 'poe_budget',
        values: [
          { key: 'none', suffix: '' },
          { key: '370W', suffix: '-P', priceDeltaUsdCents: 19000, weightDeltaG: 1200 },
          { key: '740W', suffix: '-PH', priceDeltaUsdCents: 34000, weightDeltaG: 1900 },
        ],
      },
      { attr: 'psu', values: [{ key: 'single', suffix: '-AC' }, { key: 'dual', suffix: '-2AC', priceDeltaUsdCents: 11000, weightDeltaG: 1200 }] },
    ],
    exclude: [['740W', 'single']],
    products: [
      { key: 's3410-48ts', model: 'S3410-48TS', vars: { ports: '48', uplinks: '4× 1G SFP', layer: 'L2+', switching: '104 Gbps', forwarding: '77.4 Mpps', mac: '16K' }, saleAttrs: { speed: '1G', ports: '48', mount: 'rack' }, priceUsdCents: 32900, weightG: 4200 },
      { key: 's3410-48tx', model: 'S3410-48TX', vars: { ports: '48', uplinks: '4× 10G SFP+', layer: 'L2+', switching: '176 Gbps', forwarding: '130.9 Mpps', mac: '16K' }, saleAttrs: { speed: '1G', ports: '48', mount: 'rack' }, priceUsdCents: 42900, weightG: 4300, featured: true },
      { key: 's3910-48t4x', model: 'S3910-48T4X', vars: { ports: '48', uplinks: '4× 10G SFP+', layer: 'L3', switching: '176 Gbps', forwarding: '130.9 Mpps', mac: '32K' }, saleAttrs: { speed: '1G', ports: '48', mount: 'rack' }, priceUsdCents: 58900, weightG: 4600 },
      { key: 's3910-48t4y', model: 'S3910-48T4Y', vars: { ports: '48', uplinks: '4× 25G SFP28', layer: 'L3', switching: '296 Gbps', forwarding: '220.2 Mpps', mac: '32K' }, saleAttrs: { speed: '1G', ports: '48', mount: 'rack' }, priceUsdCents: 72900, weightG: 4700, isNew: true },
    ],
  },
  // ==== Access: multi-gigabit PoE++ (S3950) ====
  {
    category: 'switches-access',
    image: 'switch',
    name: {
      'zh-CN': '{ports} 口 {top} 多千兆三层交换机，{uplinks} 上联',
      en: '{ports}-Port {top} Multi-Gigabit L3 Switch with {uplinks} Uplinks',
      es: 'Switch multigigabit {top} de capa 3 con {ports} puertos y uplinks {uplinks}',
      fi: 'Monigigabitin {top} L3-kytkin, {ports} porttia ja {uplinks} -nousulinkit',
      fr: 'Commutateur multigigabit {top} de niveau 3, {ports} ports et liaisons montantes {uplinks}',
      ja: '{ports} ポート {top} マルチギガビット L3 スイッチ（{uplinks} アップリンク）',
    },
    short: {
      'zh-CN': '为 Wi-Fi 6E/7 接入点打造的多千兆交换机，可选 802.3bt PoE++ 供电。',
      en: 'Multi-gigabit switch made for Wi-Fi 6E and Wi-Fi 7 access points, with optional 802.3bt PoE++.',
      es: 'Switch multigigabit pensado para puntos de acceso Wi-Fi 6E y Wi-Fi 7, con PoE++ 802.3bt opcional.',
      fi: 'Monigigabittikytkin Wi-Fi 6E- ja Wi-Fi 7 -tukiasemille, valinnaisella 802.3bt PoE++ -syötöllä.',
      fr: 'Commutateur multigigabit conçu pour les points d’accès Wi-Fi 6E et Wi-Fi 7, avec PoE++ 802.3bt en option.',
      ja: 'Wi-Fi 6E／Wi-Fi 7 アクセスポイント向けのマルチギガビットスイッチ。802.3bt PoE++ 給電を選択可能。',
    },
    long: {
      'zh-CN':
        '新一代 Wi-Fi 接入点的空口速率早已超过 1 Gbps，千兆上联成为瓶颈。S3950 系列提供 {ports} 个 {rates} 自适应电口和 {uplinks} 上联，在现有 Cat5e/Cat6 布线上即可获得多千兆带宽。\n\n## PoE++ 供电\n\n-P 型号提供 740 W、-PH 型号提供 1440 W 的 IEEE 802.3bt 预算，单端口最高 90 W，可直接为三频 Wi-Fi 7 AP、云台摄像头和瘦客户机供电。1440 W 型号标配双热插拔电源。\n\n设备支持 OSPF、BGP 与 VRRP 等完整三层功能，既可作为接入层，也可在中小型园区中兼任汇聚层。',
      en:
        'Today’s access points push well over 1 Gbps of airtime throughput, so a Gigabit uplink becomes the bottleneck. The S3950 series offers {ports} {rates} multi-rate copper ports and {uplinks} uplinks, delivering multi-gigabit speeds over existing Cat5e/Cat6 cabling.\n\n## PoE++ power\n\n-P models carry a 740 W and -PH models a 1440 W IEEE 802.3bt budget, with up to 90 W per port, enough for tri-band Wi-Fi 7 access points, PTZ cameras and thin clients. The 1440 W models come with dual hot-swap power supplies.\n\nWith OSPF, BGP and VRRP on board, the switches work at the access layer or as the aggregation layer of a small campus.',
    },
    features: [
      { 'zh-CN': '{rates} 自适应电口，沿用现有 Cat5e/Cat6 布线', en: '{rates} multi-rate ports that reuse existing Cat5e/Cat6 cabling', es: 'Puertos multivelocidad {rates} que aprovechan el cableado Cat5e/Cat6 existente', fi: '{rates} -moninopeusportit, jotka toimivat nykyisellä Cat5e/Cat6-kaapeloinnilla', fr: 'Ports multidébit {rates} compatibles avec le câblage Cat5e/Cat6 existant', ja: '{rates} マルチレートポートで既存の Cat5e／Cat6 配線をそのまま活用' },
      { 'zh-CN': 'IEEE 802.3bt PoE++，单端口最高 90 W，总预算 740 W 或 1440 W', en: 'IEEE 802.3bt PoE++ up to 90 W per port, 740 W or 1440 W in total', es: 'PoE++ IEEE 802.3bt de hasta 90 W por puerto, 740 W o 1440 W en total', fi: 'IEEE 802.3bt PoE++, enintään 90 W porttia kohden, yhteensä 740 W tai 1440 W', fr: 'PoE++ IEEE 802.3bt jusqu’à 90 W par port, 740 W ou 1440 W au total', ja: 'IEEE 802.3bt PoE++ で 1 ポート最大 90 W、合計 740 W または 1440 W' },
      { 'zh-CN': '完整三层路由：OSPF、BGP、VRRP、PIM 组播', en: 'Full Layer 3 routing: OSPF, BGP, VRRP and PIM multicast', es: 'Enrutamiento completo de capa 3: OSPF, BGP, VRRP y multidifusión PIM', fi: 'Täysi kerroksen 3 reititys: OSPF, BGP, VRRP ja PIM-monilähetys', fr: 'Routage de niveau 3 complet : OSPF, BGP, VRRP et multidiffusion PIM', ja: 'OSPF、BGP、VRRP、PIM マルチキャストなど本格的な L3 ルーティング' },
      { 'zh-CN': '热插拔风扇与电源，现场维护无需停机', en: 'Hot-swap fans and power supplies for maintenance without downtime', es: 'Ventiladores y fuentes intercambiables en caliente para un mantenimiento sin cortes', fi: 'Käytönaikaisesti vaihdettavat tuulettimet ja virtalähteet, huolto ilman katkoja', fr: 'Ventilateurs et alimentations remplaçables à chaud pour une maintenance sans interruption', ja: 'ファンと電源はホットスワップ対応で、停止せずに保守可能' },
    ],
    specs: [
      { label: LBL_DOWNLINKS, value: '{ports}× {rates} RJ45' },
      { label: LBL_UPLINKS, value: '{uplinks}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_FORWARDING, value: '{forwarding}' },
      { label: LBL_LAYER, value: 'L3' },
      { label: LBL_POE, value: { 'zh-CN': 'IEEE 802.3af/at/bt，740 W（-P）或 1440 W（-PH），每端口最高 90 W', en: 'IEEE 802.3af/at/bt, 740 W (-P) or 1440 W (-PH), up to 90 W per port', es: 'IEEE 802.3af/at/bt, 740 W (-P) o 1440 W (-PH), hasta 90 W por puerto', fi: 'IEEE 802.3af/at/bt, 740 W (-P) tai 1440 W (-PH), enintään 90 W porttia kohden', fr: 'IEEE 802.3af/at/bt, 740 W (-P) ou 1440 W (-PH), jusqu’à 90 W par port', ja: 'IEEE 802.3af/at/bt、740 W（-P）または 1440 W（-PH）、1 ポートあたり最大 90 W' } },
      { label: LBL_PSU, value: { 'zh-CN': '单或双热插拔交流电源（-PH 型号仅双电源）', en: 'Single or dual hot-swap AC (-PH models dual only)', es: 'Una o dos fuentes de CA intercambiables en caliente (modelos -PH solo doble)', fi: 'Yksi tai kaksi vaihdettavaa AC-virtalähdettä (-PH-mallit vain kahdella)', fr: 'Une ou deux alimentations CA remplaçables à chaud (modèles -PH en double uniquement)', ja: 'シングルまたはデュアルのホットスワップ AC 電源（-PH モデルはデュアルのみ）' } },
      { label: LBL_FORM, value: RACK_1U },
      { label: LBL_TEMP, value: '0–45 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '多千兆速率需要重新布线吗？', en: 'Do I need new cabling for multi-gigabit speeds?', es: '¿Necesito recablear para velocidades multigigabit?', fi: 'Tarvitaanko monigigabittinopeuksiin uusi kaapelointi?', fr: 'Faut-il recâbler pour les débits multigigabit ?', ja: 'マルチギガビット速度には配線の交換が必要ですか？' },
        a: { 'zh-CN': '通常不需要。2.5G 与 5G 在 Cat5e 上可达 100 米；10G 在 Cat6A 上可达 100 米，在 Cat6 上约 55 米。', en: 'Usually not. 2.5G and 5G run up to 100 m over Cat5e; 10G reaches 100 m over Cat6A and about 55 m over Cat6.', es: 'Normalmente no. 2,5G y 5G alcanzan 100 m sobre Cat5e; 10G llega a 100 m con Cat6A y a unos 55 m con Cat6.', fi: 'Yleensä ei. 2,5G ja 5G toimivat Cat5e-kaapelilla 100 metriin asti; 10G yltää Cat6A-kaapelilla 100 metriin ja Cat6-kaapelilla noin 55 metriin.', fr: 'En général, non. Le 2,5G et le 5G passent jusqu’à 100 m sur Cat5e ; le 10G atteint 100 m sur Cat6A et environ 55 m sur Cat6.', ja: '通常は不要です。2.5G／5G は Cat5e で最大 100 m、10G は Cat6A で 100 m、Cat6 で約 55 m まで伝送できます。' },
      },
      {
        q: { 'zh-CN': 'Wi-Fi 7 AP 应选择哪种 PoE 版本？', en: 'Which PoE version should I choose for Wi-Fi 7 access points?', es: '¿Qué versión PoE elijo para puntos de acceso Wi-Fi 7?', fi: 'Minkä PoE-version valitsen Wi-Fi 7 -tukiasemille?', fr: 'Quelle version PoE choisir pour des points d’accès Wi-Fi 7 ?', ja: 'Wi-Fi 7 AP にはどの PoE バージョンを選べばよいですか？' },
        a: { 'zh-CN': '三频 Wi-Fi 7 AP 通常需要 802.3bt，功耗约 30–45 W。740 W 版本可满载带约 16 台，若全部 {ports} 个端口都接 AP 或摄像头，请选择 1440 W 的 -PH 版本。', en: 'Tri-band Wi-Fi 7 access points usually need 802.3bt and draw 30–45 W. The 740 W version powers about 16 of them at full load; if all {ports} ports feed access points or cameras, choose the 1440 W -PH version.', es: 'Los puntos de acceso Wi-Fi 7 tribanda suelen requerir 802.3bt y consumen entre 30 y 45 W. La versión de 740 W alimenta unos 16 a plena carga; si los {ports} puertos alimentan puntos de acceso o cámaras, elija la versión -PH de 1440 W.', fi: 'Kolmitaajuiset Wi-Fi 7 -tukiasemat vaativat yleensä 802.3bt-syötön ja kuluttavat 30–45 W. 740 W:n versio syöttää täydellä kuormalla noin 16 tukiasemaa; jos kaikki {ports} porttia syöttävät tukiasemia tai kameroita, valitse 1440 W:n -PH-versio.', fr: 'Les points d’accès Wi-Fi 7 tri-bande exigent généralement le 802.3bt et consomment 30 à 45 W. La version 740 W en alimente environ 16 à pleine charge ; si les {ports} ports alimentent des points d’accès ou des caméras, choisissez la version -PH de 1440 W.', ja: 'トライバンドの Wi-Fi 7 AP は通常 802.3bt が必要で、消費電力は 30～45 W です。740 W 版はフル負荷で約 16 台まで、{ports} ポートすべてに AP やカメラを接続する場合は 1440 W の -PH 版をお選びください。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
    ],
    skuAxes: [
      {
        attr: 'poe_budget',
        values: [
          { key: 'none', suffix: '' },
          { key: '740W', suffix: '-P', priceDeltaUsdCents: 30000, weightDeltaG: 1500 },
          { key: '1440W', suffix: '-PH', priceDeltaUsdCents: 52000, weightDeltaG: 2600 },
        ],
      },
      { attr: 'psu', values: [{ key: 'single', suffix: '-AC' }, { key: 'dual', suffix: '-2AC', priceDeltaUsdCents: 14000, weightDeltaG: 1400 }] },
    ],
    exclude: [['1440W', 'single']],
    products: [
      { key: 's3950-24m4x', model: 'S3950-24M4X', vars: { ports: '24', top: '2.5G', rates: '100M/1G/2.5G', uplinks: '4× 10G SFP+', switching: '200 Gbps', forwarding: '148.8 Mpps' }, saleAttrs: { speed: '2.5G', ports: '24', mount: 'rack' }, priceUsdCents: 54900, weightG: 4800, featured: true },
      { key: 's3950-48m4y', model: 'S3950-48M4Y', vars: { ports: '48', top: '2.5G', rates: '100M/1G/2.5G', uplinks: '4× 25G SFP28', switching: '440 Gbps', forwarding: '327.4 Mpps' }, saleAttrs: { speed: '2.5G', ports: '48', mount: 'rack' }, priceUsdCents: 84900, weightG: 6200 },
      { key: 's3950-24x4y', model: 'S3950-24X4Y', vars: { ports: '24', top: '10G', rates: '100M/1G/2.5G/5G/10G', uplinks: '4× 25G SFP28', switching: '680 Gbps', forwarding: '505.9 Mpps' }, saleAttrs: { speed: '10G', ports: '24', mount: 'rack' }, priceUsdCents: 89900, weightG: 5600, isNew: true },
    ],
  },
  // ==== Aggregation: 10G L3 (S5860) ====
  {
    category: 'switches-aggregation',
    image: 'switch',
    name: {
      'zh-CN': '三层汇聚交换机，{downlinks} + {uplinks}',
      en: 'L3 Aggregation Switch, {downlinks} + {uplinks}',
      es: 'Switch de agregación de capa 3, {downlinks} + {uplinks}',
      fi: 'L3-kokoojakytkin, {downlinks} + {uplinks}',
      fr: 'Commutateur d’agrégation de niveau 3, {downlinks} + {uplinks}',
      ja: 'L3 アグリゲーションスイッチ（{downlinks} + {uplinks}）',
    },
    short: {
      'zh-CN': '用于园区汇聚与中小型核心的 10G 三层交换机，支持 MLAG 与 VXLAN。',
      en: '10G Layer 3 switch for campus aggregation and small cores, with MLAG and VXLAN.',
      es: 'Switch 10G de capa 3 para agregación de campus y núcleos pequeños, con MLAG y VXLAN.',
      fi: '10G:n kerroksen 3 kytkin kampusverkon kokoojatasolle ja pieniin runkoverkkoihin, MLAG- ja VXLAN-tuella.',
      fr: 'Commutateur 10G de niveau 3 pour l’agrégation de campus et les petits cœurs de réseau, avec MLAG et VXLAN.',
      ja: 'キャンパスのアグリゲーション層や小規模コア向け 10G L3 スイッチ。MLAG と VXLAN に対応。',
    },
    long: {
      'zh-CN':
        'S5860 系列将 {downlinks} 与 {uplinks} 集成在 1U 机身内，交换容量 {switching}，可汇聚数十台接入交换机，也可直接作为中小型网络的核心。\n\n## 高可用设计\n\n- 两台设备组成 MLAG，无需生成树即可实现双上联与负载分担\n- 支持 VRRP、BFD 与 OSPF/BGP 快速收敛\n- 风扇与电源均可热插拔，单电源型号可随时加装第二块电源\n\n设备同时支持 VXLAN 与 BGP EVPN，可在多栋楼宇之间延伸二层网络，为无线漫游和物联网分区提供灵活的组网方式。',
      en:
        'The S5860 series packs {downlinks} and {uplinks} into 1U with {switching} of switching capacity. It aggregates dozens of access switches or serves as the core of a small or mid-sized network.\n\n## Built for high availability\n\n- Two units form an MLAG pair for dual-homed, load-shared uplinks without spanning tree\n- VRRP, BFD and fast OSPF/BGP convergence\n- Hot-swap fans and power supplies; single-PSU units accept a second supply at any time\n\nVXLAN with BGP EVPN stretches Layer 2 segments across buildings, which keeps wireless roaming and IoT segmentation simple.',
    },
    features: [
      { 'zh-CN': 'MLAG 跨设备链路聚合与最多 4 台堆叠，告别生成树阻塞', en: 'MLAG and stacking of up to 4 units, with no spanning-tree blocked links', es: 'MLAG y apilamiento de hasta 4 unidades, sin enlaces bloqueados por spanning tree', fi: 'MLAG ja enintään 4 laitteen pinoaminen ilman spanning tree -estettyjä linkkejä', fr: 'MLAG et empilage jusqu’à 4 unités, sans liens bloqués par le spanning tree', ja: 'MLAG と最大 4 台のスタックで、スパニングツリーによるブロッキングを解消' },
      { 'zh-CN': '支持 OSPF、BGP、IS-IS、VRRP、策略路由与 IPv6 双栈', en: 'OSPF, BGP, IS-IS, VRRP, policy-based routing and IPv6 dual stack', es: 'OSPF, BGP, IS-IS, VRRP, enrutamiento por políticas y doble pila IPv6', fi: 'OSPF, BGP, IS-IS, VRRP, politiikkapohjainen reititys ja IPv6-kaksoispino', fr: 'OSPF, BGP, IS-IS, VRRP, routage par politique et double pile IPv6', ja: 'OSPF、BGP、IS-IS、VRRP、ポリシーベースルーティング、IPv6 デュアルスタックに対応' },
      { 'zh-CN': 'VXLAN 与 BGP EVPN，跨楼宇延伸二层网络', en: 'VXLAN with BGP EVPN to stretch Layer 2 across buildings', es: 'VXLAN con BGP EVPN para extender la capa 2 entre edificios', fi: 'VXLAN ja BGP EVPN kerroksen 2 verkkojen laajentamiseen rakennusten välille', fr: 'VXLAN avec BGP EVPN pour étendre le niveau 2 entre bâtiments', ja: 'VXLAN と BGP EVPN で建物間に L2 ネットワークを延伸' },
      { 'zh-CN': '热插拔风扇与电源，前后风道设计适配标准机柜', en: 'Hot-swap fans and power supplies with front-to-back airflow', es: 'Ventiladores y fuentes intercambiables en caliente con flujo de aire frontal a trasero', fi: 'Vaihdettavat tuulettimet ja virtalähteet, ilmavirta edestä taakse', fr: 'Ventilateurs et alimentations remplaçables à chaud, flux d’air de l’avant vers l’arrière', ja: 'ホットスワップ対応のファンと電源、前面から背面へのエアフロー' },
    ],
    specs: [
      { label: LBL_DOWNLINKS, value: '{downlinks}' },
      { label: LBL_UPLINKS, value: '{uplinks}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_FORWARDING, value: '{forwarding}' },
      { label: LBL_MAC, value: '{mac}' },
      { label: LBL_LAYER, value: 'L3' },
      { label: LBL_PSU, value: { 'zh-CN': '1+1 热插拔电源槽位，支持交流或直流模块', en: '1+1 hot-swap power slots for AC or DC modules', es: 'Dos ranuras de alimentación 1+1 intercambiables en caliente para módulos de CA o CC', fi: '1+1 vaihdettavaa virtalähdepaikkaa AC- tai DC-moduuleille', fr: 'Deux emplacements d’alimentation 1+1 remplaçables à chaud pour modules CA ou CC', ja: '1+1 ホットスワップ電源スロット（AC／DC モジュール対応）' } },
      { label: LBL_MGMT, value: MGMT_CAMPUS },
      { label: LBL_FORM, value: RACK_1U },
      { label: LBL_TEMP, value: '0–45 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '单电源型号以后可以升级为双电源吗？', en: 'Can a single-PSU unit be upgraded to dual power later?', es: '¿Puedo ampliar más tarde una unidad de fuente única a doble fuente?', fi: 'Voiko yhden virtalähteen laitteeseen lisätä myöhemmin toisen?', fr: 'Peut-on passer plus tard d’une alimentation simple à une double alimentation ?', ja: 'シングル電源モデルは後からデュアル電源にできますか？' },
        a: { 'zh-CN': '可以。所有型号都预留第二个电源槽位，直接插入同款热插拔电源模块即可，无需停机。', en: 'Yes. Every model has a second power slot; just insert a matching hot-swap supply while the switch keeps running.', es: 'Sí. Todos los modelos tienen una segunda ranura de alimentación; basta con insertar una fuente intercambiable idéntica sin apagar el switch.', fi: 'Kyllä. Kaikissa malleissa on toinen virtalähdepaikka, johon samanlaisen vaihdettavan virtalähteen voi asentaa kytkimen ollessa käynnissä.', fr: 'Oui. Tous les modèles disposent d’un second emplacement ; il suffit d’insérer une alimentation identique remplaçable à chaud, sans arrêter le commutateur.', ja: 'はい。全モデルに 2 つ目の電源スロットがあり、同型のホットスワップ電源を稼働中のまま挿入するだけで増設できます。' },
      },
      {
        q: { 'zh-CN': 'MLAG 和堆叠应该选哪个？', en: 'Should I use MLAG or stacking?', es: '¿Me conviene MLAG o apilamiento?', fi: 'Kumpi kannattaa valita, MLAG vai pinoaminen?', fr: 'MLAG ou empilage : que choisir ?', ja: 'MLAG とスタックのどちらを選ぶべきですか？' },
        a: { 'zh-CN': '堆叠将多台设备作为一台管理，配置最简单；MLAG 保留两套独立控制平面，可逐台升级软件而不中断业务。对可用性要求高的汇聚层推荐 MLAG。', en: 'Stacking manages several units as one and is the simplest to set up. MLAG keeps two independent control planes, so you can upgrade one switch at a time without an outage. For aggregation layers that must stay up, we recommend MLAG.', es: 'El apilamiento gestiona varias unidades como una sola y es lo más sencillo de configurar. MLAG mantiene dos planos de control independientes, lo que permite actualizar un switch cada vez sin cortes. Para capas de agregación críticas recomendamos MLAG.', fi: 'Pinoaminen hallitsee useaa laitetta yhtenä, ja sen määrittäminen on helpointa. MLAG säilyttää kaksi erillistä ohjaustasoa, joten ohjelmisto voidaan päivittää kytkin kerrallaan ilman katkoa. Kriittisille kokoojatasoille suosittelemme MLAGia.', fr: 'L’empilage administre plusieurs unités comme une seule et se configure très simplement. Le MLAG conserve deux plans de contrôle indépendants : on met à jour un commutateur à la fois, sans coupure. Pour une couche d’agrégation critique, nous recommandons le MLAG.', ja: 'スタックは複数台を 1 台として管理でき、設定が最も簡単です。MLAG は独立した 2 つのコントロールプレーンを持つため、1 台ずつ無停止でソフトウェアを更新できます。高可用性が求められるアグリゲーション層には MLAG を推奨します。' },
      },
      FAQ_THIRD_PARTY_OPTICS,
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
      { type: 'certificate', title: DOC_CE },
    ],
    skuAxes: [
      {
        attr: 'psu',
        values: [
          { key: 'single', suffix: '-AC' },
          { key: 'dual', suffix: '-2AC', priceDeltaUsdCents: 15000, weightDeltaG: 1600 },
          { key: 'dc', suffix: '-2DC', priceDeltaUsdCents: 19000, weightDeltaG: 1500 },
        ],
      },
    ],
    products: [
      { key: 's5860-20sq', model: 'S5860-20SQ', vars: { downlinks: '20× 10G SFP+', uplinks: '4× 25G SFP28 + 2× 40G QSFP+', switching: '760 Gbps', forwarding: '565.5 Mpps', mac: '128K' }, saleAttrs: { speed: '10G', form_factor: 'SFP+', mount: 'rack' }, priceUsdCents: 219900, weightG: 5200, featured: true },
      { key: 's5860-24s4y', model: 'S5860-24S4Y', vars: { downlinks: '24× 10G SFP+', uplinks: '4× 25G SFP28', switching: '680 Gbps', forwarding: '505.9 Mpps', mac: '128K' }, saleAttrs: { speed: '10G', ports: '24', form_factor: 'SFP+', mount: 'rack' }, priceUsdCents: 249900, weightG: 5400 },
      { key: 's5860-24t4y', model: 'S5860-24T4Y', vars: { downlinks: '24× 10GBASE-T RJ45', uplinks: '4× 25G SFP28', switching: '680 Gbps', forwarding: '505.9 Mpps', mac: '128K' }, saleAttrs: { speed: '10G', ports: '24', form_factor: 'RJ45', mount: 'rack' }, priceUsdCents: 289900, weightG: 6100 },
      { key: 's5860-48s8c', model: 'S5860-48S8C', vars: { downlinks: '48× 10G SFP+', uplinks: '8× 100G QSFP28', switching: '2.56 Tbps', forwarding: '1904.7 Mpps', mac: '288K' }, saleAttrs: { speed: '10G', ports: '48', form_factor: 'SFP+', mount: 'rack' }, priceUsdCents: 459900, weightG: 7800, compat: ['YT SFP-10G-SR', 'YT SFP-10G-LR', 'YT SFP-10G-PDAC', 'YT QSFP28-100G-SR4', 'YT QSFP28-100G-LR4', 'YT QSFP28-100G-PDAC'] },
    ],
  },
  // ==== Data centre: 10G/25G/100G leaf (N8560) ====
  {
    category: 'switches-datacenter',
    image: 'switch',
    name: {
      'zh-CN': '{portsDesc} 数据中心交换机',
      en: '{portsDesc} Data Centre Switch',
      es: 'Switch para centro de datos {portsDesc}',
      fi: 'Datakeskuskytkin, {portsDesc}',
      fr: 'Commutateur pour centre de données {portsDesc}',
      ja: '{portsDesc} データセンタースイッチ',
    },
    short: {
      'zh-CN': '面向叶脊架构的低时延数据中心交换机，支持 VXLAN EVPN 与无损以太网。',
      en: 'Low-latency leaf and spine switch with VXLAN EVPN and lossless Ethernet.',
      es: 'Switch leaf y spine de baja latencia con VXLAN EVPN y Ethernet sin pérdidas.',
      fi: 'Matalan viiveen leaf- ja spine-kytkin, jossa VXLAN EVPN ja häviötön Ethernet.',
      fr: 'Commutateur leaf et spine à faible latence, avec VXLAN EVPN et Ethernet sans perte.',
      ja: 'VXLAN EVPN とロスレスイーサネットに対応した低遅延のリーフ／スパインスイッチ。',
    },
    long: {
      'zh-CN':
        'N8560 系列基于 {asic} 芯片，提供 {portsDesc}，交换容量 {switching}，可作为服务器接入的叶交换机，也可在中小规模网络中充当脊交换机。\n\n## 面向现代数据中心\n\n- VXLAN 与 BGP EVPN 构建可扩展的二层/三层叠加网络\n- PFC 与 ECN 提供无损以太网，适合 RoCEv2 存储与 GPU 集群\n- MLAG 服务器双归属与 64 路 ECMP\n\n设备预装 YT DCOS 操作系统并内置 ONIE，也可安装社区版 SONiC。电源与风扇均为 1+1 冗余热插拔设计。',
      en:
        'Built on the {asic}, the N8560 series offers {portsDesc} and {switching} of switching capacity. Use it as a server-facing leaf, or as the spine of a small to mid-sized fabric.\n\n## Made for modern data centres\n\n- VXLAN with BGP EVPN for scalable Layer 2/Layer 3 overlays\n- PFC and ECN for lossless Ethernet, ready for RoCEv2 storage and GPU clusters\n- MLAG for dual-homed servers and 64-way ECMP\n\nThe switches ship with YT DCOS and ONIE, so community SONiC can be installed as well. Power supplies and fans are 1+1 redundant and hot-swappable.',
    },
    features: [
      { 'zh-CN': 'VXLAN 与 BGP EVPN，支持对称 IRB 与分布式任播网关', en: 'VXLAN and BGP EVPN with symmetric IRB and distributed anycast gateway', es: 'VXLAN y BGP EVPN con IRB simétrico y gateway anycast distribuido', fi: 'VXLAN ja BGP EVPN, symmetrinen IRB ja hajautettu anycast-yhdyskäytävä', fr: 'VXLAN et BGP EVPN avec IRB symétrique et passerelle anycast distribuée', ja: '対称 IRB と分散エニーキャストゲートウェイに対応した VXLAN／BGP EVPN' },
      { 'zh-CN': 'PFC、ECN 无损以太网，满足 RoCEv2 存储与 AI 训练需求', en: 'Lossless Ethernet with PFC and ECN for RoCEv2 storage and AI training', es: 'Ethernet sin pérdidas con PFC y ECN para almacenamiento RoCEv2 y entrenamiento de IA', fi: 'Häviötön Ethernet (PFC ja ECN) RoCEv2-tallennukseen ja tekoälyn koulutukseen', fr: 'Ethernet sans perte avec PFC et ECN pour le stockage RoCEv2 et l’entraînement IA', ja: 'PFC と ECN によるロスレスイーサネットで RoCEv2 ストレージや AI 学習に対応' },
      { 'zh-CN': 'MLAG 服务器双归属与 64 路 ECMP 负载分担', en: 'MLAG for dual-homed servers and 64-way ECMP load sharing', es: 'MLAG para servidores con doble conexión y reparto de carga ECMP de 64 vías', fi: 'MLAG kahdennetuille palvelinliitännöille ja 64-tieinen ECMP-kuormanjako', fr: 'MLAG pour serveurs à double attachement et partage de charge ECMP à 64 voies', ja: 'サーバーのデュアルホーミングを実現する MLAG と 64 ウェイ ECMP' },
      { 'zh-CN': '预装 YT DCOS，内置 ONIE，可安装 SONiC', en: 'YT DCOS pre-installed, with ONIE for SONiC', es: 'YT DCOS preinstalado, con ONIE para instalar SONiC', fi: 'Esiasennettu YT DCOS sekä ONIE SONiCin asentamiseen', fr: 'YT DCOS préinstallé, avec ONIE pour installer SONiC', ja: 'YT DCOS をプリインストール、ONIE 搭載で SONiC も導入可能' },
      { 'zh-CN': '1+1 冗余热插拔电源与 N+1 风扇', en: '1+1 redundant hot-swap power supplies and N+1 fans', es: 'Fuentes redundantes 1+1 intercambiables en caliente y ventiladores N+1', fi: '1+1-varmennetut vaihdettavat virtalähteet ja N+1-tuulettimet', fr: 'Alimentations redondantes 1+1 remplaçables à chaud et ventilateurs N+1', ja: '1+1 冗長ホットスワップ電源と N+1 ファン' },
    ],
    specs: [
      { label: LBL_PORTS, value: '{portsDesc}' },
      { label: LBL_ASIC, value: '{asic}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_FORWARDING, value: '{forwarding}' },
      { label: LBL_BUFFER, value: '{buffer}' },
      { label: LBL_FORM, value: '{height}' },
      { label: LBL_PSU, value: { 'zh-CN': '1+1 热插拔，交流 100–240 V 或直流 -48 V', en: '1+1 hot-swap, 100–240 V AC or -48 V DC', es: '1+1 intercambiables en caliente, 100–240 V CA o -48 V CC', fi: '1+1 vaihdettavat, 100–240 V AC tai -48 V DC', fr: '1+1 remplaçables à chaud, 100–240 V CA ou -48 V CC', ja: '1+1 ホットスワップ、AC 100～240 V または DC -48 V' } },
      { label: LBL_MGMT, value: { 'zh-CN': 'CLI、REST API、NETCONF/YANG、gNMI 流式遥测', en: 'CLI, REST API, NETCONF/YANG, gNMI streaming telemetry', es: 'CLI, API REST, NETCONF/YANG, telemetría en streaming gNMI', fi: 'Komentorivi, REST-rajapinta, NETCONF/YANG, gNMI-suoratoistotelemetria', fr: 'CLI, API REST, NETCONF/YANG, télémétrie en flux gNMI', ja: 'CLI、REST API、NETCONF/YANG、gNMI ストリーミングテレメトリ' } },
      { label: LBL_TEMP, value: '0–40 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '可以在这些交换机上运行 SONiC 吗？', en: 'Can I run SONiC on these switches?', es: '¿Puedo ejecutar SONiC en estos switches?', fi: 'Voiko näissä kytkimissä ajaa SONiCia?', fr: 'Puis-je utiliser SONiC sur ces commutateurs ?', ja: 'このスイッチで SONiC を利用できますか？' },
        a: { 'zh-CN': '可以。设备内置 ONIE，可安装我们测试过的 SONiC 镜像，更换操作系统不影响硬件保修。', en: 'Yes. ONIE is built in, so you can install our tested SONiC images; changing the operating system does not void the hardware warranty.', es: 'Sí. ONIE viene integrado, por lo que puede instalar nuestras imágenes SONiC probadas; cambiar el sistema operativo no anula la garantía del hardware.', fi: 'Kyllä. Laitteessa on ONIE, joten voit asentaa testaamamme SONiC-levykuvat. Käyttöjärjestelmän vaihto ei mitätöi laitetakuuta.', fr: 'Oui. ONIE est intégré : vous pouvez installer nos images SONiC validées, et changer de système d’exploitation n’annule pas la garantie matérielle.', ja: 'はい。ONIE を内蔵しているため、当社で検証済みの SONiC イメージをインストールできます。OS を変更してもハードウェア保証は失われません。' },
      },
      {
        q: { 'zh-CN': '100G 端口可以拆分使用吗？', en: 'Can the 100G ports be broken out?', es: '¿Se pueden desdoblar los puertos de 100G?', fi: 'Voiko 100G-portit jakaa pienempiin?', fr: 'Les ports 100G peuvent-ils être éclatés ?', ja: '100G ポートはブレイクアウトできますか？' },
        a: { 'zh-CN': '可以。每个 100G QSFP28 端口可通过分支 DAC 或 AOC 拆分为 4 个 25G 或 4 个 10G 端口。', en: 'Yes. Each 100G QSFP28 port can be split into 4× 25G or 4× 10G with a breakout DAC or AOC.', es: 'Sí. Cada puerto QSFP28 de 100G puede dividirse en 4× 25G o 4× 10G con un cable DAC o AOC de desdoble.', fi: 'Kyllä. Jokaisen 100G QSFP28 -portin voi jakaa 4× 25G- tai 4× 10G-porteiksi haaroittavalla DAC- tai AOC-kaapelilla.', fr: 'Oui. Chaque port QSFP28 100G peut être éclaté en 4× 25G ou 4× 10G à l’aide d’un câble DAC ou AOC d’éclatement.', ja: 'はい。各 100G QSFP28 ポートはブレイクアウト DAC／AOC で 4× 25G または 4× 10G に分割できます。' },
      },
      {
        q: { 'zh-CN': '出厂是什么风道方向？', en: 'Which airflow direction is shipped?', es: '¿Con qué sentido de flujo de aire se suministra?', fi: 'Mihin suuntaan ilmavirta kulkee toimitettaessa?', fr: 'Quel sens de flux d’air est livré ?', ja: '出荷時のエアフロー方向はどちらですか？' },
        a: { 'zh-CN': '默认为端口侧进风、电源侧出风（前后风道）。如需反向风道，可订购反向风扇与电源套件。', en: 'Port-side intake with power-side exhaust is standard. A reverse-airflow fan and power supply kit is available for hot-aisle layouts.', es: 'De serie, el aire entra por el lado de los puertos y sale por el de las fuentes. Para otras disposiciones de pasillos hay un kit de ventiladores y fuentes de flujo inverso.', fi: 'Vakiona ilma otetaan porttien puolelta ja puhalletaan virtalähteiden puolelle. Käänteisen ilmavirran tuuletin- ja virtalähdesarja on saatavana.', fr: 'En standard, l’air entre côté ports et sort côté alimentations. Un kit ventilateurs et alimentations à flux inversé est disponible.', ja: '標準はポート側吸気・電源側排気です。逆方向エアフロー用のファン・電源キットもご用意しています。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
      { type: 'certificate', title: DOC_CE },
    ],
    skuAxes: [
      { attr: 'psu', values: [{ key: 'dual', suffix: '-AC' }, { key: 'dc', suffix: '-DC', priceDeltaUsdCents: 20000 }] },
    ],
    products: [
      { key: 'n8560-48xc', model: 'N8560-48XC', vars: { portsDesc: '48× 10G SFP+ + 6× 100G QSFP28', asic: 'Broadcom Trident 3', switching: '2.16 Tbps', forwarding: '1607 Mpps', buffer: '32 MB', height: '1U' }, saleAttrs: { speed: '10G', ports: '48', form_factor: 'SFP+', mount: 'rack' }, priceUsdCents: 449900, weightG: 9200, compat: ['YT SFP-10G-SR', 'YT SFP-10G-LR', 'YT SFP-10G-PDAC', 'YT SFP-10G-AOC', 'YT QSFP28-100G-SR4', 'YT QSFP28-100G-PDAC'] },
      { key: 'n8560-48bc', model: 'N8560-48BC', vars: { portsDesc: '48× 25G SFP28 + 8× 100G QSFP28', asic: 'Broadcom Trident 3', switching: '4.0 Tbps', forwarding: '2976 Mpps', buffer: '32 MB', height: '1U' }, saleAttrs: { speed: '25G', ports: '48', form_factor: 'SFP28', mount: 'rack' }, priceUsdCents: 689900, weightG: 9500, featured: true, compat: ['YT SFP28-25G-SR', 'YT SFP28-25G-LR', 'YT SFP28-25G-PDAC', 'YT SFP28-25G-AOC', 'YT QSFP28-100G-SR4', 'YT QSFP28-100G-CWDM4'] },
      { key: 'n8560-32c', model: 'N8560-32C', vars: { portsDesc: '32× 100G QSFP28', asic: 'Broadcom Trident 3', switching: '6.4 Tbps', forwarding: '4762 Mpps', buffer: '32 MB', height: '1U' }, saleAttrs: { speed: '100G', ports: '32', form_factor: 'QSFP28', mount: 'rack' }, priceUsdCents: 899900, weightG: 9800, compat: ['YT QSFP28-100G-SR4', 'YT QSFP28-100G-CWDM4', 'YT QSFP28-100G-LR4', 'YT QSFP28-100G-PDAC', 'YT QSFP28-100G-AOC', 'YT QSFP28-4SFP28-PDAC'] },
      { key: 'n8560-64c', model: 'N8560-64C', vars: { portsDesc: '64× 100G QSFP28', asic: 'Broadcom Tomahawk 2', switching: '12.8 Tbps', forwarding: '9524 Mpps', buffer: '22 MB', height: '2U' }, saleAttrs: { speed: '100G', ports: '64', form_factor: 'QSFP28', mount: 'rack' }, priceUsdCents: 1499900, weightG: 17500, isNew: true, compat: ['YT QSFP28-100G-SR4', 'YT QSFP28-100G-CWDM4', 'YT QSFP28-100G-LR4', 'YT QSFP28-100G-PDAC', 'YT QSFP28-100G-AOC', 'YT QSFP28-4SFP28-PDAC'] },
    ],
  },
  // ==== Data centre: 200G/400G spine (N9550) ====
  {
    category: 'switches-datacenter',
    image: 'switch',
    name: {
      'zh-CN': '{portsDesc} 数据中心脊交换机',
      en: '{portsDesc} Data Centre Spine Switch',
      es: 'Switch spine para centro de datos {portsDesc}',
      fi: 'Datakeskuksen spine-kytkin, {portsDesc}',
      fr: 'Commutateur spine pour centre de données {portsDesc}',
      ja: '{portsDesc} データセンター スパインスイッチ',
    },
    short: {
      'zh-CN': '面向 AI 与云数据中心的 200G/400G 脊交换机，交换容量最高 51.2 Tbps。',
      en: '200G/400G spine switch for AI and cloud data centres, with up to 51.2 Tbps.',
      es: 'Switch spine de 200G/400G para centros de datos de IA y nube, con hasta 51,2 Tbps.',
      fi: '200G/400G-spine-kytkin tekoäly- ja pilvidatakeskuksiin, kapasiteetti jopa 51,2 Tbps.',
      fr: 'Commutateur spine 200G/400G pour centres de données IA et cloud, jusqu’à 51,2 Tbps.',
      ja: 'AI／クラウドデータセンター向け 200G/400G スパインスイッチ。スイッチング容量は最大 51.2 Tbps。',
    },
    long: {
      'zh-CN':
        'N9550 系列采用 {asic} 芯片，提供 {portsDesc}，交换容量 {switching}，包缓存 {buffer}。端口可拆分为最多 {breakout}，一台设备即可连接整排机柜的叶交换机。\n\n## 为 AI 网络优化\n\n- PFC、ECN 与动态负载均衡，保障 RoCEv2 流量无损低时延\n- 支持 INT 带内遥测与 gNMI，可精确定位拥塞点\n- 每端口支持最高 15 W 功耗的光模块\n\n设备可运行 YT DCOS 或 SONiC，支持 ZTP 自动上线，适合大规模自动化部署。',
      en:
        'The N9550 series runs on the {asic} with {portsDesc}, {switching} of switching capacity and a {buffer} packet buffer. Ports break out to as many as {breakout}, so a single switch can connect the leaves of a whole row.\n\n## Tuned for AI fabrics\n\n- PFC, ECN and dynamic load balancing keep RoCEv2 traffic lossless and low-latency\n- In-band network telemetry and gNMI pinpoint congestion\n- Every port supports optics of up to 15 W\n\nRun YT DCOS or SONiC, and bring switches online with ZTP for fully automated, large-scale roll-outs.',
    },
    features: [
      { 'zh-CN': '端口可拆分为最多 {breakout}，灵活连接叶交换机与服务器', en: 'Breakout to as many as {breakout} for flexible leaf and server links', es: 'Desdoble hasta {breakout} para conectar con flexibilidad leafs y servidores', fi: 'Porttien jako jopa {breakout} -porteiksi joustaviin leaf- ja palvelinyhteyksiin', fr: 'Éclatement jusqu’à {breakout} pour raccorder leafs et serveurs en toute souplesse', ja: '最大 {breakout} へのブレイクアウトでリーフやサーバーを柔軟に接続' },
      { 'zh-CN': 'PFC、ECN 与动态负载均衡，为 RoCEv2 提供无损网络', en: 'PFC, ECN and dynamic load balancing for lossless RoCEv2', es: 'PFC, ECN y balanceo dinámico de carga para RoCEv2 sin pérdidas', fi: 'PFC, ECN ja dynaaminen kuormantasaus häviöttömälle RoCEv2-liikenteelle', fr: 'PFC, ECN et équilibrage de charge dynamique pour un RoCEv2 sans perte', ja: 'PFC、ECN、ダイナミックロードバランシングでロスレスな RoCEv2 を実現' },
      { 'zh-CN': 'INT 带内遥测与 gNMI 流式遥测', en: 'In-band network telemetry (INT) and gNMI streaming', es: 'Telemetría de red en banda (INT) y streaming gNMI', fi: 'Kaistansisäinen verkkotelemetria (INT) ja gNMI-suoratoisto', fr: 'Télémétrie réseau intrabande (INT) et flux gNMI', ja: 'インバンドネットワークテレメトリ（INT）と gNMI ストリーミング' },
      { 'zh-CN': '支持 YT DCOS 与 SONiC，ZTP 零接触上线', en: 'YT DCOS or SONiC, with zero-touch provisioning', es: 'YT DCOS o SONiC, con aprovisionamiento automático (ZTP)', fi: 'YT DCOS tai SONiC sekä automaattinen käyttöönotto (ZTP)', fr: 'YT DCOS ou SONiC, avec provisionnement sans intervention (ZTP)', ja: 'YT DCOS または SONiC、ゼロタッチプロビジョニングに対応' },
    ],
    specs: [
      { label: LBL_PORTS, value: '{portsDesc}' },
      { label: LBL_ASIC, value: '{asic}' },
      { label: LBL_SWITCHING, value: '{switching}' },
      { label: LBL_BUFFER, value: '{buffer}' },
      { label: { 'zh-CN': '最大拆分端口数', en: 'Maximum breakout ports', es: 'Puertos máximos en desdoble', fi: 'Jaettujen porttien enimmäismäärä', fr: 'Ports éclatés maximum', ja: '最大ブレイクアウトポート数' }, value: '{breakout}' },
      { label: LBL_FORM, value: '{height}' },
      { label: LBL_PSU, value: { 'zh-CN': '1+1 热插拔，交流 200–240 V 或直流 -48 V', en: '1+1 hot-swap, 200–240 V AC or -48 V DC', es: '1+1 intercambiables en caliente, 200–240 V CA o -48 V CC', fi: '1+1 vaihdettavat, 200–240 V AC tai -48 V DC', fr: '1+1 remplaçables à chaud, 200–240 V CA ou -48 V CC', ja: '1+1 ホットスワップ、AC 200～240 V または DC -48 V' } },
      { label: LBL_TEMP, value: '0–40 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '支持哪些 400G 光模块？', en: 'Which 400G optics are supported?', es: '¿Qué ópticas de 400G son compatibles?', fi: 'Mitä 400G-optiikoita tuetaan?', fr: 'Quelles optiques 400G sont prises en charge ?', ja: '対応する 400G 光モジュールは？' },
        a: { 'zh-CN': '支持 SR8、DR4、FR4、LR4 等 400G 光模块以及 DAC/AOC 线缆，每端口最高 15 W 功耗。功耗更高的 400G ZR 相干模块请先咨询我们。', en: 'SR8, DR4, FR4 and LR4 optics as well as DAC and AOC cables, with up to 15 W per port. Please check with us before using higher-power 400G ZR coherent modules.', es: 'Ópticas SR8, DR4, FR4 y LR4, además de cables DAC y AOC, con hasta 15 W por puerto. Consúltenos antes de usar módulos coherentes 400G ZR de mayor consumo.', fi: 'SR8-, DR4-, FR4- ja LR4-optiikat sekä DAC- ja AOC-kaapelit, enintään 15 W porttia kohden. Kysy meiltä ennen suurempitehoisten koherenttien 400G ZR -moduulien käyttöä.', fr: 'Les optiques SR8, DR4, FR4 et LR4 ainsi que les câbles DAC et AOC, jusqu’à 15 W par port. Contactez-nous avant d’utiliser des modules cohérents 400G ZR plus gourmands.', ja: 'SR8、DR4、FR4、LR4 の各光モジュールと DAC／AOC ケーブルに対応し、1 ポートあたり最大 15 W です。より高消費電力の 400G ZR コヒーレントモジュールはご使用前にご相談ください。' },
      },
      {
        q: { 'zh-CN': '适合用于 GPU 训练集群吗？', en: 'Is it suitable for GPU training clusters?', es: '¿Es adecuado para clústeres de entrenamiento con GPU?', fi: 'Sopiiko kytkin GPU-koulutusklustereihin?', fr: 'Convient-il aux clusters d’entraînement GPU ?', ja: 'GPU 学習クラスターに使用できますか？' },
        a: { 'zh-CN': '适合。设备支持 RoCEv2 所需的 PFC、ECN 与动态负载均衡，我们可提供经过验证的轨道优化（rail-optimized）组网方案和配置模板。', en: 'Yes. The switches support the PFC, ECN and dynamic load balancing RoCEv2 needs, and we provide validated rail-optimised designs and configuration templates.', es: 'Sí. Los switches admiten PFC, ECN y el balanceo dinámico de carga que necesita RoCEv2, y ofrecemos diseños rail-optimized validados y plantillas de configuración.', fi: 'Sopii. Kytkimet tukevat RoCEv2:n vaatimia PFC-, ECN- ja dynaamisia kuormantasaustoimintoja, ja tarjoamme testatut rail-optimoidut verkkosuunnitelmat sekä määrityspohjat.', fr: 'Oui. Les commutateurs prennent en charge PFC, ECN et l’équilibrage dynamique requis par RoCEv2, et nous fournissons des architectures « rail-optimized » validées et des modèles de configuration.', ja: 'はい。RoCEv2 に必要な PFC、ECN、ダイナミックロードバランシングに対応しており、検証済みのレール最適化構成と設定テンプレートもご提供します。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
    ],
    skuAxes: [
      { attr: 'psu', values: [{ key: 'dual', suffix: '-AC' }, { key: 'dc', suffix: '-DC', priceDeltaUsdCents: 30000 }] },
    ],
    products: [
      { key: 'n9550-32d', model: 'N9550-32D', vars: { portsDesc: '32× 400G QSFP-DD', asic: 'Broadcom Tomahawk 3', switching: '25.6 Tbps', buffer: '64 MB', breakout: '128× 100G', height: '1U' }, saleAttrs: { speed: '400G', ports: '32', form_factor: 'QSFP-DD', mount: 'rack' }, priceUsdCents: 1599900, weightG: 11500, compat: ['YT QDD-400G-SR8', 'YT QDD-400G-DR4', 'YT QDD-400G-FR4'] },
      { key: 'n9550-64h', model: 'N9550-64H', vars: { portsDesc: '64× 200G QSFP56', asic: 'Broadcom Tomahawk 3', switching: '25.6 Tbps', buffer: '64 MB', breakout: '128× 100G', height: '2U' }, saleAttrs: { speed: '200G', ports: '64', form_factor: 'QSFP56', mount: 'rack' }, priceUsdCents: 1299900, weightG: 16800, compat: ['YT QSFP28-100G-SR4', 'YT QSFP28-100G-CWDM4', 'YT QSFP28-100G-PDAC', 'YT QSFP28-4SFP28-PDAC'] },
      { key: 'n9550-64d', model: 'N9550-64D', vars: { portsDesc: '64× 400G QSFP-DD', asic: 'Broadcom Tomahawk 4', switching: '51.2 Tbps', buffer: '113 MB', breakout: '256× 100G', height: '2U' }, saleAttrs: { speed: '400G', ports: '64', form_factor: 'QSFP-DD', mount: 'rack' }, priceUsdCents: 2399900, weightG: 19800, isNew: true, compat: ['YT QDD-400G-SR8', 'YT QDD-400G-DR4', 'YT QDD-400G-FR4', 'YT QDD-400G-LR4'] },
    ],
  },
  // ==== Routers: branch VPN (R6200) ====
  {
    category: 'routers',
    image: 'router',
    name: {
      'zh-CN': '企业分支 VPN 路由器，{interfaces}',
      en: 'Business Branch VPN Router, {interfaces}',
      es: 'Router VPN para sucursales, {interfaces}',
      fi: 'Sivutoimiston VPN-reititin yrityksille, {interfaces}',
      fr: 'Routeur VPN d’agence pour entreprises, {interfaces}',
      ja: '法人向けブランチ VPN ルーター（{interfaces}）',
    },
    short: {
      'zh-CN': '适用于分支机构与门店的多 WAN VPN 路由器，内置防火墙，可选 PoE 供电。',
      en: 'Multi-WAN VPN router for branch offices and shops, with a built-in firewall and optional PoE.',
      es: 'Router VPN multi-WAN para sucursales y tiendas, con cortafuegos integrado y PoE opcional.',
      fi: 'Usean WAN-yhteyden VPN-reititin sivutoimistoihin ja myymälöihin, sisäänrakennetulla palomuurilla ja valinnaisella PoE-syötöllä.',
      fr: 'Routeur VPN multi-WAN pour agences et magasins, avec pare-feu intégré et PoE en option.',
      ja: '拠点や店舗向けのマルチ WAN VPN ルーター。ファイアウォール内蔵、PoE 給電を選択可能。',
    },
    long: {
      'zh-CN':
        'R6200 系列为分支机构、门店和小型办公室提供安全可靠的互联网与总部连接。{interfaces} 中最多 4 个端口可配置为 WAN，支持多线路负载均衡与秒级故障切换，NAT 吞吐量 {nat}。\n\n## 安全互联\n\n- IPsec、WireGuard 与 SSL VPN，IPsec 吞吐量 {ipsec}\n- 状态防火墙、应用识别与 URL 过滤\n- 通过 YT 云平台一键建立总部与分支之间的自动 VPN\n\n-P 型号在 4 个 LAN 口提供共 60 W 的 PoE 供电，可直接连接无线 AP 与 IP 电话；-RK 型号附带 19 英寸机架安装套件。',
      en:
        'The R6200 series gives branch offices, shops and small offices a secure, reliable link to the internet and to headquarters. Up to four of the {interfaces} can act as WAN ports, with load balancing and failover in seconds, and NAT throughput reaches {nat}.\n\n## Secure connectivity\n\n- IPsec, WireGuard and SSL VPN, with {ipsec} of IPsec throughput\n- Stateful firewall, application recognition and URL filtering\n- One-click auto-VPN between headquarters and branches through YT Cloud\n\n-P models supply 60 W of PoE across four LAN ports for access points and IP phones; -RK models include a 19-inch rack-mount kit.',
    },
    features: [
      { 'zh-CN': '最多 4 条 WAN 线路负载均衡与故障切换，支持 4G/5G USB 备份', en: 'Load balancing and failover across up to four WAN links, plus 4G/5G USB backup', es: 'Balanceo de carga y conmutación por error entre hasta cuatro enlaces WAN, con respaldo 4G/5G por USB', fi: 'Kuormantasaus ja vikasieto enintään neljän WAN-yhteyden välillä sekä 4G/5G-varayhteys USB:n kautta', fr: 'Équilibrage de charge et basculement sur quatre liens WAN maximum, plus secours 4G/5G par USB', ja: '最大 4 回線の WAN 負荷分散とフェイルオーバー、USB 接続の 4G/5G バックアップに対応' },
      { 'zh-CN': 'IPsec、WireGuard、SSL VPN 与云端自动组网', en: 'IPsec, WireGuard and SSL VPN with cloud-based auto-VPN', es: 'VPN IPsec, WireGuard y SSL con auto-VPN desde la nube', fi: 'IPsec-, WireGuard- ja SSL-VPN sekä pilvestä hallittu automaattinen VPN', fr: 'VPN IPsec, WireGuard et SSL avec auto-VPN piloté depuis le cloud', ja: 'IPsec、WireGuard、SSL VPN とクラウドからの自動 VPN 構築' },
      { 'zh-CN': '状态防火墙、应用识别与 URL 过滤', en: 'Stateful firewall, application recognition and URL filtering', es: 'Cortafuegos con estado, reconocimiento de aplicaciones y filtrado de URL', fi: 'Tilallinen palomuuri, sovellustunnistus ja URL-suodatus', fr: 'Pare-feu avec état, reconnaissance des applications et filtrage d’URL', ja: 'ステートフルファイアウォール、アプリケーション識別、URL フィルタリング' },
      { 'zh-CN': '-P 型号 4 个 LAN 口支持 PoE，共 60 W', en: '60 W of PoE across four LAN ports on -P models', es: '60 W de PoE repartidos en cuatro puertos LAN en los modelos -P', fi: '-P-malleissa 60 W:n PoE-syöttö neljään LAN-porttiin', fr: '60 W de PoE sur quatre ports LAN pour les modèles -P', ja: '-P モデルは 4 つの LAN ポートで合計 60 W の PoE 給電' },
    ],
    specs: [
      { label: LBL_INTERFACES, value: '{interfaces}' },
      { label: { 'zh-CN': 'NAT 吞吐量', en: 'NAT throughput', es: 'Rendimiento NAT', fi: 'NAT-suorituskyky', fr: 'Débit NAT', ja: 'NAT スループット' }, value: '{nat}' },
      { label: { 'zh-CN': 'IPsec VPN 吞吐量', en: 'IPsec VPN throughput', es: 'Rendimiento VPN IPsec', fi: 'IPsec VPN -suorituskyky', fr: 'Débit VPN IPsec', ja: 'IPsec VPN スループット' }, value: '{ipsec}' },
      { label: { 'zh-CN': '并发会话数', en: 'Concurrent sessions', es: 'Sesiones simultáneas', fi: 'Samanaikaiset istunnot', fr: 'Sessions simultanées', ja: '同時セッション数' }, value: '{sessions}' },
      { label: { 'zh-CN': '建议用户数', en: 'Recommended users', es: 'Usuarios recomendados', fi: 'Suositeltu käyttäjämäärä', fr: 'Utilisateurs recommandés', ja: '推奨ユーザー数' }, value: '{users}' },
      { label: LBL_POE, value: { 'zh-CN': '4 个 LAN 口，IEEE 802.3af/at，共 60 W（-P 型号）', en: '4 LAN ports, IEEE 802.3af/at, 60 W total (-P models)', es: '4 puertos LAN, IEEE 802.3af/at, 60 W en total (modelos -P)', fi: '4 LAN-porttia, IEEE 802.3af/at, yhteensä 60 W (-P-mallit)', fr: '4 ports LAN, IEEE 802.3af/at, 60 W au total (modèles -P)', ja: 'LAN 4 ポート、IEEE 802.3af/at、合計 60 W（-P モデル）' } },
      { label: LBL_FORM, value: { 'zh-CN': '桌面式；-RK 型号附 19 英寸机架套件', en: 'Desktop; -RK models include a 19-inch rack kit', es: 'Sobremesa; los modelos -RK incluyen kit de rack de 19"', fi: 'Pöytämalli; -RK-malleissa mukana 19 tuuman räkkiasennussarja', fr: 'De bureau ; les modèles -RK incluent un kit de montage en baie 19 pouces', ja: 'デスクトップ型（-RK モデルは 19 インチラックキット付属）' } },
      { label: LBL_TEMP, value: '0–40 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '可以用 4G/5G 网卡作为备份线路吗？', en: 'Can I use a 4G/5G modem as a backup line?', es: '¿Puedo usar un módem 4G/5G como línea de respaldo?', fi: 'Voinko käyttää 4G/5G-modeemia varayhteytenä?', fr: 'Puis-je utiliser un modem 4G/5G comme ligne de secours ?', ja: '4G/5G モデムをバックアップ回線として使えますか？' },
        a: { 'zh-CN': '可以。USB 接口支持主流 4G/5G 上网卡，主线路中断时数秒内自动切换，恢复后自动切回。', en: 'Yes. The USB port works with common 4G/5G modems; traffic fails over within seconds when the main line drops and moves back once it recovers.', es: 'Sí. El puerto USB admite los módems 4G/5G más comunes; el tráfico conmuta en segundos si cae la línea principal y vuelve a ella cuando se restablece.', fi: 'Kyllä. USB-portti tukee yleisimpiä 4G/5G-modeemeja. Liikenne siirtyy varayhteydelle sekunneissa pääyhteyden katketessa ja palaa takaisin, kun yhteys palautuu.', fr: 'Oui. Le port USB accepte les modems 4G/5G courants ; le trafic bascule en quelques secondes si la ligne principale tombe, puis revient dès qu’elle est rétablie.', ja: 'はい。USB ポートは一般的な 4G/5G モデムに対応し、主回線が切断されると数秒で切り替わり、復旧後は自動で戻ります。' },
      },
      {
        q: { 'zh-CN': '使用 VPN 或云管理需要购买许可证吗？', en: 'Do VPN or cloud management need a licence?', es: '¿La VPN o la gestión en la nube requieren licencia?', fi: 'Tarvitaanko VPN:ään tai pilvihallintaan lisenssi?', fr: 'Le VPN ou l’administration cloud nécessitent-ils une licence ?', ja: 'VPN やクラウド管理にライセンスは必要ですか？' },
        a: { 'zh-CN': '不需要。所有 VPN 与防火墙功能均已包含，YT 云平台的基础管理功能永久免费。', en: 'No. All VPN and firewall features are included, and basic management in YT Cloud is free for the life of the product.', es: 'No. Todas las funciones de VPN y cortafuegos están incluidas, y la gestión básica en YT Cloud es gratuita durante toda la vida del producto.', fi: 'Ei. Kaikki VPN- ja palomuuriominaisuudet sisältyvät hintaan, ja YT Cloudin perushallinta on maksutonta koko tuotteen elinkaaren ajan.', fr: 'Non. Toutes les fonctions VPN et pare-feu sont incluses, et l’administration de base dans YT Cloud est gratuite pendant toute la durée de vie du produit.', ja: 'いいえ。VPN とファイアウォールの全機能が含まれており、YT Cloud の基本管理機能は製品の使用期間中ずっと無料です。' },
      },
      {
        q: { 'zh-CN': '-RK 型号有什么不同？', en: 'What is different about the -RK models?', es: '¿En qué se diferencian los modelos -RK?', fi: 'Mitä eroa -RK-malleissa on?', fr: 'Qu’est-ce qui distingue les modèles -RK ?', ja: '-RK モデルは何が違いますか？' },
        a: { 'zh-CN': '路由器本身完全相同，-RK 型号额外附带 19 英寸机架托盘与挂耳，可安装在网络机柜中。', en: 'The router itself is identical; -RK models add a 19-inch rack tray and ears for installation in a network cabinet.', es: 'El router es idéntico; los modelos -RK añaden una bandeja y orejetas de 19" para instalarlo en un armario de red.', fi: 'Itse reititin on sama; -RK-malleissa on lisäksi 19 tuuman hylly ja kiinnityskorvakkeet verkkokaappiin asentamista varten.', fr: 'Le routeur est identique ; les modèles -RK ajoutent un plateau et des équerres 19 pouces pour l’installer dans une baie réseau.', ja: 'ルーター本体は同一で、-RK モデルにはネットワークラックに設置するための 19 インチトレーと取付金具が付属します。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_MANUAL },
      { type: 'guide', title: DOC_QIG },
    ],
    skuAxes: [
      { attr: 'poe_budget', values: [{ key: 'none', suffix: '' }, { key: '60W', suffix: '-P', priceDeltaUsdCents: 5000, weightDeltaG: 300 }] },
      { attr: 'mount', values: [{ key: 'desktop', suffix: '' }, { key: 'rack', suffix: '-RK', priceDeltaUsdCents: 2500, weightDeltaG: 900 }] },
    ],
    products: [
      { key: 'r6200-5g', model: 'R6200-5G', vars: { interfaces: '5× GbE RJ45', nat: '940 Mbps', ipsec: '300 Mbps', sessions: '100K', users: '50' }, saleAttrs: { speed: '1G', ports: '5' }, priceUsdCents: 19900, weightG: 800 },
      { key: 'r6200-8g', model: 'R6200-8G', vars: { interfaces: '8× GbE RJ45', nat: '1.9 Gbps', ipsec: '650 Mbps', sessions: '300K', users: '150' }, saleAttrs: { speed: '1G', ports: '8' }, priceUsdCents: 34900, weightG: 1100, featured: true },
      { key: 'r6200-8g2x', model: 'R6200-8G2X', vars: { interfaces: '8× GbE RJ45 + 2× 10G SFP+', nat: '9.4 Gbps', ipsec: '2.5 Gbps', sessions: '1M', users: '500' }, saleAttrs: { speed: '10G' }, priceUsdCents: 79900, weightG: 1900 },
    ],
  },
  // ==== Routers: enterprise edge (R8100 / R8300) ====
  {
    category: 'routers',
    image: 'router',
    name: {
      'zh-CN': '企业边缘路由器，{interfaces}',
      en: 'Enterprise Edge Router, {interfaces}',
      es: 'Router de borde empresarial, {interfaces}',
      fi: 'Yritysten reunareititin, {interfaces}',
      fr: 'Routeur de périphérie d’entreprise, {interfaces}',
      ja: 'エンタープライズ エッジルーター（{interfaces}）',
    },
    short: {
      'zh-CN': '支持完整 BGP 路由表的电信级边缘路由器，适用于互联网出口、WAN 汇聚与数据中心互联。',
      en: 'Carrier-class edge router with full BGP tables for internet edge, WAN aggregation and data centre interconnect.',
      es: 'Router de borde de clase operador con tablas BGP completas para salida a internet, agregación WAN e interconexión de centros de datos.',
      fi: 'Operaattoriluokan reunareititin täysillä BGP-reititystauluilla internetyhteyksiin, WAN-kokoamiseen ja datakeskusten yhdistämiseen.',
      fr: 'Routeur de périphérie de classe opérateur, avec tables BGP complètes, pour l’accès internet, l’agrégation WAN et l’interconnexion de centres de données.',
      ja: 'フル BGP テーブルに対応したキャリアクラスのエッジルーター。インターネット接続、WAN 集約、データセンター間接続に。',
    },
    long: {
      'zh-CN':
        'R8100/R8300 系列提供 {interfaces}，转发性能 {throughput}，硬件转发表可容纳 {routes} 条路由，足以承载完整的 IPv4 与 IPv6 互联网路由表并留有增长余量。\n\n## 运营商级功能\n\n- BGP、OSPF、IS-IS 与分段路由（SR-MPLS）\n- MPLS L3VPN、L2VPN 与 EVPN，多租户隔离\n- 硬件加速 IPsec 达 {ipsec}，运营商级 NAT 支持 {sessions} 并发会话\n\n冗余热插拔电源与风扇、控制平面保护与 BFD 快速检测，确保互联网出口全年稳定运行。所有端口与功能均已授权，无需按端口付费。',
      en:
        'The R8100/R8300 series offers {interfaces} and {throughput} of forwarding performance. Its hardware FIB holds {routes} routes: room for the full IPv4 and IPv6 internet tables, with headroom to grow.\n\n## Carrier-class features\n\n- BGP, OSPF, IS-IS and segment routing (SR-MPLS)\n- MPLS L3VPN, L2VPN and EVPN for multi-tenant separation\n- Hardware-accelerated IPsec up to {ipsec}, and carrier-grade NAT with {sessions} concurrent sessions\n\nRedundant hot-swap power and fans, control-plane protection and BFD keep the internet edge running all year. Every port and feature is licensed out of the box, with no per-port fees.',
    },
    features: [
      { 'zh-CN': '硬件转发表容纳 {routes} 条路由，轻松承载完整互联网路由表', en: '{routes}-route hardware FIB for full internet routing tables', es: 'FIB por hardware de {routes} rutas para tablas de internet completas', fi: '{routes} reitin laitteistopohjainen FIB täysille internet-reititystauluille', fr: 'FIB matérielle de {routes} routes pour des tables internet complètes', ja: '{routes} ルートのハードウェア FIB でフルインターネット経路表を収容' },
      { 'zh-CN': 'MPLS L3VPN/L2VPN、EVPN 与 SR-MPLS 分段路由', en: 'MPLS L3VPN/L2VPN, EVPN and SR-MPLS segment routing', es: 'MPLS L3VPN/L2VPN, EVPN y segment routing SR-MPLS', fi: 'MPLS L3VPN/L2VPN, EVPN ja SR-MPLS-segmenttireititys', fr: 'MPLS L3VPN/L2VPN, EVPN et segment routing SR-MPLS', ja: 'MPLS L3VPN／L2VPN、EVPN、SR-MPLS セグメントルーティング' },
      { 'zh-CN': '硬件加速 IPsec，吞吐量达 {ipsec}', en: 'Hardware-accelerated IPsec up to {ipsec}', es: 'IPsec acelerado por hardware de hasta {ipsec}', fi: 'Laitteistokiihdytetty IPsec, jopa {ipsec}', fr: 'IPsec accéléré matériellement jusqu’à {ipsec}', ja: 'ハードウェア支援 IPsec で最大 {ipsec}' },
      { 'zh-CN': '运营商级 NAT，{sessions} 并发会话', en: 'Carrier-grade NAT with {sessions} concurrent sessions', es: 'NAT de clase operador con {sessions} sesiones simultáneas', fi: 'Operaattoritason NAT, {sessions} samanaikaista istuntoa', fr: 'NAT de classe opérateur avec {sessions} sessions simultanées', ja: '{sessions} の同時セッションに対応するキャリアグレード NAT' },
      { 'zh-CN': '冗余热插拔电源与风扇，所有功能免许可证', en: 'Redundant hot-swap power and fans, with every feature licence-free', es: 'Alimentación y ventiladores redundantes intercambiables en caliente, todas las funciones sin licencia', fi: 'Varmennetut vaihdettavat virtalähteet ja tuulettimet, kaikki ominaisuudet ilman lisenssimaksuja', fr: 'Alimentations et ventilateurs redondants remplaçables à chaud, toutes les fonctions sans licence', ja: '冗長ホットスワップ電源とファン、全機能がライセンス不要' },
    ],
    specs: [
      { label: LBL_INTERFACES, value: '{interfaces}' },
      { label: { 'zh-CN': '转发性能', en: 'Forwarding throughput', es: 'Rendimiento de reenvío', fi: 'Välityskapasiteetti', fr: 'Débit de transfert', ja: '転送性能' }, value: '{throughput}' },
      { label: { 'zh-CN': 'IPsec VPN 吞吐量', en: 'IPsec VPN throughput', es: 'Rendimiento VPN IPsec', fi: 'IPsec VPN -suorituskyky', fr: 'Débit VPN IPsec', ja: 'IPsec VPN スループット' }, value: '{ipsec}' },
      { label: { 'zh-CN': '硬件路由表（FIB）', en: 'Hardware route table (FIB)', es: 'Tabla de rutas por hardware (FIB)', fi: 'Laitteistoreititystaulu (FIB)', fr: 'Table de routage matérielle (FIB)', ja: 'ハードウェア経路表（FIB）' }, value: '{routes}' },
      { label: { 'zh-CN': '并发会话数', en: 'Concurrent sessions', es: 'Sesiones simultáneas', fi: 'Samanaikaiset istunnot', fr: 'Sessions simultanées', ja: '同時セッション数' }, value: '{sessions}' },
      { label: LBL_PSU, value: { 'zh-CN': '单交流、双热插拔交流或双直流 -48 V', en: 'Single AC, dual hot-swap AC or dual -48 V DC', es: 'CA simple, doble CA intercambiable en caliente o doble CC de -48 V', fi: 'Yksi AC, kaksi vaihdettavaa AC-virtalähdettä tai kaksi -48 V DC -virtalähdettä', fr: 'CA simple, double CA remplaçable à chaud ou double CC -48 V', ja: 'シングル AC、デュアル ホットスワップ AC、またはデュアル DC -48 V' } },
      { label: LBL_FORM, value: RACK_1U },
      { label: LBL_TEMP, value: '0–45 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '能否同时接收多家运营商的完整路由表？', en: 'Can it take full tables from several upstream providers?', es: '¿Puede recibir tablas completas de varios proveedores?', fi: 'Voiko reititin ottaa vastaan täydet reititystaulut useilta operaattoreilta?', fr: 'Peut-il recevoir les tables complètes de plusieurs opérateurs ?', ja: '複数の上位プロバイダーからフルルートを受信できますか？' },
        a: { 'zh-CN': '可以。完整的 IPv4 表约 100 万条、IPv6 表约 20 万条，硬件转发表的 {routes} 条容量留有充足余量；控制平面可同时保存多条 BGP 会话的完整路由。', en: 'Yes. A full IPv4 table is about 1 million routes and IPv6 about 200,000, which fit comfortably in the {routes}-route FIB, while the control plane keeps the full tables of several BGP sessions.', es: 'Sí. La tabla IPv4 completa tiene cerca de 1 millón de rutas e IPv6 unas 200 000, que caben holgadamente en la FIB de {routes} rutas; el plano de control guarda las tablas completas de varias sesiones BGP.', fi: 'Kyllä. Täysi IPv4-taulu on noin miljoona reittiä ja IPv6-taulu noin 200 000, jotka mahtuvat reilusti {routes} reitin FIB-tauluun. Ohjaustaso säilyttää usean BGP-istunnon täydet reititystaulut.', fr: 'Oui. Une table IPv4 complète compte environ 1 million de routes et IPv6 environ 200 000 : elles tiennent largement dans la FIB de {routes} routes, tandis que le plan de contrôle conserve les tables complètes de plusieurs sessions BGP.', ja: 'はい。IPv4 フルルートは約 100 万、IPv6 は約 20 万経路で、{routes} ルートの FIB に余裕をもって収まります。コントロールプレーンは複数の BGP セッションのフルルートを保持できます。' },
      },
      {
        q: { 'zh-CN': '端口或功能需要另外购买许可证吗？', en: 'Are ports or features licensed separately?', es: '¿Los puertos o las funciones se licencian aparte?', fi: 'Lisensoidaanko portit tai ominaisuudet erikseen?', fr: 'Les ports ou les fonctions font-ils l’objet de licences séparées ?', ja: 'ポートや機能に追加ライセンスは必要ですか？' },
        a: { 'zh-CN': '不需要。所有端口速率、MPLS、IPsec 与 NAT 功能出厂即已开通，只需按需选择电源配置。', en: 'No. All port speeds, MPLS, IPsec and NAT are enabled from the factory; you only choose the power configuration.', es: 'No. Todas las velocidades de puerto, MPLS, IPsec y NAT vienen activadas de fábrica; solo hay que elegir la configuración de alimentación.', fi: 'Ei. Kaikki porttinopeudet sekä MPLS-, IPsec- ja NAT-toiminnot ovat käytössä tehtaalta alkaen; valitset vain virransyöttövaihtoehdon.', fr: 'Non. Tous les débits de port, le MPLS, l’IPsec et le NAT sont activés d’usine ; il suffit de choisir la configuration d’alimentation.', ja: 'いいえ。すべてのポート速度、MPLS、IPsec、NAT は出荷時から有効で、選ぶのは電源構成だけです。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_CONFIG },
      { type: 'certificate', title: DOC_CE },
    ],
    skuAxes: [
      {
        attr: 'psu',
        values: [
          { key: 'single', suffix: '-AC' },
          { key: 'dual', suffix: '-2AC', priceDeltaUsdCents: 25000, weightDeltaG: 1400 },
          { key: 'dc', suffix: '-2DC', priceDeltaUsdCents: 28000, weightDeltaG: 1300 },
        ],
      },
    ],
    products: [
      { key: 'r8100-4x8g', model: 'R8100-4X8G', vars: { interfaces: '4× 10G SFP+ + 8× GbE RJ45', throughput: '20 Gbps', ipsec: '6 Gbps', routes: '2M', sessions: '4M' }, saleAttrs: { speed: '10G', mount: 'rack' }, priceUsdCents: 249900, weightG: 6200 },
      { key: 'r8100-4y8x', model: 'R8100-4Y8X', vars: { interfaces: '4× 25G SFP28 + 8× 10G SFP+', throughput: '60 Gbps', ipsec: '16 Gbps', routes: '4M', sessions: '8M' }, saleAttrs: { speed: '25G', mount: 'rack' }, priceUsdCents: 469900, weightG: 6800 },
      { key: 'r8300-4c16x', model: 'R8300-4C16X', vars: { interfaces: '4× 100G QSFP28 + 16× 10G SFP+', throughput: '200 Gbps', ipsec: '40 Gbps', routes: '8M', sessions: '16M' }, saleAttrs: { speed: '100G', mount: 'rack' }, priceUsdCents: 1189900, weightG: 11200 },
    ],
  },
  // ==== Wireless: indoor ceiling access points (AP7600 / AP7800) ====
  {
    category: 'wifi',
    image: 'ap',
    name: {
      'zh-CN': '{standard} 吸顶式无线接入点，{rate}',
      en: '{standard} Ceiling-Mount Access Point, {rate}',
      es: 'Punto de acceso {standard} de techo, {rate}',
      fi: '{standard} -kattotukiasema, {rate}',
      fr: 'Point d’accès {standard} pour plafond, {rate}',
      ja: '{standard} 天井設置型アクセスポイント（{rate}）',
    },
    short: {
      'zh-CN': '企业级室内无线接入点，支持云管理、本地控制器与无缝漫游。',
      en: 'Enterprise indoor access point with cloud or controller management and seamless roaming.',
      es: 'Punto de acceso de interior para empresas, con gestión en la nube o por controladora e itinerancia sin cortes.',
      fi: 'Yritystason sisätukiasema pilvi- tai ohjainhallinnalla ja saumattomalla verkkovierailulla.',
      fr: 'Point d’accès intérieur pour entreprises, administré depuis le cloud ou un contrôleur, avec itinérance transparente.',
      ja: 'クラウド／コントローラー管理とシームレスローミングに対応した法人向け屋内アクセスポイント。',
    },
    long: {
      'zh-CN':
        'YT {standard} 吸顶式 AP 采用 {bands} 射频设计，{streams} MU-MIMO 与 OFDMA 技术让高密度场景中的每个终端都能获得稳定带宽，最大速率 {rate}。\n\n## 部署简单\n\n- {uplink} 上联，使用 IEEE {poe} PoE 供电，一根网线即可完成安装\n- 通过 YT 云平台、本地控制器或单机 Web 界面管理\n- 802.11k/v/r 快速漫游与 WPA3 企业级加密\n\n标配白色外壳，另有黑色 -BK 款，可与深色吊顶和装饰风格融为一体。',
      en:
        'The YT {standard} ceiling access point combines {bands} radios with {streams} MU-MIMO and OFDMA, so every client gets steady bandwidth even in crowded spaces, with a peak rate of {rate}.\n\n## Easy to deploy\n\n- {uplink} uplink powered by IEEE {poe} PoE: one cable does it all\n- Manage it from YT Cloud, an on-site controller or the standalone web interface\n- 802.11k/v/r fast roaming and WPA3-Enterprise encryption\n\nIt comes in white as standard, and in black (-BK) for dark ceilings and designer interiors.',
    },
    features: [
      { 'zh-CN': '{bands} 射频，{streams} MU-MIMO 与 OFDMA', en: '{bands} radios with {streams} MU-MIMO and OFDMA', es: 'Radios de {bands} con MU-MIMO {streams} y OFDMA', fi: '{bands} -radiot, {streams} MU-MIMO ja OFDMA', fr: 'Radios {bands} avec MU-MIMO {streams} et OFDMA', ja: '{bands} の無線、{streams} MU-MIMO と OFDMA' },
      { 'zh-CN': '云平台、本地控制器与单机模式三种管理方式', en: 'Three ways to manage: YT Cloud, on-site controller or standalone', es: 'Tres modos de gestión: YT Cloud, controladora local o autónomo', fi: 'Kolme hallintatapaa: YT Cloud, paikallinen ohjain tai itsenäinen tila', fr: 'Trois modes d’administration : YT Cloud, contrôleur local ou autonome', ja: 'YT Cloud、オンプレミスコントローラー、スタンドアロンの 3 つの管理方式' },
      { 'zh-CN': '802.11k/v/r 快速漫游，WPA3 企业级安全', en: '802.11k/v/r fast roaming and WPA3-Enterprise security', es: 'Itinerancia rápida 802.11k/v/r y seguridad WPA3-Enterprise', fi: '802.11k/v/r-pikavierailu ja WPA3-Enterprise-suojaus', fr: 'Itinérance rapide 802.11k/v/r et sécurité WPA3-Enterprise', ja: '802.11k/v/r 高速ローミングと WPA3-Enterprise セキュリティ' },
      { 'zh-CN': '{uplink} 上联，IEEE {poe} PoE 供电', en: '{uplink} uplink with IEEE {poe} PoE power', es: 'Uplink {uplink} con alimentación PoE IEEE {poe}', fi: '{uplink} -nousulinkki ja IEEE {poe} -PoE-syöttö', fr: 'Liaison montante {uplink} alimentée en PoE IEEE {poe}', ja: '{uplink} アップリンク、IEEE {poe} PoE 給電' },
    ],
    specs: [
      { label: LBL_STANDARD, value: '{standard}' },
      { label: { 'zh-CN': '工作频段', en: 'Frequency bands', es: 'Bandas de frecuencia', fi: 'Taajuusalueet', fr: 'Bandes de fréquences', ja: '周波数帯' }, value: '{bands}' },
      { label: { 'zh-CN': '空间流', en: 'Spatial streams', es: 'Flujos espaciales', fi: 'Tilavirrat', fr: 'Flux spatiaux', ja: '空間ストリーム' }, value: '{streams}' },
      { label: { 'zh-CN': '最大速率', en: 'Maximum data rate', es: 'Velocidad máxima', fi: 'Suurin siirtonopeus', fr: 'Débit maximal', ja: '最大通信速度' }, value: '{rate}' },
      { label: LBL_UPLINKS, value: '{uplink}' },
      { label: { 'zh-CN': '供电方式', en: 'Power input', es: 'Alimentación', fi: 'Virransyöttö', fr: 'Alimentation', ja: '給電方式' }, value: 'PoE IEEE {poe}' },
      { label: { 'zh-CN': '最大接入终端数', en: 'Maximum clients', es: 'Clientes máximos', fi: 'Asiakaslaitteita enintään', fr: 'Clients maximum', ja: '最大接続端末数' }, value: '{clients}' },
      { label: { 'zh-CN': '安全', en: 'Security', es: 'Seguridad', fi: 'Tietoturva', fr: 'Sécurité', ja: 'セキュリティ' }, value: 'WPA3-Personal/Enterprise, WPA2, 802.1X' },
      { label: { 'zh-CN': '安装方式', en: 'Mounting', es: 'Montaje', fi: 'Asennus', fr: 'Montage', ja: '設置方法' }, value: { 'zh-CN': '吸顶或壁挂，附安装支架', en: 'Ceiling or wall, bracket included', es: 'Techo o pared, soporte incluido', fi: 'Katto tai seinä, kiinnike mukana', fr: 'Plafond ou mur, support fourni', ja: '天井または壁面（ブラケット付属）' } },
      { label: LBL_TEMP, value: '0–45 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '必须购买无线控制器吗？', en: 'Do I need a wireless controller?', es: '¿Necesito una controladora inalámbrica?', fi: 'Tarvitaanko langaton ohjain?', fr: 'Ai-je besoin d’un contrôleur sans fil ?', ja: '無線コントローラーは必要ですか？' },
        a: { 'zh-CN': '不需要。AP 可通过免费的 YT 云平台集中管理，也可使用本地控制器软件，或在小型场所以单机模式通过 Web 界面配置。', en: 'No. Manage the access points centrally in the free YT Cloud, with the on-site controller software, or one by one through the web interface in small sites.', es: 'No. Puede gestionar los puntos de acceso de forma centralizada en YT Cloud, gratuito, con el software de controladora local o, en instalaciones pequeñas, uno a uno por la interfaz web.', fi: 'Ei. Tukiasemia voi hallita keskitetysti maksuttomassa YT Cloudissa, paikallisella ohjainohjelmistolla tai pienissä kohteissa yksitellen verkkokäyttöliittymän kautta.', fr: 'Non. Administrez les points d’accès de façon centralisée dans YT Cloud, gratuit, avec le logiciel contrôleur local, ou un par un via l’interface web sur les petits sites.', ja: '不要です。無料の YT Cloud での一元管理、オンプレミスのコントローラーソフトウェア、小規模環境では Web 画面による個別設定のいずれも選べます。' },
      },
      {
        q: { 'zh-CN': '需要什么样的 PoE 交换机？', en: 'What kind of PoE switch do I need?', es: '¿Qué tipo de switch PoE necesito?', fi: 'Millaisen PoE-kytkimen tarvitsen?', fr: 'Quel commutateur PoE me faut-il ?', ja: 'どのような PoE スイッチが必要ですか？' },
        a: { 'zh-CN': '该 AP 在 IEEE {poe} 端口上即可满性能运行。{uplink} 上联建议搭配同速率的多千兆交换机，例如 YT S3950 系列，以免有线端口成为瓶颈。', en: 'The access point runs at full performance on an IEEE {poe} port. For the {uplink} uplink, pair it with a switch of matching speed, such as the YT S3950 multi-gigabit series, so the wired port is not the bottleneck.', es: 'El punto de acceso funciona a pleno rendimiento en un puerto IEEE {poe}. Para el uplink {uplink}, combínelo con un switch de la misma velocidad, como la serie multigigabit YT S3950, para que el puerto cableado no sea el cuello de botella.', fi: 'Tukiasema toimii täydellä suorituskyvyllä IEEE {poe} -portissa. Yhdistä {uplink} -nousulinkki samannopeuksiseen kytkimeen, esimerkiksi YT S3950 -monigigabittisarjaan, jotta kiinteä yhteys ei muodostu pullonkaulaksi.', fr: 'Le point d’accès fonctionne à pleine performance sur un port IEEE {poe}. Pour la liaison montante {uplink}, associez-le à un commutateur de même débit, comme la série multigigabit YT S3950, afin que le port filaire ne devienne pas le goulot d’étranglement.', ja: 'IEEE {poe} ポートでフル性能を発揮します。{uplink} アップリンクには YT S3950 マルチギガビットシリーズなど同等速度のスイッチを組み合わせ、有線側がボトルネックにならないようにしてください。' },
      },
      {
        q: { 'zh-CN': '黑色 -BK 款与白色款有区别吗？', en: 'Is the black -BK version any different?', es: '¿La versión negra -BK tiene alguna diferencia?', fi: 'Eroaako musta -BK-versio jotenkin?', fr: 'La version noire -BK est-elle différente ?', ja: 'ブラックの -BK 版に違いはありますか？' },
        a: { 'zh-CN': '仅外壳颜色不同，射频性能、功能与保修完全一致。', en: 'Only the housing colour differs; radio performance, features and warranty are identical.', es: 'Solo cambia el color de la carcasa; el rendimiento de radio, las funciones y la garantía son idénticos.', fi: 'Vain kotelon väri on eri; radiosuorituskyky, ominaisuudet ja takuu ovat samat.', fr: 'Seule la couleur du boîtier change ; performances radio, fonctions et garantie sont identiques.', ja: '異なるのは筐体の色だけで、無線性能、機能、保証は同じです。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'guide', title: DOC_QIG },
      { type: 'certificate', title: DOC_CE },
    ],
    skuAxes: [
      { attr: 'color', values: [{ key: 'white', suffix: '' }, { key: 'black', suffix: '-BK', priceDeltaUsdCents: 1000 }] },
    ],
    products: [
      { key: 'ap7610-ax', model: 'AP7610-AX', vars: { standard: 'Wi-Fi 6', rate: '1.77 Gbps', bands: '2.4 GHz + 5 GHz', streams: '2×2:2', uplink: '1× 1G RJ45', poe: '802.3af', clients: '256' }, saleAttrs: { wifi_standard: 'Wi-Fi 6', mount: 'ceiling', speed: '1G' }, priceUsdCents: 11900, weightG: 650 },
      { key: 'ap7630-ax', model: 'AP7630-AX', vars: { standard: 'Wi-Fi 6', rate: '5.95 Gbps', bands: '2.4 GHz + 5 GHz', streams: '4×4:4', uplink: '1× 2.5G RJ45', poe: '802.3at', clients: '512' }, saleAttrs: { wifi_standard: 'Wi-Fi 6', mount: 'ceiling', speed: '2.5G' }, priceUsdCents: 27900, weightG: 1050, featured: true },
      { key: 'ap7650-axe', model: 'AP7650-AXE', vars: { standard: 'Wi-Fi 6E', rate: '5.4 Gbps', bands: '2.4 GHz + 5 GHz + 6 GHz', streams: '2×2:2', uplink: '1× 2.5G RJ45', poe: '802.3at', clients: '768' }, saleAttrs: { wifi_standard: 'Wi-Fi 6E', mount: 'ceiling', speed: '2.5G' }, priceUsdCents: 34900, weightG: 900 },
      { key: 'ap7810-be', model: 'AP7810-BE', vars: { standard: 'Wi-Fi 7', rate: '9.3 Gbps', bands: '2.4 GHz + 5 GHz + 6 GHz', streams: '2×2:2', uplink: '1× 10G RJ45', poe: '802.3bt', clients: '1024' }, saleAttrs: { wifi_standard: 'Wi-Fi 7', mount: 'ceiling', speed: '10G' }, priceUsdCents: 49900, weightG: 1200, isNew: true },
    ],
  },
  // ==== Wireless: wall-plate access points (AP7200) ====
  {
    category: 'wifi',
    image: 'ap',
    name: {
      'zh-CN': '{standard} 面板式无线接入点，{rate}',
      en: '{standard} Wall-Plate Access Point, {rate}',
      es: 'Punto de acceso de placa de pared {standard}, {rate}',
      fi: '{standard} -seinärasiatukiasema, {rate}',
      fr: 'Point d’accès {standard} en applique murale, {rate}',
      ja: '{standard} 壁埋込型アクセスポイント（{rate}）',
    },
    short: {
      'zh-CN': '安装在标准墙面底盒上的面板式 AP，为酒店客房、宿舍与教室同时提供 Wi-Fi 和有线网口。',
      en: 'In-wall access point that fits a standard wall box and gives hotel rooms, dorms and classrooms both Wi-Fi and wired ports.',
      es: 'Punto de acceso empotrable que encaja en una caja de pared estándar y ofrece Wi-Fi y puertos cableados en habitaciones de hotel, residencias y aulas.',
      fi: 'Vakiokokoiseen seinärasiaan asennettava tukiasema, joka tuo hotellihuoneisiin, asuntoloihin ja luokkiin sekä Wi-Fin että kiinteät verkkoportit.',
      fr: 'Point d’accès encastrable dans une boîte murale standard, qui offre Wi-Fi et ports filaires aux chambres d’hôtel, résidences et salles de classe.',
      ja: '標準の壁面ボックスに取り付けでき、ホテル客室・寮・教室に Wi-Fi と有線ポートを同時に提供する壁埋込型 AP。',
    },
    long: {
      'zh-CN':
        '面板式 AP 直接安装在现有网络信息点的底盒上，沿用原有网线，无需吊顶施工。每个房间部署一台，信号无需穿墙，{standard} 最大速率 {rate}。\n\n## 无线与有线兼顾\n\n- {uplink} 上联，PoE 供电\n- 面板下方提供 {lan} 有线口，可连接电视、IPTV 机顶盒与 IP 电话\n- LAN1 口支持 PoE 输出，可为 IP 电话供电\n\n与吸顶式 AP 共用 YT 云平台统一管理，提供白色与黑色两种外壳。',
      en:
        'The wall-plate access point mounts on the box of an existing network outlet and reuses the cable already in the wall, with no ceiling work. With one unit per room, the signal never has to pass through walls, and {standard} delivers up to {rate}.\n\n## Wireless and wired in one\n\n- {uplink} uplink with PoE power\n- {lan} wired ports underneath for TVs, IPTV set-top boxes and IP phones\n- PoE output on LAN1 to power an IP phone\n\nIt is managed in YT Cloud alongside the ceiling access points, and comes in white or black.',
    },
    features: [
      { 'zh-CN': '适配 86 型与美标单联底盒，沿用现有网线', en: 'Fits 86 mm and US single-gang wall boxes, reusing existing cabling', es: 'Encaja en cajas de pared de 86 mm y de un módulo estadounidense, aprovechando el cableado existente', fi: 'Sopii 86 mm:n ja yhdysvaltalaisiin yksiosaisiin seinärasioihin, olemassa oleva kaapelointi säilyy', fr: 'S’adapte aux boîtiers muraux de 86 mm et aux boîtiers US simple poste, en réutilisant le câblage existant', ja: '86 型および米国規格の 1 個用ボックスに対応し、既存の配線をそのまま利用' },
      { 'zh-CN': '{lan} 有线口，LAN1 支持 PoE 输出', en: '{lan} wired ports, with PoE output on LAN1', es: '{lan} puertos cableados, con salida PoE en LAN1', fi: '{lan} kiinteää porttia, LAN1 syöttää PoE-virtaa', fr: '{lan} ports filaires, avec sortie PoE sur LAN1', ja: '{lan} の有線ポート、LAN1 は PoE 出力対応' },
      { 'zh-CN': '与吸顶式 AP 共用 YT 云平台，统一配置与漫游', en: 'Shares YT Cloud with the ceiling access points for one configuration and seamless roaming', es: 'Comparte YT Cloud con los puntos de acceso de techo: una sola configuración e itinerancia sin cortes', fi: 'Hallitaan samassa YT Cloudissa kuin kattotukiasemat: yhtenäiset asetukset ja saumaton verkkovierailu', fr: 'Partage YT Cloud avec les points d’accès de plafond : configuration unique et itinérance transparente', ja: '天井設置型 AP と同じ YT Cloud で設定を統一し、シームレスにローミング' },
      { 'zh-CN': '超薄面板设计，白色与黑色可选', en: 'Slim faceplate in white or black', es: 'Placa frontal delgada en blanco o negro', fi: 'Ohut etulevy valkoisena tai mustana', fr: 'Façade fine, en blanc ou en noir', ja: '白と黒から選べる薄型フェースプレート' },
    ],
    specs: [
      { label: LBL_STANDARD, value: '{standard}' },
      { label: { 'zh-CN': '工作频段', en: 'Frequency bands', es: 'Bandas de frecuencia', fi: 'Taajuusalueet', fr: 'Bandes de fréquences', ja: '周波数帯' }, value: '{bands}' },
      { label: { 'zh-CN': '最大速率', en: 'Maximum data rate', es: 'Velocidad máxima', fi: 'Suurin siirtonopeus', fr: 'Débit maximal', ja: '最大通信速度' }, value: '{rate}' },
      { label: LBL_UPLINKS, value: '{uplink}' },
      { label: { 'zh-CN': 'LAN 口', en: 'LAN ports', es: 'Puertos LAN', fi: 'LAN-portit', fr: 'Ports LAN', ja: 'LAN ポート' }, value: '{lan}' },
      { label: { 'zh-CN': '供电方式', en: 'Power input', es: 'Alimentación', fi: 'Virransyöttö', fr: 'Alimentation', ja: '給電方式' }, value: { 'zh-CN': 'PoE IEEE 802.3at；启用 LAN1 PoE 输出时需 802.3bt', en: 'PoE IEEE 802.3at; 802.3bt when LAN1 PoE output is used', es: 'PoE IEEE 802.3at; 802.3bt si se usa la salida PoE de LAN1', fi: 'PoE IEEE 802.3at; 802.3bt, kun LAN1:n PoE-lähtöä käytetään', fr: 'PoE IEEE 802.3at ; 802.3bt si la sortie PoE de LAN1 est utilisée', ja: 'PoE IEEE 802.3at（LAN1 の PoE 出力使用時は 802.3bt）' } },
      { label: { 'zh-CN': '安装方式', en: 'Mounting', es: 'Montaje', fi: 'Asennus', fr: 'Montage', ja: '設置方法' }, value: { 'zh-CN': '86 型或美标单联墙面底盒', en: '86 mm or US single-gang wall box', es: 'Caja de pared de 86 mm o de un módulo estadounidense', fi: '86 mm:n tai yhdysvaltalainen yksiosainen seinärasia', fr: 'Boîtier mural 86 mm ou US simple poste', ja: '86 型または米国規格 1 個用壁面ボックス' } },
      { label: LBL_TEMP, value: '0–40 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '能装在我现有的墙面底盒上吗？', en: 'Will it fit my existing wall box?', es: '¿Encaja en mi caja de pared actual?', fi: 'Sopiiko laite nykyiseen seinärasiaani?', fr: 'S’adapte-t-il à mon boîtier mural existant ?', ja: '既存の壁面ボックスに取り付けられますか？' },
        a: { 'zh-CN': '可直接安装在 86 型和美标单联底盒上；欧式 60 mm 圆形底盒请使用随附的转接板。', en: 'It mounts directly on 86 mm and US single-gang boxes; for European 60 mm round boxes, use the adapter plate in the box.', es: 'Se monta directamente en cajas de 86 mm y de un módulo estadounidense; para cajas redondas europeas de 60 mm, use la placa adaptadora incluida.', fi: 'Laite kiinnittyy suoraan 86 mm:n ja yhdysvaltalaisiin yksiosaisiin rasioihin. Eurooppalaisiin 60 mm:n pyöreisiin rasioihin käytä pakkauksen sovitinlevyä.', fr: 'Il se fixe directement sur les boîtiers de 86 mm et US simple poste ; pour les boîtes d’encastrement européennes rondes de 60 mm, utilisez la plaque d’adaptation fournie.', ja: '86 型と米国規格 1 個用ボックスには直接取り付けられます。欧州の 60 mm 丸型ボックスには付属のアダプタープレートをご使用ください。' },
      },
      {
        q: { 'zh-CN': '可以通过 AP 为 IP 电话供电吗？', en: 'Can the access point power an IP phone?', es: '¿Puede el punto de acceso alimentar un teléfono IP?', fi: 'Voiko tukiasema syöttää virtaa IP-puhelimelle?', fr: 'Le point d’accès peut-il alimenter un téléphone IP ?', ja: 'AP から IP 電話に給電できますか？' },
        a: { 'zh-CN': '可以。当 AP 由 802.3bt 交换机端口供电时，LAN1 口可按 802.3af 为 IP 电话输出最高 13 W 的功率。', en: 'Yes. When the access point is fed from an 802.3bt switch port, LAN1 supplies up to 13 W (802.3af) to an IP phone.', es: 'Sí. Cuando el punto de acceso se alimenta desde un puerto 802.3bt, LAN1 entrega hasta 13 W (802.3af) a un teléfono IP.', fi: 'Kyllä. Kun tukiasema saa virtansa 802.3bt-kytkinportista, LAN1 syöttää IP-puhelimelle enintään 13 W (802.3af).', fr: 'Oui. Lorsque le point d’accès est alimenté par un port 802.3bt, LAN1 fournit jusqu’à 13 W (802.3af) à un téléphone IP.', ja: 'はい。AP を 802.3bt 対応スイッチポートから給電している場合、LAN1 から IP 電話へ最大 13 W（802.3af）を供給できます。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'guide', title: DOC_QIG },
    ],
    skuAxes: [
      { attr: 'color', values: [{ key: 'white', suffix: '' }, { key: 'black', suffix: '-BK', priceDeltaUsdCents: 800 }] },
    ],
    products: [
      { key: 'ap7210-ax', model: 'AP7210-AX', vars: { standard: 'Wi-Fi 6', rate: '1.77 Gbps', bands: '2.4 GHz + 5 GHz', uplink: '1× 1G RJ45', lan: '4× 1G RJ45' }, saleAttrs: { wifi_standard: 'Wi-Fi 6', mount: 'wall', speed: '1G' }, priceUsdCents: 9900, weightG: 380 },
      { key: 'ap7230-axe', model: 'AP7230-AXE', vars: { standard: 'Wi-Fi 6E', rate: '4.2 Gbps', bands: '2.4 GHz + 5 GHz + 6 GHz', uplink: '1× 2.5G RJ45', lan: '4× 1G RJ45' }, saleAttrs: { wifi_standard: 'Wi-Fi 6E', mount: 'wall', speed: '2.5G' }, priceUsdCents: 17900, weightG: 420 },
      { key: 'ap7250-be', model: 'AP7250-BE', vars: { standard: 'Wi-Fi 7', rate: '3.6 Gbps', bands: '2.4 GHz + 5 GHz', uplink: '1× 2.5G RJ45', lan: '4× 1G RJ45' }, saleAttrs: { wifi_standard: 'Wi-Fi 7', mount: 'wall', speed: '2.5G' }, priceUsdCents: 21900, weightG: 430, isNew: true },
    ],
  },
  // ==== NICs: SFP+/SFP28/QSFP fibre adapters ====
  {
    category: 'nics',
    image: 'nic',
    name: {
      'zh-CN': '{chip} {ports} 端口 {speed} {cage} PCIe 网卡',
      en: '{ports}-Port {speed} {cage} PCIe Network Adapter, {chip}',
      es: 'Tarjeta de red PCIe {speed} {cage} de {ports} puertos, {chip}',
      fi: 'PCIe-verkkokortti {ports} × {speed} {cage}, {chip}',
      fr: 'Carte réseau PCIe {ports} ports {speed} {cage}, {chip}',
      ja: '{chip} 搭載 {speed} {cage} {ports} ポート PCIe ネットワークアダプター',
    },
    short: {
      'zh-CN': '面向虚拟化、存储与云计算的服务器网卡，可选全高/半高挡板及 Dell、HPE 兼容版本。',
      en: 'Server adapter for virtualisation, storage and cloud workloads, with full-height or low-profile brackets and Dell- or HPE-compatible versions.',
      es: 'Adaptador para servidores orientado a virtualización, almacenamiento y nube, con soporte de altura completa o perfil bajo y versiones compatibles con Dell o HPE.',
      fi: 'Palvelinverkkokortti virtualisointiin, tallennukseen ja pilvikuormiin; täyskorkea tai matala kiinnike sekä Dell- ja HPE-yhteensopivat versiot.',
      fr: 'Carte serveur pour la virtualisation, le stockage et le cloud, avec équerre pleine hauteur ou profil bas et versions compatibles Dell ou HPE.',
      ja: '仮想化・ストレージ・クラウド向けサーバーアダプター。フルハイト／ロープロファイルブラケット、Dell・HPE 互換版を選択可能。',
    },
    long: {
      'zh-CN':
        '这款网卡基于 {chip} 芯片，提供 {ports} 个 {speed} {cage} 端口，通过 {pcie} 接口连接服务器，硬件卸载功能包括 {offloads}，可显著降低 CPU 占用。\n\n## 按服务器选型\n\n- 全高或半高挡板，适配塔式与 1U/2U 机架服务器\n- 通用版适用于任何品牌服务器\n- Dell 与 HPE 兼容版预置 OEM 固件，可被 iDRAC 与 iLO 正确识别\n\n主流操作系统均内置驱动，并已通过 VMware ESXi 兼容性测试。每张网卡出厂前都会搭配 YT 光模块和 DAC 线缆进行实际链路测试。',
      en:
        'Built on the {chip}, this adapter offers {ports} {speed} {cage} ports on a {pcie} host interface. Hardware offloads, including {offloads}, take load off the server CPU.\n\n## Choose it to match your server\n\n- Full-height or low-profile bracket for tower and 1U/2U rack servers\n- Generic version for servers of any brand\n- Dell- and HPE-compatible versions with OEM firmware that iDRAC and iLO recognise correctly\n\nInbox drivers ship with all major operating systems, and the card is tested for VMware ESXi compatibility. Every adapter is link-tested with YT optics and DAC cables before shipping.',
    },
    features: [
      { 'zh-CN': '{ports} 个 {speed} {cage} 端口，{pcie} 主机接口', en: '{ports}× {speed} {cage} ports on {pcie}', es: '{ports} puertos {speed} {cage} sobre {pcie}', fi: '{ports} × {speed} {cage} -portit, {pcie} -väylä', fr: '{ports} ports {speed} {cage} sur {pcie}', ja: '{speed} {cage} ポート × {ports}、{pcie} 接続' },
      { 'zh-CN': '硬件卸载：{offloads}', en: 'Hardware offloads: {offloads}', es: 'Descargas por hardware: {offloads}', fi: 'Laitteistokiihdytykset: {offloads}', fr: 'Délestages matériels : {offloads}', ja: 'ハードウェアオフロード：{offloads}' },
      { 'zh-CN': 'Dell 与 HPE 兼容版可被 iDRAC/iLO 识别，风扇转速保持正常', en: 'Dell- and HPE-compatible versions are recognised by iDRAC/iLO, so fans stay at normal speed', es: 'Las versiones compatibles con Dell y HPE son reconocidas por iDRAC/iLO y los ventiladores mantienen su velocidad normal', fi: 'iDRAC/iLO tunnistaa Dell- ja HPE-yhteensopivat versiot, joten tuulettimet pysyvät normaalinopeudella', fr: 'Les versions compatibles Dell et HPE sont reconnues par iDRAC/iLO : les ventilateurs restent à vitesse normale', ja: 'Dell／HPE 互換版は iDRAC／iLO に正しく認識され、ファン回転数も通常のまま' },
      { 'zh-CN': '主流操作系统内置驱动，通过 VMware ESXi 兼容性测试', en: 'Inbox drivers in all major operating systems, tested for VMware ESXi', es: 'Controladores integrados en los principales sistemas operativos, probada con VMware ESXi', fi: 'Ajurit valmiina kaikissa yleisissä käyttöjärjestelmissä, testattu VMware ESXi:n kanssa', fr: 'Pilotes intégrés aux principaux systèmes d’exploitation, testée avec VMware ESXi', ja: '主要 OS に標準ドライバーを搭載、VMware ESXi での動作検証済み' },
    ],
    specs: [
      { label: LBL_CONTROLLER, value: '{chip}' },
      { label: LBL_PORTS, value: '{ports}× {speed} {cage}' },
      { label: LBL_HOST, value: '{pcie}' },
      { label: { 'zh-CN': '硬件卸载', en: 'Hardware offloads', es: 'Descargas por hardware', fi: 'Laitteistokiihdytykset', fr: 'Délestages matériels', ja: 'ハードウェアオフロード' }, value: '{offloads}' },
      { label: LBL_POWER_DRAW, value: '{power}' },
      { label: { 'zh-CN': '挡板', en: 'Bracket', es: 'Soporte', fi: 'Kiinnike', fr: 'Équerre', ja: 'ブラケット' }, value: { 'zh-CN': '全高或半高（按订单型号出厂）', en: 'Full height or low profile (as ordered)', es: 'Altura completa o perfil bajo (según pedido)', fi: 'Täysi korkeus tai matala profiili (tilauksen mukaan)', fr: 'Pleine hauteur ou profil bas (selon commande)', ja: 'フルハイトまたはロープロファイル（ご注文の型番による）' } },
      { label: { 'zh-CN': '操作系统支持', en: 'Operating systems', es: 'Sistemas operativos', fi: 'Käyttöjärjestelmät', fr: 'Systèmes d’exploitation', ja: '対応 OS' }, value: 'Windows Server, Linux, VMware ESXi, FreeBSD' },
      { label: LBL_TEMP, value: '0–55 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '通用版、Dell 版与 HPE 版有什么区别？', en: 'What is the difference between the generic, Dell and HPE versions?', es: '¿Qué diferencia hay entre las versiones genérica, Dell y HPE?', fi: 'Mitä eroa on yleisellä, Dell- ja HPE-versiolla?', fr: 'Quelle différence entre les versions générique, Dell et HPE ?', ja: '汎用版、Dell 版、HPE 版の違いは何ですか？' },
        a: { 'zh-CN': '硬件完全相同，区别在于固件。Dell 与 HPE 版预置 OEM 兼容固件，服务器的 iDRAC 或 iLO 能正确识别网卡并读取温度，避免风扇全速运转；其他品牌服务器请选择通用版。', en: 'The hardware is identical; only the firmware differs. Dell and HPE versions carry OEM-compatible firmware, so the server’s iDRAC or iLO identifies the card and reads its temperature instead of running the fans at full speed. For other server brands, choose the generic version.', es: 'El hardware es idéntico; solo cambia el firmware. Las versiones Dell y HPE llevan firmware compatible con OEM, de modo que iDRAC o iLO identifican la tarjeta y leen su temperatura en lugar de poner los ventiladores al máximo. Para servidores de otras marcas, elija la versión genérica.', fi: 'Laitteisto on sama, vain laiteohjelmisto eroaa. Dell- ja HPE-versioissa on OEM-yhteensopiva laiteohjelmisto, joten palvelimen iDRAC tai iLO tunnistaa kortin ja lukee sen lämpötilan eikä aja tuulettimia täydellä teholla. Muiden merkkien palvelimiin valitse yleinen versio.', fr: 'Le matériel est identique, seul le micrologiciel change. Les versions Dell et HPE embarquent un micrologiciel compatible OEM : l’iDRAC ou l’iLO du serveur identifie la carte et lit sa température au lieu de pousser les ventilateurs à fond. Pour les autres marques de serveurs, choisissez la version générique.', ja: 'ハードウェアは同一で、異なるのはファームウェアのみです。Dell 版と HPE 版は OEM 互換ファームウェアを搭載しているため、サーバーの iDRAC／iLO がカードを認識して温度を読み取り、ファンが全開になりません。その他のメーカーのサーバーには汎用版をお選びください。' },
      },
      {
        q: { 'zh-CN': '可以使用哪些光模块和 DAC 线缆？', en: 'Which optics and DAC cables can I use?', es: '¿Qué ópticas y cables DAC puedo usar?', fi: 'Mitä optiikoita ja DAC-kaapeleita voin käyttää?', fr: 'Quelles optiques et quels câbles DAC puis-je utiliser ?', ja: 'どの光モジュールと DAC ケーブルを使用できますか？' },
        a: { 'zh-CN': '部分网卡芯片会校验模块编码。我们在每款网卡上测试了对应速率的 YT 光模块与 DAC 线缆，请选择产品页“兼容”列表中的型号，或与网卡一起下单。', en: 'Some NIC controllers check module coding. We test matching YT optics and DAC cables on every card; choose modules from the compatibility list on the product page, or order them together with the card.', es: 'Algunos controladores de red verifican la codificación del módulo. Probamos en cada tarjeta las ópticas y los cables DAC de YT correspondientes; elija módulos de la lista de compatibilidad de la página del producto o pídalos junto con la tarjeta.', fi: 'Osa verkkokorttien ohjaimista tarkistaa moduulin koodauksen. Testaamme jokaisella kortilla sopivat YT-optiikat ja DAC-kaapelit; valitse moduulit tuotesivun yhteensopivuusluettelosta tai tilaa ne kortin kanssa.', fr: 'Certains contrôleurs vérifient le codage des modules. Nous testons les optiques et câbles DAC YT adaptés sur chaque carte : choisissez-les dans la liste de compatibilité de la fiche produit ou commandez-les avec la carte.', ja: '一部の NIC コントローラーはモジュールのコーディングを確認します。各カードで対応する YT 光モジュールと DAC ケーブルを検証済みですので、製品ページの互換性リストから選ぶか、カードと一緒にご注文ください。' },
      },
      {
        q: { 'zh-CN': '以后可以更换挡板吗？', en: 'Can I change the bracket later?', es: '¿Puedo cambiar el soporte más adelante?', fi: 'Voinko vaihtaa kiinnikkeen myöhemmin?', fr: 'Puis-je changer d’équerre plus tard ?', ja: 'ブラケットは後から交換できますか？' },
        a: { 'zh-CN': '可以。挡板由两颗螺丝固定，可单独购买另一种高度的挡板自行更换。', en: 'Yes. The bracket is held by two screws, and brackets of the other height are sold separately.', es: 'Sí. El soporte va sujeto con dos tornillos y los soportes de la otra altura se venden por separado.', fi: 'Kyllä. Kiinnike on kiinnitetty kahdella ruuvilla, ja toisen korkuisia kiinnikkeitä myydään erikseen.', fr: 'Oui. L’équerre est fixée par deux vis, et les équerres de l’autre hauteur sont vendues séparément.', ja: 'はい。ブラケットはネジ 2 本で固定されており、もう一方の高さのブラケットは別売りしています。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'guide', title: DOC_DRIVER },
    ],
    skuAxes: [
      { attr: 'bracket', values: [{ key: 'full', suffix: '' }, { key: 'low', suffix: '-LP' }] },
      { attr: 'coding', values: [{ key: 'generic', suffix: '' }, { key: 'Dell', suffix: '-DL', priceDeltaUsdCents: 1500 }, { key: 'HPE', suffix: '-HP', priceDeltaUsdCents: 1500 }] },
    ],
    products: [
      { key: 'nic-x710-da2', model: 'NIC-X710-DA2', vars: { ports: '2', speed: '10G', cage: 'SFP+', chip: 'Intel X710-BM2', pcie: 'PCIe 3.0 x8', offloads: 'SR-IOV, VXLAN/GENEVE, DPDK', power: '3.7 W' }, saleAttrs: { speed: '10G', ports: '2', pcie: 'PCIe 3.0 x8', form_factor: 'SFP+' }, priceUsdCents: 17900, weightG: 160, featured: true, compat: [...NIC_OS, 'FreeBSD 14'] },
      { key: 'nic-x710-da4', model: 'NIC-X710-DA4', vars: { ports: '4', speed: '10G', cage: 'SFP+', chip: 'Intel X710-AM2', pcie: 'PCIe 3.0 x8', offloads: 'SR-IOV, VXLAN/GENEVE, DPDK', power: '6.0 W' }, saleAttrs: { speed: '10G', ports: '4', pcie: 'PCIe 3.0 x8', form_factor: 'SFP+' }, priceUsdCents: 29900, weightG: 200, compat: [...NIC_OS, 'FreeBSD 14'] },
      { key: 'nic-e810-xxvda2', model: 'NIC-E810-XXVDA2', vars: { ports: '2', speed: '25G', cage: 'SFP28', chip: 'Intel E810-XXVAM2', pcie: 'PCIe 4.0 x8', offloads: 'RoCEv2, iWARP, SR-IOV, DPDK', power: '11.3 W' }, saleAttrs: { speed: '25G', ports: '2', pcie: 'PCIe 4.0 x8', form_factor: 'SFP28' }, priceUsdCents: 32900, weightG: 190, isNew: true, compat: NIC_OS },
      { key: 'nic-cx4lx-2y', model: 'NIC-CX4LX-2Y', vars: { ports: '2', speed: '25G', cage: 'SFP28', chip: 'NVIDIA ConnectX-4 Lx', pcie: 'PCIe 3.0 x8', offloads: 'RoCEv2, SR-IOV, VXLAN, DPDK', power: '8.2 W' }, saleAttrs: { speed: '25G', ports: '2', pcie: 'PCIe 3.0 x8', form_factor: 'SFP28' }, priceUsdCents: 27900, weightG: 170, compat: [...NIC_OS, 'Citrix Hypervisor 8.2'] },
      { key: 'nic-e810-cqda2', model: 'NIC-E810-CQDA2', vars: { ports: '2', speed: '100G', cage: 'QSFP28', chip: 'Intel E810-CAM2', pcie: 'PCIe 4.0 x16', offloads: 'RoCEv2, iWARP, SR-IOV, DPDK', power: '19.8 W' }, saleAttrs: { speed: '100G', ports: '2', pcie: 'PCIe 4.0 x16', form_factor: 'QSFP28' }, priceUsdCents: 84900, weightG: 330, compat: NIC_OS },
      { key: 'nic-cx6dx-2c', model: 'NIC-CX6DX-2C', vars: { ports: '2', speed: '100G', cage: 'QSFP56', chip: 'NVIDIA ConnectX-6 Dx', pcie: 'PCIe 4.0 x16', offloads: 'RoCEv2, SR-IOV, IPsec/TLS, DPDK', power: '18.7 W' }, saleAttrs: { speed: '100G', ports: '2', pcie: 'PCIe 4.0 x16', form_factor: 'QSFP56' }, priceUsdCents: 89900, weightG: 320, compat: [...NIC_OS, 'Citrix Hypervisor 8.2'] },
    ],
  },
  // ==== NICs: 10GBASE-T copper adapters ====
  {
    category: 'nics',
    image: 'nic',
    name: {
      'zh-CN': '{chip} {ports} 端口 10GBASE-T PCIe 网卡',
      en: '{ports}-Port 10GBASE-T PCIe Network Adapter, {chip}',
      es: 'Tarjeta de red PCIe 10GBASE-T de {ports} puertos, {chip}',
      fi: 'PCIe-verkkokortti {ports} × 10GBASE-T, {chip}',
      fr: 'Carte réseau PCIe 10GBASE-T {ports} ports, {chip}',
      ja: '{chip} 搭載 10GBASE-T {ports} ポート PCIe ネットワークアダプター',
    },
    short: {
      'zh-CN': '通过普通铜缆即可实现万兆的服务器网卡，支持多速率自适应。',
      en: 'Server adapter that brings 10G over ordinary copper cabling, with multi-rate auto-negotiation.',
      es: 'Adaptador para servidores que lleva 10G sobre cableado de cobre convencional, con autonegociación multivelocidad.',
      fi: 'Palvelinverkkokortti, joka tuo 10G-nopeuden tavalliseen kuparikaapelointiin; automaattinen nopeuden valinta.',
      fr: 'Carte serveur qui apporte le 10G sur un câblage cuivre ordinaire, avec négociation automatique multidébit.',
      ja: '一般的な銅線ケーブルで 10G を実現するサーバーアダプター。マルチレートのオートネゴシエーションに対応。',
    },
    long: {
      'zh-CN':
        '当机房或办公区已经部署 Cat6A 布线时，10GBASE-T 网卡无需光模块即可把服务器与工作站升级到万兆。本卡基于 {chip}，提供 {ports} 个 RJ45 端口，支持 {rates} 自适应，通过 {pcie} 连接主机。\n\n## 适用场景\n\n- 虚拟化主机与 NAS 存储的万兆接入\n- 视频剪辑、CAD 等大文件工作站\n- 与多千兆交换机配合，平滑过渡到 2.5G/5G/10G\n\n支持 SR-IOV、PXE 与 iSCSI 启动，并提供全高/半高挡板以及 Dell、HPE 兼容版本。',
      en:
        'Where Cat6A cabling is already in place, a 10GBASE-T adapter moves servers and workstations to 10G without any optics. This card uses the {chip}, with {ports} RJ45 ports that auto-negotiate {rates}, on a {pcie} host interface.\n\n## Where it fits\n\n- 10G links for virtualisation hosts and NAS storage\n- Workstations that move large files, such as video editing and CAD\n- Smooth migration to 2.5G/5G/10G alongside multi-gigabit switches\n\nSR-IOV, PXE and iSCSI boot are supported, with full-height or low-profile brackets and Dell- or HPE-compatible versions.',
    },
    features: [
      { 'zh-CN': '{rates} 多速率自适应，兼容现有铜缆', en: '{rates} multi-rate auto-negotiation over existing copper', es: 'Autonegociación multivelocidad {rates} sobre el cobre existente', fi: 'Automaattinen {rates} -nopeuden valinta olemassa olevalla kuparikaapeloinnilla', fr: 'Négociation automatique multidébit {rates} sur le cuivre existant', ja: '{rates} のマルチレート自動認識で既存の銅線配線に対応' },
      { 'zh-CN': '{ports} 个 RJ45 端口，{pcie} 主机接口', en: '{ports} RJ45 ports on {pcie}', es: '{ports} puertos RJ45 sobre {pcie}', fi: '{ports} RJ45-porttia, {pcie} -väylä', fr: '{ports} ports RJ45 sur {pcie}', ja: 'RJ45 ポート × {ports}、{pcie} 接続' },
      { 'zh-CN': '支持 SR-IOV、VMDq、PXE 与 iSCSI 启动', en: 'SR-IOV, VMDq, PXE and iSCSI boot', es: 'SR-IOV, VMDq y arranque PXE e iSCSI', fi: 'SR-IOV, VMDq sekä PXE- ja iSCSI-käynnistys', fr: 'SR-IOV, VMDq et démarrage PXE et iSCSI', ja: 'SR-IOV、VMDq、PXE ブート、iSCSI ブートに対応' },
      { 'zh-CN': '提供通用、Dell 与 HPE 兼容版本', en: 'Available in generic, Dell-compatible and HPE-compatible versions', es: 'Disponible en versiones genérica, compatible con Dell y compatible con HPE', fi: 'Saatavana yleisenä sekä Dell- ja HPE-yhteensopivana versiona', fr: 'Disponible en versions générique, compatible Dell et compatible HPE', ja: '汎用版、Dell 互換版、HPE 互換版をご用意' },
    ],
    specs: [
      { label: LBL_CONTROLLER, value: '{chip}' },
      { label: LBL_PORTS, value: '{ports}× RJ45' },
      { label: { 'zh-CN': '支持速率', en: 'Supported rates', es: 'Velocidades admitidas', fi: 'Tuetut nopeudet', fr: 'Débits pris en charge', ja: '対応速度' }, value: '{rates}' },
      { label: LBL_HOST, value: '{pcie}' },
      { label: { 'zh-CN': '线缆要求', en: 'Cabling', es: 'Cableado', fi: 'Kaapelointi', fr: 'Câblage', ja: 'ケーブル要件' }, value: { 'zh-CN': '10G：Cat6A 最长 100 米，Cat6 最长 55 米', en: '10G: Cat6A up to 100 m, Cat6 up to 55 m', es: '10G: Cat6A hasta 100 m, Cat6 hasta 55 m', fi: '10G: Cat6A enintään 100 m, Cat6 enintään 55 m', fr: '10G : Cat6A jusqu’à 100 m, Cat6 jusqu’à 55 m', ja: '10G：Cat6A で最大 100 m、Cat6 で最大 55 m' } },
      { label: LBL_POWER_DRAW, value: '{power}' },
      { label: { 'zh-CN': '操作系统支持', en: 'Operating systems', es: 'Sistemas operativos', fi: 'Käyttöjärjestelmät', fr: 'Systèmes d’exploitation', ja: '対応 OS' }, value: 'Windows Server, Linux, VMware ESXi, FreeBSD' },
      { label: LBL_TEMP, value: '0–55 °C' },
    ],
    faq: [
      {
        q: { 'zh-CN': '应该选 10GBASE-T 还是 SFP+ 网卡？', en: 'Should I choose 10GBASE-T or an SFP+ adapter?', es: '¿Elijo 10GBASE-T o un adaptador SFP+?', fi: 'Valitsenko 10GBASE-T- vai SFP+-kortin?', fr: 'Faut-il choisir le 10GBASE-T ou une carte SFP+ ?', ja: '10GBASE-T と SFP+ のどちらを選ぶべきですか？' },
        a: { 'zh-CN': '如果已有 Cat6A 布线或交换机提供 RJ45 万兆口，10GBASE-T 部署最简单；若追求更低功耗和时延，或需要光纤长距离传输，请选择 SFP+ 网卡。', en: 'If you already have Cat6A cabling or RJ45 10G switch ports, 10GBASE-T is the simplest option. For lower power and latency, or for long fibre runs, choose an SFP+ adapter.', es: 'Si ya dispone de cableado Cat6A o de puertos 10G RJ45 en el switch, 10GBASE-T es lo más sencillo. Para menor consumo y latencia, o tramos largos de fibra, elija un adaptador SFP+.', fi: 'Jos käytössä on jo Cat6A-kaapelointi tai kytkimessä RJ45-muotoiset 10G-portit, 10GBASE-T on helpoin vaihtoehto. Pienempää tehonkulutusta ja viivettä tai pitkiä kuituyhteyksiä varten valitse SFP+-kortti.', fr: 'Si vous disposez déjà d’un câblage Cat6A ou de ports 10G RJ45 sur le commutateur, le 10GBASE-T est le plus simple. Pour une consommation et une latence plus faibles, ou de longues liaisons fibre, choisissez une carte SFP+.', ja: '既に Cat6A 配線や RJ45 の 10G スイッチポートがある場合は 10GBASE-T が最も手軽です。消費電力や遅延を抑えたい場合、光ファイバーで長距離接続する場合は SFP+ アダプターをお選びください。' },
      },
      {
        q: { 'zh-CN': '通用版、Dell 版与 HPE 版有什么区别？', en: 'What is the difference between the generic, Dell and HPE versions?', es: '¿Qué diferencia hay entre las versiones genérica, Dell y HPE?', fi: 'Mitä eroa on yleisellä, Dell- ja HPE-versiolla?', fr: 'Quelle différence entre les versions générique, Dell et HPE ?', ja: '汎用版、Dell 版、HPE 版の違いは何ですか？' },
        a: { 'zh-CN': '硬件相同，Dell 与 HPE 版预置 OEM 兼容固件，可被 iDRAC 或 iLO 正确识别；其他品牌服务器请选择通用版。', en: 'The hardware is the same. Dell and HPE versions carry OEM-compatible firmware recognised by iDRAC or iLO; for other server brands, choose the generic version.', es: 'El hardware es el mismo. Las versiones Dell y HPE llevan firmware compatible con OEM que iDRAC o iLO reconocen; para otras marcas de servidor, elija la versión genérica.', fi: 'Laitteisto on sama. Dell- ja HPE-versioissa on OEM-yhteensopiva laiteohjelmisto, jonka iDRAC tai iLO tunnistaa; muiden merkkien palvelimiin valitse yleinen versio.', fr: 'Le matériel est le même. Les versions Dell et HPE embarquent un micrologiciel compatible OEM reconnu par iDRAC ou iLO ; pour les autres marques de serveurs, choisissez la version générique.', ja: 'ハードウェアは同じです。Dell 版と HPE 版は iDRAC／iLO に認識される OEM 互換ファームウェアを搭載しています。その他のメーカーのサーバーには汎用版をお選びください。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'guide', title: DOC_DRIVER },
    ],
    skuAxes: [
      { attr: 'bracket', values: [{ key: 'full', suffix: '' }, { key: 'low', suffix: '-LP' }] },
      { attr: 'coding', values: [{ key: 'generic', suffix: '' }, { key: 'Dell', suffix: '-DL', priceDeltaUsdCents: 1500 }, { key: 'HPE', suffix: '-HP', priceDeltaUsdCents: 1500 }] },
    ],
    products: [
      { key: 'nic-x710-t2l', model: 'NIC-X710-T2L', vars: { ports: '2', chip: 'Intel X710-AT2', pcie: 'PCIe 3.0 x8', rates: '10G/5G/2.5G/1G/100M', power: '7.4 W' }, saleAttrs: { speed: '10G', ports: '2', pcie: 'PCIe 3.0 x8', form_factor: 'RJ45' }, priceUsdCents: 21900, weightG: 180, compat: NIC_OS },
      { key: 'nic-x710-t4l', model: 'NIC-X710-T4L', vars: { ports: '4', chip: 'Intel X710-TM4', pcie: 'PCIe 3.0 x8', rates: '10G/5G/2.5G/1G/100M', power: '12.5 W' }, saleAttrs: { speed: '10G', ports: '4', pcie: 'PCIe 3.0 x8', form_factor: 'RJ45' }, priceUsdCents: 39900, weightG: 230, compat: NIC_OS },
      { key: 'nic-57416-t2', model: 'NIC-57416-T2', vars: { ports: '2', chip: 'Broadcom BCM57416', pcie: 'PCIe 3.0 x8', rates: '10G/1G/100M', power: '7.7 W' }, saleAttrs: { speed: '10G', ports: '2', pcie: 'PCIe 3.0 x8', form_factor: 'RJ45' }, priceUsdCents: 19900, weightG: 170, compat: [...NIC_OS, 'Citrix Hypervisor 8.2'] },
    ],
  },
  // ==== PoE: single-port injectors ====
  {
    category: 'poe',
    image: 'injector',
    name: {
      'zh-CN': '{speed} PoE 注入器，{budget}，{standard}',
      en: '{speed} PoE Injector, {budget}, {standard}',
      es: 'Inyector PoE {speed}, {budget}, {standard}',
      fi: 'PoE-syötin {speed}, {budget}, {standard}',
      fr: 'Injecteur PoE {speed}, {budget}, {standard}',
      ja: '{speed} PoE インジェクター（{budget}、{standard}）',
    },
    short: {
      'zh-CN': '为非 PoE 交换机端口增加 PoE 供电的单口注入器，适用于无线 AP、摄像头与 IP 电话。',
      en: 'Single-port injector that adds PoE to any non-PoE switch port, for access points, cameras and IP phones.',
      es: 'Inyector de un puerto que añade PoE a cualquier puerto de switch sin PoE, para puntos de acceso, cámaras y teléfonos IP.',
      fi: 'Yksiporttinen syötin, joka lisää PoE-virran mihin tahansa kytkinporttiin tukiasemia, kameroita ja IP-puhelimia varten.',
      fr: 'Injecteur un port qui ajoute le PoE à n’importe quel port de commutateur non PoE, pour points d’accès, caméras et téléphones IP.',
      ja: 'PoE 非対応のスイッチポートに PoE 給電を追加するシングルポートインジェクター。AP、カメラ、IP 電話に。',
    },
    long: {
      'zh-CN':
        '只需在交换机与终端之间串接一台注入器，即可通过同一根网线同时传输数据和最高 {budget} 的电力，无需在天花板或室外为设备单独布设电源。\n\n## 安全可靠\n\n- 符合 {standard}，先检测后供电，不会损坏非 PoE 设备\n- 数据速率 {data}，不影响原有链路性能\n- 内置 6 kV 防雷保护，适合室外摄像头与 AP\n\n桌面版可平放或壁挂安装；-DIN 版可卡装在 35 mm 导轨上，并提供交流或直流输入，适合工业控制柜和户外机箱。',
      en:
        'Place the injector between the switch and the device, and one network cable carries both data and up to {budget} of power, so there is no need to run mains power to the ceiling or outdoors.\n\n## Safe and dependable\n\n- {standard} compliant: it detects the device before powering it, so non-PoE equipment is never harmed\n- {data} data pass-through with no loss of link performance\n- 6 kV surge protection for outdoor cameras and access points\n\nThe desktop version sits on a shelf or mounts on a wall. -DIN versions clip onto a 35 mm rail, with AC or DC input, for industrial control cabinets and outdoor enclosures.',
    },
    features: [
      { 'zh-CN': '单根网线同时传输数据与最高 {budget} 电力，最远 100 米', en: 'Data and up to {budget} of power over one cable, up to 100 m', es: 'Datos y hasta {budget} de potencia por un solo cable, hasta 100 m', fi: 'Data ja jopa {budget} tehoa samassa kaapelissa, enintään 100 m', fr: 'Données et jusqu’à {budget} de puissance sur un seul câble, jusqu’à 100 m', ja: '1 本のケーブルでデータと最大 {budget} の電力を最長 100 m 伝送' },
      { 'zh-CN': '符合 {standard}，自动检测受电设备', en: '{standard} compliant with automatic device detection', es: 'Conforme a {standard}, con detección automática del dispositivo', fi: '{standard} -yhteensopiva, automaattinen laitteen tunnistus', fr: 'Conforme {standard}, avec détection automatique de l’appareil', ja: '{standard} 準拠、受電機器を自動検出' },
      { 'zh-CN': '{data} 数据透传', en: '{data} data pass-through', es: 'Paso de datos a {data}', fi: '{data} -tiedonsiirto läpi', fr: 'Transmission des données à {data}', ja: '{data} のデータパススルー' },
      { 'zh-CN': '6 kV 防雷保护，-DIN 版支持 -40–75 °C 宽温', en: '6 kV surge protection; -DIN versions rated for -40–75 °C', es: 'Protección contra sobretensiones de 6 kV; versiones -DIN para -40–75 °C', fi: '6 kV:n ylijännitesuojaus; -DIN-versiot -40–75 °C:n lämpötiloihin', fr: 'Protection contre les surtensions de 6 kV ; versions -DIN de -40 à 75 °C', ja: '6 kV サージ保護、-DIN 版は -40～75 °C の広温度範囲に対応' },
    ],
    specs: [
      { label: LBL_STANDARD, value: '{standard}' },
      { label: { 'zh-CN': '输出功率', en: 'Output power', es: 'Potencia de salida', fi: 'Lähtöteho', fr: 'Puissance de sortie', ja: '出力電力' }, value: '{budget}' },
      { label: { 'zh-CN': '数据速率', en: 'Data rates', es: 'Velocidades de datos', fi: 'Tiedonsiirtonopeudet', fr: 'Débits de données', ja: 'データ速度' }, value: '{data}' },
      { label: LBL_PORTS, value: { 'zh-CN': '1 个数据输入口，1 个 PoE 输出口（RJ45）', en: '1× data in, 1× PoE out (RJ45)', es: '1 entrada de datos, 1 salida PoE (RJ45)', fi: '1 datatulo, 1 PoE-lähtö (RJ45)', fr: '1 entrée données, 1 sortie PoE (RJ45)', ja: 'データ入力 1、PoE 出力 1（RJ45）' } },
      { label: { 'zh-CN': '输入电源', en: 'Power input', es: 'Entrada de alimentación', fi: 'Syöttöjännite', fr: 'Alimentation d’entrée', ja: '入力電源' }, value: { 'zh-CN': '交流 100–240 V；-DIN-DC 型号为直流 24–57 V', en: '100–240 V AC; 24–57 V DC on -DIN-DC models', es: '100–240 V CA; 24–57 V CC en los modelos -DIN-DC', fi: '100–240 V AC; -DIN-DC-malleissa 24–57 V DC', fr: '100–240 V CA ; 24–57 V CC sur les modèles -DIN-DC', ja: 'AC 100～240 V（-DIN-DC モデルは DC 24～57 V）' } },
      { label: { 'zh-CN': '最大传输距离', en: 'Maximum distance', es: 'Distancia máxima', fi: 'Enimmäisetäisyys', fr: 'Distance maximale', ja: '最大伝送距離' }, value: '100 m' },
      { label: { 'zh-CN': '防雷保护', en: 'Surge protection', es: 'Protección contra sobretensiones', fi: 'Ylijännitesuojaus', fr: 'Protection contre les surtensions', ja: 'サージ保護' }, value: '6 kV' },
      { label: { 'zh-CN': '安装方式', en: 'Mounting', es: 'Montaje', fi: 'Asennus', fr: 'Montage', ja: '設置方法' }, value: { 'zh-CN': '桌面或壁挂；-DIN 型号为 35 mm 导轨安装', en: 'Desktop or wall; 35 mm DIN rail on -DIN models', es: 'Sobremesa o pared; carril DIN de 35 mm en los modelos -DIN', fi: 'Pöytä tai seinä; -DIN-malleissa 35 mm:n DIN-kisko', fr: 'Bureau ou mur ; rail DIN 35 mm sur les modèles -DIN', ja: 'デスクトップまたは壁掛け（-DIN モデルは 35 mm DIN レール）' } },
      { label: LBL_TEMP, value: { 'zh-CN': '0–50 °C（-DIN 型号：-40–75 °C）', en: '0–50 °C (-DIN models: -40–75 °C)', es: '0–50 °C (modelos -DIN: -40–75 °C)', fi: '0–50 °C (-DIN-mallit: -40–75 °C)', fr: '0–50 °C (modèles -DIN : -40–75 °C)', ja: '0～50 °C（-DIN モデル：-40～75 °C）' } },
    ],
    faq: [
      {
        q: { 'zh-CN': '接到不支持 PoE 的设备上会损坏设备吗？', en: 'Will it damage a device that does not support PoE?', es: '¿Puede dañar un dispositivo que no admite PoE?', fi: 'Voiko syötin vahingoittaa laitetta, joka ei tue PoE:tä?', fr: 'Peut-il endommager un appareil qui ne prend pas en charge le PoE ?', ja: 'PoE 非対応の機器に接続すると壊れますか？' },
        a: { 'zh-CN': '不会。注入器先按 IEEE 标准检测终端，只有识别到合规的受电设备才会输出电力，否则仅传输数据。', en: 'No. The injector first runs the IEEE detection handshake and only supplies power to a compliant powered device; otherwise it passes data only.', es: 'No. El inyector realiza primero la detección IEEE y solo suministra energía a un dispositivo alimentado conforme; en caso contrario, solo transmite datos.', fi: 'Ei. Syötin tunnistaa ensin laitteen IEEE-standardin mukaisesti ja syöttää virtaa vain yhteensopivalle PoE-laitteelle; muuten se välittää pelkkää dataa.', fr: 'Non. L’injecteur effectue d’abord la détection IEEE et n’alimente qu’un appareil conforme ; sinon, il ne transmet que les données.', ja: 'いいえ。インジェクターはまず IEEE 規格に基づく検出を行い、準拠した受電機器を認識した場合にのみ給電します。それ以外の場合はデータのみを通します。' },
      },
      {
        q: { 'zh-CN': '工业控制柜应选择哪个版本？', en: 'Which version should I use in an industrial cabinet?', es: '¿Qué versión debo usar en un armario industrial?', fi: 'Minkä version valitsen teollisuuskaappiin?', fr: 'Quelle version choisir pour une armoire industrielle ?', ja: '産業用制御盤にはどのバージョンを選べばよいですか？' },
        a: { 'zh-CN': '请选择 -DIN 版，可卡装在 35 mm 导轨上并支持宽温。柜内只有 24 V 或 48 V 直流电源时选择 -DIN-DC；桌面版仅提供交流输入。', en: 'Choose a -DIN version: it clips onto a 35 mm rail and handles a wide temperature range. If the cabinet only has 24 V or 48 V DC, pick -DIN-DC; the desktop version is AC only.', es: 'Elija una versión -DIN: se fija en un carril de 35 mm y soporta un amplio rango de temperatura. Si el armario solo dispone de 24 V o 48 V CC, elija -DIN-DC; la versión de sobremesa es solo de CA.', fi: 'Valitse -DIN-versio: se napsahtaa 35 mm:n kiskoon ja kestää laajan lämpötila-alueen. Jos kaapissa on vain 24 V:n tai 48 V:n tasajännite, valitse -DIN-DC; pöytäversio toimii vain vaihtovirralla.', fr: 'Choisissez une version -DIN : elle se clipse sur un rail de 35 mm et supporte une large plage de température. Si l’armoire ne dispose que de 24 V ou 48 V CC, prenez la -DIN-DC ; la version de bureau fonctionne uniquement sur secteur CA.', ja: '-DIN 版をお選びください。35 mm レールに取り付けられ、広い温度範囲に対応します。盤内に DC 24 V／48 V 電源しかない場合は -DIN-DC を、デスクトップ版は AC 入力のみです。' },
      },
      {
        q: { 'zh-CN': '100 米的距离包含跳线吗？', en: 'Does the 100 m distance include patch cords?', es: '¿Los 100 m incluyen los latiguillos?', fi: 'Sisältyvätkö kytkentäkaapelit 100 metriin?', fr: 'Les 100 m incluent-ils les cordons de brassage ?', ja: '100 m の距離にパッチコードは含まれますか？' },
        a: { 'zh-CN': '包含。从注入器到终端的总线缆长度不应超过 100 米；更远的距离请在中间加装 PoE 延长器。', en: 'Yes. The total cable length from the injector to the device should not exceed 100 m; for longer runs, add a PoE extender in between.', es: 'Sí. La longitud total del cable entre el inyector y el dispositivo no debe superar los 100 m; para distancias mayores, intercale un extensor PoE.', fi: 'Kyllä. Kaapelin kokonaispituus syöttimestä laitteeseen saa olla enintään 100 m; pidempiin matkoihin lisää väliin PoE-jatkain.', fr: 'Oui. La longueur totale de câble entre l’injecteur et l’appareil ne doit pas dépasser 100 m ; au-delà, ajoutez un prolongateur PoE.', ja: '含まれます。インジェクターから機器までのケーブル総延長は 100 m 以内にしてください。それ以上の場合は PoE エクステンダーを中継してください。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'guide', title: DOC_QIG },
    ],
    skuAxes: [
      { attr: 'mount', values: [{ key: 'desktop', suffix: '' }, { key: 'din', suffix: '-DIN', priceDeltaUsdCents: 1500, weightDeltaG: 120 }] },
      { attr: 'psu', values: [{ key: 'single', suffix: '' }, { key: 'dc', suffix: '-DC', priceDeltaUsdCents: 800 }] },
    ],
    exclude: [['desktop', 'dc']],
    products: [
      { key: 'pi-30-1g', model: 'PI-30-1G', vars: { speed: '1G', budget: '30 W', standard: 'IEEE 802.3at', data: '10/100/1000 Mbps' }, saleAttrs: { speed: '1G', poe_budget: '30W', ports: '1' }, priceUsdCents: 2900, weightG: 280, featured: true },
      { key: 'pi-60-1g', model: 'PI-60-1G', vars: { speed: '1G', budget: '60 W', standard: 'IEEE 802.3bt Type 3', data: '10/100/1000 Mbps' }, saleAttrs: { speed: '1G', poe_budget: '60W', ports: '1' }, priceUsdCents: 4500, weightG: 350 },
      { key: 'pi-90-mg', model: 'PI-90-MG', vars: { speed: '2.5G', budget: '90 W', standard: 'IEEE 802.3bt Type 4', data: '100M/1G/2.5G' }, saleAttrs: { speed: '2.5G', poe_budget: '90W', ports: '1' }, priceUsdCents: 6900, weightG: 520 },
      { key: 'pi-90-10g', model: 'PI-90-10G', vars: { speed: '10G', budget: '90 W', standard: 'IEEE 802.3bt Type 4', data: '100M/1G/2.5G/5G/10G' }, saleAttrs: { speed: '10G', poe_budget: '90W', ports: '1' }, priceUsdCents: 8900, weightG: 540 },
    ],
  },
  // ==== Racks: floor-standing server cabinets ====
  {
    category: 'racks',
    image: 'rack',
    name: {
      'zh-CN': '{width} × {depth} mm 网孔门服务器机柜',
      en: '{width} × {depth} mm Server Cabinet with Perforated Doors',
      es: 'Armario rack para servidores de {width} × {depth} mm con puertas perforadas',
      fi: 'Palvelinkaappi {width} × {depth} mm, rei’itetyt ovet',
      fr: 'Baie serveur {width} × {depth} mm à portes perforées',
      ja: '{width} × {depth} mm メッシュ扉サーバーラック',
    },
    short: {
      'zh-CN': '19 英寸落地式服务器机柜，80% 通风率网孔门，可调立柱，侧板可拆卸并带锁。',
      en: 'Floor-standing 19-inch server cabinet with 80% perforated doors, adjustable rails and lockable side panels.',
      es: 'Armario rack de suelo de 19" para servidores, con puertas perforadas al 80 %, perfiles ajustables y paneles laterales con cerradura.',
      fi: 'Lattialle sijoitettava 19 tuuman palvelinkaappi: 80 % rei’itetyt ovet, säädettävät kiskot ja lukittavat sivupaneelit.',
      fr: 'Baie serveur 19 pouces au sol, portes perforées à 80 %, montants réglables et panneaux latéraux verrouillables.',
      ja: '開口率 80% のメッシュ扉、調整可能なマウントレール、施錠式サイドパネルを備えた 19 インチ自立型サーバーラック。',
    },
    long: {
      'zh-CN':
        '这款 {width} × {depth} mm 服务器机柜采用前单开、后双开网孔门，通风率 80%，配合前进后出的设备风道，无需额外风扇即可满足高密度服务器散热。\n\n## 结构与安装\n\n- 前后 19 英寸立柱可在深度方向调节，立柱印有 U 位标识\n- 静态承重 {load}，附带调平脚与脚轮\n- 顶部与底部均设有带毛刷的走线口\n- 侧板可拆卸并可上锁，所有门锁使用同一把钥匙\n\n机柜提供 22U 与 42U 两种高度，以及黑色、灰色与白色（仅 42U）三种颜色，整机组装后托盘发货。',
      en:
        'This {width} × {depth} mm server cabinet has a single front door and split rear doors, all 80% perforated. Together with front-to-back equipment airflow, that keeps dense server loads cool without extra fans.\n\n## Build and installation\n\n- Front and rear 19-inch rails adjust in depth and carry U-position markings\n- {load} static load capacity, with levelling feet and castors included\n- Brush-sealed cable entries at the top and bottom\n- Removable, lockable side panels, with every lock keyed alike\n\nChoose 22U or 42U, in black, grey or white (42U only). Cabinets ship fully assembled on a pallet.',
    },
    features: [
      { 'zh-CN': '前后网孔门通风率 80%，适合前进后出风道', en: '80% perforated front and rear doors for front-to-back airflow', es: 'Puertas delanteras y traseras perforadas al 80 % para flujo de aire frontal a trasero', fi: '80 % rei’itetyt etu- ja takaovet edestä taakse kulkevalle ilmavirralle', fr: 'Portes avant et arrière perforées à 80 % pour un flux d’air de l’avant vers l’arrière', ja: '開口率 80% の前後扉で前面吸気・背面排気に最適' },
      { 'zh-CN': '深度可调的 19 英寸立柱，带 U 位标识', en: 'Depth-adjustable 19-inch rails with U markings', es: 'Perfiles de 19" ajustables en profundidad con marcas de U', fi: 'Syvyyssuunnassa säädettävät 19 tuuman kiskot U-merkinnöillä', fr: 'Montants 19 pouces réglables en profondeur, avec repères U', ja: '奥行き調整可能な 19 インチレール（U 位置表示付き）' },
      { 'zh-CN': '静态承重 {load}，附调平脚与脚轮', en: '{load} static load, levelling feet and castors included', es: 'Carga estática de {load}, con patas niveladoras y ruedas', fi: 'Staattinen kantavuus {load}, säätöjalat ja pyörät mukana', fr: 'Charge statique de {load}, pieds de nivellement et roulettes fournis', ja: '静荷重 {load}、レベリングフットとキャスター付属' },
      { 'zh-CN': '可拆卸带锁侧板，门锁一钥通开', en: 'Removable lockable side panels, all locks keyed alike', es: 'Paneles laterales desmontables con cerradura, todas con la misma llave', fi: 'Irrotettavat lukittavat sivupaneelit, kaikissa lukoissa sama avain', fr: 'Panneaux latéraux amovibles et verrouillables, toutes les serrures sur la même clé', ja: '取り外し可能な施錠式サイドパネル、全ロック同一キー' },
    ],
    specs: [
      { label: LBL_DIMS, value: '{width} × {depth} mm' },
      { label: { 'zh-CN': '外形高度', en: 'Overall height', es: 'Altura total', fi: 'Kokonaiskorkeus', fr: 'Hauteur hors tout', ja: '全高' }, value: '22U: 1166 mm / 42U: 2055 mm' },
      { label: LBL_LOAD, value: '{load}' },
      { label: { 'zh-CN': '门板通风率', en: 'Door perforation', es: 'Perforación de las puertas', fi: 'Ovien rei’itys', fr: 'Taux de perforation des portes', ja: '扉の開口率' }, value: '80%' },
      { label: { 'zh-CN': '材质', en: 'Material', es: 'Material', fi: 'Materiaali', fr: 'Matériau', ja: '材質' }, value: { 'zh-CN': 'SPCC 冷轧钢板，2.0 mm 立柱，静电粉末喷涂', en: 'SPCC cold-rolled steel, 2.0 mm rails, powder-coated', es: 'Acero laminado en frío SPCC, perfiles de 2,0 mm, pintura en polvo', fi: 'Kylmävalssattu SPCC-teräs, 2,0 mm:n kiskot, jauhemaalattu', fr: 'Acier laminé à froid SPCC, montants de 2,0 mm, peinture époxy', ja: 'SPCC 冷間圧延鋼板、2.0 mm 厚レール、粉体塗装' } },
      { label: LBL_STANDARD, value: 'EIA-310-E, IEC 60297' },
      { label: { 'zh-CN': '防护等级', en: 'Protection rating', es: 'Grado de protección', fi: 'Kotelointiluokka', fr: 'Indice de protection', ja: '保護等級' }, value: 'IP20' },
      { label: { 'zh-CN': '交付状态', en: 'Delivery', es: 'Entrega', fi: 'Toimitus', fr: 'Livraison', ja: '納品形態' }, value: { 'zh-CN': '整机组装，托盘发货', en: 'Fully assembled, on a pallet', es: 'Totalmente montado, sobre palé', fi: 'Valmiiksi koottuna kuormalavalla', fr: 'Entièrement montée, sur palette', ja: '組立済み・パレット納品' } },
    ],
    faq: [
      {
        q: { 'zh-CN': '为什么白色只有 42U？', en: 'Why is white only available in 42U?', es: '¿Por qué el blanco solo está disponible en 42U?', fi: 'Miksi valkoista on saatavana vain 42U:n kokoisena?', fr: 'Pourquoi le blanc n’existe-t-il qu’en 42U ?', ja: 'ホワイトが 42U のみなのはなぜですか？' },
        a: { 'zh-CN': '白色机柜主要用于实验室、展厅等需要整排统一外观的场所，因此只生产全高的 42U 规格；22U 规格提供黑色与灰色。', en: 'White cabinets are mostly used for full rows in labs and showrooms, so they are only built in the full 42U height; the 22U size comes in black and grey.', es: 'Los armarios blancos se usan sobre todo en filas completas de laboratorios y salas de exposición, por lo que solo se fabrican en 42U; el tamaño de 22U está disponible en negro y gris.', fi: 'Valkoisia kaappeja käytetään lähinnä yhtenäisinä riveinä laboratorioissa ja esittelytiloissa, joten niitä valmistetaan vain täyskorkeina 42U:n kaappeina. 22U:n koko on saatavana mustana ja harmaana.', fr: 'Les baies blanches servent surtout à former des rangées complètes dans les laboratoires et les showrooms ; elles ne sont donc fabriquées qu’en 42U. La taille 22U existe en noir et en gris.', ja: 'ホワイトのラックは主にラボやショールームで列全体をそろえる用途に使われるため、フルハイトの 42U のみ製造しています。22U はブラックとグレーをご用意しています。' },
      },
      {
        q: { 'zh-CN': '应该选择多深的机柜？', en: 'Which depth should I choose?', es: '¿Qué profundidad debo elegir?', fi: 'Minkä syvyisen kaapin valitsen?', fr: 'Quelle profondeur choisir ?', ja: '奥行きはどれを選べばよいですか？' },
        a: { 'zh-CN': '标准机架服务器建议选择 1000 mm 及以上深度；以交换机和配线架为主时 800 mm 即可。需要在两侧垂直理线或安装 PDU 时，800 mm 宽的机柜更方便。', en: 'For standard rack servers, choose 1000 mm or deeper; 800 mm is enough for switches and patch panels. An 800 mm wide cabinet leaves room for vertical cable management and PDUs at the sides.', es: 'Para servidores de rack estándar, elija 1000 mm o más; 800 mm bastan para switches y paneles de parcheo. Un armario de 800 mm de ancho deja espacio lateral para la gestión vertical de cables y las PDU.', fi: 'Tavallisille räkkipalvelimille valitse vähintään 1000 mm:n syvyys; kytkimille ja kytkentäpaneeleille 800 mm riittää. 800 mm leveässä kaapissa sivuille mahtuu pystysuuntainen kaapelinhallinta ja virranjakokiskot (PDU).', fr: 'Pour des serveurs rack standard, choisissez 1000 mm ou plus ; 800 mm suffisent pour les commutateurs et panneaux de brassage. Une baie de 800 mm de large laisse de la place sur les côtés pour le cheminement vertical des câbles et les PDU.', ja: '一般的なラックサーバーには奥行き 1000 mm 以上を、スイッチやパッチパネル中心なら 800 mm で十分です。幅 800 mm のラックなら側面に縦型ケーブル管理や PDU を設置できます。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_ASSEMBLY },
    ],
    skuAxes: [
      { attr: 'rack_units', values: [{ key: '22U', suffix: '-22U' }, { key: '42U', suffix: '-42U', priceDeltaUsdCents: 32000, weightDeltaG: 36000 }] },
      { attr: 'color', values: [{ key: 'black', suffix: '-BK' }, { key: 'grey', suffix: '-GY' }, { key: 'white', suffix: '-WH', priceDeltaUsdCents: 4000 }] },
    ],
    exclude: [['22U', 'white']],
    products: [
      { key: 'rk-6080', model: 'RK-6080', vars: { width: '600', depth: '800', load: '800 kg' }, saleAttrs: {}, priceUsdCents: 49900, weightG: 52000 },
      { key: 'rk-6010', model: 'RK-6010', vars: { width: '600', depth: '1000', load: '1000 kg' }, saleAttrs: {}, priceUsdCents: 64900, weightG: 61000, featured: true },
      { key: 'rk-8012', model: 'RK-8012', vars: { width: '800', depth: '1200', load: '1500 kg' }, saleAttrs: {}, priceUsdCents: 99900, weightG: 82000 },
    ],
  },
  // ==== Racks: wall-mount network cabinets ====
  {
    category: 'racks',
    image: 'rack',
    name: {
      'zh-CN': '{width} × {depth} mm 壁挂式网络机柜',
      en: '{width} × {depth} mm Wall-Mount Network Cabinet',
      es: 'Armario mural de red de {width} × {depth} mm',
      fi: 'Seinäasennettava verkkokaappi {width} × {depth} mm',
      fr: 'Coffret réseau mural {width} × {depth} mm',
      ja: '{width} × {depth} mm 壁掛け型ネットワークラック',
    },
    short: {
      'zh-CN': '带钢化玻璃门的 19 英寸壁挂机柜，适合小型办公室、门店与楼层弱电间。',
      en: '19-inch wall cabinet with a tempered-glass door for small offices, shops and floor telecom rooms.',
      es: 'Armario mural de 19" con puerta de vidrio templado para pequeñas oficinas, tiendas y cuartos de telecomunicaciones.',
      fi: '19 tuuman seinäkaappi karkaistulla lasiovella pienille toimistoille, myymälöille ja kerrosten teleyhteystiloihin.',
      fr: 'Coffret mural 19 pouces à porte en verre trempé pour petits bureaux, magasins et locaux techniques d’étage.',
      ja: '強化ガラス扉付きの 19 インチ壁掛けラック。小規模オフィス、店舗、フロアの通信室に。',
    },
    long: {
      'zh-CN':
        '壁挂式机柜把交换机、配线架和小型设备整齐收纳在墙面上，不占用地面空间。{depth} mm 深度可满足大多数接入交换机与配线架的安装需求。\n\n## 设计细节\n\n- 前门为带锁钢化玻璃门，设备状态一目了然\n- 两侧板可快速拆卸，方便布线与维护\n- 前立柱深度可调，顶部与底部均有敲落式走线孔\n- 顶板预留风扇安装位，可选配风扇套件\n\n提供 6U、9U 与 12U 三种高度，颜色可选黑色或灰色（灰色自 9U 起）。',
      en:
        'A wall-mount cabinet keeps switches, patch panels and small devices tidy on the wall and off the floor. At {depth} mm deep, it fits most access switches and patch panels.\n\n## Design details\n\n- Lockable tempered-glass front door, so status LEDs stay visible\n- Quick-release side panels for easy cabling and maintenance\n- Depth-adjustable front rails and knock-out cable entries at the top and bottom\n- Fan mounting position in the top panel, with an optional fan kit\n\nAvailable in 6U, 9U and 12U, in black or grey (grey from 9U).',
    },
    features: [
      { 'zh-CN': '带锁钢化玻璃前门', en: 'Lockable tempered-glass front door', es: 'Puerta frontal de vidrio templado con cerradura', fi: 'Lukittava karkaistu lasinen etuovi', fr: 'Porte avant en verre trempé verrouillable', ja: '施錠可能な強化ガラス前扉' },
      { 'zh-CN': '快拆侧板与敲落式走线孔', en: 'Quick-release side panels and knock-out cable entries', es: 'Paneles laterales de liberación rápida y entradas de cable troqueladas', fi: 'Pikairrotettavat sivupaneelit ja irti lyötävät kaapeliaukot', fr: 'Panneaux latéraux à démontage rapide et passages de câbles défonçables', ja: 'クイックリリース式サイドパネルとノックアウト式ケーブル穴' },
      { 'zh-CN': '深度可调的 19 英寸前立柱，承重 {load}', en: 'Depth-adjustable 19-inch front rails, {load} load capacity', es: 'Perfiles frontales de 19" ajustables en profundidad, carga de {load}', fi: 'Syvyyssuunnassa säädettävät 19 tuuman etukiskot, kantavuus {load}', fr: 'Montants avant 19 pouces réglables en profondeur, charge de {load}', ja: '奥行き調整可能な 19 インチ前面レール、耐荷重 {load}' },
      { 'zh-CN': '顶部预留风扇位，可选配风扇套件', en: 'Fan position in the top panel, optional fan kit', es: 'Alojamiento para ventilador en el techo, kit de ventilación opcional', fi: 'Tuulettimen paikka kattopaneelissa, tuuletinsarja lisävarusteena', fr: 'Emplacement de ventilateur dans le toit, kit de ventilation en option', ja: '天板にファン取付位置、ファンキットはオプション' },
    ],
    specs: [
      { label: LBL_DIMS, value: '{width} × {depth} mm' },
      { label: { 'zh-CN': '外形高度', en: 'Overall height', es: 'Altura total', fi: 'Kokonaiskorkeus', fr: 'Hauteur hors tout', ja: '全高' }, value: '6U: 368 mm / 9U: 501 mm / 12U: 635 mm' },
      { label: LBL_LOAD, value: '{load}' },
      { label: { 'zh-CN': '前门', en: 'Front door', es: 'Puerta frontal', fi: 'Etuovi', fr: 'Porte avant', ja: '前扉' }, value: { 'zh-CN': '5 mm 钢化玻璃，带锁', en: '5 mm tempered glass, lockable', es: 'Vidrio templado de 5 mm, con cerradura', fi: '5 mm karkaistu lasi, lukittava', fr: 'Verre trempé de 5 mm, verrouillable', ja: '5 mm 強化ガラス、施錠可能' } },
      { label: { 'zh-CN': '材质', en: 'Material', es: 'Material', fi: 'Materiaali', fr: 'Matériau', ja: '材質' }, value: { 'zh-CN': 'SPCC 冷轧钢板，静电粉末喷涂', en: 'SPCC cold-rolled steel, powder-coated', es: 'Acero laminado en frío SPCC, pintura en polvo', fi: 'Kylmävalssattu SPCC-teräs, jauhemaalattu', fr: 'Acier laminé à froid SPCC, peinture époxy', ja: 'SPCC 冷間圧延鋼板、粉体塗装' } },
      { label: LBL_STANDARD, value: 'EIA-310-E, IEC 60297' },
      { label: { 'zh-CN': '防护等级', en: 'Protection rating', es: 'Grado de protección', fi: 'Kotelointiluokka', fr: 'Indice de protection', ja: '保護等級' }, value: 'IP20' },
    ],
    faq: [
      {
        q: { 'zh-CN': '不同深度分别适合什么设备？', en: 'Which depth suits which equipment?', es: '¿Qué profundidad conviene a cada equipo?', fi: 'Mille laitteille kukin syvyys sopii?', fr: 'Quelle profondeur pour quel équipement ?', ja: '奥行きごとにどんな機器に適していますか？' },
        a: { 'zh-CN': '350 mm 适合配线架与小型交换机；450 mm 可安装深度 300 mm 以内的交换机；600 mm 适合短机身服务器、NVR 与机架式 UPS。', en: '350 mm suits patch panels and compact switches; 450 mm takes switches up to 300 mm deep; 600 mm fits short-depth servers, NVRs and rack-mount UPS units.', es: '350 mm sirve para paneles de parcheo y switches compactos; 450 mm admite switches de hasta 300 mm de profundidad; 600 mm aloja servidores cortos, NVR y SAI de rack.', fi: '350 mm sopii kytkentäpaneeleille ja pienille kytkimille, 450 mm enintään 300 mm syville kytkimille ja 600 mm lyhyille palvelimille, NVR-tallentimille ja räkkiin asennettaville UPS-laitteille.', fr: '350 mm convient aux panneaux de brassage et aux commutateurs compacts ; 450 mm accueille des commutateurs jusqu’à 300 mm de profondeur ; 600 mm reçoit des serveurs courts, des NVR et des onduleurs rackables.', ja: '350 mm はパッチパネルや小型スイッチ、450 mm は奥行き 300 mm までのスイッチ、600 mm は短尺サーバー、NVR、ラックマウント UPS に適しています。' },
      },
      {
        q: { 'zh-CN': '为什么 6U 没有灰色？', en: 'Why is there no grey 6U cabinet?', es: '¿Por qué no hay armario gris de 6U?', fi: 'Miksi 6U-kaappia ei ole harmaana?', fr: 'Pourquoi n’y a-t-il pas de coffret 6U gris ?', ja: '6U にグレーがないのはなぜですか？' },
        a: { 'zh-CN': '6U 机柜主要用于门店和家庭，需求集中在黑色，因此灰色从 9U 起提供。', en: '6U cabinets mostly go into shops and homes where black is the usual choice, so grey starts at 9U.', es: 'Los armarios de 6U se instalan sobre todo en tiendas y hogares, donde se prefiere el negro; por eso el gris se ofrece a partir de 9U.', fi: '6U-kaapit päätyvät useimmiten myymälöihin ja koteihin, joissa musta on tavallisin valinta, joten harmaata on saatavana 9U:sta alkaen.', fr: 'Les coffrets 6U équipent surtout des magasins et des logements, où le noir est le choix habituel : le gris est donc proposé à partir de 9U.', ja: '6U ラックは主に店舗や家庭で使われ、ブラックの需要が中心のため、グレーは 9U 以上でご用意しています。' },
      },
      {
        q: { 'zh-CN': '可以加装风扇吗？', en: 'Can I add a fan?', es: '¿Puedo añadir un ventilador?', fi: 'Voinko lisätä tuulettimen?', fr: 'Puis-je ajouter un ventilateur ?', ja: 'ファンを追加できますか？' },
        a: { 'zh-CN': '可以。顶板预留两个 120 mm 风扇开孔，风扇套件需单独购买，接入标准 230 V 或 115 V 电源即可使用。', en: 'Yes. The top panel has openings for two 120 mm fans; the fan kit is sold separately and runs from a standard 230 V or 115 V outlet.', es: 'Sí. El techo tiene aberturas para dos ventiladores de 120 mm; el kit se vende por separado y se conecta a una toma estándar de 230 V o 115 V.', fi: 'Kyllä. Kattopaneelissa on aukot kahdelle 120 mm:n tuulettimelle. Tuuletinsarja myydään erikseen, ja se kytketään tavalliseen 230 V:n tai 115 V:n pistorasiaan.', fr: 'Oui. Le toit comporte des ouvertures pour deux ventilateurs de 120 mm ; le kit est vendu séparément et se branche sur une prise standard 230 V ou 115 V.', ja: 'はい。天板に 120 mm ファン 2 基分の開口があります。ファンキットは別売で、一般的な 230 V／115 V コンセントで使用できます。' },
      },
    ],
    docs: [
      { type: 'datasheet', title: DOC_DATASHEET },
      { type: 'manual', title: DOC_ASSEMBLY },
    ],
    skuAxes: [
      {
        attr: 'rack_units',
        values: [
          { key: '6U', suffix: '-6U' },
          { key: '9U', suffix: '-9U', priceDeltaUsdCents: 2500, weightDeltaG: 3500 },
          { key: '12U', suffix: '-12U', priceDeltaUsdCents: 5000, weightDeltaG: 7000 },
        ],
      },
      { attr: 'color', values: [{ key: 'black', suffix: '-BK' }, { key: 'grey', suffix: '-GY' }] },
    ],
    exclude: [['6U', 'grey']],
    products: [
      { key: 'rk-w6035', model: 'RK-W6035', vars: { width: '600', depth: '350', load: '40 kg' }, saleAttrs: { mount: 'wall' }, priceUsdCents: 8900, weightG: 14000 },
      { key: 'rk-w6045', model: 'RK-W6045', vars: { width: '600', depth: '450', load: '50 kg' }, saleAttrs: { mount: 'wall' }, priceUsdCents: 10900, weightG: 16500 },
      { key: 'rk-w6060', model: 'RK-W6060', vars: { width: '600', depth: '600', load: '60 kg' }, saleAttrs: { mount: 'wall' }, priceUsdCents: 13900, weightG: 19500 },
    ],
  },
];
