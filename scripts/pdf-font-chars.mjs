// Lists the code points the PDF font subset keeps (see apps/server/assets/fonts/README.md).
const chars = new Set();
for (let c = 0x20; c < 0x250; c++) chars.add(c);
for (let c = 0x2000; c < 0x2070; c++) chars.add(c);
for (let c = 0x20a0; c < 0x20c1; c++) chars.add(c);
for (const c of [0x2103, 0x2116, 0x2122, 0x2160, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2264, 0x2265, 0x00d7, 0x00b1, 0x00b5, 0x2126, 0x25cf, 0x2605, 0x2606]) chars.add(c);
for (let c = 0x3000; c < 0x3100; c++) chars.add(c);
for (let c = 0xff00; c < 0xffef; c++) chars.add(c);
const dec = (enc, hiFrom, hiTo, loFrom, loTo) => { const d = new TextDecoder(enc); for (let h = hiFrom; h <= hiTo; h++) for (let l = loFrom; l <= loTo; l++) { for (const ch of d.decode(new Uint8Array([h, l]))) { const cp = ch.codePointAt(0); if (cp > 0x2e80 && cp !== 0xfffd) chars.add(cp); } } };
dec('gbk', 0xb0, 0xf7, 0xa1, 0xfe);
dec('shift_jis', 0x88, 0x9f, 0x40, 0xfc); dec('shift_jis', 0xe0, 0xea, 0x40, 0xfc);
console.log([...chars].map((c) => 'U+' + c.toString(16).padStart(4, '0')).join(','));
