// Stock per warehouse and delivery dates for buyers (issue 28): what other features show of the
// inventory. The product page shows the delivery block; listing grids wrap their cards in
// DeliverySummaries, and each card shows CardDelivery. Everything here loads its texts (the
// `inventory` namespace) and data after the first paint.
export { DeliveryBlock } from './components/delivery-block';
export { CardDelivery, DeliverySummaries } from './components/card-delivery';
