// families long texts in es (see ../types.ts for keys).
export const FAMILIES: Record<string, string> = {
  's3410-24ts': `Los switches YT S3410/S3910 de {ports} puertos están pensados para plantas de oficinas y sucursales: {ports} puertos Gigabit de cobre, uplinks {uplinks} y {switching} de capacidad de conmutación sin bloqueo.

## Elija la variante que necesita

- Modelos sin PoE para puestos de trabajo, impresoras y controladores de control de accesos
- Modelos -P con un presupuesto PoE+ de 370 W para alimentar directamente puntos de acceso, teléfonos IP y cámaras
- Fuente de alimentación única o doble de conexión en caliente, además de una versión de CC de los modelos sin PoE

Los switches se gestionan desde la interfaz web, la CLI o YT Cloud. Los equipos nuevos descargan su configuración automáticamente en el primer arranque, de modo que los despliegues en sucursales no requieren un técnico in situ.`,

  's3410-48ts': `Los switches S3410/S3910 de {ports} puertos reúnen {ports} puertos Gigabit de cobre y uplinks {uplinks} en 1U, con {switching} de capacidad de conmutación: una buena elección para plantas de oficinas con mucho tráfico, edificios de campus y cuartos de telecomunicaciones de hoteles.

## Tres niveles de PoE

- Sin PoE: solo datos, con el menor consumo y el menor ruido
- -P: 370 W para teléfonos IP y puntos de acceso estándar
- -PH: 740 W con doble fuente de alimentación de conexión en caliente, suficiente para alimentar a la vez muchos puntos de acceso Wi-Fi 6 y cámaras PTZ

Todos los modelos admiten VLAN de voz mediante LLDP-MED, programación horaria del PoE y PoE perpetuo, de modo que los dispositivos conectados siguen alimentados mientras el switch se reinicia.`,

  's3950-24m4x': `Los puntos de acceso actuales superan con holgura 1 Gbps de caudal inalámbrico, así que un uplink Gigabit se convierte en el cuello de botella. La serie S3950 ofrece {ports} puertos de cobre multivelocidad {rates} y uplinks {uplinks}, y proporciona velocidades multigigabit sobre el cableado Cat5e/Cat6 existente.

## Alimentación PoE++

Los modelos -P disponen de un presupuesto IEEE 802.3bt de 740 W y los -PH, de 1.440 W, con hasta 90 W por puerto: suficiente para puntos de acceso Wi-Fi 7 tribanda, cámaras PTZ y clientes ligeros. Los modelos de 1.440 W incorporan doble fuente de alimentación de conexión en caliente.

Con OSPF, BGP y VRRP integrados, estos switches trabajan en la capa de acceso o como capa de agregación de un campus pequeño.`,

  's5860-20sq': `La serie S5860 integra {downlinks} y {uplinks} en 1U, con {switching} de capacidad de conmutación. Agrega decenas de switches de acceso o hace de núcleo en una red pequeña o mediana.

## Diseñada para la alta disponibilidad

- Dos equipos forman un par MLAG para uplinks con doble conexión y reparto de carga, sin spanning tree
- VRRP, BFD y convergencia rápida de OSPF/BGP
- Ventiladores y fuentes de alimentación de conexión en caliente; a los equipos con una sola fuente se les puede añadir una segunda en cualquier momento

VXLAN con BGP EVPN extiende segmentos de capa 2 entre edificios, lo que simplifica la itinerancia inalámbrica y la segmentación de los dispositivos IoT.`,

  'n8560-48xc': `Basada en el {asic}, la serie N8560 ofrece {portsDesc} y {switching} de capacidad de conmutación. Utilícela como leaf de conexión a servidores o como spine de un fabric pequeño o mediano.

## Pensada para el centro de datos moderno

- VXLAN con BGP EVPN para overlays de capa 2/capa 3 escalables
- PFC y ECN para Ethernet sin pérdidas, lista para almacenamiento RoCEv2 y clústeres de GPU
- MLAG para servidores con doble conexión y ECMP de 64 vías

Los switches se entregan con YT DCOS y ONIE, por lo que también admiten la versión comunitaria de SONiC. Las fuentes de alimentación y los ventiladores son redundantes 1+1 y de conexión en caliente.`,

  'n9550-32d': `La serie N9550 funciona con el {asic} y ofrece {portsDesc}, {switching} de capacidad de conmutación y un búfer de paquetes de {buffer}. Los puertos pueden desdoblarse (breakout) en hasta {breakout}, de modo que un solo switch basta para conectar los leaf de toda una fila de racks.

## Optimizada para fabrics de IA

- PFC, ECN y el balanceo de carga dinámico mantienen el tráfico RoCEv2 sin pérdidas y con baja latencia
- La telemetría de red en banda (INT) y gNMI localizan la congestión con precisión
- Todos los puertos admiten ópticas de hasta 15 W

Ejecute YT DCOS o SONiC y ponga los switches en servicio mediante ZTP para despliegues a gran escala totalmente automatizados.`,

  'r6200-5g': `La serie R6200 proporciona a sucursales, tiendas y pequeñas oficinas una conexión segura y fiable con internet y con la sede central. De sus puertos ({interfaces}), hasta cuatro pueden funcionar como WAN, con balanceo de carga y conmutación por error en segundos, y el rendimiento NAT alcanza {nat}.

## Conectividad segura

- VPN IPsec, WireGuard y SSL, con {ipsec} de rendimiento IPsec
- Cortafuegos con inspección de estado, reconocimiento de aplicaciones y filtrado de URL
- VPN automática entre la sede central y las sucursales con un solo clic a través de YT Cloud

Los modelos -P suministran 60 W de PoE repartidos entre cuatro puertos LAN para puntos de acceso y teléfonos IP; los modelos -RK incluyen un kit de montaje en rack de 19".`,

  'r8100-4x8g': `La serie R8100/R8300 ofrece {interfaces} y {throughput} de rendimiento de reenvío. Su FIB por hardware admite {routes} rutas: cabida para las tablas completas de internet IPv4 e IPv6, con margen para crecer.

## Funciones de clase operador

- BGP, OSPF, IS-IS y segment routing (SR-MPLS)
- MPLS L3VPN, L2VPN y EVPN para separar a varios clientes (multiinquilino)
- IPsec acelerado por hardware de hasta {ipsec} y NAT de clase operador (CGNAT) con {sessions} sesiones simultáneas

Las fuentes de alimentación y los ventiladores redundantes de conexión en caliente, la protección del plano de control y BFD mantienen en marcha la salida a internet durante todo el año. Todos los puertos y funciones vienen licenciados de serie, sin cuotas por puerto.`,

  'ap7610-ax': `El punto de acceso de techo {standard} de YT combina radios {bands} con MU-MIMO {streams} y OFDMA, de modo que cada cliente obtiene un ancho de banda estable incluso en espacios concurridos, con una velocidad máxima de {rate}.

## Fácil de desplegar

- Uplink {uplink} alimentado por PoE IEEE {poe}: un solo cable para todo
- Gestión desde YT Cloud, una controladora local o la interfaz web en modo autónomo
- Itinerancia rápida 802.11k/v/r y cifrado WPA3-Enterprise

Se suministra en blanco de serie y también en negro (-BK) para techos oscuros e interiores de diseño.`,

  'ap7210-ax': `El punto de acceso de placa de pared se monta sobre la caja de una toma de red existente y reutiliza el cable que ya pasa por la pared, sin obras en el techo. Con un equipo por habitación, la señal nunca tiene que atravesar paredes, y {standard} ofrece hasta {rate}.

## Inalámbrico y cableado en uno

- Uplink {uplink} con alimentación PoE
- Puertos cableados {lan} en la parte inferior para televisores, descodificadores IPTV y teléfonos IP
- Salida PoE en LAN1 para alimentar un teléfono IP

Se gestiona en YT Cloud junto con los puntos de acceso de techo y está disponible en blanco o en negro.`,

  'nic-x710-da2': `Basado en el {chip}, este adaptador ofrece {ports} puertos {speed} {cage} sobre una interfaz de host {pcie}. Las descargas por hardware, entre ellas {offloads}, liberan de trabajo la CPU del servidor.

## Elíjalo según su servidor

- Soporte de altura completa o de perfil bajo para servidores torre y de rack 1U/2U
- Versión genérica para servidores de cualquier marca
- Versiones compatibles con Dell y HPE, con firmware OEM que iDRAC e iLO reconocen correctamente

Los principales sistemas operativos incluyen los controladores de serie y la tarjeta está probada para su compatibilidad con VMware ESXi. Antes del envío, se prueba el enlace de cada adaptador con ópticas y cables DAC de YT.`,

  'nic-x710-t2l': `Allí donde ya hay cableado Cat6A, un adaptador 10GBASE-T lleva servidores y estaciones de trabajo a 10G sin necesidad de ópticas. Esta tarjeta utiliza el {chip}, con {ports} puertos RJ45 que autonegocian {rates}, sobre una interfaz de host {pcie}.

## Dónde encaja

- Enlaces 10G para hosts de virtualización y almacenamiento NAS
- Estaciones de trabajo que mueven archivos grandes, como en edición de vídeo y CAD
- Migración progresiva a 2,5G/5G/10G junto con switches multigigabit

Admite SR-IOV y arranque PXE e iSCSI, con soporte de altura completa o de perfil bajo y versiones compatibles con Dell o HPE.`,

  'pi-30-1g': `Coloque el inyector entre el switch y el dispositivo: un único cable de red transportará los datos y hasta {budget} de potencia, sin necesidad de llevar una toma eléctrica al techo ni al exterior.

## Seguro y fiable

- Conforme a {standard}: detecta el dispositivo antes de alimentarlo, por lo que nunca daña equipos sin PoE
- Paso de datos a {data} sin merma del rendimiento del enlace
- Protección contra sobretensiones de 6 kV para cámaras y puntos de acceso de exterior

La versión de sobremesa se apoya en un estante o se fija a la pared. Las versiones -DIN se montan en carril de 35 mm, con entrada de CA o CC, para armarios de control industrial y cajas estancas de exterior.`,

  'rk-6080': `Este armario para servidores de {width} × {depth} mm tiene una puerta delantera de una hoja y puerta trasera de dos hojas, ambas perforadas al 80 %. Junto con un flujo de aire de los equipos de delante hacia atrás, mantiene refrigeradas cargas densas de servidores sin ventiladores adicionales.

## Construcción e instalación

- Perfiles de 19" delanteros y traseros regulables en profundidad y con marcado de posiciones U
- Capacidad de carga estática de {load}, con patas niveladoras y ruedas incluidas
- Entradas de cables con cepillo en la parte superior e inferior
- Paneles laterales desmontables y con cerradura, con todas las cerraduras de la misma llave

Elija entre 22U y 42U, en negro, gris o blanco (este último solo en 42U). Los armarios se envían totalmente montados sobre palé.`,

  'rk-w6035': `Un armario mural mantiene los switches, los paneles de parcheo y los equipos pequeños ordenados en la pared y fuera del suelo. Con {depth} mm de fondo, admite la mayoría de los switches de acceso y paneles de parcheo.

## Detalles de diseño

- Puerta frontal de vidrio templado con cerradura, para que los LED de estado sigan a la vista
- Paneles laterales de liberación rápida que facilitan el cableado y el mantenimiento
- Perfiles delanteros regulables en profundidad y entradas de cables troquelables en la parte superior e inferior
- Posición para ventiladores en el techo del armario, con kit de ventilación opcional

Disponible en 6U, 9U y 12U, en negro o gris (gris a partir de 9U).`,

  'sfp-1g-sx': `El transceptor {form} {standard} trabaja a {wavelength} y alcanza hasta {reach} sobre fibra {fiber} a través de un puerto {connector} dúplex: la opción habitual para el acceso en campus, los enlaces entre edificios y los uplinks Gigabit en plantas industriales.

## Codificado por marca

Cada módulo sale de fábrica con una codificación EEPROM que coincide con la plataforma de destino y se prueba (enlace y diagnóstico) en un switch de esa marca, de modo que se reconoce en cuanto se inserta, sin comandos ocultos.

- Diagnóstico digital (DDM) según SFF-8472
- Conforme a IEEE 802.3z y a la MSA de SFP
- Carcasa metálica para una baja EMI`,

  'sfp-1g-t': `El módulo de cobre {form} {standard} permite que switches de agregación, cortafuegos y routers con puertos solo de fibra se conecten directamente a servidores, cámaras y otros equipos de cobre, aprovechando los puertos SFP libres.

Funciona a 1.000 Mbps en dúplex completo con cruce automático MDI/MDIX y cubre hasta {reach} sobre Cat5e o superior. La versión de temperatura extendida funciona de -40 a 85 °C, para armarios de exterior y envolventes industriales.

- Codificado por marca, se reconoce al insertarlo
- Carcasa metálica con buena disipación del calor
- Conexión en caliente`,

  'sfp-10g-sr': `El módulo {form} {standard} utiliza un láser de {wavelength} y alcanza hasta {reach} sobre fibra {fiber}. Es la óptica 10G de referencia para uplinks de acceso, conexión de servidores y agregación metropolitana.

## Probado en switches reales

Cada versión codificada se prueba en un switch de su marca (enlace, errores de bit y lectura DDM), y en cada unidad se comprueban la potencia óptica y la relación de extinción, para que funcione nada más sacarla de la caja.

- Conforme a SFF-8431 e IEEE 802.3ae
- Bajo consumo típico, apto para tarjetas de línea densas de 48 puertos
- 5 años de garantía`,

  'sfp-10g-bx10-u': `Las ópticas BiDi utilizan multiplexación por división de longitud de onda para transmitir y recibir en longitudes de onda distintas sobre la misma fibra monomodo. Este modelo transmite a {tx}, recibe a {rx} y alcanza hasta {reach} sobre OS2; en el extremo remoto se empareja con un {partner}.

## Dónde encaja

- Enlaces de campus y entre edificios donde escasea la fibra
- Acceso de operador y backhaul FTTx
- Ampliación de capacidad en una ruta existente sin tender cable nuevo`,

  'sfp28-25g-sr': `El módulo {form} {standard} transporta un único canal de 25,78 Gbps y alcanza hasta {reach} sobre fibra {fiber}. Utiliza el mismo cableado LC dúplex que el SFP+ de 10G, de modo que el acceso a servidores se puede actualizar sin tocar la fibra instalada.

## Cómo elegir el modelo

- Los módulos SR y CSR requieren activar RS-FEC en los switches de ambos extremos
- LR es adecuado para enlaces monomodo entre salas o edificios
- Todos los modelos admiten diagnóstico digital SFF-8472`,

  'qsfp28-100g-sr4': `El módulo {form} {standard} transporta 100G como {lanes} y alcanza hasta {reach} sobre fibra {fiber} a través de una interfaz {connector}, con un consumo no superior a {power}.

## Cuál elegir

- SR4: enlaces multimodo dentro de un rack o de una sala; admite breakout a 4×25G
- CWDM4 y DR: enlaces monomodo de bajo coste de hasta 2 km
- LR4 y ER4: enlaces de 10 a 40 km entre campus y en redes metropolitanas

Todos los modelos admiten diagnóstico digital SFF-8636 y se prueban para su compatibilidad en switches de Cisco, Arista, Juniper y otros fabricantes.`,

  'qdd-400g-sr8': `El módulo {form} {standard} transporta 400G como {lanes} y alcanza hasta {reach} sobre fibra {fiber} a través de una interfaz {connector}, con un consumo máximo de {power}. El formato QSFP-DD es retrocompatible con QSFP28, lo que simplifica la actualización de los switches.

## Breakout e interconexión

- SR8 admite breakout a 2×200G u 8×50G
- DR4 alimenta cuatro módulos 100G DR mediante un cable de breakout MPO
- FR4 y LR4 utilizan LC dúplex y reaprovechan el cableado monomodo existente

Los módulos utilizan la interfaz de gestión CMIS y, antes del envío, se prueban en tasa de errores de bit y estabilidad prolongada en plataformas de Arista, Cisco, Juniper y NVIDIA.`,

  'sfp-10g-pdac': `El DAC pasivo {form} {speed} lleva conectores {form} montados en ambos extremos de un cable twinax apantallado y ofrece un enlace {speed} sin ópticas ni fibra: ideal para conectar el switch top-of-rack con los servidores.

## Por qué un DAC

- El diseño pasivo consume menos de 0,1 W y apenas genera calor
- Latencia muy inferior a la de los enlaces ópticos
- Cuesta una fracción de lo que valen dos ópticas más un latiguillo

Ambos extremos pueden codificarse para la marca de su switch. Las longitudes van de 0,5 m a 5 m; algunas combinaciones de longitud y codificación solo se fabrican bajo pedido.`,

  'qsfp-4sfp10g-pdac': `Un DAC de breakout tiene un conector {form} en un extremo y cuatro ramales {branch} en el otro, y divide un puerto {speed} en {split}. Es una forma habitual de aumentar la densidad de puertos en el top-of-rack o de aprovechar los puertos de uplink para servidores de 25G o 10G.

## Antes de hacer el pedido

- El puerto del switch debe admitir el modo breakout y estar configurado en él
- Los cuatro ramales deben conectarse a equipos que funcionen a la misma velocidad
- Tanto el extremo troncal como los ramales pueden codificarse por marca`,

  'sfp-10g-aoc': `El cable óptico activo {form} {speed} integra ópticas VCSEL de 850 nm dentro de los conectores {form} de ambos extremos, unidos por fibra multimodo OM3. Es plug-and-play: no hay que comprar ópticas ni latiguillos por separado.

## Ventajas frente al DAC

- Alcance de hasta 30 m
- Cable más fino y ligero, con un radio de curvatura reducido, para racks ordenados
- Inmune a las interferencias electromagnéticas

La longitud del cable es fija, así que mida el recorrido real y deje algo de holgura al elegirla.`,

  'os2-lc-lc-upc-duplex': `Este latiguillo monomodo dúplex {ends} utiliza fibra OS2 9/125 µm con pulido {polish} en las caras de los conectores, pérdida de inserción {il} y pérdida de retorno {rl}. Utilícelo entre ópticas monomodo de 10G a 400G y paneles de parcheo.

## Colores y longitudes

El amarillo es el color TIA-598 para la fibra monomodo; el azul y el negro ayudan a distinguir servicios o rutas redundantes. Las longitudes mayores solo se ofrecen en los colores más habituales.

- Informe de pruebas incluido con cada latiguillo
- Cubierta LSZH de baja emisión de humos y libre de halógenos
- Conectores LC que permiten invertir la polaridad in situ`,

  'om4-lc-lc-duplex': `Este latiguillo multimodo OM4 {ends} utiliza fibra de 50/125 µm insensible a curvaturas, con un ancho de banda modal efectivo de 4.700 MHz·km a 850 nm: suficiente para 400 m de 10GBASE-SR o 100 m de 25GBASE-SR. La pérdida de inserción es {il} y el diámetro del cable, {diameter}.

## Opciones de color

El aguamarina (aqua) es el color estándar de OM3/OM4, el violeta Erika se usa mucho en Europa para identificar la OM4 y el negro distingue los enlaces de gestión. El negro está disponible hasta 10 m.

- Versión uniboot: un único cable redondo, con polaridad reversible sin herramientas
- Cubierta LSZH de baja emisión de humos y libre de halógenos
- Cada latiguillo se prueba individualmente y se entrega con su informe de pruebas`,

  'mpo12-om4-trunk': `El troncal {connector} transporta {fibers} fibras {fiber} con conectores hembra (sin pines guía) en ambos extremos y polaridad tipo B, de modo que enlaza directamente dos ópticas paralelas. Usos típicos: {use}.

## Baja pérdida por diseño

Los conectores tienen pulido {polish} y una pérdida de inserción {il}, lo que deja margen de sobra en el balance de pérdidas para paneles y latiguillos en enlaces 400G de corto alcance.

- Cada cara de conector verificada con interferómetro 3D
- Cubierta LSZH redonda de 3,0 mm de diámetro
- Tapones antipolvo y etiquetas de longitud en ambos extremos`,
};
