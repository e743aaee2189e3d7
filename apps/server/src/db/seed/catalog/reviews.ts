import type { LangCode } from '@netshop/contract';

/**
 * A seeded buyer review. `fits` lists the leaf category keys the review is specific to (it names a
 * speed, form factor, cable type or product kind true only there); without it, the review is true
 * of every product in its group. Within a leaf, a review only says what holds for all its products.
 */
export type SeedReview = { lang: LangCode; author: string; rating: number; content: string; fits?: string[] };

export const REVIEW_GROUPS = ['switches', 'routers', 'transceivers', 'cables', 'wifi', 'nics', 'poe', 'racks'] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

/** Every leaf gets at least this many reviews, in all six languages. */
const MIN_PER_LEAF = 8;

/** Buyer reviews per product group, each in the language its author wrote it in. */
export const REVIEW_POOLS: Record<ReviewGroup, SeedReview[]> = {
  switches: [
    { lang: 'zh-CN', author: '王工', rating: 5, fits: ['switches-access'], content: '给三层办公楼换了这款接入交换机的 PoE 版，无线 AP、IP 电话和摄像头都直接由交换机供电，省掉了一堆电源适配器。VLAN 和 Trunk 在命令行里配起来跟主流厂商的习惯基本一致，半天就上线了。' },
    { lang: 'zh-CN', author: '刘工', rating: 4, fits: ['switches-aggregation'], content: '两台汇聚交换机做了堆叠，切换测试时业务只断了不到一秒。风扇在机房里不算吵，但放在弱电间还是能听到，最好装在有空调的独立机房里。' },
    { lang: 'zh-CN', author: '冯工', rating: 5, content: '到货包装很扎实，挂耳、螺丝和电源线都配齐了。命令行风格跟主流厂商差不多，旧设备的配置稍微改一改就能直接用，割接一个晚上就完成了。' },
    { lang: 'zh-CN', author: '邓工', rating: 5, fits: ['switches-datacenter'], content: '新上的 GPU 集群用它组网，开启 PFC 和 ECN 之后，RoCEv2 流量跑满也没有丢包。双电源都支持热插拔，维护的时候不用停机。' },
    { lang: 'en', author: 'Mark T.', rating: 5, fits: ['switches-access'], content: 'Replaced our ageing access layer with the PoE versions of these switches. VLANs and LACP to the core were all configured from the CLI in an afternoon, and the web UI is handy for the junior staff.' },
    { lang: 'en', author: 'Rachel H.', rating: 3, fits: ['switches-aggregation'], content: 'Solid switch and stacking worked first time, but the fans are noticeably loud for a comms cupboard next to an office. Fine in a proper server room, not so much under a desk.' },
    { lang: 'en', author: 'Owen P.', rating: 4, content: 'Firmware upgrades from the CLI were painless, and the release notes actually say what changed. My only gripe is that the configuration guide could use more worked examples.' },
    { lang: 'en', author: 'Hugh B.', rating: 4, fits: ['switches-datacenter'], content: 'We run SONiC on a couple of these and YT DCOS on the rest, and both have been stable. Splitting the high-speed ports out for server links took one command. One star off because the DCOS documentation lags behind the latest firmware.' },
    { lang: 'es', author: 'Lucía R.', rating: 5, fits: ['switches-datacenter'], content: 'Montamos dos de estos switches en el CPD para el almacenamiento con RoCEv2 y, tras activar PFC y ECN, no hemos visto ni una pérdida de paquetes. La línea de comandos es muy parecida a la que ya conocíamos, así que la curva de aprendizaje fue mínima.' },
    { lang: 'es', author: 'Javier M.', rating: 4, fits: ['switches-access'], content: 'Buen switch de acceso para la oficina: las cámaras y los teléfonos IP se alimentan por PoE sin problemas. Echo en falta que la interfaz web esté en español, pero todo lo demás, perfecto.' },
    { lang: 'es', author: 'Marcos V.', rating: 5, fits: ['switches-aggregation'], content: 'Pusimos dos switches de agregación en MLAG como núcleo de un campus de cuatro edificios y, al actualizar el firmware de uno, el otro siguió dando servicio sin cortes. Que las fuentes y los ventiladores se cambien en caliente también se agradece.' },
    { lang: 'fi', author: 'Mikko K.', rating: 5, fits: ['switches-access'], content: 'Vaihdoimme toimiston vanhat kytkimet näiden PoE-versioihin. VLANit ja linkkien yhdistäminen (LACP) saatiin käyttöön komentoriviltä alle tunnissa, ja tukiasemat ja kamerat saivat virtansa heti.' },
    { lang: 'fi', author: 'Anna-Leena V.', rating: 4, fits: ['switches-aggregation'], content: 'Kokoojakytkimet kytkettiin MLAG-pariksi, ja vikasietoisuustesti meni läpi ilman katkoja. Selainkäyttöliittymä on hieman kömpelö, mutta komentorivi toimii hyvin.' },
    { lang: 'fi', author: 'Tuomas E.', rating: 5, fits: ['switches-datacenter'], content: 'Rakensimme uuden palvelinsalin verkon näillä kytkimillä. PFC ja ECN saatiin päälle tallennusverkkoa varten ohjeen mukaan, ja kahdennetut virtalähteet voi vaihtaa lennossa ilman katkoa.' },
    { lang: 'fr', author: 'Julien M.', rating: 5, fits: ['switches-aggregation'], content: "Deux commutateurs d'agrégation 10G empilés en quelques minutes, et le basculement se fait sans perte de paquets visible. La CLI est cohérente et la documentation sur les VLAN est claire." },
    { lang: 'fr', author: 'Sophie L.', rating: 4, fits: ['switches-access'], content: "Parfait pour notre agence : le budget PoE suffit pour les bornes Wi-Fi et les téléphones IP. Seul bémol, l'interface web est un peu lente à l'enregistrement de la configuration." },
    { lang: 'fr', author: 'Pascal R.', rating: 5, content: "Livraison rapide et matériel bien protégé dans son carton. La CLI reprend les habitudes des grands constructeurs, et le support technique a répondu à nos questions en moins d'une journée." },
    { lang: 'fr', author: 'Romain D.', rating: 4, fits: ['switches-datacenter'], content: 'Installés dans notre salle serveurs pour un cluster de stockage RoCEv2 : avec PFC et ECN activés, la latence reste stable même en pleine charge. Les ventilateurs sont bruyants, à réserver à une vraie salle informatique.' },
    { lang: 'ja', author: '佐藤', rating: 5, fits: ['switches-access'], content: '事務所のアクセススイッチを PoE 対応モデルに入れ替えました。VLAN とリンクアグリゲーションの設定も CLI で迷わずでき、PoE 給電も安定しています。' },
    { lang: 'ja', author: '中村', rating: 4, fits: ['switches-datacenter'], content: 'データセンターの新しいラック列に導入しました。性能は十分ですが、起動直後のファン音が大きいので、事務所の近くに置く場合は注意が必要です。' },
    { lang: 'ja', author: '森', rating: 4, fits: ['switches-aggregation'], content: 'キャンパスのアグリゲーション層に導入し、VXLAN で建物をまたいだセグメントを作りました。日本語の設定例が少なく、最初は手探りでした。' },
  ],
  // One leaf holding both branch and edge routers: every review is true of both.
  routers: [
    { lang: 'zh-CN', author: '赵总', rating: 5, content: '总部和十几个门店之间全部用它建 IPsec VPN，实测吞吐基本达到规格书标称的数值，几个月来隧道一次都没断过。' },
    { lang: 'zh-CN', author: '孙工', rating: 3, content: '路由和 NAT 功能都很齐全，跟运营商对接没遇到问题。缺点是手册里的配置示例太少，复杂一点的 NAT 规则只能自己摸索。' },
    { lang: 'en', author: 'Priya S.', rating: 5, content: 'Running this at our internet edge with two ISPs. When the primary line dropped, traffic moved to the second one within seconds, and the box has been rock solid for months.' },
    { lang: 'en', author: 'Tom W.', rating: 4, content: 'IPsec site-to-site tunnels to our five branches all came up without drama, and throughput is close to the datasheet figure. It shipped with older firmware, so the first job was an update and a reboot.' },
    { lang: 'es', author: 'Carlos G.', rating: 5, content: 'Lo usamos con dos líneas de fibra de operadores distintos y la conmutación por error funciona en segundos. El túnel VPN con la central aguanta sin cortes incluso en horas punta.' },
    { lang: 'es', author: 'Marta P.', rating: 3, content: 'El rendimiento de enrutamiento es bueno, pero configurar el NAT con varias IP públicas nos costó más de lo esperado y la documentación no ayuda mucho. Al final funciona, aunque hay que armarse de paciencia.' },
    { lang: 'fi', author: 'Jukka H.', rating: 5, content: 'Käytämme tätä kahden operaattorin yhteyksien kanssa. Kun pääyhteys katkesi, liikenne siirtyi varayhteydelle muutamassa sekunnissa, eikä kukaan huomannut mitään.' },
    { lang: 'fi', author: 'Sanna L.', rating: 4, content: 'IPsec-tunneli pääkonttoriin muodostui ensimmäisellä yrityksellä, ja salattu siirtonopeus on riittänyt hyvin. NAT-sääntöjen hallinta voisi olla selkeämpää.' },
    { lang: 'fr', author: 'Nicolas B.', rating: 5, content: "Installé en bordure de réseau avec deux opérateurs : la bascule est quasi instantanée et les tunnels IPsec n'ont jamais décroché. Très bon rapport qualité-prix face aux grandes marques." },
    { lang: 'fr', author: 'Camille D.', rating: 4, content: "Les tunnels IPsec vers nos trois agences montent sans souci et le débit chiffré est correct. L'interface d'administration mériterait d'être traduite en français, mais la documentation est complète." },
    { lang: 'ja', author: '鈴木', rating: 5, content: '本社と各拠点を結ぶ IPsec VPN のスループットが以前の機種の倍近く出ていて、回線の冗長化もスムーズに切り替わります。' },
    { lang: 'ja', author: '高橋', rating: 4, content: 'NAT と VPN の設定はマニュアルどおりで問題なく動作しました。ただ、ファームウェア更新時の再起動に数分かかるのが少し気になります。' },
  ],
  // 1G holds copper SFPs without diagnostics, so DOM and fibre reviews leave it out.
  transceivers: [
    { lang: 'zh-CN', author: '陈先生', rating: 5, fits: ['transceivers-10g', 'transceivers-100g'], content: '华为 CE 系列交换机上插上去直接 UP，没有任何告警。DOM 读数完整，收发光功率都在正常范围，已经稳定跑了三个月。' },
    { lang: 'zh-CN', author: '周工', rating: 4, fits: ['transceivers-10g'], content: '买了 40 只思科编码的 10G SFP+ 模块，全部一次识别。有两只温度比其他的高几度，但仍在规格范围内，价格比原厂便宜太多了。' },
    { lang: 'zh-CN', author: '蒋工', rating: 5, fits: ['transceivers-1g'], content: '园区交换机的 SFP 口用了二十多只华为编码的千兆模块，插上去就识别，没有任何告警。价格只有原厂的零头。' },
    { lang: 'zh-CN', author: '曹工', rating: 5, fits: ['transceivers-25g'], content: '服务器接入从万兆升级到 25G，选了 Mellanox 编码的 SFP28 模块，插到 NVIDIA 交换机上一次点亮。原来的 LC 跳线不用换，DOM 读数也都正常。' },
    { lang: 'zh-CN', author: '彭工', rating: 4, fits: ['transceivers-100g'], content: '数据中心叶脊互联用的 100G QSFP28 光模块，瞻博编码版插上就 UP，每个通道的收发光功率都能在 DOM 里看到。到货比预计晚了两天。' },
    { lang: 'zh-CN', author: '袁工', rating: 5, fits: ['transceivers-400g'], content: 'AI 训练集群扩容买了一批 400G QSFP-DD 光模块，Arista 编码，插到脊交换机上直接识别。每个通道的光功率和温度都能读到，跑了一个月零误码。' },
    { lang: 'en', author: 'Daniel K.', rating: 5, fits: ['transceivers-100g'], content: 'Ordered Arista-coded 100G QSFP28 optics and they linked up immediately on our Arista switches. DOM shows transmit and receive power for every lane plus the temperature, all reading correctly.' },
    { lang: 'en', author: 'Sarah J.', rating: 3, fits: ['transceivers-25g'], content: 'The Juniper-coded SFP28s work fine, but one of the ten arrived with the wrong coding and just showed up as unsupported. Support sent a recoded replacement within three days.' },
    { lang: 'en', author: 'Kevin O.', rating: 5, content: 'We run both Cisco and Juniper kit and order modules coded for each. Every one was recognised the moment it was plugged in, with no hidden commands, and each comes in its own labelled box, which makes stock-taking easy.' },
    { lang: 'en', author: 'Fiona M.', rating: 5, fits: ['transceivers-1g'], content: 'Bought a batch of Juniper-coded 1G SFPs for our EX switches. They came up immediately and have been completely trouble-free for a year.' },
    { lang: 'en', author: 'Liam D.', rating: 4, fits: ['transceivers-10g'], content: 'Arista-coded SFP+ optics in our 7050s: links, DOM readings and error counters all clean after three months. One star off because the bail latches are fiddly in a fully populated switch.' },
    { lang: 'en', author: 'Nathan R.', rating: 5, fits: ['transceivers-400g'], content: 'We ordered Juniper-coded 400G QSFP-DD optics for a spine refresh and every single one came up clean. The per-lane diagnostics over CMIS make troubleshooting much faster.' },
    { lang: 'es', author: 'Alejandro F.', rating: 5, fits: ['transceivers-10g'], content: 'Módulos SFP+ con codificación Cisco: el enlace subió a la primera en nuestros Catalyst y las lecturas DOM son coherentes. Llevan medio año sin un solo error CRC.' },
    { lang: 'es', author: 'Elena S.', rating: 4, fits: ['transceivers-400g'], content: 'Pedimos QSFP-DD de 400G para la ampliación del CPD y funcionan bien en los switches spine. Se calientan bastante, así que conviene revisar la ventilación del rack.' },
    { lang: 'es', author: 'Rubén S.', rating: 4, fits: ['transceivers-1g'], content: 'Compramos módulos SFP de 1G con codificación HPE para los Aruba de la planta y todos se reconocieron al momento. La entrega tardó un par de días más de lo previsto.' },
    { lang: 'es', author: 'Nuria F.', rating: 4, fits: ['transceivers-25g'], content: 'Módulos SFP28 con codificación Dell para nuestros PowerSwitch: enlace a la primera y lecturas DOM correctas. Se calientan algo en los puertos centrales, aunque nada preocupante.' },
    { lang: 'es', author: 'Gonzalo P.', rating: 5, fits: ['transceivers-100g'], content: 'Ópticas QSFP28 de 100G codificadas para Cisco: enlace inmediato en nuestros switches del CPD y diagnóstico DOM por carril sin errores. El precio no tiene comparación con el original.' },
    { lang: 'fi', author: 'Timo R.', rating: 5, fits: ['transceivers-10g'], content: 'SFP+-moduulit tunnistettiin HPE-kytkimissä heti, eikä lokiin tullut yhtään varoitusta. DOM-arvot näkyvät oikein, ja linkit ovat pysyneet virheettöminä.' },
    { lang: 'fi', author: 'Petri J.', rating: 4, fits: ['transceivers-25g'], content: 'Tilasimme Juniper-koodattuja 25G-moduuleja palvelinsaliin, ja yhteydet muodostuivat ongelmitta. Lämpötila pysyy kuormassakin noin 45 asteessa. Toimitus tosin kesti pari päivää luvattua kauemmin.' },
    { lang: 'fi', author: 'Harri N.', rating: 5, fits: ['transceivers-1g'], content: 'Dell-koodatut gigabitin SFP-moduulit toimivat PowerSwitch-kytkimissämme heti ilman mitään lisäkomentoja. Hinta oli murto-osa alkuperäisten hinnasta.' },
    { lang: 'fi', author: 'Sami O.', rating: 4, fits: ['transceivers-100g'], content: 'Mellanox-koodatut 100G QSFP28 -moduulit toimivat NVIDIA-kytkimissämme heti, ja DOM näyttää jokaisen kaistan tehot. Täydessä kytkimessä moduulit lämpenevät, joten ilmavirrasta kannattaa huolehtia.' },
    { lang: 'fi', author: 'Lauri K.', rating: 4, fits: ['transceivers-400g'], content: '400G QSFP-DD -moduulit toimivat Cisco-kytkimissämme ensimmäisellä kerralla, ja kaistakohtaiset diagnostiikka-arvot näkyvät oikein. Tehonkulutus on kuitenkin sen verran suuri, että kytkimen tuulettimet pyörivät selvästi kovemmilla kierroksilla.' },
    { lang: 'fr', author: 'Thomas R.', rating: 5, fits: ['transceivers-10g'], content: "Optiques 10G SFP+ codées Huawei : lien établi immédiatement, relevés DOM complets et températures stables dans une baie chargée. Nettement moins cher que les modules d'origine." },
    { lang: 'fr', author: 'Claire V.', rating: 4, fits: ['transceivers-100g'], content: "Les QSFP28 100G fonctionnent très bien sur nos commutateurs Nokia. Petit regret : l'étiquette ne mentionne pas la longueur d'onde, il faut la vérifier dans la CLI." },
    { lang: 'fr', author: 'Valérie B.', rating: 5, content: 'Modules codés pour nos commutateurs Juniper, reconnus immédiatement et remplaçables à chaud sans coupure. Le support nous a confirmé la compatibilité avant la commande, un vrai plus.' },
    { lang: 'fr', author: 'Olivier G.', rating: 4, fits: ['transceivers-1g'], content: "Modules SFP 1G codés Cisco pour nos Catalyst : reconnus à chaud sans aucun message d'erreur. Seul regret, l'étiquette est un peu petite pour lire la référence dans une baie sombre." },
    { lang: 'fr', author: 'Cédric L.', rating: 5, fits: ['transceivers-25g'], content: 'Optiques SFP28 codées Arista pour nos serveurs passés en 25G : tout est monté du premier coup et les relevés DOM sont cohérents des deux côtés.' },
    { lang: 'fr', author: 'Hélène T.', rating: 5, fits: ['transceivers-400g'], content: 'Modules QSFP-DD 400G codés Mellanox pour notre cluster GPU : tous reconnus immédiatement par les commutateurs NVIDIA, sans une seule erreur après un mois de charge.' },
    { lang: 'ja', author: '田中', rating: 5, fits: ['transceivers-1g'], content: 'Cisco 互換の 1G SFP モジュールを 30 個購入しました。すべてすぐにリンクアップし、Catalyst でも正しく認識されています。' },
    { lang: 'ja', author: '山本', rating: 4, fits: ['transceivers-25g'], content: 'Juniper 用にコーディングされた 25G SFP28 を使っています。通信は安定していますが、梱包の静電防止袋がもう少し丈夫だと安心です。' },
    { lang: 'ja', author: '吉田', rating: 4, content: 'スイッチのベンダーに合わせてコーディングを選べるので、純正品と同じように認識されました。価格は純正の数分の一ですが、納期が 1 週間ほどかかったのが少し残念です。' },
    { lang: 'ja', author: '石井', rating: 4, fits: ['transceivers-400g'], content: '400G QSFP-DD モジュールを Arista のスパインスイッチに導入しました。リンクは安定していますが、消費電力が大きいぶん発熱も多く、ラックの冷却を見直しました。' },
  ],
  cables: [
    { lang: 'zh-CN', author: '黄工', rating: 5, fits: ['cables-dac'], content: 'DAC 高速铜缆用于服务器到 TOR 交换机的互连，插上即识别。3 米的长度在机柜里走线刚刚好，几乎不发热。' },
    { lang: 'zh-CN', author: '吴女士', rating: 3, fits: ['cables-fiber'], content: '光纤跳线质量不错，链路测试全部通过。但线缆外皮比较硬，在高密度配线架里理线有点费劲。' },
    { lang: 'zh-CN', author: '韩女士', rating: 5, content: '每根线缆都单独包装，袋子上贴着型号和长度标签，入库盘点很方便。发货也快，下单第二天就到了。' },
    { lang: 'zh-CN', author: '谢工', rating: 4, fits: ['cables-dac'], content: 'Arista 编码的 DAC 插到交换机上直接识别，几乎不耗电，也不用另买光模块。2 米的线稍微有点硬，理线时要多留点弯曲空间。' },
    { lang: 'zh-CN', author: '唐工', rating: 5, fits: ['cables-aoc'], content: '机柜之间用 AOC 有源光缆互连，比铜缆细很多，走线架里整齐多了。DDM 能看到两端的光功率，排查问题很方便。' },
    { lang: 'en', author: 'James P.', rating: 5, fits: ['cables-aoc'], content: 'We use the AOCs between racks and they are far lighter and easier to route than the copper we had before. Every link came up at full speed with zero errors.' },
    { lang: 'en', author: 'Emily C.', rating: 4, fits: ['cables-fiber'], content: 'The fibre patch cables are well made and each one comes with its own test report, which our auditors love. It would be nice to have more colour options.' },
    { lang: 'en', author: 'Megan S.', rating: 4, content: 'Cables arrive individually bagged with the part number and length on the label, which makes stock-taking painless. Only wish the outer carton were sturdier: one corner was crushed, though nothing inside was damaged.' },
    { lang: 'en', author: 'Patrick O.', rating: 5, fits: ['cables-dac'], content: 'Cisco-coded DACs are now our default for top-of-rack to server links. No optics to buy, no end faces to clean, and the switches recognise them straight away.' },
    { lang: 'en', author: 'Rebecca T.', rating: 5, fits: ['cables-aoc'], content: 'Replaced a tangle of long copper runs between our rows with 15 m AOCs. They are thin and light, and the low-smoke, zero-halogen jacket ticked the box for our facilities team.' },
    { lang: 'en', author: 'Stuart M.', rating: 4, fits: ['cables-fiber'], content: 'Low-loss fibre cords with a test report for each one, and the LSZH jacket satisfied our building regulations. Delivery took a week for the longer lengths.' },
    { lang: 'es', author: 'Pablo N.', rating: 5, fits: ['cables-fiber'], content: 'Latiguillos de fibra de muy buena calidad: los conectores encajan con firmeza y la atenuación medida está muy por debajo de lo especificado.' },
    { lang: 'es', author: 'Isabel T.', rating: 4, fits: ['cables-dac'], content: 'Los cables DAC funcionan perfectamente entre los servidores y el switch. El de 5 metros es algo rígido y cuesta un poco doblarlo en las bandejas.' },
    { lang: 'es', author: 'Álvaro M.', rating: 4, fits: ['cables-aoc'], content: 'Usamos cables AOC de 10 metros para unir dos filas de racks y todos los enlaces subieron a la primera. Hay que medir bien el recorrido, porque la longitud es fija.' },
    { lang: 'fi', author: 'Ville M.', rating: 5, fits: ['cables-dac'], content: 'DAC-kaapelit sopivat täydellisesti sekä palvelimien verkkokortteihin että kytkimiin, ja linkit ovat pysyneet vakaina. Koodaus osui kummassakin päässä oikein kytkimen merkille.' },
    { lang: 'fi', author: 'Heikki S.', rating: 3, fits: ['cables-aoc'], content: 'AOC-kaapelit toimivat, mutta yksi kahdestatoista aiheutti satunnaisia linkkikatkoja, ja jouduimme vaihtamaan sen. Vaihtokappale tuli nopeasti, joten asia hoitui lopulta hyvin.' },
    { lang: 'fi', author: 'Eija R.', rating: 5, fits: ['cables-fiber'], content: 'Jokaisen kuitukaapelin mukana tulee oma mittauspöytäkirja, ja vaimennusarvot olivat reilusti rajojen sisällä. Liittimissä on pölysuojat, joten päät olivat puhtaat suoraan pakkauksesta.' },
    { lang: 'fr', author: 'Julie P.', rating: 5, fits: ['cables-fiber'], content: 'Jarretières impeccables pour notre salle serveurs : rapport de test fourni avec chaque câble, connecteurs propres et aucune erreur après plusieurs semaines.' },
    { lang: 'fr', author: 'Antoine G.', rating: 4, fits: ['cables-dac'], content: 'Les câbles DAC se clipsent bien dans les cages et la liaison est stable. Le rayon de courbure est un peu contraignant pour le passage latéral dans la baie.' },
    { lang: 'fr', author: 'Sandrine V.', rating: 5, fits: ['cables-aoc'], content: 'Câbles AOC fins et souples, bien plus faciles à passer dans les chemins de câbles que du cuivre. Nous avons demandé un codage Cisco à la commande et tout a été reconnu immédiatement.' },
    { lang: 'ja', author: '伊藤', rating: 5, fits: ['cables-dac'], content: 'ラック内のサーバー接続に DAC を使っています。コネクタの差し込みがしっかりしていて、リンクも一度も落ちていません。' },
    { lang: 'ja', author: '渡辺', rating: 4, fits: ['cables-fiber'], content: '光ファイバーケーブルは 1 本ずつ試験成績書が付いていて、受け入れ検査がとても楽でした。ただ、1 メートルの在庫が少なく、納品までに時間がかかりました。' },
    { lang: 'ja', author: '岡本', rating: 4, fits: ['cables-aoc'], content: 'ラック間の接続に AOC を使っています。軽くて曲げやすく、配線がすっきりしました。ただ、ベンダー指定のコーディングを頼むと出荷まで数日かかりました。' },
  ],
  // Ceiling and wall-plate access points of every Wi-Fi generation share one leaf.
  wifi: [
    { lang: 'zh-CN', author: '林老师', rating: 5, content: '学校教学楼部署了 30 台 AP，统一在 YT 云平台上管理，学生在教室之间走动时漫游很顺畅。PoE 供电一根网线搞定，安装很省事。' },
    { lang: 'zh-CN', author: '杨工', rating: 4, content: '会议室里几十台笔记本同时开视频会议也不卡，终端多的时候带宽分配得很均匀。就是云平台界面的中文翻译有些地方不太准确。' },
    { lang: 'en', author: 'Oliver B.', rating: 5, content: 'Deployed these across our warehouse and dispatch office. Handheld scanners roam between access points without dropping their sessions, and everything runs off our existing PoE switches.' },
    { lang: 'en', author: 'Grace L.', rating: 2, content: "Coverage in our open-plan office was patchy compared with the old APs, and the cloud controller kept steering clients onto the 2.4 GHz band. Support is looking into it, but for now I can't recommend it." },
    { lang: 'es', author: 'Sergio A.', rating: 5, content: 'Instalamos puntos de acceso en todo el hotel y la cobertura en las habitaciones es excelente. Gestionarlos todos desde YT Cloud nos ahorra muchísimo tiempo.' },
    { lang: 'es', author: 'Laura M.', rating: 4, content: 'Buen punto de acceso para la oficina: se alimenta por PoE desde el switch y el roaming entre plantas funciona sin cortes en las videollamadas. La aplicación de configuración podría ser más intuitiva.' },
    { lang: 'fi', author: 'Jari P.', rating: 5, content: 'Asensimme tukiasemat avokonttoriin, ja kuuluvuus on nyt tasainen joka nurkassa. Verkkovierailu toimii niin hyvin, etteivät videopuhelut katkea, vaikka kävelisi puhelun aikana kerroksesta toiseen.' },
    { lang: 'fi', author: 'Riikka N.', rating: 4, content: 'Tukiasemat saavat virtansa suoraan kytkimen PoE-porteista, joten sähkömiestä ei tarvittu. Ohjelmistopäivitys YT Cloudin kautta oli hieman työläs.' },
    { lang: 'fr', author: 'Mathieu C.', rating: 5, content: "Bornes Wi-Fi déployées sur nos trois étages : couverture homogène et itinérance transparente entre les points d'accès. Alimentation PoE directe depuis les commutateurs, rien à redire." },
    { lang: 'fr', author: 'Élodie F.', rating: 3, content: "Débit et couverture très corrects dans nos salles de classe. En revanche, la mise à jour du firmware depuis YT Cloud a échoué sur deux bornes, qu'il a fallu relancer à la main." },
    { lang: 'ja', author: '小林', rating: 5, content: '工場の倉庫と事務所に AP を設置しました。ハンディ端末が AP 間を移動しても接続が切れず、クラウドでまとめて管理できるのも便利です。' },
    { lang: 'ja', author: '加藤', rating: 4, content: 'PoE で給電しているので、電源工事なしで設置できました。電波の届く範囲は十分ですが、取り付け手順の説明書が分かりにくかったです。' },
  ],
  // NICs come with two or four ports at 10G to 100G, SFP or RJ45: reviews name none of these.
  nics: [
    { lang: 'zh-CN', author: '郑工', rating: 5, content: '装在 Dell 服务器上，选的是 Dell 兼容版，iDRAC 能正确识别网卡，风扇转速也正常。ESXi 自带驱动，开了 SR-IOV 给虚拟机直通，吞吐能跑满线速。' },
    { lang: 'zh-CN', author: '何先生', rating: 4, content: '用在存储网络，iperf 多线程测试基本能跑满端口速率。卡本身发热不小，需要服务器风道够强，否则温度偏高。' },
    { lang: 'en', author: 'Chris M.', rating: 5, content: 'Dropped these NICs into our Proxmox hosts and the inbox drivers picked them up straight away. SR-IOV works as documented and we hit line rate on every port.' },
    { lang: 'en', author: 'Ben A.', rating: 3, content: 'Throughput is excellent, but the firmware it shipped with was two versions behind and caused occasional link flaps until we updated it. Worth flashing before deployment.' },
    { lang: 'es', author: 'Diego L.', rating: 5, content: 'Tarjeta instalada en un servidor con Ubuntu: el controlador del kernel la reconoció sin instalar nada y alcanzamos la velocidad máxima en todos los puertos.' },
    { lang: 'es', author: 'Carmen V.', rating: 4, content: 'Usamos estas tarjetas en el clúster de virtualización y SR-IOV funciona muy bien. Solo echamos de menos que la caja traiga también el soporte de la otra altura: hay que comprarlo aparte.' },
    { lang: 'fi', author: 'Antti L.', rating: 5, content: 'Verkkokortit toimivat Linuxissa suoraan ytimen ajureilla. SR-IOV saatiin käyttöön virtuaalikoneille ilman ongelmia, ja suorituskyky vastaa luvattua.' },
    { lang: 'fi', author: 'Kirsi T.', rating: 4, content: 'Windows Server 2022 löysi kortille ajurin suoraan päivitysten kautta, eikä mitään tarvinnut asentaa käsin. Kortti kuitenkin lämpenee melko paljon, jos kotelon ilmavirta on heikko.' },
    { lang: 'fr', author: 'Guillaume H.', rating: 5, content: 'Cartes installées dans nos serveurs de calcul : pilotes reconnus nativement sous Linux, SR-IOV fonctionnel et débits mesurés au niveau de la fiche technique.' },
    { lang: 'fr', author: 'Isabelle K.', rating: 4, content: "Versions compatibles HPE parfaites pour nos ProLiant : l'iLO identifie la carte et les ventilateurs restent à vitesse normale. Elles chauffent un peu, prévoyez une bonne ventilation du châssis." },
    { lang: 'ja', author: '山田', rating: 5, content: 'NIC を仮想化ホストに導入しました。ドライバーは OS 標準で認識され、SR-IOV も問題なく動いています。' },
    { lang: 'ja', author: '松本', rating: 4, content: 'ロープロファイルブラケットの NIC を 1U サーバーに取り付けました。ESXi の標準ドライバーで認識されましたが、同梱のネジが固く、取り付けに少し手間取りました。' },
  ],
  // Single-port injectors from 30 W to 90 W: no splitters, and no wattage or standard named.
  poe: [
    { lang: 'zh-CN', author: '许工', rating: 5, content: '给停车场的几台摄像头供电，夜间红外全开也不掉线。选的是导轨安装版，装在室外配电箱里很整齐，防雷也让人放心。' },
    { lang: 'zh-CN', author: '马经理', rating: 4, content: '老交换机不支持 PoE，加了注入器之后 AP 只用一根网线就能供电，省了在吊顶里布电源。唯一的缺点是桌面版外壳比想象中大，弱电箱里放两台就挤满了。' },
    { lang: 'en', author: 'Steve R.', rating: 5, content: 'The injectors are powering a dozen IP cameras around our car park with no brownouts, even with the IR illuminators on at night. Simple, tidy and well labelled.' },
    { lang: 'en', author: 'Hannah D.', rating: 4, content: "Used the injector to run an access point from an older non-PoE switch and it works perfectly. It runs quite warm though, so don't bury it in a closed cabinet." },
    { lang: 'es', author: 'Raúl C.', rating: 5, content: 'Con el inyector alimentamos una cámara a unos 90 metros del armario y funciona de maravilla. Muy buena relación calidad-precio.' },
    { lang: 'es', author: 'Noelia B.', rating: 3, content: 'Funciona bien, pero para más de tres o cuatro equipos sale más caro que un switch PoE pequeño. Para un punto aislado, en cambio, es ideal.' },
    { lang: 'fi', author: 'Matti P.', rating: 5, content: 'PoE-syöttimellä saimme virran ulkokameralle, joka on kaukana lähimmästä pistorasiasta. Kamera on toiminut moitteetta pakkasillakin.' },
    { lang: 'fi', author: 'Tiina K.', rating: 4, content: 'DIN-kiskoversio napsahti suoraan automaatiokaapin kiskoon, ja 24 voltin tasajännitesyöttö toimi heti. Kotelo voisi silti olla hieman kapeampi, sillä kiskotilaa on kaapissa vähän.' },
    { lang: 'fr', author: 'Laurent T.', rating: 5, content: "Injecteur parfait pour alimenter nos caméras extérieures. Le montage sur rail DIN est pratique dans l'armoire, et la protection contre les surtensions nous rassure après les orages de l'été dernier." },
    { lang: 'fr', author: 'Nathalie R.', rating: 4, content: "Nous avons ajouté une borne Wi-Fi dans une salle de réunion sans changer notre vieux commutateur : l'injecteur fait le travail sans aucun réglage. Dommage que le boîtier soit si encombrant sur l'étagère." },
    { lang: 'ja', author: '井上', rating: 5, content: '防犯カメラ 8 台を PoE インジェクターで給電しています。夜間の赤外線照射時も映像が途切れず、安定しています。' },
    { lang: 'ja', author: '木村', rating: 3, content: 'インジェクター自体は問題なく動作しています。ただ、1 台ごとに電源コンセントが必要なので、台数が増えるとコンセントが足りなくなります。' },
  ],
  // Floor-standing and wall-mount cabinets share one leaf; no patch panels are sold.
  racks: [
    { lang: 'zh-CN', author: '罗工', rating: 5, content: '机柜做工扎实，钢板喷涂均匀，立柱深度可以调，交换机装上去很稳。顶部和底部都有走线口，线缆进出很方便。' },
    { lang: 'zh-CN', author: '梁先生', rating: 4, content: '柜门带锁，放在公共区域也放心。侧板可以拆下来，布线和维护都方便，只是卡扣有点紧，第一次拆的时候费了点劲。' },
    { lang: 'en', author: 'Andrew F.', rating: 5, content: 'Sturdy cabinet with rails that adjust in depth, so fitting our switches took minutes. The cable entries at the top and bottom keep the patching tidy.' },
    { lang: 'en', author: 'Lucy G.', rating: 4, content: 'Well-finished cabinet with an even powder coat and doors that lock. It is heavier than I expected, so plan on two people to move it into place.' },
    { lang: 'es', author: 'Fernando O.', rating: 5, content: 'Armario robusto y bien acabado; los raíles se ajustan en profundidad y nuestros switches quedaron perfectamente fijados. Las entradas de cables arriba y abajo facilitan mucho el orden.' },
    { lang: 'es', author: 'Rocío D.', rating: 4, content: 'Buena calidad de chapa y pintura, y cierra con llave, algo importante porque está en una zona de paso. Las instrucciones de montaje podrían ser más claras, pero lo dejamos listo sin problemas.' },
    { lang: 'fi', author: 'Jussi A.', rating: 5, content: 'Kaappi on tukevaa tekoa, ja säädettävien kiskojen ansiosta kytkimet saatiin asennettua siististi. Kaapelien läpiviennit ylhäällä ja alhaalla helpottavat johdotusta.' },
    { lang: 'fi', author: 'Pekka V.', rating: 2, content: 'Kaapin sivupaneelin kiinnikkeet eivät osuneet kohdalleen, ja jouduimme poraamaan uudet reiät. Rakenne on muuten tukeva, mutta laadunvalvonnassa on selvästi parannettavaa.' },
    { lang: 'fr', author: 'Sébastien P.', rating: 5, content: 'Baie livrée bien emballée, tôle épaisse et peinture impeccable. Les montants réglables en profondeur et les passages de câbles en haut et en bas rendent le brassage très propre.' },
    { lang: 'fr', author: 'Aurélie M.', rating: 4, content: 'Baie solide et bien finie. Il manquait deux vis dans le sachet, mais le service client nous les a envoyées rapidement.' },
    { lang: 'ja', author: '斎藤', rating: 5, content: '19 インチラックを事務所に設置しました。レールの奥行きを調整できるので、手持ちのスイッチもぴったり収まりました。' },
    { lang: 'ja', author: '清水', rating: 4, content: '側板を外せるので配線作業がしやすかったです。ただ、鍵が少し回しにくいのが気になりました。' },
  ],
};

function isReviewGroup(s: string): s is ReviewGroup {
  return (REVIEW_GROUPS as readonly string[]).includes(s);
}

/**
 * The reviews that fit a leaf category key such as 'switches-access', 'cables-dac' or 'wifi': its
 * group's generic reviews plus those whose `fits` names the key. Throws for an unknown group, for
 * fewer than MIN_PER_LEAF reviews, and for a multiple of 5 (expand.ts picks every 5th review from a
 * random start, so such a pool would show the same review twice on one product).
 */
export function reviewPoolFor(categoryKey: string): SeedReview[] {
  const group = categoryKey.split('-')[0] ?? '';
  if (!isReviewGroup(group)) throw new Error(`No review pool for category key '${categoryKey}'`);
  const pool = REVIEW_POOLS[group].filter((r) => !r.fits || r.fits.includes(categoryKey));
  if (pool.length < MIN_PER_LEAF) throw new Error(`Only ${pool.length} seeded reviews fit '${categoryKey}'; at least ${MIN_PER_LEAF} are needed`);
  if (pool.length % 5 === 0) throw new Error(`${pool.length} seeded reviews fit '${categoryKey}'; a multiple of 5 would repeat reviews on one product`);
  return pool;
}
