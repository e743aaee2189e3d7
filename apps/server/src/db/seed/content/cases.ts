import type { CaseSeed } from './types.js';

// Customer case studies. Customers are described generically: no real company names.
export const CASES: CaseSeed[] = [
  {
    key: 'university-campus-core',
    industry: {
      'zh-CN': '高校园区',
      en: 'University campus',
      es: 'Campus universitario',
      fi: 'Yliopistokampus',
      fr: 'Campus universitaire',
      ja: '大学キャンパス',
    },
    customer: {
      'zh-CN': '南欧一所拥有 32,000 名学生、60 栋建筑的公立大学',
      en: 'A public university in southern Europe with 32,000 students and 60 buildings',
      es: 'Una universidad pública del sur de Europa con 32.000 estudiantes y 60 edificios',
      fi: 'Eteläeurooppalainen julkinen yliopisto, jossa on 32 000 opiskelijaa ja 60 rakennusta',
      fr: 'Une université publique d’Europe du Sud comptant 32 000 étudiants et 60 bâtiments',
      ja: '学生 32,000 人、建物 60 棟を擁する南欧の公立大学',
    },
    title: {
      'zh-CN': '100G 园区核心与 1,400 个无线接入点：一所大学的暑期网络升级',
      en: 'A 100G campus core and 1,400 access points: a university upgrades its network in one summer',
      es: 'Núcleo de campus a 100G y 1.400 puntos de acceso: una universidad renueva su red en un solo verano',
      fi: '100G-kampusrunko ja 1 400 tukiasemaa: yliopisto uudisti verkkonsa yhden kesän aikana',
      fr: 'Un cœur de campus à 100G et 1 400 points d’accès : une université modernise son réseau en un seul été',
      ja: '100G キャンパスコアと 1,400 台のアクセスポイント：大学がひと夏でネットワークを刷新',
    },
    summary: {
      'zh-CN': '利用现有 OS2 单模光纤，大学将核心升级到 100G、楼宇上行升级到 25G，并部署 1,400 个 Wi-Fi 6E 接入点。光模块采购成本比原厂方案低 62%，工程在 10 周暑假内完成。',
      en: 'Reusing its existing OS2 single-mode fibre, the university moved its core to 100G and its building uplinks to 25G, and deployed 1,400 Wi-Fi 6E access points. Optics cost 62% less than the OEM quote, and the work was finished within a ten-week summer break.',
      es: 'Aprovechando su fibra monomodo OS2, la universidad llevó el núcleo a 100G y los enlaces de los edificios a 25G, e instaló 1.400 puntos de acceso Wi-Fi 6E. Las ópticas costaron un 62 % menos que la oferta del fabricante y el proyecto se completó en las diez semanas de vacaciones de verano.',
      fi: 'Yliopisto hyödynsi olemassa olevaa OS2-yksimuotokuitua, nosti runkoverkon 100G:hen ja rakennusten nousuyhteydet 25G:hen sekä asensi 1 400 Wi-Fi 6E -tukiasemaa. Optiikka maksoi 62 % vähemmän kuin laitevalmistajan tarjous, ja työ valmistui kymmenen viikon kesätauon aikana.',
      fr: 'En réutilisant sa fibre monomode OS2, l’université a porté son cœur de réseau à 100G et les liaisons de ses bâtiments à 25G, puis déployé 1 400 points d’accès Wi-Fi 6E. Les optiques ont coûté 62 % de moins que l’offre du constructeur, et le chantier a tenu dans les dix semaines de vacances d’été.',
      ja: '既設の OS2 シングルモード光ファイバーを活用し、コアを 100G、各棟のアップリンクを 25G に増強、Wi-Fi 6E アクセスポイント 1,400 台を導入。光モジュール費用はメーカー見積りより 62% 削減し、10 週間の夏季休暇中に工事を終えました。',
    },
    body: {
      'zh-CN': `这所大学的校园网已运行近十年：两台核心交换机之间为 10G 链路，各楼宇通过 1G 光纤上行，无线网络由 700 多个 Wi-Fi 5 接入点组成。每逢开学和考试周，教学楼和图书馆的上行链路长时间满载，在线考试系统和视频课程频繁卡顿。

## 方案

学校的信息中心希望在不重新敷设光缆的前提下完成升级。我们的工程师现场核对了光纤测试记录，确认全部楼宇间主干均为 OS2 单模光纤，最远链路 3.2 公里，损耗余量充足。据此制定的方案如下：

- 两个校区机房之间的核心互连升级为 4×100G，采用 QSFP28 LR4 光模块，链路聚合后提供 400G 带宽
- 60 栋楼宇的汇聚交换机通过 25G SFP28 LR 光模块双归属连接到两台核心交换机
- 楼内接入层采用 48 口 PoE+ 交换机，以 10G SFP+ 上行到楼宇汇聚
- 部署 1,400 个 Wi-Fi 6E 接入点，6 GHz 频段使用 80 MHz 信道，满足大教室高密度接入

所有光模块都按学校现有核心交换机的平台编码，出货前在同型号设备上测试，并按楼宇编号贴好标签，现场可以直接安装。

## 实施与结果

工程在 10 周暑假内分三批完成，每栋楼的切换时间不超过 2 小时。新学期第一周，无线网络同时在线终端峰值达到 24,000 个，楼宇上行利用率保持在 40% 以下。共交付 2,100 多只光模块，首年仅 3 只因故障更换，均在 48 小时内完成。与原厂光模块报价相比，光模块采购成本降低 62%，节省的预算被用于增加图书馆和学生宿舍的接入点数量。`,
      en: `The university's campus network had been running for almost ten years: 10G between the two core switches, 1G fibre uplinks to the buildings, and a wireless network of just over 700 Wi-Fi 5 access points. At the start of every term and during exam weeks, the uplinks of lecture halls and libraries ran at full load for hours, and the online exam system and video lectures stalled.

## The solution

The IT department wanted to upgrade without pulling new fibre. Our engineers reviewed the fibre test records on site and confirmed that every inter-building trunk was OS2 single-mode, with the longest link at 3.2 km and plenty of loss margin. The resulting design:

- The core interconnect between the two campus data rooms moved to 4×100G with QSFP28 LR4 optics, bundled into 400G of aggregate bandwidth
- Distribution switches in 60 buildings were dual-homed to both core switches with 25G SFP28 LR optics
- Inside each building, 48-port PoE+ access switches connect to the building distribution with 10G SFP+ uplinks
- 1,400 Wi-Fi 6E access points were installed, using 80 MHz channels on 6 GHz to handle dense lecture halls

Every transceiver was coded for the university's existing core platform, tested on the same switch model before shipping, and labelled by building number so it could be installed straight out of the box.

## Roll-out and results

The work was completed in three waves during the ten-week summer break, with each building cut over in less than two hours. In the first week of the new term, the wireless network peaked at 24,000 concurrent clients while building uplinks stayed below 40% utilisation. Of the more than 2,100 transceivers delivered, only three had to be replaced in the first year, each within 48 hours. Optics cost 62% less than the OEM quote, and the savings paid for additional access points in the library and student residences.`,
    },
    products: ['qsfp28-100g-lr4', 'sfp28-25g-lr', 'sfp-10g-lr', 's3410-48tx', 'ap7650-axe'],
  },
  {
    key: 'regional-hospital',
    industry: {
      'zh-CN': '医疗卫生',
      en: 'Healthcare',
      es: 'Sanidad',
      fi: 'Terveydenhuolto',
      fr: 'Santé',
      ja: '医療',
    },
    customer: {
      'zh-CN': '日本中部一家拥有 900 张床位的地区中心医院',
      en: 'A 900-bed regional hospital in central Japan',
      es: 'Un hospital regional de 900 camas en el centro de Japón',
      fi: '900-paikkainen aluesairaala Keski-Japanissa',
      fr: 'Un hôpital régional de 900 lits dans le centre du Japon',
      ja: '中部地方の 900 床を有する地域中核病院',
    },
    title: {
      'zh-CN': '全天候不停机：一家 900 床医院的冗余园区网与无线漫游',
      en: 'Never down: a redundant campus network and seamless roaming for a 900-bed hospital',
      es: 'Sin paradas: red de campus redundante e itinerancia sin cortes para un hospital de 900 camas',
      fi: 'Aina käytössä: vikasietoinen kampusverkko ja katkoton verkkovierailu 900-paikkaiselle sairaalalle',
      fr: 'Zéro interruption : un réseau de campus redondant et une itinérance fluide pour un hôpital de 900 lits',
      ja: '止まらない病院ネットワーク：900 床の病院を支える冗長化キャンパス網とシームレスローミング',
    },
    summary: {
      'zh-CN': '医院在不中断诊疗的情况下完成了核心、接入和无线网络的更换。医疗设备、护士呼叫和访客网络相互隔离，无线漫游切换时间低于 50 毫秒，投入运行 12 个月无计划外停机。',
      en: 'The hospital replaced its core, access and wireless networks without interrupting patient care. Medical devices, nurse call and guest traffic are isolated from each other, Wi-Fi roaming takes less than 50 ms, and there has been no unplanned downtime in 12 months of operation.',
      es: 'El hospital sustituyó su red troncal, de acceso e inalámbrica sin interrumpir la atención a los pacientes. Los equipos médicos, el sistema de llamada de enfermería y la red de visitantes están aislados entre sí, la itinerancia Wi-Fi tarda menos de 50 ms y no ha habido ninguna parada imprevista en 12 meses de funcionamiento.',
      fi: 'Sairaala uusi runko-, liityntä- ja langattoman verkkonsa keskeyttämättä potilashoitoa. Lääkintälaitteet, hoitajakutsujärjestelmä ja vierailijaverkko on eristetty toisistaan, Wi-Fi-verkkovierailu kestää alle 50 ms, eikä suunnittelemattomia katkoja ole ollut 12 käyttökuukauden aikana.',
      fr: 'L’hôpital a remplacé son cœur de réseau, son accès et son Wi-Fi sans interrompre les soins. Les équipements médicaux, l’appel infirmier et le réseau invités sont isolés les uns des autres, l’itinérance Wi-Fi prend moins de 50 ms et aucune interruption imprévue n’a été constatée en 12 mois d’exploitation.',
      ja: '診療を止めることなく、コア、アクセス、無線ネットワークを全面更新。医療機器、ナースコール、来院者ネットワークを分離し、Wi-Fi ローミングは 50 ミリ秒未満、稼働開始から 12 か月間計画外の停止はゼロです。',
    },
    body: {
      'zh-CN': `这家医院共有 9 栋建筑，电子病历、医学影像（PACS）、输液泵、移动护理车和护士呼叫系统都依赖网络运行。原有网络只有一台核心交换机，任何一次故障都会影响全院业务；无线网络在病区之间漫游时经常断线，护士使用移动护理车录入时不得不反复重新登录。

## 设计原则

我们与医院的系统集成商一起，按照“任何单点故障都不能中断诊疗”的原则设计了新网络：

- 两台核心交换机分别部署在两个机房，之间以 2×100G QSFP28 LR4 链路互连
- 每栋楼的汇聚交换机通过 10G SFP+ LR 光模块双归属到两台核心交换机，故障切换时间低于 1 秒
- 医疗设备、护士呼叫、办公、影像和访客网络划分为独立的 VRF，互访必须经过防火墙
- 接入交换机全部采用双电源和持续 PoE，IP 电话、护士呼叫终端和接入点在交换机升级时不断电

## 无线漫游

病区部署了 620 个 Wi-Fi 6 接入点，启用 802.11k/v/r 快速漫游，并针对移动护理车和手持终端单独规划 5 GHz 信道。实测显示，在病区走廊步行时的漫游切换时间低于 50 毫秒，语音通话和移动查房不再中断。

## 结果

新网络分 14 个夜间窗口完成切换，每次切换前都在测试环境中完整演练，诊疗业务没有受到影响。运行 12 个月以来没有发生计划外停机。东京技术支持中心为医院的 IT 团队提供日语支持，所有备件在院内保留 5% 的库存，故障件可在现场直接更换。`,
      en: `The hospital has nine buildings, and its electronic health records, medical imaging (PACS), infusion pumps, mobile nursing carts and nurse call system all depend on the network. The old network had a single core switch, so any failure affected the whole hospital, and Wi-Fi connections dropped when staff moved between wards, forcing nurses to log in again and again on their mobile carts.

## Design principles

Together with the hospital's system integrator, we designed the new network around one rule: no single failure may interrupt patient care.

- Two core switches in two separate data rooms, interconnected with 2×100G QSFP28 LR4 links
- Distribution switches in each building dual-homed to both cores with 10G SFP+ LR optics, with failover in under one second
- Separate VRFs for medical devices, nurse call, administration, imaging and guests, with all traffic between them passing through firewalls
- Access switches with dual power supplies and perpetual PoE, so IP phones, nurse call terminals and access points stay powered during switch upgrades

## Wireless roaming

The wards are covered by 620 Wi-Fi 6 access points with 802.11k/v/r fast roaming, and the 5 GHz channel plan was designed specifically for nursing carts and handheld terminals. Measurements while walking the ward corridors show roaming handovers below 50 ms, so voice calls and mobile ward rounds are no longer interrupted.

## Results

The new network was cut over in 14 night-time windows, each rehearsed in full in a test environment first, without any impact on patient care. There has been no unplanned downtime in the 12 months since. Our Tokyo support desk helps the hospital's IT team in Japanese, and 5% of every part is kept on site as spares so that a failed unit can be swapped immediately.`,
    },
    products: ['qsfp28-100g-lr4', 'sfp-10g-lr', 's3910-48t4x', 'ap7630-ax'],
  },
  {
    key: 'nordic-cloud-spine-leaf',
    industry: {
      'zh-CN': '云计算与数据中心',
      en: 'Cloud and data centre',
      es: 'Nube y centros de datos',
      fi: 'Pilvipalvelut ja datakeskukset',
      fr: 'Cloud et centres de données',
      ja: 'クラウド・データセンター',
    },
    customer: {
      'zh-CN': '北欧一家区域性云服务与托管服务商',
      en: 'A regional cloud and colocation provider in the Nordics',
      es: 'Un proveedor regional de nube y colocation en los países nórdicos',
      fi: 'Alueellinen pilvi- ja konesalipalvelujen tarjoaja Pohjoismaissa',
      fr: 'Un fournisseur régional de cloud et d’hébergement en colocation dans les pays nordiques',
      ja: '北欧の地域クラウド・コロケーション事業者',
    },
    title: {
      'zh-CN': '400G 叶脊网络：一家北欧云服务商把新数据中心的光模块成本降低一半',
      en: '400G spine-leaf: a Nordic cloud provider halves the optics bill for its new data centre',
      es: 'Spine-leaf a 400G: un proveedor de nube nórdico reduce a la mitad el coste de las ópticas de su nuevo centro de datos',
      fi: '400G spine-leaf: pohjoismainen pilvipalveluyritys puolitti uuden datakeskuksensa optiikkakustannukset',
      fr: 'Spine-leaf 400G : un fournisseur cloud nordique divise par deux le coût des optiques de son nouveau centre de données',
      ja: '400G スパイン・リーフ：北欧のクラウド事業者が新データセンターの光モジュール費用を半減',
    },
    summary: {
      'zh-CN': '新数据中心采用 8 台 400G 脊交换机和 48 台叶交换机，为 1,800 台服务器提供 25G 接入。400G DR4 分支为 4×100G 的设计减少了端口数量，光模块和线缆总成本比原厂方案低 55%。',
      en: 'The new data centre uses eight 400G spine switches and 48 leaf switches to give 1,800 servers 25G access. Breaking 400G DR4 ports out into 4×100G reduced the port count, and optics and cables cost 55% less than the OEM option.',
      es: 'El nuevo centro de datos utiliza ocho switches spine de 400G y 48 switches leaf para dar acceso a 25G a 1.800 servidores. Desdoblar los puertos 400G DR4 en 4×100G redujo el número de puertos, y ópticas y cables costaron un 55 % menos que la opción del fabricante.',
      fi: 'Uudessa datakeskuksessa on kahdeksan 400G-spine-kytkintä ja 48 leaf-kytkintä, jotka tarjoavat 1 800 palvelimelle 25G-liitännän. 400G DR4 -porttien haaroittaminen 4×100G-yhteyksiksi vähensi porttien määrää, ja optiikka ja kaapelit maksoivat 55 % vähemmän kuin laitevalmistajan vaihtoehto.',
      fr: 'Le nouveau centre de données s’appuie sur huit commutateurs spine 400G et 48 commutateurs leaf pour raccorder 1 800 serveurs en 25G. L’éclatement des ports 400G DR4 en 4×100G a réduit le nombre de ports, et les optiques et câbles ont coûté 55 % de moins que l’option constructeur.',
      ja: '新データセンターでは 400G スパインスイッチ 8 台とリーフスイッチ 48 台で、サーバー 1,800 台に 25G 接続を提供。400G DR4 を 4×100G にブレイクアウトしてポート数を削減し、光モジュールとケーブルの費用はメーカー品比で 55% 低減しました。',
    },
    body: {
      'zh-CN': `这家云服务商在北欧建设了第三座数据中心，一期部署 1,800 台虚拟化和存储服务器，要求网络支持 25G 服务器接入、3:1 以内的收敛比，并能在不更换布线的情况下升级到 800G。

## 架构

- 48 台叶交换机，每台 48 个 25G 服务器端口和 8 个 100G 上行口
- 8 台 400G 脊交换机，每台 32 个 QSFP-DD 端口
- 叶到脊的连接采用 400G DR4 光模块，每个 400G 端口通过 MPO-12 APC 分支跳线拆分为 4 条 100G DR 链路，连接到 4 台叶交换机
- 服务器到叶交换机全部使用 25G SFP28 无源 DAC，长度 1 至 3 米
- 机房之间采用 OS2 单模 MPO 主干光缆，结构化布线一次到位

## 为什么选择 DR4 分支

与在脊交换机上使用 100G 端口相比，400G DR4 分支方案只需要四分之一的脊端口：目前每台脊交换机只用了 32 个端口中的 12 个，无需增加脊交换机即可扩展到 128 台叶交换机。同时，只需一种光模块型号即可覆盖 500 米以内的全部叶脊链路。脊交换机更换为 800G 时，现有 OS2 单模布线可以继续使用。

## 结果

项目共交付 96 只 400G DR4、384 只 100G DR 和 1,900 根 25G DAC。全部光模块在客户同型号交换机上完成编码和测试，并附带逐只的测试报告。与原厂光模块和线缆报价相比，总成本降低 55%；上线 9 个月以来，光模块的现场故障率低于 0.1%。`,
      en: `The cloud provider was building its third data centre in the Nordics, with 1,800 virtualisation and storage servers in phase one. The network had to offer 25G server access and an oversubscription ratio of no more than 3:1, and it had to be upgradable to 800G without recabling.

## Architecture

- 48 leaf switches, each with 48 × 25G server ports and 8 × 100G uplinks
- 8 spine switches with 32 × 400G QSFP-DD ports each
- Leaf-to-spine links on 400G DR4 optics, each 400G port broken out over an MPO-12 APC breakout cord into four 100G DR links to four different leaves
- Servers connected to the leaves with 25G SFP28 passive DACs, 1 to 3 m long
- OS2 single-mode MPO trunks between the halls, installed once as structured cabling

## Why DR4 breakout

Compared with 100G ports on the spines, the 400G DR4 breakout design needs only a quarter of the spine ports: each spine uses just 12 of its 32 ports today, so the fabric can grow to 128 leaf switches without adding a spine. And a single transceiver type covers every leaf-spine link up to 500 m. When the spines move to 800G, the existing OS2 cabling stays in place.

## Results

We delivered 96 × 400G DR4, 384 × 100G DR and 1,900 × 25G DACs. Every module was coded and tested on the customer's own switch models and shipped with a per-unit test report. Total cost was 55% below the OEM quote for optics and cables, and the field failure rate of the optics has stayed below 0.1% in nine months of operation.`,
    },
    products: ['n9550-32d', 'n8560-48bc', 'qdd-400g-dr4', 'qsfp28-100g-dr', 'sfp28-25g-pdac', 'mpo12-os2-trunk'],
  },
  {
    key: 'smart-factory',
    industry: {
      'zh-CN': '智能制造',
      en: 'Manufacturing',
      es: 'Industria manufacturera',
      fi: 'Valmistava teollisuus',
      fr: 'Industrie manufacturière',
      ja: '製造業',
    },
    customer: {
      'zh-CN': '珠三角一家拥有三个厂区的汽车零部件制造商',
      en: 'An automotive parts manufacturer with three plants in the Pearl River Delta',
      es: 'Un fabricante de componentes de automoción con tres plantas en el delta del río de las Perlas',
      fi: 'Autonosavalmistaja, jolla on kolme tehdasta Helmijoen suistossa',
      fr: 'Un équipementier automobile disposant de trois usines dans le delta de la rivière des Perles',
      ja: '珠江デルタに 3 つの工場を持つ自動車部品メーカー',
    },
    title: {
      'zh-CN': '工业级光纤环网：汽车零部件工厂的产线网络改造',
      en: 'An industrial fibre ring for an automotive parts maker’s production lines',
      es: 'Un anillo de fibra industrial para las líneas de producción de un fabricante de componentes de automoción',
      fi: 'Teollisuustason kuiturengas autonosavalmistajan tuotantolinjoille',
      fr: 'Un anneau fibre industriel pour les lignes de production d’un équipementier automobile',
      ja: '自動車部品工場の生産ラインを支える産業用光ファイバーリング',
    },
    summary: {
      'zh-CN': '三个厂区的 42 条产线通过 10G 工业级光纤环网连接到 MES 和视觉检测系统，环网故障恢复时间低于 50 毫秒，网络原因造成的停线时间由每月约 6 小时降至零。',
      en: 'Forty-two production lines in three plants are connected to the MES and machine-vision systems over 10G industrial fibre rings. Ring failover takes less than 50 ms, and line stoppages caused by the network fell from about six hours a month to zero.',
      es: 'Cuarenta y dos líneas de producción en tres plantas están conectadas al MES y a los sistemas de visión artificial mediante anillos de fibra industrial de 10G. La conmutación del anillo tarda menos de 50 ms y las paradas de línea causadas por la red pasaron de unas seis horas al mes a ninguna.',
      fi: 'Kolmen tehtaan 42 tuotantolinjaa on liitetty MES- ja konenäköjärjestelmiin 10G-teollisuuskuiturenkailla. Renkaan vikasiirto kestää alle 50 ms, ja verkosta johtuvat linjapysähdykset vähenivät noin kuudesta tunnista kuukaudessa nollaan.',
      fr: 'Quarante-deux lignes de production réparties sur trois usines sont reliées au MES et aux systèmes de vision industrielle par des anneaux fibre industriels 10G. Le basculement de l’anneau prend moins de 50 ms, et les arrêts de ligne dus au réseau sont passés d’environ six heures par mois à zéro.',
      ja: '3 工場の 42 本の生産ラインを 10G 産業用光ファイバーリングで MES と画像検査システムに接続。リングの切り替えは 50 ミリ秒未満で、ネットワーク起因のライン停止は月約 6 時間からゼロになりました。',
    },
    body: {
      'zh-CN': `这家制造商为多家整车厂供应制动和转向部件，三个厂区共有 42 条自动化产线。随着 MES 系统、视觉检测和设备联网的推进，车间网络成为生产的一部分，但原有的商用交换机和铜缆在高温、粉尘和电磁干扰环境下故障频繁，每月因网络问题停线约 6 小时。

## 方案

- 每个厂区部署一条 10G 光纤环网，连接各车间的工业级汇聚交换机，使用 ERPS（G.8032）环网保护，单点断纤恢复时间低于 50 毫秒
- 环网使用工业级（-40°C 至 +85°C）10G SFP+ LR 光模块，产线设备接入使用工业级 1G SFP LX 光模块，避免长距离铜缆受到变频器和焊接设备的干扰
- 视觉检测工位的 200 台工业相机由 PoE+ 交换机供电，相机流量划分为独立的 VLAN，并通过 IGMP Snooping 控制组播
- 三个厂区之间通过 10G 裸纤互连，工厂数据中心采用 25G 服务器接入

## 实施

改造利用每年春节和国庆的停产窗口分两期完成。我们为每个机柜提供了预先配置并贴好标签的光模块和跳线，现场人员只需按图安装。所有工业级光模块在出货前都完成了 -40°C 至 +85°C 的温度循环测试。

## 结果

投入运行后，网络原因造成的停线时间降为零。视觉检测系统的图像上传时间从平均 1.8 秒缩短到 0.3 秒，检测节拍因此提高了 12%。工厂 IT 团队现在可以通过 DDM 数据监控每条光纤链路的收光功率，在问题影响生产之前提前更换老化的跳线。`,
      en: `The manufacturer supplies brake and steering components to several car makers and runs 42 automated production lines across three plants. As the MES, machine-vision inspection and connected machines were rolled out, the shop-floor network became part of production, but the old commercial switches and copper cabling kept failing in the heat, dust and electromagnetic noise, stopping lines for about six hours a month.

## The solution

- A 10G fibre ring in each plant links the industrial distribution switches of every workshop, protected by ERPS (G.8032) so a single fibre break recovers in under 50 ms
- The rings use industrial-temperature (-40°C to +85°C) 10G SFP+ LR optics, and production equipment connects through industrial 1G SFP LX optics instead of long copper runs exposed to interference from drives and welding equipment
- The 200 industrial cameras of the vision stations are powered by PoE+ switches, with camera traffic in its own VLAN and multicast controlled by IGMP snooping
- The three plants are connected over 10G dark fibre, and the factory data room uses 25G server access

## Roll-out

The work was done in two phases during the Spring Festival and National Day shutdowns. We delivered pre-configured, labelled optics and patch cords for every cabinet, so the on-site team only had to follow the drawings. Every industrial module was temperature-cycled from -40°C to +85°C before shipping.

## Results

Since go-live, line stoppages caused by the network have fallen to zero. Image upload time from the vision stations dropped from 1.8 s to 0.3 s on average, raising inspection throughput by 12%. The factory IT team now monitors the receive power of every fibre link through DDM and replaces ageing patch cords before they can affect production.`,
    },
    products: ['sfp-10g-lr', 'sfp-1g-lx', 's3410-24tx', 'os2-lc-lc-upc-duplex'],
  },
  {
    key: 'resort-hotel-wifi',
    industry: {
      'zh-CN': '酒店与度假村',
      en: 'Hospitality',
      es: 'Hostelería',
      fi: 'Hotelli- ja matkailuala',
      fr: 'Hôtellerie',
      ja: 'ホテル・リゾート',
    },
    customer: {
      'zh-CN': '东南亚一家拥有 420 间客房的海滨度假酒店',
      en: 'A 420-room beach resort in Southeast Asia',
      es: 'Un resort de playa de 420 habitaciones en el Sudeste Asiático',
      fi: '420 huoneen rantalomakeskus Kaakkois-Aasiassa',
      fr: 'Un complexe balnéaire de 420 chambres en Asie du Sud-Est',
      ja: '東南アジアの客室数 420 室のビーチリゾート',
    },
    title: {
      'zh-CN': '从大堂到沙滩：海滨度假酒店的全覆盖无线网络',
      en: 'From lobby to beach: full wireless coverage for a seaside resort',
      es: 'Del vestíbulo a la playa: cobertura inalámbrica total para un resort junto al mar',
      fi: 'Aulasta rannalle: kattava langaton verkko merenrantalomakeskukseen',
      fr: 'Du hall à la plage : une couverture sans fil complète pour un complexe en bord de mer',
      ja: 'ロビーからビーチまで：海辺のリゾートを隈なくカバーする無線ネットワーク',
    },
    summary: {
      'zh-CN': '客房内的面板式接入点、室外 IP67 接入点和 PoE 交换机让酒店实现了从客房到泳池和沙滩的无缝覆盖。住客关于网络的投诉减少了 85%，IPTV 和门锁系统也迁移到了同一张网络上。',
      en: 'Wall-plate access points in every room, IP67 outdoor access points and PoE switches give seamless coverage from the rooms to the pools and the beach. Guest complaints about Wi-Fi fell by 85%, and IPTV and the door-lock system moved onto the same network.',
      es: 'Puntos de acceso de pared en cada habitación, puntos de acceso exteriores IP67 y switches PoE ofrecen una cobertura continua desde las habitaciones hasta las piscinas y la playa. Las quejas de los huéspedes sobre el Wi-Fi bajaron un 85 %, y la IPTV y el sistema de cerraduras pasaron a la misma red.',
      fi: 'Huoneiden seinätukiasemat, IP67-luokitellut ulkotukiasemat ja PoE-kytkimet tarjoavat katkottoman kuuluvuuden huoneista uima-altaille ja rannalle. Asiakkaiden Wi-Fi-valitukset vähenivät 85 %, ja IPTV sekä ovilukitusjärjestelmä siirrettiin samaan verkkoon.',
      fr: 'Des points d’accès muraux dans chaque chambre, des points d’accès extérieurs IP67 et des commutateurs PoE assurent une couverture continue des chambres jusqu’aux piscines et à la plage. Les plaintes des clients sur le Wi-Fi ont baissé de 85 %, et l’IPTV ainsi que le système de serrures ont rejoint le même réseau.',
      ja: '全客室のウォールプレート型 AP、IP67 屋外 AP、PoE スイッチにより、客室からプール、ビーチまで途切れないカバレッジを実現。Wi-Fi に関する宿泊客の苦情は 85% 減少し、IPTV とドアロックシステムも同じネットワークに統合しました。',
    },
    body: {
      'zh-CN': `这家度假酒店由 6 栋客房楼、3 个餐厅、会议中心、两个泳池和 800 米长的私人海滩组成。原有无线网络只在走廊安装了接入点，信号穿过客房的混凝土墙后所剩无几；每到旺季，前台每天都会收到大量关于网络的投诉，在线点评中“Wi-Fi 差”是最常见的负面评价。

## 方案

- 每间客房安装一台面板式 Wi-Fi 6 接入点，同时提供四个千兆有线端口，用于 IPTV 机顶盒、客房电话和迷你吧
- 泳池、花园和海滩区域部署 36 台 IP67 室外接入点，采用定向天线覆盖沙滩，并配有防雷和防盐雾措施
- 每栋客房楼配置 48 口 PoE+ 交换机，以 10G SFP+ 光纤上行到核心；楼宇之间使用 OS2 单模光纤
- 住客、员工、IPTV、门锁和 POS 系统划分为独立的 VLAN，住客网络通过认证门户按房间号登录，每位住客限速 50 Mbps

## 实施与结果

施工按楼栋分批进行，每栋楼只需关闭 3 天。上线后，住客可在酒店任何区域稳定连接，高峰时段同时在线终端超过 1,500 个。

住客关于网络的投诉减少了 85%，在线点评中的网络评分从 2.9 分提高到 4.6 分（满分 5 分）。由于 IPTV 和电子门锁也迁移到了同一张网络，酒店拆除了两套独立布线系统，每年节省约 18% 的运维费用。`,
      en: `The resort has six guest buildings, three restaurants, a conference centre, two pools and an 800 m private beach. The old Wi-Fi had access points only in the corridors, and little of the signal made it through the concrete walls into the rooms. In high season the front desk received complaints about the internet every day, and "poor Wi-Fi" was the most common criticism in online reviews.

## The solution

- A wall-plate Wi-Fi 6 access point in every room, with four Gigabit wired ports for the IPTV set-top box, room phone and minibar
- 36 IP67 outdoor access points around the pools, gardens and beach, with directional antennas along the sand and lightning and salt-mist protection
- 48-port PoE+ switches in each guest building, connected to the core with 10G SFP+ optics over OS2 single-mode fibre between buildings
- Separate VLANs for guests, staff, IPTV, door locks and point-of-sale; guests sign in through a captive portal with their room number and are limited to 50 Mbps each

## Roll-out and results

The installation went building by building, with each one closed for only three days. Since go-live, guests stay connected anywhere on the property, with more than 1,500 concurrent clients at peak times.

Guest complaints about Wi-Fi fell by 85%, and the Wi-Fi score in online reviews rose from 2.9 to 4.6 out of 5. Because IPTV and the electronic door locks moved onto the same network, the resort removed two separate cabling systems and cut its annual network operating costs by about 18%.`,
    },
    products: ['ap7210-ax', 's3410-48tx', 'sfp-10g-lr', 'os2-lc-lc-upc-duplex'],
  },
  {
    key: 'retail-chain-branches',
    industry: {
      'zh-CN': '连锁零售',
      en: 'Retail chain',
      es: 'Cadena minorista',
      fi: 'Vähittäiskauppaketju',
      fr: 'Commerce de détail',
      ja: '小売チェーン',
    },
    customer: {
      'zh-CN': '一家在法国和比荷卢地区拥有 180 家门店的时装零售连锁企业',
      en: 'A fashion retail chain with 180 stores in France and the Benelux countries',
      es: 'Una cadena de moda con 180 tiendas en Francia y el Benelux',
      fi: 'Muotiketju, jolla on 180 myymälää Ranskassa ja Benelux-maissa',
      fr: 'Une enseigne de mode comptant 180 magasins en France et au Benelux',
      ja: 'フランスとベネルクス 3 国に 180 店舗を展開するアパレル小売チェーン',
    },
    title: {
      'zh-CN': '一晚开通一家店：180 家门店的标准化网络套件',
      en: 'One store per night: a standard network kit for 180 shops',
      es: 'Una tienda por noche: un kit de red estándar para 180 establecimientos',
      fi: 'Yksi myymälä yössä: vakioitu verkkopaketti 180 myymälälle',
      fr: 'Un magasin par nuit : un kit réseau standard pour 180 boutiques',
      ja: '1 晩で 1 店舗を開通：180 店舗向けの標準ネットワークキット',
    },
    summary: {
      'zh-CN': '每家门店使用同一套预配置的路由器、PoE 交换机、接入点和壁挂机柜，由荷兰仓库直接发货。9 个月内完成 180 家门店的切换，支付终端与顾客 Wi-Fi 完全隔离。',
      en: 'Every store receives the same pre-configured router, PoE switch, access points and wall-mount cabinet, shipped from our Dutch warehouse. All 180 stores were cut over in nine months, with payment terminals fully isolated from customer Wi-Fi.',
      es: 'Cada tienda recibe el mismo router, switch PoE, puntos de acceso y armario mural preconfigurados, enviados desde nuestro almacén de los Países Bajos. Las 180 tiendas se migraron en nueve meses, con los terminales de pago totalmente aislados del Wi-Fi de clientes.',
      fi: 'Jokainen myymälä saa samanlaisen valmiiksi määritetyn reitittimen, PoE-kytkimen, tukiasemat ja seinäkaapin suoraan Alankomaiden varastostamme. Kaikki 180 myymälää siirrettiin uuteen verkkoon yhdeksässä kuukaudessa, ja maksupäätteet on eristetty täysin asiakkaiden Wi-Fi-verkosta.',
      fr: 'Chaque magasin reçoit le même routeur, commutateur PoE, points d’accès et coffret mural préconfigurés, expédiés depuis notre entrepôt des Pays-Bas. Les 180 magasins ont basculé en neuf mois, avec des terminaux de paiement totalement isolés du Wi-Fi clients.',
      ja: '全店舗に同一構成の設定済みルーター、PoE スイッチ、アクセスポイント、壁掛けラックをオランダ倉庫から直送。9 か月で 180 店舗の切り替えを完了し、決済端末は来店客向け Wi-Fi から完全に分離しました。',
    },
    body: {
      'zh-CN': `这家零售企业的门店面积从 150 平方米到 1,200 平方米不等，过去由各地的电工和 IT 服务商分别建设网络，设备型号多达十几种。总部的 IT 团队只有 6 个人，每次新店开业或设备故障都需要派人到现场，支付终端与顾客 Wi-Fi 共用网络也让 PCI DSS 审计变得困难。

## 标准化门店套件

我们与客户的 IT 团队一起设计了两种规格的门店套件，小型店和大型店只在端口数量和接入点数量上有所不同：

- 一台分支路由器，光纤或 DSL 主线路，配合 4G/5G 备份线路，主线路中断时 30 秒内自动切换
- 一台 24 口 PoE+ 交换机（大型店为 48 口），为接入点、IP 摄像头和电子价签基站供电
- 2 至 4 个 Wi-Fi 6 接入点，员工、顾客和物联网终端使用不同的 SSID 和 VLAN
- 一个 9U 壁挂机柜，含配线架、理线器和 PDU，所有线缆按颜色区分用途

支付终端位于独立的 VLAN，只能访问支付网关，与顾客 Wi-Fi 之间没有任何路由，大大简化了 PCI DSS 合规审查。

## 物流与开通

所有设备在荷兰仓库按门店编号预先配置、测试并贴好标签，连同一页图文安装说明一起装箱发货。门店在闭店后由当地电工安装，总部远程确认上线，一家门店通常一晚即可完成切换。

## 结果

180 家门店在 9 个月内全部完成切换，没有一家门店因为网络问题推迟开门。总部现在可以在一个界面上查看所有门店的线路状态，现场维护需求减少了 70%。新店开业的网络准备时间从 3 周缩短到 5 天。`,
      en: `The retailer's stores range from 150 m² to 1,200 m², and in the past each one had been wired by a different local electrician or IT contractor, leaving more than a dozen device models in the field. The central IT team has only six people. Every new opening or equipment failure meant a site visit, and payment terminals sharing a network with customer Wi-Fi made PCI DSS audits difficult.

## A standard store kit

Together with the customer's IT team we designed a kit in two sizes; small and large stores differ only in port and access point counts:

- A branch router on a fibre or DSL line with 4G/5G backup, failing over automatically within 30 seconds if the main line goes down
- A 24-port PoE+ switch (48 ports in large stores) powering the access points, IP cameras and electronic shelf-label base stations
- Two to four Wi-Fi 6 access points, with separate SSIDs and VLANs for staff, customers and IoT devices
- A 9U wall-mount cabinet with patch panel, cable managers and PDU, and colour-coded cables by use

Payment terminals sit in their own VLAN, can reach only the payment gateway and have no route at all to customer Wi-Fi, which greatly simplifies the PCI DSS review.

## Logistics and cut-over

Every device was pre-configured, tested and labelled by store number in our Dutch warehouse, then packed with a one-page illustrated installation guide. A local electrician installs the kit after closing time, head office confirms that the store is online remotely, and a store is usually cut over in a single night.

## Results

All 180 stores were cut over within nine months, and not one opened late because of the network. Head office now sees the line status of every store in one view, and on-site maintenance requests have dropped by 70%. Network preparation for a new store went from three weeks to five days.`,
    },
    products: ['r6200-8g', 's3410-24ts', 'ap7610-ax', 'rk-w6035'],
  },
  {
    key: 'regional-isp-aggregation',
    industry: {
      'zh-CN': '电信运营商与 ISP',
      en: 'Internet service provider',
      es: 'Proveedor de servicios de Internet',
      fi: 'Internet-palveluntarjoaja',
      fr: 'Fournisseur d’accès à Internet',
      ja: 'インターネットサービスプロバイダー',
    },
    customer: {
      'zh-CN': '墨西哥一家拥有 12 万光纤用户的区域宽带运营商',
      en: 'A regional fibre broadband provider in Mexico with 120,000 subscribers',
      es: 'Un operador regional de banda ancha por fibra en México con 120.000 suscriptores',
      fi: 'Meksikolainen alueellinen kuitulaajakaistaoperaattori, jolla on 120 000 tilaajaa',
      fr: 'Un opérateur régional de fibre optique au Mexique comptant 120 000 abonnés',
      ja: '光ファイバー加入者 12 万人を抱えるメキシコの地域ブロードバンド事業者',
    },
    title: {
      'zh-CN': '100G 汇聚环网与 10G BiDi：一家区域运营商把骨干带宽提升十倍',
      en: '100G aggregation rings and 10G BiDi: a regional ISP multiplies its backbone capacity by ten',
      es: 'Anillos de agregación a 100G y 10G BiDi: un operador regional multiplica por diez la capacidad de su red troncal',
      fi: '100G-kokoojarenkaat ja 10G BiDi: alueellinen operaattori kymmenkertaisti runkoverkkonsa kapasiteetin',
      fr: 'Anneaux d’agrégation 100G et 10G BiDi : un opérateur régional multiplie par dix la capacité de son réseau cœur',
      ja: '100G アグリゲーションリングと 10G BiDi：地域 ISP がバックボーン容量を 10 倍に',
    },
    summary: {
      'zh-CN': '运营商把 28 个局端之间的汇聚环从 10G 升级到 100G，OLT 上行改用单纤双向 10G BiDi 光模块，节省了一半的光纤资源。晚高峰的拥塞消失，千兆套餐的销售得以顺利推出。',
      en: 'The provider upgraded the aggregation rings between its 28 central offices from 10G to 100G and moved OLT uplinks to single-fibre 10G BiDi optics, freeing half of its fibre. Evening congestion disappeared and gigabit plans could finally be launched.',
      es: 'El operador actualizó los anillos de agregación entre sus 28 centrales de 10G a 100G y pasó los enlaces de las OLT a ópticas 10G BiDi de una sola fibra, liberando la mitad de su fibra. La congestión de la franja nocturna desapareció y por fin pudo lanzar planes de un gigabit.',
      fi: 'Operaattori nosti 28 keskuksensa väliset kokoojarenkaat 10G:stä 100G:hen ja siirsi OLT-laitteiden nousuyhteydet yhden kuidun 10G BiDi -optiikkaan, mikä vapautti puolet kuiduista. Iltaruuhkat katosivat, ja gigabitin liittymät saatiin vihdoin myyntiin.',
      fr: 'L’opérateur a fait passer les anneaux d’agrégation reliant ses 28 centraux de 10G à 100G et migré les liaisons montantes des OLT vers des optiques 10G BiDi monofibres, libérant la moitié de ses fibres. La congestion du soir a disparu et les offres gigabit ont enfin pu être lancées.',
      ja: '28 の局舎を結ぶアグリゲーションリングを 10G から 100G に増強し、OLT アップリンクを 1 芯双方向の 10G BiDi 光モジュールに切り替えて光ファイバーの半分を解放。夜間の輻輳は解消し、ギガビットプランの提供を開始できました。',
    },
    body: {
      'zh-CN': `这家运营商在墨西哥北部的四个城市提供光纤到户（FTTH）服务。用户数在三年内翻了两番，但局端之间的汇聚环仍然是 10G，每天晚上 8 点到 11 点视频流量高峰时，环路利用率超过 90%，用户投诉速度不达标，千兆套餐迟迟无法推出。同时，许多局端之间的光缆芯数已经用尽，新建光缆需要半年以上的审批时间。

## 方案

- 28 个局端组成 4 个汇聚环，环路从 10G 升级为 2×100G，根据局端之间的距离选用 100G LR4（10 公里）和 ER4（40 公里）光模块
- 两个核心节点之间使用 4×100G 链路，并通过 100G LR4 连接到两个上游运营商和一个互联网交换中心
- 180 台 GPON 和 XGS-PON OLT 的上行从双纤 10G LR 改为单纤双向 10G BiDi 光模块（1270/1330nm 成对使用），立即释放了一半的光纤资源
- 部分局端设备位于无空调的机柜中，因此在夏季最热的局端进行了两周试运行，通过 DDM 温度读数确认模块在规格范围内稳定工作

## 实施与结果

升级在 4 个月内分环完成，利用环网保护逐段割接，用户侧没有感知到中断。升级后，晚高峰的环路利用率降至 25% 以下，用户测速达标率从 71% 提高到 99%。

运营商随后推出了 1 Gbps 和 2 Gbps 套餐，半年内新增用户 2.6 万户。释放出来的光纤被用于企业专线和 5G 基站回传，带来了新的收入来源。`,
      en: `The provider offers fibre to the home (FTTH) in four cities in northern Mexico. Its subscriber base had quadrupled in three years, but the aggregation rings between central offices were still 10G. Between 8 and 11 pm, when video traffic peaks, ring utilisation went above 90%, customers complained about speeds, and the launch of gigabit plans kept being postponed. On top of that, many fibre routes between offices had no spare strands left, and new cable would have taken more than six months to get approved.

## The solution

- The 28 central offices form four aggregation rings, upgraded from 10G to 2×100G with 100G LR4 (10 km) or ER4 (40 km) optics depending on the distance between offices
- The two core nodes are linked at 4×100G and connected over 100G LR4 to two upstream carriers and an internet exchange point
- Uplinks of 180 GPON and XGS-PON OLTs moved from dual-fibre 10G LR to single-fibre 10G BiDi optics (1270/1330 nm pairs), immediately freeing half of the fibre in use
- Because some central offices keep their equipment in cabinets without air conditioning, the modules ran a two-week summer pilot in the hottest site, with DDM temperature readings confirming stable operation within specification

## Roll-out and results

The upgrade was completed ring by ring over four months, cutting over one section at a time under ring protection, with no interruption noticed by subscribers. Since then, peak evening ring utilisation has stayed below 25%, and the share of speed tests meeting the advertised rate rose from 71% to 99%.

The provider went on to launch 1 Gbps and 2 Gbps plans and added 26,000 subscribers within six months. The freed fibre is now used for business leased lines and 5G backhaul, opening new sources of revenue.`,
    },
    products: ['qsfp28-100g-lr4', 'qsfp28-100g-er4', 'sfp-10g-bx10-u', 'sfp-10g-bx10-d'],
  },
];
