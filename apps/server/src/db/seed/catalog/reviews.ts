import type { LangCode } from '@netshop/contract';

// A pool of buyer reviews the seeder spreads over products (deterministically), each in the
// language its author wrote it in.
export const REVIEW_POOL: { lang: LangCode; author: string; rating: number; content: string }[] = [
  { lang: 'en', author: 'Mark T.', rating: 5, content: 'Arrived in three days, worked first time in our core switches. DOM readings look right and temperatures are stable under load.' },
  { lang: 'en', author: 'Priya S.', rating: 4, content: 'Good build quality and clear labelling. Took a week longer than the estimate, but support kept us informed.' },
  { lang: 'zh-CN', author: '王工', rating: 5, content: '机房批量替换，兼容性没有问题，光功率稳定。客服响应很快，价格也比原厂低很多。' },
  { lang: 'zh-CN', author: '李经理', rating: 4, content: '做工扎实，包装很好。说明文档可以再详细一点，总体满意，会继续采购。' },
  { lang: 'ja', author: '佐藤', rating: 5, content: '既存のスイッチでそのまま認識されました。梱包も丁寧で、納期も予定どおりでした。' },
  { lang: 'fr', author: 'Julien M.', rating: 5, content: 'Reconnu immédiatement par nos commutateurs, aucune alerte. Livraison rapide et facture claire pour la comptabilité.' },
  { lang: 'es', author: 'Lucía R.', rating: 4, content: 'Funciona sin problemas en nuestra red de oficinas. El soporte técnico respondió en menos de un día.' },
  { lang: 'fi', author: 'Mikko K.', rating: 5, content: 'Toimi heti yhteensopivana, ja dokumentaatio oli selkeä. Toimitus Suomeen oli nopea.' },
  { lang: 'en', author: 'Daniel K.', rating: 3, content: 'Does the job. The first unit had a loose latch; the replacement arrived quickly and has been fine since.' },
  { lang: 'zh-CN', author: '陈先生', rating: 5, content: '用于数据中心扩容，链路误码率为零，已经稳定运行三个月。' },
  { lang: 'ja', author: '田中', rating: 4, content: '価格に対して品質は十分です。設定ガイドがもう少し詳しいとさらに良いと思います。' },
];
