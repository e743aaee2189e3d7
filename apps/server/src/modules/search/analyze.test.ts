import { describe, expect, it } from 'vitest';
import { analyze, parseQuery, productNumberTerms, toTsQuery } from './analyze.js';

describe('analyze', () => {
  it('splits Chinese and Japanese runs into overlapping bigrams', () => {
    expect(analyze('千兆以太网交换机')).toEqual(['千兆', '兆以', '以太', '太网', '网交', '交换', '换机']);
    expect(analyze('スイッチ')).toEqual(['スイ', 'イッ', 'ッチ']);
    expect(analyze('光')).toEqual(['光']);
  });
  it('lower-cases, removes accents and keeps technical tokens whole', () => {
    expect(analyze('Commutateur d’accès 10G SFP+ LR')).toEqual(['commutateur', 'd', 'acces', '10g', 'sfp', 'lr']);
    expect(analyze('Käytä 1.5m kaapelia')).toEqual(['kayta', '1.5m', 'kaapelia']);
  });
  it('mixes scripts in one text', () => {
    expect(analyze('10G光模块')).toEqual(['10g', '光模', '模块']);
  });
  it('indexes product numbers joined', () => {
    expect(productNumberTerms('SFP-10G-LR-CI')).toEqual(['sfp10glrci']);
  });
});

describe('parseQuery', () => {
  it('makes the last Latin term a prefix and quotes every lexeme', () => {
    const p = parseQuery("SFP-10G-L");
    expect(p.terms).toEqual(['sfp', '10g', 'l']);
    expect(toTsQuery(p)).toBe("'sfp' & '10g' & 'l':*");
    expect(p.joined).toBe('sfp10gl');
  });
  it('handles SQL, HTML, emoji and very long input as plain text', () => {
    expect(toTsQuery(parseQuery("'); DROP TABLE product; --"))).toBe("'drop' & 'table' & 'product'");
    expect(toTsQuery(parseQuery('<script>alert(1)</script>'))).toBe("'script' & 'alert' & '1'");
    expect(toTsQuery(parseQuery('🙂🙂'))).toBeNull();
    expect(parseQuery('x'.repeat(10_000)).folded.length).toBe(200);
  });
});

describe('tsvectorLiteral', () => {
  it('keeps positions and weights, and escapes quotes and backslashes', async () => {
    const { tsvectorLiteral } = await import('./indexer.js');
    expect(tsvectorLiteral({ a: ['交换', '换机'], b: ["o'neil", 'a\\b'], c: ['交换'] })).toBe("'交换':1A,5C '换机':2A 'o''neil':3B 'a\\\\b':4B");
  });
});
