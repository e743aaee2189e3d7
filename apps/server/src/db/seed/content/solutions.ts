import type { SolutionSeed } from './types.js';

// Solutions: reference designs with the products they use.
export const SOLUTIONS: SolutionSeed[] = [
  {
    key: 'enterprise-campus',
    title: {
      'zh-CN': '企业园区网络解决方案',
      en: 'Enterprise campus network',
      es: 'Red de campus empresarial',
      fi: 'Yrityksen kampusverkko',
      fr: 'Réseau de campus d’entreprise',
      ja: 'エンタープライズキャンパスネットワーク',
    },
    summary: {
      'zh-CN': '100G 核心、25G 汇聚、多千兆 PoE++ 接入：为办公楼群和园区打造可扩展、高可用的有线与无线一体化网络。',
      en: 'A 100G core, 25G distribution and multi-gigabit PoE++ access: a scalable, highly available wired and wireless network for office buildings and campuses.',
      es: 'Núcleo a 100G, distribución a 25G y acceso multigigabit PoE++: una red cableada e inalámbrica escalable y de alta disponibilidad para edificios de oficinas y campus.',
      fi: '100G-runko, 25G-kokoojataso ja monigigabitin PoE++-liityntä: skaalautuva ja korkean käytettävyyden kiinteä ja langaton verkko toimistorakennuksiin ja kampuksille.',
      fr: 'Cœur 100G, distribution 25G et accès multigigabit PoE++ : un réseau filaire et sans fil évolutif et hautement disponible pour les immeubles de bureaux et les campus.',
      ja: '100G コア、25G ディストリビューション、マルチギガビット PoE++ アクセス。オフィスビルやキャンパス向けに、拡張性と高可用性を備えた有線・無線一体のネットワークを構築します。',
    },
    body: {
      'zh-CN': `现代办公园区的网络需要同时承载视频会议、云应用、Wi-Fi 7 接入点、IP 摄像头和楼宇物联网设备。YT 网络的园区方案采用经典的三层结构，在每一层都为未来五到七年的增长预留空间。

## 网络结构

- 核心层：两台核心交换机以 100G QSFP28 链路互连，跨楼宇或跨园区时使用 LR4 光模块（10 公里），同一机房内使用 SR4 或 DAC
- 汇聚层：每栋楼两台汇聚交换机，通过 25G SFP28 SR 或 LR 光模块双归属到核心，链路聚合后提供 50G 上行
- 接入层：S3950 系列 2.5G/10G 多千兆 PoE++ 交换机，每个端口最高 90 W，-PH 型号总预算 1,440 W，以 25G 上行到汇聚；普通办公楼层也可使用 S3410/S3910 千兆 PoE+ 交换机
- 无线：Wi-Fi 6E 或 Wi-Fi 7 接入点，每 150 至 200 平方米一台，开放式办公区和会议室适当加密

## 可靠性与安全

核心与汇聚之间采用跨设备链路聚合（MLAG）或堆叠，任何一台设备或一条链路故障都不会中断业务。接入层启用 802.1X 认证，按部门和终端类型动态分配 VLAN；摄像头、门禁和楼宇控制系统放入独立的网段，只允许访问各自的管理平台。

## 布线建议

楼宇之间优先使用 OS2 单模光纤，以便将来从 25G 平滑升级到 100G；楼内水平布线使用 Cat6A，保证 10GBASE-T 和 PoE++ 在 100 米内稳定运行。我们可以根据您的楼层平面图和终端数量提供完整的设备清单与预算，询价将在 1 个工作日内回复。`,
      en: `A modern office campus network has to carry video meetings, cloud applications, Wi-Fi 7 access points, IP cameras and building IoT devices at the same time. The YT Networks campus design follows the classic three-tier structure and leaves room at every tier for five to seven years of growth.

## Network structure

- Core: two core switches interconnected with 100G QSFP28 links, using LR4 optics (10 km) between buildings or sites and SR4 optics or DACs within a data room
- Distribution: two distribution switches per building, dual-homed to the core with 25G SFP28 SR or LR optics for 50G of bundled uplink
- Access: S3950 series 2.5G/10G multi-gigabit PoE++ switches, up to 90 W per port and 1,440 W on -PH models, with 25G uplinks to distribution; S3410/S3910 Gigabit PoE+ switches for ordinary office floors
- Wireless: Wi-Fi 6E or Wi-Fi 7 access points, one per 150 to 200 m², with extra density in open-plan areas and meeting rooms

## Resilience and security

Core and distribution switches use multi-chassis link aggregation (MLAG) or stacking, so the failure of any one device or link does not interrupt service. 802.1X authentication at the access layer assigns VLANs dynamically by department and device type; cameras, access control and building management systems sit in their own segments and can reach only their own management platforms.

## Cabling advice

Use OS2 single-mode fibre between buildings so that links can move smoothly from 25G to 100G later, and Cat6A for horizontal cabling inside buildings so that 10GBASE-T and PoE++ run reliably over 100 m. Send us your floor plans and device counts, and we will prepare a complete bill of materials and budget; inquiries are answered within one business day.`,
    },
    products: ['s3950-48m4y', 's3910-48t4y', 's5860-24s4y', 'ap7810-be', 'qsfp28-100g-lr4', 'sfp28-25g-lr'],
  },
  {
    key: 'datacenter-spine-leaf',
    title: {
      'zh-CN': '数据中心 100G/400G 叶脊网络解决方案',
      en: 'Data centre 100G/400G spine-leaf fabric',
      es: 'Fabric spine-leaf de 100G/400G para centros de datos',
      fi: 'Datakeskuksen 100G/400G spine-leaf-verkko',
      fr: 'Fabric spine-leaf 100G/400G pour centres de données',
      ja: 'データセンター向け 100G／400G スパイン・リーフファブリック',
    },
    summary: {
      'zh-CN': '25G/100G 服务器接入、400G 脊层、DR4 分支与结构化单模布线：一套可以平滑升级到 800G 的数据中心网络架构。',
      en: '25G/100G server access, a 400G spine layer, DR4 breakout and structured single-mode cabling: a data-centre architecture that upgrades smoothly to 800G.',
      es: 'Acceso a servidores de 25G/100G, capa spine de 400G, desdoblamiento DR4 y cableado monomodo estructurado: una arquitectura de centro de datos que evoluciona sin sobresaltos hacia 800G.',
      fi: '25G/100G-palvelinliitännät, 400G-spine-taso, DR4-haaroitus ja rakenteellinen yksimuotokaapelointi: datakeskusarkkitehtuuri, joka päivittyy sujuvasti 800G-nopeuteen.',
      fr: 'Accès serveur 25G/100G, couche spine 400G, éclatement DR4 et câblage monomode structuré : une architecture de centre de données qui évolue sans heurts vers le 800G.',
      ja: '25G／100G サーバー接続、400G スパイン層、DR4 ブレイクアウト、構造化シングルモード配線。800G へスムーズに移行できるデータセンターアーキテクチャです。',
    },
    body: {
      'zh-CN': `叶脊架构让任意两台服务器之间的通信都只经过固定的跳数，时延可预测，扩容时只需增加叶交换机或脊交换机。YT 网络为新建和改造的数据中心提供从服务器网卡到脊层的完整互连方案。

## 典型设计

- 服务器接入：25G SFP28 或 100G QSFP28 网卡，机柜内使用无源 DAC（25G 最长 5 米），相邻机柜使用 AOC
- 叶交换机：48×25G 加 8×100G 的 N8560-48BC，或 32×100G 的 N8560-32C，按 3:1 或更低的收敛比设计
- 脊交换机：32 个 400G QSFP-DD 端口的 N9550-32D，或 64 个端口的 N9550-64D
- 叶到脊：400G DR4 光模块，通过 MPO-12 APC 分支跳线拆分为 4×100G DR，直接连接 100G 叶交换机；或使用 400G FR4 连接 2 公里以内的其他机房

## 为什么推荐单模布线

在 100G 时代，多模 SR4 仍然是机房内的主流选择；但到了 400G 和 800G，多模光纤的传输距离缩短到 50 至 100 米，并行多模模块也需要更多的光纤芯数。DR4 和 FR4 基于 OS2 单模光纤，传输距离 500 米至 2 公里，且同一套主干光缆可以继续支持 800G 和 1.6T。

## 交付方式

所有光模块和线缆都按您的交换机平台编码，并在同型号设备上测试后发货，每只模块附带测试数据。大型项目可以按机柜或按列预先打包、标注端口号，缩短现场安装时间。我们还提供 MPO 主干光缆和配线架的极性设计，避免现场返工。`,
      en: `In a spine-leaf fabric, traffic between any two servers crosses a fixed number of hops, latency is predictable, and capacity grows by adding leaf or spine switches. YT Networks supplies the complete interconnect for new and refurbished data centres, from the server adapters up to the spine layer.

## A typical design

- Server access: 25G SFP28 or 100G QSFP28 adapters, passive DACs within the rack (up to 5 m at 25G) and AOCs to neighbouring racks
- Leaf switches: the N8560-48BC with 48×25G plus 8×100G, or the N8560-32C with 32×100G, designed for 3:1 oversubscription or better
- Spine switches: the N9550-32D with 32 × 400G QSFP-DD ports, or the 64-port N9550-64D
- Leaf to spine: 400G DR4 optics broken out over MPO-12 APC cords into 4×100G DR to connect directly to 100G leaves, or 400G FR4 to reach other halls up to 2 km away

## Why we recommend single-mode cabling

At 100G, multimode SR4 is still the usual choice inside a data hall. At 400G and 800G, however, multimode reach drops to 50 to 100 m, and parallel multimode modules need more fibre strands. DR4 and FR4 run over OS2 single-mode for 500 m to 2 km, and the same trunk cabling will carry 800G and 1.6T.

## How we deliver

Every transceiver and cable is coded for your switch platform, tested on the same model before shipping and supplied with its test data. For large projects we pre-pack by rack or by row and label each item with its port number to shorten installation. We also design MPO trunk and patch panel polarity so that nothing has to be redone on site.`,
    },
    products: ['n9550-32d', 'n8560-48bc', 'qdd-400g-dr4', 'qdd-400g-fr4', 'qsfp28-100g-dr', 'sfp28-25g-pdac', 'mpo12-os2-trunk'],
  },
  {
    key: 'ai-cluster-networking',
    title: {
      'zh-CN': 'AI 训练与推理集群网络解决方案',
      en: 'AI training and inference cluster networking',
      es: 'Redes para clústeres de entrenamiento e inferencia de IA',
      fi: 'Verkot tekoälyn koulutus- ja päättelyklustereihin',
      fr: 'Réseaux pour clusters d’entraînement et d’inférence IA',
      ja: 'AI 学習・推論クラスター向けネットワーク',
    },
    summary: {
      'zh-CN': '400G/800G 光模块、轨道优化拓扑和 RoCEv2 无损以太网：为 GPU 集群提供无阻塞、低时延、可大规模复制的后端网络。',
      en: '400G/800G optics, a rail-optimised topology and lossless RoCEv2 Ethernet: a non-blocking, low-latency back-end network for GPU clusters that scales out cleanly.',
      es: 'Ópticas de 400G/800G, topología optimizada por raíles y Ethernet sin pérdidas con RoCEv2: una red back-end sin bloqueo y de baja latencia para clústeres de GPU que escala con facilidad.',
      fi: '400G/800G-optiikka, rail-optimoitu topologia ja häviötön RoCEv2-Ethernet: estoton ja pienen viiveen taustaverkko GPU-klustereille, joka skaalautuu hallitusti.',
      fr: 'Optiques 400G/800G, topologie optimisée par rail et Ethernet sans perte RoCEv2 : un réseau back-end non bloquant et à faible latence pour les clusters GPU, qui se déploie à grande échelle sans difficulté.',
      ja: '400G／800G 光モジュール、レール最適化トポロジー、RoCEv2 ロスレスイーサネット。GPU クラスター向けに、ノンブロッキングで低遅延、かつ大規模に展開できるバックエンドネットワークを提供します。',
    },
    body: {
      'zh-CN': `AI 训练作业的速度往往受限于 GPU 之间的通信，而不是 GPU 本身的算力。一条链路的丢包或抖动就可能让成百上千块 GPU 同时等待。YT 网络的 AI 集群方案围绕三个目标设计：无阻塞、无丢包、易于复制。

## 后端网络

- 每台 8 GPU 服务器配 8 张 400G 网卡，采用轨道优化拓扑，每个轨道连接到独立的叶交换机
- 叶层与脊层之间保持 1:1 无收敛；单个可扩展单元通常为 256 至 512 块 GPU，通过脊层或第三层超级脊扩展到数千块
- 服务器侧使用 400G OSFP 或 QSFP112 光模块，交换机侧使用 800G 2×DR4 光模块，一个端口连接两台服务器，减少光模块数量和功耗
- 同一机柜内的连接也可以使用 400G 或 800G DAC，进一步降低功耗和成本

## 无损传输

我们协助客户完成 RoCEv2 调优：为 RDMA 流量配置 PFC 和 ECN，调整 DCQCN 参数和缓冲区阈值，统一 MTU，并在交付前用集合通信基准测试验证整个网络的带宽和尾时延。

## 前端与存储网络

前端网络使用 100G 或 200G 连接调度、存储和管理系统；存储网络可采用 YT 双口 100G 网卡（如 NIC-CX6DX-2C）和 NVMe-oF，为训练数据加载提供稳定带宽。

## 质量保障

AI 集群中的光模块数量通常是 GPU 数量的 2.5 至 4 倍。每只 YT 400G 和 800G 模块在出货前都经过高温老化，逐只测量 TDECQ 和前向纠错前误码率，并提供逐只的测试数据。大型项目可安排现场备件库，故障模块 4 小时内更换。`,
      en: `AI training jobs are often limited by communication between GPUs rather than by the GPUs themselves. A single link that drops packets or flaps can leave hundreds or thousands of GPUs waiting. The YT Networks AI cluster design is built around three goals: non-blocking, lossless and easy to replicate.

## Back-end network

- Each eight-GPU server has eight 400G adapters in a rail-optimised topology, with each rail connected to its own leaf switch
- Leaf to spine stays at 1:1 with no oversubscription; a scalable unit is typically 256 to 512 GPUs, and the fabric grows to thousands of GPUs through the spine layer or a third super-spine tier
- 400G OSFP or QSFP112 optics on the server side and 800G 2×DR4 optics on the switch side, so one switch port serves two servers, reducing module count and power
- Within a rack, 400G or 800G DACs can be used to cut power and cost further

## Lossless transport

We help customers tune RoCEv2: configuring PFC and ECN for RDMA traffic, adjusting DCQCN parameters and buffer thresholds, standardising the MTU, and validating bandwidth and tail latency across the whole fabric with collective-communication benchmarks before handover.

## Front-end and storage networks

The front-end network connects scheduling, storage and management systems at 100G or 200G. The storage network can use YT dual-port 100G adapters such as the NIC-CX6DX-2C with NVMe-oF to keep training data flowing at a steady rate.

## Quality assurance

An AI cluster typically has 2.5 to 4 times as many transceivers as GPUs. Every YT 400G and 800G module is burned in at high temperature and measured individually for TDECQ and pre-FEC bit error ratio before shipping, with per-unit test data provided. For large projects we can set up an on-site spares pool with four-hour replacement of failed modules.`,
    },
    products: ['n9550-64d', 'qdd-400g-dr4', 'qdd-400g-sr8', 'nic-cx6dx-2c', 'mpo12-os2-trunk'],
  },
  {
    key: 'wireless-office',
    title: {
      'zh-CN': 'Wi-Fi 7 无线办公解决方案',
      en: 'Wi-Fi 7 wireless office',
      es: 'Oficina inalámbrica con Wi-Fi 7',
      fi: 'Langaton Wi-Fi 7 -toimisto',
      fr: 'Bureau sans fil Wi-Fi 7',
      ja: 'Wi-Fi 7 ワイヤレスオフィス',
    },
    summary: {
      'zh-CN': '以无线为主的办公网络：三频 Wi-Fi 7 接入点、多千兆 PoE++ 交换机和专业的无线勘测，让每个工位和会议室都能获得稳定的高速连接。',
      en: 'A wireless-first office: tri-band Wi-Fi 7 access points, multi-gigabit PoE++ switches and a professional site survey give every desk and meeting room fast, reliable connectivity.',
      es: 'Una oficina donde lo inalámbrico es lo primero: puntos de acceso Wi-Fi 7 tribanda, switches multigigabit PoE++ y un estudio de cobertura profesional aseguran una conexión rápida y estable en cada puesto y sala de reuniones.',
      fi: 'Langaton verkko ensisijaisena: kolmitaajuiset Wi-Fi 7 -tukiasemat, monigigabitin PoE++-kytkimet ja ammattimainen kuuluvuusmittaus takaavat nopean ja luotettavan yhteyden jokaiseen työpisteeseen ja neuvotteluhuoneeseen.',
      fr: 'Un bureau pensé d’abord pour le sans-fil : points d’accès Wi-Fi 7 tribande, commutateurs multigigabit PoE++ et étude radio professionnelle pour une connexion rapide et fiable à chaque poste et dans chaque salle de réunion.',
      ja: '無線を主体としたオフィス。トライバンド Wi-Fi 7 アクセスポイント、マルチギガビット PoE++ スイッチ、専門的なサイトサーベイで、すべての席と会議室に高速で安定した接続を提供します。',
    },
    body: {
      'zh-CN': `越来越多的企业在新办公室中只为少数工位布放网线，员工的笔记本电脑、手机和会议设备几乎全部通过无线接入。这意味着无线网络必须像有线网络一样稳定。YT 网络的无线办公方案从勘测、设备到运维提供完整支持。

## 设备组合

- AP7810-BE 三频 Wi-Fi 7 吸顶式接入点：2.4/5/6 GHz，320 MHz 信道，4096-QAM，多链路操作，10G 上行
- S3950 系列多千兆 PoE++ 交换机：2.5G 或 10G 电口，802.3bt 供电，以 25G 光纤上行到核心
- 6 GHz 尚未开放 Wi-Fi 的国家和地区，以及需要桌面网口的小房间，使用双频面板式 AP7250-BE

## 规划方法

我们根据楼层平面图、墙体材料和工位数量进行预测性勘测，一般按每 150 至 200 平方米一台接入点、每台接入点 30 至 50 个活跃终端规划。会议室和开放式办公区使用 80 MHz 信道以获得更多可用信道，大型会议厅则采用定向天线和更密集的部署。实施后，我们会用实测热图验证 -67 dBm 以上的覆盖和信道间干扰。

## 安全与体验

员工网络使用 WPA3-Enterprise 和 802.1X 认证，访客网络使用独立 SSID 和认证门户，与内部网络完全隔离。802.11k/v/r 快速漫游保证员工在楼层间移动时视频会议不中断。所有接入点可通过 YT 云平台集中管理，固件升级可以按计划在夜间分批进行。`,
      en: `More and more companies cable only a few desks in their new offices, and almost every laptop, phone and meeting-room device connects over Wi-Fi. That means the wireless network has to be as dependable as a wired one. The YT Networks wireless office solution covers everything from survey and equipment to operation.

## Equipment

- AP7810-BE tri-band Wi-Fi 7 ceiling access points: 2.4/5/6 GHz, 320 MHz channels, 4096-QAM, Multi-Link Operation and a 10G uplink
- S3950 series multi-gigabit PoE++ switches: 2.5G or 10G copper ports, 802.3bt power and 25G fibre uplinks to the core
- The dual-band wall-plate AP7250-BE for countries and regions where 6 GHz is not yet open to Wi-Fi, and for small rooms that need wired desk ports

## How we plan

We run a predictive survey from your floor plans, wall materials and desk counts, typically planning one access point per 150 to 200 m² and 30 to 50 active clients per access point. Meeting rooms and open-plan areas use 80 MHz channels to keep more channels available, while large auditoriums get directional antennas and a denser layout. After installation we verify coverage above -67 dBm and co-channel interference with measured heat maps.

## Security and user experience

Staff connect with WPA3-Enterprise and 802.1X; guests use a separate SSID and captive portal, fully isolated from the internal network. 802.11k/v/r fast roaming keeps video calls running as people move between floors. All access points can be managed centrally through YT Cloud, and firmware upgrades can be scheduled overnight in batches.`,
    },
    products: ['ap7810-be', 'ap7250-be', 's3950-24x4y', 's3950-48m4y', 'sfp28-25g-sr'],
  },
  {
    key: 'poe-surveillance',
    title: {
      'zh-CN': 'PoE 视频监控网络解决方案',
      en: 'PoE video surveillance network',
      es: 'Red de videovigilancia PoE',
      fi: 'PoE-videovalvontaverkko',
      fr: 'Réseau de vidéosurveillance PoE',
      ja: 'PoE 映像監視ネットワーク',
    },
    summary: {
      'zh-CN': '从 16 路到数千路摄像头：PoE+/PoE++ 接入交换机、光纤汇聚和合理的供电预算，让监控网络稳定、易扩展、易维护。',
      en: 'From 16 to thousands of cameras: PoE+/PoE++ access switches, fibre aggregation and a properly sized power budget make surveillance networks stable, scalable and easy to maintain.',
      es: 'De 16 a miles de cámaras: switches de acceso PoE+/PoE++, agregación por fibra y un presupuesto de potencia bien dimensionado para una red de videovigilancia estable, escalable y fácil de mantener.',
      fi: '16 kamerasta tuhansiin: PoE+/PoE++-liityntäkytkimet, kuitupohjainen kokoojaverkko ja oikein mitoitettu tehobudjetti tekevät valvontaverkosta vakaan, laajennettavan ja helposti ylläpidettävän.',
      fr: 'De 16 à plusieurs milliers de caméras : commutateurs d’accès PoE+/PoE++, agrégation en fibre et budget de puissance bien dimensionné pour un réseau de vidéosurveillance stable, évolutif et simple à maintenir.',
      ja: '16 台から数千台のカメラまで。PoE+／PoE++ アクセススイッチ、光ファイバーによる集約、適切な給電設計で、安定して拡張しやすく保守も容易な監視ネットワークを実現します。',
    },
    body: {
      'zh-CN': `IP 视频监控对网络的要求与办公网络不同：流量持续、上行为主，摄像头往往分布在停车场、围墙和仓库等距离机房很远的地方，而且需要全年不间断供电。YT 网络的监控网络方案针对这些特点设计。

## 网络结构

- 接入层：24 或 48 口 PoE+ 交换机（-P 型号 PoE 预算 370 W），放置在靠近摄像头的弱电箱中，铜缆长度控制在 100 米以内
- 室外和远端点位：使用 1G SFP LX 或 10G SFP+ LR 光模块通过单模光纤回传，距离可达 10 公里；带加热器的 PTZ 摄像头使用 802.3bt PoE++ 供电
- 汇聚层：10G 或 25G 光纤汇聚到录像服务器和存储，汇聚交换机启用 IGMP Snooping，避免组播视频流泛洪
- 没有 PoE 交换机的位置，可使用 YT PoE++ 注入器为单台摄像头或接入点供电

## 带宽与供电规划

一路 4K H.265 摄像头的码流通常为 8 至 16 Mbps，一台 48 口接入交换机满载时上行流量约 0.8 Gbps，因此 10G 上行可以留出充足余量。供电方面，按每台摄像头的最大功耗计算，再预留 20% 余量；大型项目建议选用双电源交换机。

## 运维

持续 PoE 确保交换机重启或升级时摄像头不掉线；按端口的 PoE 监控可以远程重启无响应的摄像头，无需派人到现场。摄像头网络与办公网络划分为独立的 VLAN，只允许录像服务器和管理平台访问，降低摄像头被入侵的风险。`,
      en: `IP video surveillance asks different things of a network than office traffic does: the load is constant and mostly upstream, cameras are often spread across car parks, perimeter fences and warehouses far from the equipment room, and they need power all year round. The YT Networks surveillance design is built around these needs.

## Network structure

- Access: 24- or 48-port PoE+ switches (370 W budget on -P models) in cabinets close to the cameras, keeping copper runs under 100 m
- Outdoor and remote locations: 1G SFP LX or 10G SFP+ LR optics backhauled over single-mode fibre for up to 10 km; PTZ cameras with heaters powered by 802.3bt PoE++
- Aggregation: 10G or 25G fibre to the recording servers and storage, with IGMP snooping on the aggregation switches so multicast video does not flood the network
- Where there is no PoE switch, YT PoE++ injectors power a single camera or access point

## Bandwidth and power planning

A 4K H.265 camera typically streams 8 to 16 Mbps, so a fully loaded 48-port access switch sends about 0.8 Gbps upstream and a 10G uplink leaves plenty of headroom. For power, add up the maximum consumption of each camera and keep 20% in reserve; for large projects we recommend switches with dual power supplies.

## Operations

Perpetual PoE keeps cameras online while a switch restarts or upgrades, and per-port PoE monitoring lets you power-cycle a frozen camera remotely instead of sending someone on site. Cameras sit in their own VLAN, separate from the office network, reachable only by the recording servers and management platform, which reduces the risk of a camera being compromised.`,
    },
    products: ['s3410-24tx', 's3410-48tx', 'pi-60-1g', 'pi-90-mg', 'sfp-1g-lx', 'sfp-10g-lr'],
  },
  {
    key: '5g-fronthaul',
    title: {
      'zh-CN': '5G 前传与电信接入解决方案',
      en: '5G fronthaul and telecom access',
      es: 'Fronthaul 5G y acceso para operadores',
      fi: '5G-fronthaul ja operaattoreiden liityntäverkot',
      fr: 'Fronthaul 5G et accès opérateur',
      ja: '5G フロントホールと通信事業者向けアクセス',
    },
    summary: {
      'zh-CN': '工业级 25G SFP28 光模块、单纤双向和 CWDM/DWDM 彩光方案，帮助运营商以最少的光纤资源连接 AAU、DU 和汇聚机房。',
      en: 'Industrial-temperature 25G SFP28 optics, single-fibre BiDi and CWDM/DWDM coloured optics help operators connect radio units, DUs and aggregation sites with as little fibre as possible.',
      es: 'Ópticas SFP28 de 25G de temperatura industrial, BiDi de una sola fibra y ópticas coloreadas CWDM/DWDM ayudan a los operadores a conectar unidades de radio, DU y emplazamientos de agregación con la menor cantidad de fibra posible.',
      fi: 'Teollisuuslämpötila-alueen 25G SFP28 -optiikat, yhden kuidun BiDi-moduulit sekä CWDM/DWDM-moduulit auttavat operaattoreita yhdistämään radioyksiköt, DU-yksiköt ja kokoojapisteet mahdollisimman vähin kuiduin.',
      fr: 'Optiques SFP28 25G en température industrielle, BiDi monofibre et optiques colorées CWDM/DWDM aident les opérateurs à relier unités radio, DU et sites d’agrégation avec le moins de fibre possible.',
      ja: '産業用温度範囲の 25G SFP28 光モジュール、1 芯双方向 BiDi、CWDM／DWDM カラー光モジュールにより、無線装置、DU、集約局舎を最小限の光ファイバーで接続します。',
    },
    body: {
      'zh-CN': `5G 网络中，有源天线单元（AAU）与分布单元（DU）之间的前传链路数量多、距离短、环境恶劣。一个三扇区宏站通常需要 3 至 6 条 25G 链路，光纤资源和室外环境往往是部署的最大限制。YT 网络为前传、中传和接入网提供经过运营商环境验证的光模块。

## 前传方案

- 光纤直连：25G SFP28 LR 光模块，单模传输 10 公里，适合光纤资源充足的站点
- 单纤双向：25G BiDi 光模块（1270/1330nm 成对使用），节省一半光纤
- 无源彩光：25G CWDM（6 或 12 波长）和 DWDM 光模块，配合无源合分波器，一对光纤即可承载一个站点的全部前传链路
- 所有前传模块均为工业级温度范围（-40°C 至 +85°C），适合安装在无空调的室外机柜和铁塔上

## 中传、回传与固网接入

DU 与 CU 之间的中传，以及汇聚机房之间的回传，通常使用 10G 至 100G 光模块，距离从数公里到 80 公里不等；我们提供 100G LR4、ER4 以及 10G ER、ZR 等型号。固网方面，OLT 上行可使用 10G BiDi 光模块，企业专线可使用 1G 和 10G 的 CWDM 彩光方案。

## 质量要求

运营商网络对长期可靠性要求很高。我们的工业级模块在出货前都经过温度循环和老化测试，兼容主流无线设备和传输设备的编码，并提供完整的 DDM 告警阈值，便于网管系统实时监控。大批量项目可按运营商要求提供定制标签和序列号清单。`,
      en: `In a 5G network, the fronthaul links between active antenna units (AAUs) and distributed units (DUs) are numerous, short and exposed to harsh conditions. A three-sector macro site typically needs three to six 25G links, and available fibre and the outdoor environment are usually the biggest constraints. YT Networks supplies optics proven in carrier environments for fronthaul, midhaul and access networks.

## Fronthaul options

- Point-to-point fibre: 25G SFP28 LR optics, 10 km over single-mode, for sites with plenty of fibre
- Single-fibre BiDi: 25G BiDi optics (1270/1330 nm pairs) that halve the fibre needed
- Passive WDM: 25G CWDM (6 or 12 wavelengths) and DWDM optics with passive mux/demux units, so one fibre pair carries all the fronthaul links of a site
- All fronthaul modules are rated for industrial temperatures (-40°C to +85°C), suitable for outdoor cabinets and towers without air conditioning

## Midhaul, backhaul and fixed access

Midhaul between DU and CU and backhaul between aggregation sites usually run at 10G to 100G over distances from a few kilometres to 80 km; we offer 100G LR4 and ER4 as well as 10G ER and ZR modules, among others. For fixed networks, OLT uplinks can use 10G BiDi optics and business leased lines can use 1G and 10G CWDM optics.

## Quality requirements

Carrier networks demand long-term reliability. Our industrial modules are temperature-cycled and burned in before shipping, coded for the major radio and transport platforms, and provide full DDM alarm thresholds for real-time monitoring by the network management system. For volume projects we can supply custom labels and serial number lists to the operator's specifications.`,
    },
    products: ['sfp28-25g-lr', 'sfp-10g-bx10-u', 'sfp-10g-bx10-d', 'qsfp28-100g-lr4', 'qsfp28-100g-er4', 'r8300-4c16x'],
  },
  {
    key: 'smb-network',
    title: {
      'zh-CN': '中小企业网络解决方案',
      en: 'Small and medium business network',
      es: 'Red para pequeñas y medianas empresas',
      fi: 'Pienten ja keskisuurten yritysten verkko',
      fr: 'Réseau pour PME',
      ja: '中小企業向けネットワーク',
    },
    summary: {
      'zh-CN': '一台路由器、一台 PoE 交换机、几台接入点和一个小机柜：为 10 至 200 人的办公室、门店和诊所提供简单、安全、易管理的完整网络。',
      en: 'One router, one PoE switch, a few access points and a small cabinet: a complete, simple, secure and easy-to-manage network for offices, shops and clinics with 10 to 200 people.',
      es: 'Un router, un switch PoE, algunos puntos de acceso y un pequeño armario: una red completa, sencilla, segura y fácil de gestionar para oficinas, tiendas y clínicas de 10 a 200 personas.',
      fi: 'Yksi reititin, yksi PoE-kytkin, muutama tukiasema ja pieni kaappi: täydellinen, yksinkertainen, turvallinen ja helposti hallittava verkko 10–200 hengen toimistoihin, myymälöihin ja klinikoille.',
      fr: 'Un routeur, un commutateur PoE, quelques points d’accès et un petit coffret : un réseau complet, simple, sécurisé et facile à gérer pour les bureaux, boutiques et cabinets de 10 à 200 personnes.',
      ja: 'ルーター 1 台、PoE スイッチ 1 台、数台のアクセスポイントと小型ラック。10～200 人規模のオフィス、店舗、クリニック向けに、シンプルで安全、管理しやすいネットワーク一式を提供します。',
    },
    body: {
      'zh-CN': `中小企业通常没有专职的网络工程师，但对网络的依赖程度并不比大企业低：云办公、视频会议、收银系统和监控摄像头都离不开稳定的网络。YT 网络的中小企业方案强调“够用、可靠、好管理”。

## 典型配置（30 至 80 人办公室）

- 一台 R6200 系列企业级路由器：多个 WAN 口，可同时接入光纤主线路和 4G/5G 备份线路，内置防火墙、VPN 和上网行为管理
- 一台 S3410-24TX-P 千兆 PoE+ 交换机：24 个电口，PoE 预算 370 W，带 4 个 10G SFP+ 口，用于连接服务器、NAS 或将来的扩展
- 3 至 6 台 Wi-Fi 6 或 Wi-Fi 7 吸顶接入点，员工和访客网络相互隔离
- 一个 12U 壁挂机柜，含配线架、理线器和 PDU

## 安全与远程办公

路由器内置的站点到站点 VPN 可以把分店和总部连在一起，远程员工可以通过客户端 VPN 安全访问内部资源。摄像头、打印机和其他物联网设备放在独立的 VLAN，即使某台设备被入侵，也不会影响员工的电脑。

## 省心的管理

所有设备都可以通过 YT 云平台集中查看和管理，固件升级和配置备份一键完成。我们可以在发货前按您提供的信息完成基础配置，设备到场后接上线缆即可使用。遇到问题时，技术团队在 12 至 24 小时内回复，设备提供 3 年质保和先行换货服务。`,
      en: `Small and medium businesses rarely have a dedicated network engineer, yet they depend on their network just as much as large enterprises: cloud office tools, video meetings, tills and security cameras all need a stable connection. The YT Networks SMB solution focuses on being sufficient, reliable and easy to manage.

## A typical setup (office of 30 to 80 people)

- An R6200 series business router with several WAN ports for a fibre line and 4G/5G backup, plus a built-in firewall, VPN and web filtering
- An S3410-24TX-P Gigabit PoE+ switch: 24 copper ports, a 370 W budget and four 10G SFP+ ports for a server, NAS or future expansion
- Three to six ceiling-mount Wi-Fi 6 or Wi-Fi 7 access points, with staff and guest networks kept apart
- A 12U wall-mount cabinet with patch panel, cable managers and PDU

## Security and remote work

The router's site-to-site VPN connects branches to head office, and remote staff reach internal resources securely through the client VPN. Cameras, printers and other IoT devices sit in their own VLAN, so a compromised device cannot reach staff computers.

## Easy to look after

Every device can be viewed and managed centrally through YT Cloud, with one-click firmware upgrades and configuration backups. We can apply a basic configuration from your details before shipping, so the equipment works as soon as it is cabled on site. If anything goes wrong, our technical team replies within 12 to 24 hours, and the equipment carries a three-year warranty with advance replacement.`,
    },
    products: ['r6200-8g', 's3410-24tx', 'ap7630-ax', 'rk-w6045', 'sfp-10g-sr'],
  },
];
