import { formatSalutationName, type LangCode, type MessageList } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { insertMessage, markAllMessagesRead, markMessageRead, messageCounts, messagePage } from './queries.js';

// Messages of /accountCenter/message. A row keeps a text key and its parameters, so each buyer
// reads them in the language of the moment; later issues add shipping and logistics keys.

type Texts = Record<string, { title: string; body: string }> & { sender: { title: string; body: string } };
const TEXTS: Record<LangCode, Texts> = {
  'zh-CN': {
    sender: { title: 'YT 网络', body: '' },
    reviewHidden: { title: "您的评价已被隐藏", body: "您对 {model} 的评价已被隐藏，原因：{reason}" },
    reviewReplied: { title: "商家回复了您的评价", body: "我们回复了您对 {model} 的评价，可在商品页面查看。" },
    questionAnswered: { title: "您的提问已有回复", body: "我们已回复您关于 {model} 的提问：“{answer}” 您也可以在账户中心的“我的提问”中查看。" },
    welcome: { title: '欢迎加入 YT 网络', body: '{name}，您的账户已创建。您可以在账户中心管理地址、订单和发票。' },
    passwordReset: { title: '密码已重置', body: '您的密码已通过邮箱验证码重置，所有设备上的登录均已退出。' },
    passwordChanged: { title: '密码已修改', body: '您的密码已修改，其他设备上的登录均已退出。如非本人操作，请立即重置密码。' },
    emailChanged: { title: '邮箱已更新', body: '您的账户邮箱已从 {from} 更改为 {to}。' },
    orderPlaced: { title: "订单已提交", body: "订单 {orderNo} 已提交，请在付款期限内完成支付。" },
    orderPaid: { title: "付款成功", body: "订单 {orderNo} 已付款，我们会尽快为您发货。" },
    orderCancelled: { title: "订单已取消", body: "订单 {orderNo} 已取消，库存和优惠券已退回。" },
    orderTimedOut: { title: "订单已超时关闭", body: "订单 {orderNo} 在付款期限内未付款，已自动关闭。" },
    orderShipped: { title: "订单已发货", body: "订单 {orderNo} 已由 {carrier} 发出，运单号 {trackingNo}。" },
    shipmentShipped: { title: "包裹 {seq}/{of} 已发货", body: "订单 {orderNo} 的包裹 {seq}/{of}（{units} 件：{items}）已由 {carrier} 发出，运单号 {trackingNo}。" },
    shipmentDelivered: { title: "包裹 {seq}/{of} 已送达", body: "订单 {orderNo} 的包裹 {seq}/{of}（{units} 件：{items}）已送达，其余包裹仍在途中或等待发货。" },
    orderDelivered: { title: "订单已送达", body: "订单 {orderNo} 已送达，请确认收货。" },
    orderCompleted: { title: "订单已完成", body: "您已确认收到订单 {orderNo}，感谢您的购买。" },
    returnRequested: { title: "退货/退款申请已提交", body: "我们已收到订单 {orderNo} 的退货/退款申请，会在 1 个工作日内处理。" },
    orderRefunded: { title: "退款已完成", body: "订单 {orderNo} 的退款已完成。" },
    refundIssued: { title: "已退款部分款项", body: "我们已为订单 {orderNo} 退款 {amount}，款项将原路退回到您的付款账户。" },
    paymentReturned: { title: "付款已退回", body: "订单 {orderNo} 在您的付款到账前已关闭（或已由另一笔付款支付），这笔付款已原路全额退回，您不会被扣款。" },
    sampleReceived: { title: "样品申请已收到", body: "我们已收到您的样品申请 #{id}（{items}），将在 2 个工作日内审核，结果会通过消息和邮件通知您。" },
    sampleApproved: { title: "样品申请已批准", body: "您的样品申请 #{id} 已批准。样品将作为免费订单 {orderNo} 寄出，发货后您会收到运单号。" },
    sampleRejected: { title: "样品申请未通过", body: "很抱歉，您的样品申请 #{id} 未获批准。原因：{reason}" },
    invoiceApproved: { title: "发票已开具", body: "订单 {orderNo} 的发票申请已通过，发票号 {invoiceNo}。您可以在账户中心的“发票管理”中下载 PDF 发票。" },
    invoiceRejected: { title: "发票申请未通过", body: "很抱歉，订单 {orderNo} 的发票申请未通过。原因：{reason} 您可以修改发票抬头后重新申请。" },
    companyApproved: { title: "企业账户已开通", body: "您为 {company} 提交的企业账户申请已通过审核。您现在是该企业的管理员，可以在账户中心的“企业”页面邀请同事，并以企业名义采购。" },
    companyRejected: { title: "企业账户申请未通过", body: "很抱歉，您为 {company} 提交的企业账户申请未通过审核。原因：{reason} 您可以修改资料后重新申请。" },
    companySuspended: { title: "企业账户已暂停", body: "{company} 的企业账户已被暂停。原因：{reason} 暂停期间您仍可登录并查看历史记录，但不能以企业名义下单或接受报价。如有疑问，请联系我们的销售团队。" },
    companyReactivated: { title: "企业账户已恢复", body: "{company} 的企业账户已恢复，您可以继续以企业名义下单和接受报价。" },
    companyClosed: { title: "企业账户已关闭", body: "{company} 的企业账户已关闭。原因：{reason} 您仍可登录查看企业的订单、报价和发票，但不能再以企业名义采购。" },
    creditApproved: { title: "信用账户已开通", body: "{company} 的赊账申请已通过：信用额度 {limit}，账期 {terms} 天。有权限的采购人员现在可以在结算时选择“赊账付款”。额度、发票和对账单请见账户中心的“信用账户”页面（/accountCenter/credit）。" },
    creditRejected: { title: "赊账申请未通过", body: "很抱歉，{company} 的赊账申请未通过审核。原因：{reason} 您可以在账户中心的“信用账户”页面（/accountCenter/credit）补充资料后重新申请。" },
    inquiryReceived: { title: "我们已收到您的询价", body: "我们已收到您的询价 {inquiryNo}，会在 1 个工作日内回复。您可以在账户中心的“我的询价”中查看处理进度。" },
    inquiryReceivedGuest: { title: "我们已收到您的询价", body: "我们已收到您的询价 {inquiryNo}，会在 1 个工作日内回复到此邮箱。使用此邮箱注册账户后，即可在账户中心的“我的询价”中查看和回复。" },
    contactReceived: { title: "我们已收到您的留言", body: "我们已收到您的留言 {inquiryNo}，会在 1 个工作日内回复。您可以在账户中心的“我的询价”中查看对话。" },
    contactReceivedGuest: { title: "我们已收到您的留言", body: "我们已收到您的留言 {inquiryNo}，会在 1 个工作日内回复到此邮箱。使用此邮箱注册账户后，即可在账户中心的“我的询价”中查看和回复。" },
    inquiryReplied: { title: "您的询价已有回复", body: "我们的销售团队回复了您的询价 {inquiryNo}：“{reply}” 您可以在账户中心的“我的询价”中查看完整对话并回复。" },
    inquiryRepliedGuest: { title: "您的询价已有回复", body: "我们的销售团队回复了您的询价 {inquiryNo}：“{reply}” 如需继续沟通，请使用此邮箱注册账户，询价会出现在账户中心的“我的询价”中。" },
    inquiryProcessing: { title: "您的询价正在处理中", body: "我们的销售团队正在处理您的询价 {inquiryNo}，会尽快给您答复。" },
    inquiryClosed: { title: "您的询价已关闭", body: "您的询价 {inquiryNo} 已关闭。如有其他需求，欢迎随时重新提交询价。" },
    quotationSent: { title: "报价单已发送", body: "我们为您的询价 {inquiryNo} 发送了报价单（第 {version} 版），合计 {total}，有效期至 {validUntil}。请在账户中心的“我的询价”中查看、下载 PDF 并一键接受。" },
    quotationSentGuest: { title: "报价单已发送", body: "我们为您的询价 {inquiryNo} 发送了报价单（第 {version} 版），合计 {total}，有效期至 {validUntil}。如需接受报价，请使用此邮箱注册账户，询价会出现在账户中心的“我的询价”中。" },
    creditDueSoon: { title: "发票 {invoiceNo} 将于 {dueDate} 到期", body: "{company} 的赊账发票 {invoiceNo}（待付 {amount}）将于 {dueDate} 到期，请按时付款。您可以在账户中心的“信用账户”页面（/accountCenter/credit）查看发票和对账单。" },
    creditDueToday: { title: "发票 {invoiceNo} 今天到期", body: "{company} 的赊账发票 {invoiceNo}（待付 {amount}）今天（{dueDate}）到期。如已付款请忽略本通知。您可以在账户中心的“信用账户”页面（/accountCenter/credit）查看发票和对账单。" },
    creditOverdue: { title: "发票 {invoiceNo} 已逾期 {days} 天", body: "{company} 的赊账发票 {invoiceNo}（待付 {amount}）已于 {dueDate} 到期，现已逾期 {days} 天，请尽快付款。逾期超过 {grace} 天，信用账户将被暂停赊账。详情请见账户中心的“信用账户”页面（/accountCenter/credit）。" },
    creditOnHold: { title: "信用账户已暂停赊账", body: "{company} 的发票 {invoiceNo} 已逾期超过 {grace} 天，信用账户已被暂停：在付清逾期发票之前，不能以赊账方式下单。付清后账户会自动恢复。详情请见账户中心的“信用账户”页面（/accountCenter/credit）。" },
    creditHoldReleased: { title: "信用账户已恢复", body: "{company} 已没有逾期未付的发票，信用账户已恢复，您可以继续以赊账方式下单。" },
  },
  en: {
    sender: { title: 'YT Networks', body: '' },
    reviewHidden: { title: "Your review was hidden", body: "Your review of {model} was hidden. Reason: {reason}" },
    reviewReplied: { title: "We replied to your review", body: "We replied to your review of {model}; you can read it on the product page." },
    questionAnswered: { title: "Your question has been answered", body: "We answered your question about {model}: “{answer}” You can also read it under My questions in your account centre." },
    welcome: { title: 'Welcome to YT Networks', body: '{name}, your account is ready. Manage addresses, orders and invoices in your account centre.' },
    passwordReset: { title: 'Password reset', body: 'Your password was reset with an e-mail code; you were signed out on every device.' },
    passwordChanged: { title: 'Password changed', body: 'Your password was changed and your other devices were signed out. If this was not you, reset your password now.' },
    emailChanged: { title: 'E-mail updated', body: 'Your account e-mail changed from {from} to {to}.' },
    orderPlaced: { title: "Order submitted", body: "Order {orderNo} was submitted. Please pay before the payment deadline." },
    orderPaid: { title: "Payment received", body: "Order {orderNo} is paid; we will ship it soon." },
    orderCancelled: { title: "Order cancelled", body: "Order {orderNo} was cancelled; its stock and coupon were released." },
    orderTimedOut: { title: "Order closed", body: "Order {orderNo} was not paid in time and has been closed." },
    orderShipped: { title: "Order shipped", body: "Order {orderNo} was shipped with {carrier}, tracking number {trackingNo}." },
    shipmentShipped: { title: "Shipment {seq} of {of} shipped", body: "Order {orderNo}: shipment {seq} of {of} ({units} {units#item|items}: {items}) was shipped with {carrier}, tracking number {trackingNo}." },
    shipmentDelivered: { title: "Shipment {seq} of {of} delivered", body: "Order {orderNo}: shipment {seq} of {of} ({units} {units#item|items}: {items}) was delivered. The other parts are on their way or waiting to ship." },
    orderDelivered: { title: "Order delivered", body: "Order {orderNo} has been delivered. Please confirm receipt." },
    orderCompleted: { title: "Order completed", body: "You confirmed receipt of order {orderNo}. Thank you for your purchase." },
    returnRequested: { title: "Return/refund requested", body: "We received the return/refund request for order {orderNo} and will handle it within 1 business day." },
    orderRefunded: { title: "Refund completed", body: "The refund for order {orderNo} is complete." },
    refundIssued: { title: "Part of your payment refunded", body: "We refunded {amount} for order {orderNo}; it goes back to the account you paid with." },
    paymentReturned: { title: "Payment returned", body: "Order {orderNo} was already closed or paid when your payment arrived, so we returned it in full to the same account. You have not been charged." },
    sampleReceived: { title: "Sample application received", body: "We received your sample application #{id} ({items}) and will review it within 2 business days. We will tell you the result by message and e-mail." },
    sampleApproved: { title: "Sample application approved", body: "Your sample application #{id} was approved. The samples ship free of charge as order {orderNo}; you will get the tracking number once they leave our warehouse." },
    sampleRejected: { title: "Sample application not approved", body: "We are sorry: your sample application #{id} was not approved. Reason: {reason}" },
    invoiceApproved: { title: "Invoice issued", body: "Your invoice application for order {orderNo} was approved: invoice number {invoiceNo}. You can download the PDF invoice under Invoices in your account centre." },
    invoiceRejected: { title: "Invoice application not approved", body: "We are sorry: your invoice application for order {orderNo} was not approved. Reason: {reason} You can correct the invoice title and apply again." },
    companyApproved: { title: "Company account approved", body: "Your application to open a company account for {company} was approved. You are its administrator: invite colleagues and buy in the company's name under Company in your account centre." },
    companyRejected: { title: "Company account application not approved", body: "We are sorry: your application to open a company account for {company} was not approved. Reason: {reason} You can correct the details and apply again." },
    companySuspended: { title: "Company account suspended", body: "The company account of {company} has been suspended. Reason: {reason} You can still sign in and read its history, but you cannot order or accept quotations in the company's name. Our sales team will answer any questions." },
    companyReactivated: { title: "Company account active again", body: "The company account of {company} is active again: you can order and accept quotations in the company's name." },
    companyClosed: { title: "Company account closed", body: "The company account of {company} has been closed. Reason: {reason} You can still sign in and read the company's orders, quotations and invoices, but you can no longer buy in its name." },
    creditApproved: { title: "Your credit account is open", body: "{company}'s application for payment on account was approved: a credit limit of {limit} on {terms}-day terms. Buyers allowed to can now choose Pay on account at checkout. See the limit, invoices and statements on the Credit page of your account centre (/accountCenter/credit)." },
    creditRejected: { title: "Your credit application was not approved", body: "We're sorry: {company}'s application for payment on account was not approved. Reason: {reason} You can apply again with more information on the Credit page of your account centre (/accountCenter/credit)." },
    inquiryReceived: { title: "We received your inquiry", body: "We received your inquiry {inquiryNo} and will reply within 1 business day. You can follow it under My inquiries in your account centre." },
    inquiryReceivedGuest: { title: "We received your inquiry", body: "We received your inquiry {inquiryNo} and will reply to this e-mail address within 1 business day. Register with this address to follow and answer it under My inquiries in your account centre." },
    contactReceived: { title: "We received your message", body: "We received your message {inquiryNo} and will reply within 1 business day. You can follow the conversation under My inquiries in your account centre." },
    contactReceivedGuest: { title: "We received your message", body: "We received your message {inquiryNo} and will reply to this e-mail address within 1 business day. Register with this address to follow and answer it under My inquiries in your account centre." },
    inquiryReplied: { title: "We replied to your inquiry", body: "Our sales team replied to your inquiry {inquiryNo}: “{reply}” Read the whole conversation and answer under My inquiries in your account centre." },
    inquiryRepliedGuest: { title: "We replied to your inquiry", body: "Our sales team replied to your inquiry {inquiryNo}: “{reply}” To answer, register with this e-mail address: the inquiry then appears under My inquiries in your account centre." },
    inquiryProcessing: { title: "We are working on your inquiry", body: "Our sales team is working on your inquiry {inquiryNo} and will get back to you as soon as possible." },
    inquiryClosed: { title: "Your inquiry was closed", body: "Your inquiry {inquiryNo} has been closed. If you need anything else, send a new inquiry at any time." },
    quotationSent: { title: "Your quotation is ready", body: "We sent quotation version {version} for your inquiry {inquiryNo}: {total} in total, valid until {validUntil}. View it, download the PDF and accept it in one click under My inquiries in your account centre." },
    quotationSentGuest: { title: "Your quotation is ready", body: "We sent quotation version {version} for your inquiry {inquiryNo}: {total} in total, valid until {validUntil}. To accept it, register with this e-mail address: the inquiry then appears under My inquiries in your account centre." },
    creditDueSoon: { title: "Invoice {invoiceNo} is due on {dueDate}", body: "{company}'s invoice {invoiceNo} ({amount} outstanding) is due on {dueDate}. Please pay it on time. You can see your invoices and statements on the Credit page of your account centre (/accountCenter/credit)." },
    creditDueToday: { title: "Invoice {invoiceNo} is due today", body: "{company}'s invoice {invoiceNo} ({amount} outstanding) is due today, {dueDate}. If you have already paid it, please ignore this notice. You can see your invoices and statements on the Credit page of your account centre (/accountCenter/credit)." },
    creditOverdue: { title: "Invoice {invoiceNo} is {days} days overdue", body: "{company}'s invoice {invoiceNo} ({amount} outstanding) was due on {dueDate} and is now {days} days overdue. Please pay it as soon as possible: more than {grace} days overdue, the credit account is put on hold. See the Credit page of your account centre (/accountCenter/credit)." },
    creditOnHold: { title: "Your credit account is on hold", body: "{company}'s invoice {invoiceNo} is more than {grace} days overdue, so the credit account is on hold: no orders can be paid on account until the overdue invoices are paid. It is released as soon as they are. See the Credit page of your account centre (/accountCenter/credit)." },
    creditHoldReleased: { title: "Your credit account is active again", body: "{company} has no overdue invoices any more: the credit account is active again and orders can be paid on account." },
  },
  es: {
    sender: { title: 'YT Networks', body: '' },
    reviewHidden: { title: "Su reseña se ha ocultado", body: "Su reseña de {model} se ha ocultado. Motivo: {reason}" },
    reviewReplied: { title: "Hemos respondido a su reseña", body: "Hemos respondido a su reseña de {model}; puede leerla en la página del producto." },
    questionAnswered: { title: "Hemos respondido a su pregunta", body: "Hemos respondido a su pregunta sobre {model}: «{answer}» También puede leerla en Mis preguntas, en su área de cliente." },
    welcome: { title: 'Bienvenido a YT Networks', body: '{name}, su cuenta está lista. Gestione direcciones, pedidos y facturas en su área de cliente.' },
    passwordReset: { title: 'Contraseña restablecida', body: 'Su contraseña se restableció con un código enviado por correo; se ha cerrado la sesión en todos los dispositivos.' },
    passwordChanged: { title: 'Contraseña cambiada', body: 'Su contraseña ha cambiado y se ha cerrado la sesión en sus otros dispositivos. Si no ha sido usted, restablézcala ahora.' },
    emailChanged: { title: 'Correo actualizado', body: 'El correo de su cuenta ha cambiado de {from} a {to}.' },
    orderPlaced: { title: "Pedido realizado", body: "Hemos recibido su pedido {orderNo}. Páguelo antes de que termine el plazo de pago." },
    orderPaid: { title: "Pago recibido", body: "El pedido {orderNo} está pagado; lo enviaremos pronto." },
    orderCancelled: { title: "Pedido cancelado", body: "El pedido {orderNo} se ha cancelado; se han liberado sus existencias y su cupón." },
    orderTimedOut: { title: "Pedido cerrado", body: "El pedido {orderNo} no se pagó a tiempo y se ha cerrado." },
    orderShipped: { title: "Pedido enviado al transportista", body: "El pedido {orderNo} se ha enviado con {carrier}, número de seguimiento {trackingNo}." },
    shipmentShipped: { title: "Envío {seq} de {of} en camino", body: "Pedido {orderNo}: el envío {seq} de {of} ({units} {units#artículo|artículos}: {items}) ha salido con {carrier}, número de seguimiento {trackingNo}." },
    shipmentDelivered: { title: "Envío {seq} de {of} entregado", body: "Pedido {orderNo}: el envío {seq} de {of} ({units} {units#artículo|artículos}: {items}) se ha entregado. Las demás partes están en camino o pendientes de envío." },
    orderDelivered: { title: "Pedido entregado", body: "El pedido {orderNo} se ha entregado. Confirme la recepción." },
    orderCompleted: { title: "Pedido completado", body: "Ha confirmado la recepción del pedido {orderNo}. Gracias por su compra." },
    returnRequested: { title: "Devolución/reembolso solicitado", body: "Hemos recibido la solicitud de devolución/reembolso del pedido {orderNo} y la atenderemos en 1 día hábil." },
    orderRefunded: { title: "Reembolso completado", body: "El reembolso del pedido {orderNo} se ha completado." },
    refundIssued: { title: "Reembolso parcial realizado", body: "Hemos reembolsado {amount} del pedido {orderNo}; el importe vuelve a la cuenta con la que pagó." },
    paymentReturned: { title: "Pago devuelto", body: "El pedido {orderNo} ya estaba cerrado o pagado cuando llegó su pago, así que se lo hemos devuelto íntegro por el mismo medio. No se le ha cobrado nada." },
    sampleReceived: { title: "Solicitud de muestras recibida", body: "Hemos recibido su solicitud de muestras n.º {id} ({items}) y la revisaremos en un plazo de 2 días hábiles. Le comunicaremos el resultado por mensaje y por correo electrónico." },
    sampleApproved: { title: "Solicitud de muestras aprobada", body: "Su solicitud de muestras n.º {id} ha sido aprobada. Las muestras se envían sin coste como pedido {orderNo}; recibirá el número de seguimiento cuando salgan de nuestro almacén." },
    sampleRejected: { title: "Solicitud de muestras no aprobada", body: "Lo sentimos: su solicitud de muestras n.º {id} no ha sido aprobada. Motivo: {reason}" },
    invoiceApproved: { title: "Factura emitida", body: "Su solicitud de factura del pedido {orderNo} ha sido aprobada: número de factura {invoiceNo}. Puede descargar la factura en PDF en Facturas, en su área de cliente." },
    invoiceRejected: { title: "Solicitud de factura no aprobada", body: "Lo sentimos: su solicitud de factura del pedido {orderNo} no ha sido aprobada. Motivo: {reason} Puede corregir los datos de facturación y volver a solicitarla." },
    companyApproved: { title: "Cuenta de empresa aprobada", body: "Su solicitud de cuenta de empresa para {company} ha sido aprobada. Usted es su administrador: invite a sus compañeros y compre en nombre de la empresa en Empresa, en su área de cliente." },
    companyRejected: { title: "Solicitud de cuenta de empresa no aprobada", body: "Lo sentimos: su solicitud de cuenta de empresa para {company} no ha sido aprobada. Motivo: {reason} Puede corregir los datos y volver a solicitarla." },
    companySuspended: { title: "Cuenta de empresa suspendida", body: "La cuenta de empresa de {company} ha sido suspendida. Motivo: {reason} Puede seguir iniciando sesión y consultando su historial, pero no puede hacer pedidos ni aceptar presupuestos en nombre de la empresa. Nuestro equipo comercial responderá a sus dudas." },
    companyReactivated: { title: "Cuenta de empresa reactivada", body: "La cuenta de empresa de {company} vuelve a estar activa: puede hacer pedidos y aceptar presupuestos en nombre de la empresa." },
    companyClosed: { title: "Cuenta de empresa cerrada", body: "La cuenta de empresa de {company} ha sido cerrada. Motivo: {reason} Puede seguir iniciando sesión y consultando sus pedidos, presupuestos y facturas, pero ya no puede comprar en nombre de la empresa." },
    creditApproved: { title: "Su cuenta de crédito está abierta", body: "Se ha aprobado la solicitud de pago a crédito de {company}: un límite de {limit} con pago a {terms} días. Los compradores autorizados ya pueden elegir Pagar a crédito al finalizar la compra. Consulte el límite, las facturas y los extractos en la página Crédito de su área de cliente (/accountCenter/credit)." },
    creditRejected: { title: "Su solicitud de crédito no se ha aprobado", body: "Lo sentimos: la solicitud de pago a crédito de {company} no se ha aprobado. Motivo: {reason} Puede volver a solicitarlo con más información en la página Crédito de su área de cliente (/accountCenter/credit)." },
    inquiryReceived: { title: "Hemos recibido su solicitud", body: "Hemos recibido su solicitud {inquiryNo} y le responderemos en un plazo de 1 día hábil. Puede seguirla en Mis solicitudes, en su área de cliente." },
    inquiryReceivedGuest: { title: "Hemos recibido su solicitud", body: "Hemos recibido su solicitud {inquiryNo} y responderemos a esta dirección de correo en un plazo de 1 día hábil. Regístrese con esta dirección para seguirla y responder en Mis solicitudes, en su área de cliente." },
    contactReceived: { title: "Hemos recibido su mensaje", body: "Hemos recibido su mensaje {inquiryNo} y le responderemos en un plazo de 1 día hábil. Puede seguir la conversación en Mis solicitudes, en su área de cliente." },
    contactReceivedGuest: { title: "Hemos recibido su mensaje", body: "Hemos recibido su mensaje {inquiryNo} y responderemos a esta dirección de correo en un plazo de 1 día hábil. Regístrese con esta dirección para seguir la conversación y responder en Mis solicitudes, en su área de cliente." },
    inquiryReplied: { title: "Hemos respondido a su solicitud", body: "Nuestro equipo comercial ha respondido a su solicitud {inquiryNo}: «{reply}» Lea la conversación completa y responda en Mis solicitudes, en su área de cliente." },
    inquiryRepliedGuest: { title: "Hemos respondido a su solicitud", body: "Nuestro equipo comercial ha respondido a su solicitud {inquiryNo}: «{reply}» Para responder, regístrese con esta dirección de correo: la solicitud aparecerá en Mis solicitudes, en su área de cliente." },
    inquiryProcessing: { title: "Estamos trabajando en su solicitud", body: "Nuestro equipo comercial está trabajando en su solicitud {inquiryNo} y se pondrá en contacto con usted lo antes posible." },
    inquiryClosed: { title: "Su solicitud se ha cerrado", body: "Su solicitud {inquiryNo} se ha cerrado. Si necesita algo más, envíenos una nueva solicitud cuando quiera." },
    quotationSent: { title: "Su presupuesto está listo", body: "Le hemos enviado la versión {version} del presupuesto de su solicitud {inquiryNo}: {total} en total, válido hasta el {validUntil}. Consúltelo, descargue el PDF y acéptelo con un clic en Mis solicitudes, en su área de cliente." },
    quotationSentGuest: { title: "Su presupuesto está listo", body: "Le hemos enviado la versión {version} del presupuesto de su solicitud {inquiryNo}: {total} en total, válido hasta el {validUntil}. Para aceptarlo, regístrese con esta dirección de correo: la solicitud aparecerá en Mis solicitudes, en su área de cliente." },
    creditDueSoon: { title: "La factura {invoiceNo} vence el {dueDate}", body: "La factura {invoiceNo} de {company} (pendiente: {amount}) vence el {dueDate}. Le rogamos que la pague a tiempo. Puede consultar sus facturas y extractos en la página Crédito de su área de cliente (/accountCenter/credit)." },
    creditDueToday: { title: "La factura {invoiceNo} vence hoy", body: "La factura {invoiceNo} de {company} (pendiente: {amount}) vence hoy, {dueDate}. Si ya la ha pagado, ignore este aviso. Puede consultar sus facturas y extractos en la página Crédito de su área de cliente (/accountCenter/credit)." },
    creditOverdue: { title: "La factura {invoiceNo} lleva {days} días vencida", body: "La factura {invoiceNo} de {company} (pendiente: {amount}) venció el {dueDate} y lleva {days} días vencida. Le rogamos que la pague cuanto antes: con más de {grace} días de retraso, la cuenta de crédito queda bloqueada. Consulte la página Crédito de su área de cliente (/accountCenter/credit)." },
    creditOnHold: { title: "Su cuenta de crédito está bloqueada", body: "La factura {invoiceNo} de {company} lleva más de {grace} días vencida, por lo que la cuenta de crédito está bloqueada: no se pueden pagar pedidos a crédito hasta que se paguen las facturas vencidas. Se desbloquea en cuanto estén pagadas. Consulte la página Crédito de su área de cliente (/accountCenter/credit)." },
    creditHoldReleased: { title: "Su cuenta de crédito vuelve a estar activa", body: "{company} ya no tiene facturas vencidas: la cuenta de crédito vuelve a estar activa y puede pagar pedidos a crédito." },
  },
  fi: {
    sender: { title: 'YT Networks', body: '' },
    reviewHidden: { title: "Arvostelusi piilotettiin", body: "Arvostelusi tuotteesta {model} piilotettiin. Syy: {reason}" },
    reviewReplied: { title: "Vastasimme arvosteluusi", body: "Vastasimme arvosteluusi tuotteesta {model}. Voit lukea vastauksen tuotesivulta." },
    questionAnswered: { title: "Kysymykseesi on vastattu", body: "Vastasimme kysymykseesi tuotteesta {model}: ”{answer}” Löydät vastauksen myös tilin hallinnan kohdasta Omat kysymykset." },
    welcome: { title: 'Tervetuloa YT Networksiin', body: '{name}, tilisi on valmis. Hallitse osoitteita, tilauksia ja laskuja tilisi asetuksissa.' },
    passwordReset: { title: 'Salasana palautettu', body: 'Salasanasi palautettiin sähköpostikoodilla, ja sinut kirjattiin ulos kaikilta laitteilta.' },
    passwordChanged: { title: 'Salasana vaihdettu', body: 'Salasanasi vaihdettiin ja muut laitteesi kirjattiin ulos. Jos et tehnyt tätä itse, palauta salasana heti.' },
    emailChanged: { title: 'Sähköpostiosoite päivitetty', body: 'Tilisi sähköpostiosoite vaihtui osoitteesta {from} osoitteeseen {to}.' },
    orderPlaced: { title: "Tilaus vastaanotettu", body: "Olemme vastaanottaneet tilauksesi {orderNo}. Maksa se ennen maksuajan päättymistä." },
    orderPaid: { title: "Maksu vastaanotettu", body: "Tilaus {orderNo} on maksettu; lähetämme sen pian." },
    orderCancelled: { title: "Tilaus peruttu", body: "Tilaus {orderNo} on peruttu; sen varastosaldo ja kuponki vapautettiin." },
    orderTimedOut: { title: "Tilaus suljettu", body: "Tilausta {orderNo} ei maksettu ajoissa, ja se on suljettu." },
    orderShipped: { title: "Tilaus lähetetty kuljetukseen", body: "Tilaus {orderNo} lähetettiin kuljetusliikkeellä {carrier}, seurantanumero {trackingNo}." },
    shipmentShipped: { title: "Paketti {seq}/{of} matkalla", body: "Tilaus {orderNo}: paketti {seq}/{of} ({units} {units#tuote|tuotetta}: {items}) lähti kuljetusliikkeellä {carrier}, seurantanumero {trackingNo}." },
    shipmentDelivered: { title: "Paketti {seq}/{of} toimitettu", body: "Tilaus {orderNo}: paketti {seq}/{of} ({units} {units#tuote|tuotetta}: {items}) on toimitettu. Muut paketit ovat matkalla tai odottavat lähetystä." },
    orderDelivered: { title: "Tilaus toimitettu", body: "Tilaus {orderNo} on toimitettu. Vahvista vastaanotto." },
    orderCompleted: { title: "Tilaus valmis", body: "Vahvistit tilauksen {orderNo} vastaanoton. Kiitos ostoksestasi." },
    returnRequested: { title: "Palautus-/hyvityspyyntö vastaanotettu", body: "Saimme tilauksen {orderNo} palautus-/hyvityspyynnön ja käsittelemme sen yhden arkipäivän kuluessa." },
    orderRefunded: { title: "Hyvitys maksettu", body: "Tilauksen {orderNo} hyvitys on maksettu." },
    refundIssued: { title: "Osa maksusta hyvitetty", body: "Hyvitimme tilauksesta {orderNo} {amount}; summa palautuu tilille, jolta maksoit." },
    paymentReturned: { title: "Maksu palautettu", body: "Tilaus {orderNo} oli jo suljettu tai maksettu, kun maksusi saapui, joten palautimme sen kokonaan samalle tilille. Sinua ei ole veloitettu." },
    sampleReceived: { title: "Näytehakemus vastaanotettu", body: "Saimme näytehakemuksesi #{id} ({items}) ja käsittelemme sen 2 arkipäivän kuluessa. Kerromme päätöksestä viestillä ja sähköpostilla." },
    sampleApproved: { title: "Näytehakemus hyväksytty", body: "Näytehakemuksesi #{id} on hyväksytty. Näytteet lähetetään maksutta tilauksena {orderNo}; saat seurantanumeron, kun ne lähtevät varastostamme." },
    sampleRejected: { title: "Näytehakemusta ei hyväksytty", body: "Valitettavasti näytehakemustasi #{id} ei hyväksytty. Syy: {reason}" },
    invoiceApproved: { title: "Lasku laadittu", body: "Tilauksen {orderNo} laskupyyntö on hyväksytty: laskun numero {invoiceNo}. Voit ladata PDF-laskun asiakastilisi Laskut-osiosta." },
    invoiceRejected: { title: "Laskupyyntöä ei hyväksytty", body: "Valitettavasti tilauksen {orderNo} laskupyyntöä ei hyväksytty. Syy: {reason} Voit korjata laskutustiedot ja pyytää laskua uudelleen." },
    companyApproved: { title: "Yritystili hyväksytty", body: "Hakemuksesi yritystilin avaamisesta yritykselle {company} on hyväksytty. Olet yrityksen pääkäyttäjä: voit kutsua kollegoita ja ostaa yrityksen nimissä asiakastilisi Yritys-osiossa." },
    companyRejected: { title: "Yritystilihakemusta ei hyväksytty", body: "Valitettavasti hakemustasi yritystilin avaamisesta yritykselle {company} ei hyväksytty. Syy: {reason} Voit korjata tiedot ja hakea uudelleen." },
    companySuspended: { title: "Yritystili jäädytetty", body: "Yrityksen {company} yritystili on jäädytetty. Syy: {reason} Voit yhä kirjautua sisään ja katsoa sen historiaa, mutta et voi tilata etkä hyväksyä tarjouksia yrityksen nimissä. Myyntitiimimme vastaa mielellään kysymyksiin." },
    companyReactivated: { title: "Yritystili taas käytössä", body: "Yrityksen {company} yritystili on taas käytössä: voit tilata ja hyväksyä tarjouksia yrityksen nimissä." },
    companyClosed: { title: "Yritystili suljettu", body: "Yrityksen {company} yritystili on suljettu. Syy: {reason} Voit yhä kirjautua sisään ja katsoa yrityksen tilauksia, tarjouksia ja laskuja, mutta et voi enää ostaa sen nimissä." },
    creditApproved: { title: "Luottotilisi on avattu", body: "Yrityksen {company} hakemus laskulla maksamisesta on hyväksytty: luottoraja {limit}, maksuaika {terms} päivää. Siihen oikeutetut ostajat voivat nyt valita kassalla Maksu tilille. Luottoraja, laskut ja tiliotteet näkyvät tilin hallinnan Luotto-sivulla (/accountCenter/credit)." },
    creditRejected: { title: "Luottohakemustasi ei hyväksytty", body: "Valitettavasti yrityksen {company} hakemusta laskulla maksamisesta ei hyväksytty. Syy: {reason} Voit hakea uudelleen lisätiedoin tilin hallinnan Luotto-sivulla (/accountCenter/credit)." },
    inquiryReceived: { title: "Tiedustelusi on vastaanotettu", body: "Saimme tiedustelusi {inquiryNo} ja vastaamme yhden arkipäivän kuluessa. Voit seurata sitä tilin hallinnan kohdassa Omat tiedustelut." },
    inquiryReceivedGuest: { title: "Tiedustelusi on vastaanotettu", body: "Saimme tiedustelusi {inquiryNo} ja vastaamme tähän sähköpostiosoitteeseen yhden arkipäivän kuluessa. Rekisteröidy tällä osoitteella, niin voit seurata tiedustelua ja vastata siihen tilin hallinnan kohdassa Omat tiedustelut." },
    contactReceived: { title: "Viestisi on vastaanotettu", body: "Saimme viestisi {inquiryNo} ja vastaamme yhden arkipäivän kuluessa. Voit seurata keskustelua tilin hallinnan kohdassa Omat tiedustelut." },
    contactReceivedGuest: { title: "Viestisi on vastaanotettu", body: "Saimme viestisi {inquiryNo} ja vastaamme tähän sähköpostiosoitteeseen yhden arkipäivän kuluessa. Rekisteröidy tällä osoitteella, niin voit seurata keskustelua ja vastata tilin hallinnan kohdassa Omat tiedustelut." },
    inquiryReplied: { title: "Vastasimme tiedusteluusi", body: "Myyntitiimimme vastasi tiedusteluusi {inquiryNo}: ”{reply}” Lue koko keskustelu ja vastaa tilin hallinnan kohdassa Omat tiedustelut." },
    inquiryRepliedGuest: { title: "Vastasimme tiedusteluusi", body: "Myyntitiimimme vastasi tiedusteluusi {inquiryNo}: ”{reply}” Jos haluat vastata, rekisteröidy tällä sähköpostiosoitteella: tiedustelu näkyy sen jälkeen tilin hallinnan kohdassa Omat tiedustelut." },
    inquiryProcessing: { title: "Käsittelemme tiedusteluasi", body: "Myyntitiimimme käsittelee tiedusteluasi {inquiryNo} ja palaa asiaan mahdollisimman pian." },
    inquiryClosed: { title: "Tiedustelusi on suljettu", body: "Tiedustelusi {inquiryNo} on suljettu. Jos tarvitset vielä jotain, voit lähettää uuden tiedustelun milloin tahansa." },
    quotationSent: { title: "Tarjouksesi on valmis", body: "Lähetimme tiedusteluusi {inquiryNo} tarjouksen (versio {version}): yhteensä {total}, voimassa {validUntil} asti. Katso tarjous, lataa PDF ja hyväksy se yhdellä napsautuksella tilin hallinnan kohdassa Omat tiedustelut." },
    quotationSentGuest: { title: "Tarjouksesi on valmis", body: "Lähetimme tiedusteluusi {inquiryNo} tarjouksen (versio {version}): yhteensä {total}, voimassa {validUntil} asti. Jos haluat hyväksyä sen, rekisteröidy tällä sähköpostiosoitteella: tiedustelu näkyy sen jälkeen tilin hallinnan kohdassa Omat tiedustelut." },
    creditDueSoon: { title: "Lasku {invoiceNo} erääntyy {dueDate}", body: "Yrityksen {company} lasku {invoiceNo} (maksamatta {amount}) erääntyy {dueDate}. Maksathan sen ajallaan. Laskut ja tiliotteet näet tilin hallinnan Luotto-sivulla (/accountCenter/credit)." },
    creditDueToday: { title: "Lasku {invoiceNo} erääntyy tänään", body: "Yrityksen {company} lasku {invoiceNo} (maksamatta {amount}) erääntyy tänään {dueDate}. Jos olet jo maksanut sen, voit ohittaa tämän viestin. Laskut ja tiliotteet näet tilin hallinnan Luotto-sivulla (/accountCenter/credit)." },
    creditOverdue: { title: "Lasku {invoiceNo} on {days} päivää myöhässä", body: "Yrityksen {company} lasku {invoiceNo} (maksamatta {amount}) erääntyi {dueDate} ja on nyt {days} päivää myöhässä. Maksathan sen mahdollisimman pian: yli {grace} päivää myöhässä olevan laskun vuoksi luottotili jäädytetään. Katso tilin hallinnan Luotto-sivu (/accountCenter/credit)." },
    creditOnHold: { title: "Luottotilisi on jäädytetty", body: "Yrityksen {company} lasku {invoiceNo} on yli {grace} päivää myöhässä, joten luottotili on jäädytetty: tilauksia ei voi maksaa tililtä ennen kuin erääntyneet laskut on maksettu. Jäädytys poistuu heti, kun ne on maksettu. Katso tilin hallinnan Luotto-sivu (/accountCenter/credit)." },
    creditHoldReleased: { title: "Luottotilisi on taas käytössä", body: "Yrityksellä {company} ei ole enää erääntyneitä laskuja: luottotili on taas käytössä, ja tilauksia voi maksaa tililtä." },
  },
  fr: {
    sender: { title: 'YT Networks', body: '' },
    reviewHidden: { title: "Votre avis a été masqué", body: "Votre avis sur {model} a été masqué. Motif : {reason}" },
    reviewReplied: { title: "Nous avons répondu à votre avis", body: "Nous avons répondu à votre avis sur {model} ; vous pouvez le lire sur la page du produit." },
    questionAnswered: { title: "Nous avons répondu à votre question", body: "Nous avons répondu à votre question sur {model} : « {answer} » Vous la retrouverez aussi dans Mes questions, dans votre espace client." },
    welcome: { title: 'Bienvenue chez YT Networks', body: '{name}, votre compte est prêt. Gérez vos adresses, commandes et factures dans votre espace client.' },
    passwordReset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé avec un code reçu par e-mail ; vous avez été déconnecté de tous vos appareils.' },
    passwordChanged: { title: 'Mot de passe modifié', body: "Votre mot de passe a été modifié et vos autres appareils ont été déconnectés. Si ce n'était pas vous, réinitialisez-le maintenant." },
    emailChanged: { title: 'Adresse e-mail mise à jour', body: "L'adresse e-mail de votre compte est passée de {from} à {to}." },
    orderPlaced: { title: "Commande enregistrée", body: "Nous avons bien reçu votre commande {orderNo}. Veuillez la régler avant la fin du délai de paiement." },
    orderPaid: { title: "Paiement reçu", body: "La commande {orderNo} est payée ; nous l'expédierons bientôt." },
    orderCancelled: { title: "Commande annulée", body: "La commande {orderNo} a été annulée ; son stock et son code promo ont été libérés." },
    orderTimedOut: { title: "Commande clôturée", body: "La commande {orderNo} n'a pas été payée à temps et a été clôturée." },
    orderShipped: { title: "Commande expédiée", body: "La commande {orderNo} a été expédiée avec {carrier}, numéro de suivi {trackingNo}." },
    shipmentShipped: { title: "Colis {seq} sur {of} expédié", body: "Commande {orderNo} : le colis {seq} sur {of} ({units} {units#article|articles} : {items}) a été expédié avec {carrier}, numéro de suivi {trackingNo}." },
    shipmentDelivered: { title: "Colis {seq} sur {of} livré", body: "Commande {orderNo} : le colis {seq} sur {of} ({units} {units#article|articles} : {items}) a été livré. Les autres colis sont en route ou en attente d'expédition." },
    orderDelivered: { title: "Commande livrée", body: "La commande {orderNo} a été livrée. Veuillez confirmer la réception." },
    orderCompleted: { title: "Commande terminée", body: "Vous avez confirmé la réception de la commande {orderNo}. Merci pour votre achat." },
    returnRequested: { title: "Demande de retour/remboursement reçue", body: "Nous avons reçu la demande de retour/remboursement de la commande {orderNo} et la traiterons sous 1 jour ouvré." },
    orderRefunded: { title: "Remboursement effectué", body: "Le remboursement de la commande {orderNo} est effectué." },
    refundIssued: { title: "Remboursement partiel effectué", body: "Nous avons remboursé {amount} sur la commande {orderNo} ; la somme revient sur le compte utilisé pour payer." },
    paymentReturned: { title: "Paiement restitué", body: "La commande {orderNo} était déjà close ou payée lorsque votre paiement est arrivé : nous vous l'avons intégralement restitué sur le même moyen de paiement. Vous n'avez pas été débité." },
    sampleReceived: { title: "Demande d’échantillons reçue", body: "Nous avons bien reçu votre demande d’échantillons n° {id} ({items}) et l’examinerons sous 2 jours ouvrés. Nous vous communiquerons la décision par message et par e-mail." },
    sampleApproved: { title: "Demande d’échantillons approuvée", body: "Votre demande d’échantillons n° {id} a été approuvée. Les échantillons sont expédiés gratuitement sous la commande {orderNo} ; vous recevrez le numéro de suivi dès leur départ de notre entrepôt." },
    sampleRejected: { title: "Demande d’échantillons refusée", body: "Nous sommes désolés : votre demande d’échantillons n° {id} n’a pas été approuvée. Motif : {reason}" },
    invoiceApproved: { title: "Facture émise", body: "Votre demande de facture pour la commande {orderNo} a été approuvée : facture n° {invoiceNo}. Vous pouvez télécharger la facture PDF dans Factures, dans votre espace client." },
    invoiceRejected: { title: "Demande de facture refusée", body: "Nous sommes désolés : votre demande de facture pour la commande {orderNo} n’a pas été approuvée. Motif : {reason} Vous pouvez corriger vos informations de facturation et refaire la demande." },
    companyApproved: { title: "Compte entreprise approuvé", body: "Votre demande d’ouverture d’un compte entreprise pour {company} a été approuvée. Vous en êtes l’administrateur : invitez vos collègues et achetez au nom de l’entreprise dans Entreprise, dans votre espace client." },
    companyRejected: { title: "Demande de compte entreprise refusée", body: "Nous sommes désolés : votre demande d’ouverture d’un compte entreprise pour {company} n’a pas été approuvée. Motif : {reason} Vous pouvez corriger les informations et déposer une nouvelle demande." },
    companySuspended: { title: "Compte entreprise suspendu", body: "Le compte entreprise de {company} a été suspendu. Motif : {reason} Vous pouvez toujours vous connecter et consulter son historique, mais vous ne pouvez plus commander ni accepter de devis au nom de l’entreprise. Notre équipe commerciale répondra à vos questions." },
    companyReactivated: { title: "Compte entreprise réactivé", body: "Le compte entreprise de {company} est de nouveau actif : vous pouvez commander et accepter des devis au nom de l’entreprise." },
    companyClosed: { title: "Compte entreprise fermé", body: "Le compte entreprise de {company} a été fermé. Motif : {reason} Vous pouvez toujours vous connecter et consulter ses commandes, devis et factures, mais vous ne pouvez plus acheter en son nom." },
    creditApproved: { title: "Votre compte de crédit est ouvert", body: "La demande de paiement sur compte de {company} a été acceptée : un plafond de {limit}, paiement à {terms} jours. Les acheteurs autorisés peuvent désormais choisir Payer sur compte lors de la commande. Plafond, factures et relevés sont sur la page Crédit de votre espace client (/accountCenter/credit)." },
    creditRejected: { title: "Votre demande de crédit n’a pas été acceptée", body: "Nous sommes désolés : la demande de paiement sur compte de {company} n’a pas été acceptée. Motif : {reason} Vous pouvez la renouveler avec plus d’informations depuis la page Crédit de votre espace client (/accountCenter/credit)." },
    inquiryReceived: { title: "Nous avons bien reçu votre demande", body: "Nous avons bien reçu votre demande {inquiryNo} et vous répondrons sous 1 jour ouvré. Vous pouvez la suivre dans Mes demandes, dans votre espace client." },
    inquiryReceivedGuest: { title: "Nous avons bien reçu votre demande", body: "Nous avons bien reçu votre demande {inquiryNo} et répondrons à cette adresse e-mail sous 1 jour ouvré. Créez un compte avec cette adresse pour la suivre et y répondre dans Mes demandes, dans votre espace client." },
    contactReceived: { title: "Nous avons bien reçu votre message", body: "Nous avons bien reçu votre message {inquiryNo} et vous répondrons sous 1 jour ouvré. Vous pouvez suivre l’échange dans Mes demandes, dans votre espace client." },
    contactReceivedGuest: { title: "Nous avons bien reçu votre message", body: "Nous avons bien reçu votre message {inquiryNo} et répondrons à cette adresse e-mail sous 1 jour ouvré. Créez un compte avec cette adresse pour suivre l’échange et y répondre dans Mes demandes, dans votre espace client." },
    inquiryReplied: { title: "Nous avons répondu à votre demande", body: "Notre équipe commerciale a répondu à votre demande {inquiryNo} : « {reply} » Lisez toute la conversation et répondez dans Mes demandes, dans votre espace client." },
    inquiryRepliedGuest: { title: "Nous avons répondu à votre demande", body: "Notre équipe commerciale a répondu à votre demande {inquiryNo} : « {reply} » Pour répondre, créez un compte avec cette adresse e-mail : la demande apparaîtra alors dans Mes demandes, dans votre espace client." },
    inquiryProcessing: { title: "Nous traitons votre demande", body: "Notre équipe commerciale traite votre demande {inquiryNo} et reviendra vers vous dès que possible." },
    inquiryClosed: { title: "Votre demande a été clôturée", body: "Votre demande {inquiryNo} a été clôturée. Pour tout autre besoin, envoyez-nous une nouvelle demande à tout moment." },
    quotationSent: { title: "Votre devis est prêt", body: "Nous vous avons envoyé la version {version} du devis de votre demande {inquiryNo} : {total} au total, valable jusqu’au {validUntil}. Consultez-le, téléchargez le PDF et acceptez-le en un clic dans Mes demandes, dans votre espace client." },
    quotationSentGuest: { title: "Votre devis est prêt", body: "Nous vous avons envoyé la version {version} du devis de votre demande {inquiryNo} : {total} au total, valable jusqu’au {validUntil}. Pour l’accepter, créez un compte avec cette adresse e-mail : la demande apparaîtra alors dans Mes demandes, dans votre espace client." },
    creditDueSoon: { title: "La facture {invoiceNo} arrive à échéance le {dueDate}", body: "La facture {invoiceNo} de {company} ({amount} restant dû) arrive à échéance le {dueDate}. Merci de la régler à temps. Vos factures et relevés sont sur la page Crédit de votre espace client (/accountCenter/credit)." },
    creditDueToday: { title: "La facture {invoiceNo} arrive à échéance aujourd’hui", body: "La facture {invoiceNo} de {company} ({amount} restant dû) arrive à échéance aujourd’hui, le {dueDate}. Si vous l’avez déjà réglée, ne tenez pas compte de ce message. Vos factures et relevés sont sur la page Crédit de votre espace client (/accountCenter/credit)." },
    creditOverdue: { title: "La facture {invoiceNo} est en retard de {days} jours", body: "La facture {invoiceNo} de {company} ({amount} restant dû) était à régler le {dueDate} et est en retard de {days} jours. Merci de la régler au plus vite : au-delà de {grace} jours de retard, le compte de crédit est suspendu. Voir la page Crédit de votre espace client (/accountCenter/credit)." },
    creditOnHold: { title: "Votre compte de crédit est suspendu", body: "La facture {invoiceNo} de {company} est en retard de plus de {grace} jours : le compte de crédit est suspendu et aucune commande ne peut être payée sur compte tant que les factures en retard ne sont pas réglées. Il est rétabli dès qu’elles le sont. Voir la page Crédit de votre espace client (/accountCenter/credit)." },
    creditHoldReleased: { title: "Votre compte de crédit est rétabli", body: "{company} n’a plus de facture en retard : le compte de crédit est rétabli et les commandes peuvent de nouveau être payées sur compte." },
  },
  ja: {
    sender: { title: 'YT ネットワークス', body: '' },
    reviewHidden: { title: "レビューが非表示になりました", body: "{model} へのレビューは非表示になりました。理由：{reason}" },
    reviewReplied: { title: "レビューに返信しました", body: "{model} へのレビューに返信しました。商品ページでご確認いただけます。" },
    questionAnswered: { title: "ご質問に回答しました", body: "{model} に関するご質問に回答しました：「{answer}」 マイページの「質問履歴」でもご確認いただけます。" },
    welcome: { title: 'YT ネットワークスへようこそ', body: '{name}、アカウントの準備ができました。住所・注文・請求書はアカウントセンターで管理できます。' },
    passwordReset: { title: 'パスワードを再設定しました', body: 'メールの認証コードでパスワードが再設定され、すべての端末からログアウトしました。' },
    passwordChanged: { title: 'パスワードを変更しました', body: 'パスワードが変更され、他の端末からログアウトしました。お心当たりのない場合は、すぐに再設定してください。' },
    emailChanged: { title: 'メールアドレスを更新しました', body: 'アカウントのメールアドレスが {from} から {to} に変更されました。' },
    orderPlaced: { title: "注文を受け付けました", body: "注文 {orderNo} を受け付けました。お支払い期限までにお支払いください。" },
    orderPaid: { title: "お支払いを確認しました", body: "注文 {orderNo} のお支払いを確認しました。まもなく発送いたします。" },
    orderCancelled: { title: "注文をキャンセルしました", body: "注文 {orderNo} をキャンセルしました。在庫とクーポンは戻されました。" },
    orderTimedOut: { title: "注文を自動で締め切りました", body: "注文 {orderNo} は期限内にお支払いがなかったため、締め切られました。" },
    orderShipped: { title: "注文を発送しました", body: "注文 {orderNo} を {carrier} で発送しました。追跡番号は {trackingNo} です。" },
    shipmentShipped: { title: "荷物 {seq}/{of} を発送しました", body: "注文 {orderNo} の荷物 {seq}/{of}（{units} 点：{items}）を {carrier} で発送しました。追跡番号は {trackingNo} です。" },
    shipmentDelivered: { title: "荷物 {seq}/{of} が配達されました", body: "注文 {orderNo} の荷物 {seq}/{of}（{units} 点：{items}）が配達されました。残りの荷物は配送中または発送待ちです。" },
    orderDelivered: { title: "注文が配達されました", body: "注文 {orderNo} が配達されました。受け取りを確認してください。" },
    orderCompleted: { title: "注文が完了しました", body: "注文 {orderNo} の受け取りが確認されました。ご購入ありがとうございました。" },
    returnRequested: { title: "返品・返金の申請を受け付けました", body: "注文 {orderNo} の返品・返金の申請を受け付けました。1 営業日以内に対応します。" },
    orderRefunded: { title: "返金が完了しました", body: "注文 {orderNo} の返金が完了しました。" },
    refundIssued: { title: "一部を返金しました", body: "注文 {orderNo} について {amount} を返金しました。お支払いに使われた口座に返金されます。" },
    paymentReturned: { title: "お支払いを返金しました", body: "お支払いが届いた時点で注文 {orderNo} はすでに終了（または別のお支払いで支払済み）だったため、同じお支払い方法へ全額を返金しました。請求は発生していません。" },
    sampleReceived: { title: "サンプル申請を受け付けました", body: "サンプル申請 #{id}（{items}）を受け付けました。2 営業日以内に審査し、結果はメッセージとメールでお知らせします。" },
    sampleApproved: { title: "サンプル申請が承認されました", body: "サンプル申請 #{id} が承認されました。サンプルは無料の注文 {orderNo} として発送します。出荷後に追跡番号をお知らせします。" },
    sampleRejected: { title: "サンプル申請は承認されませんでした", body: "申し訳ございません。サンプル申請 #{id} は承認されませんでした。理由：{reason}" },
    invoiceApproved: { title: "請求書を発行しました", body: "注文 {orderNo} の請求書の発行依頼が承認されました（請求書番号 {invoiceNo}）。アカウントセンターの「請求書」から PDF をダウンロードできます。" },
    invoiceRejected: { title: "請求書の発行依頼は承認されませんでした", body: "申し訳ございません。注文 {orderNo} の請求書の発行依頼は承認されませんでした。理由：{reason} 宛名を修正して再度ご依頼いただけます。" },
    companyApproved: { title: "法人アカウントが承認されました", body: "{company} の法人アカウント申請が承認されました。あなたはこの法人の管理者です。アカウントセンターの「法人」から同僚を招待し、法人名義で購入できます。" },
    companyRejected: { title: "法人アカウント申請は承認されませんでした", body: "申し訳ございません。{company} の法人アカウント申請は承認されませんでした。理由：{reason} 内容を修正して再度お申し込みいただけます。" },
    companySuspended: { title: "法人アカウントが一時停止されました", body: "{company} の法人アカウントは一時停止されました。理由：{reason} 停止中もサインインして履歴をご覧いただけますが、法人名義での注文や見積もりの承諾はできません。ご不明な点は営業担当までお問い合わせください。" },
    companyReactivated: { title: "法人アカウントが再開されました", body: "{company} の法人アカウントが再開されました。法人名義での注文や見積もりの承諾が再びご利用いただけます。" },
    companyClosed: { title: "法人アカウントが閉鎖されました", body: "{company} の法人アカウントは閉鎖されました。理由：{reason} 引き続きサインインして法人の注文・見積もり・請求書をご覧いただけますが、法人名義での購入はできなくなりました。" },
    creditApproved: { title: "与信アカウントを開設しました", body: "{company} の掛け払いのお申し込みを承認しました。与信枠は {limit}、支払期限は {terms} 日です。権限のある購買担当者は、ご注文手続きで「掛け払い」を選べるようになりました。与信枠・請求書・取引明細書は、アカウントセンターの「与信」ページ（/accountCenter/credit）でご確認いただけます。" },
    creditRejected: { title: "与信のお申し込みは承認されませんでした", body: "誠に恐れ入りますが、{company} の掛け払いのお申し込みは承認されませんでした。理由：{reason} 資料を追加のうえ、アカウントセンターの「与信」ページ（/accountCenter/credit）から再度お申し込みいただけます。" },
    inquiryReceived: { title: "お問い合わせを受け付けました", body: "お問い合わせ {inquiryNo} を受け付けました。1 営業日以内に回答いたします。進捗はアカウントセンターの「お問い合わせ履歴」でご確認いただけます。" },
    inquiryReceivedGuest: { title: "お問い合わせを受け付けました", body: "お問い合わせ {inquiryNo} を受け付けました。1 営業日以内にこのメールアドレスへ回答いたします。このアドレスでアカウントを登録すると、アカウントセンターの「お問い合わせ履歴」で確認・返信できます。" },
    contactReceived: { title: "メッセージを受け付けました", body: "メッセージ {inquiryNo} を受け付けました。1 営業日以内に返信いたします。やり取りはアカウントセンターの「お問い合わせ履歴」でご確認いただけます。" },
    contactReceivedGuest: { title: "メッセージを受け付けました", body: "メッセージ {inquiryNo} を受け付けました。1 営業日以内にこのメールアドレスへ返信いたします。このアドレスでアカウントを登録すると、アカウントセンターの「お問い合わせ履歴」で確認・返信できます。" },
    inquiryReplied: { title: "お問い合わせに回答しました", body: "お問い合わせ {inquiryNo} に営業担当より回答しました：「{reply}」 やり取りの全文の確認と返信は、アカウントセンターの「お問い合わせ履歴」から行えます。" },
    inquiryRepliedGuest: { title: "お問い合わせに回答しました", body: "お問い合わせ {inquiryNo} に営業担当より回答しました：「{reply}」 返信するには、このメールアドレスでアカウントを登録してください。アカウントセンターの「お問い合わせ履歴」に表示されます。" },
    inquiryProcessing: { title: "お問い合わせを対応中です", body: "お問い合わせ {inquiryNo} を営業担当が対応しています。できるだけ早くご連絡いたします。" },
    inquiryClosed: { title: "お問い合わせをクローズしました", body: "お問い合わせ {inquiryNo} をクローズしました。ほかにご用件があれば、いつでも新しくお問い合わせください。" },
    quotationSent: { title: "お見積書をお送りしました", body: "お問い合わせ {inquiryNo} のお見積書（第 {version} 版）をお送りしました。合計 {total}、有効期限は {validUntil} です。アカウントセンターの「お問い合わせ履歴」で内容の確認、PDF のダウンロード、ワンクリックでの承諾ができます。" },
    quotationSentGuest: { title: "お見積書をお送りしました", body: "お問い合わせ {inquiryNo} のお見積書（第 {version} 版）をお送りしました。合計 {total}、有効期限は {validUntil} です。承諾するには、このメールアドレスでアカウントを登録してください。アカウントセンターの「お問い合わせ履歴」に表示されます。" },
    creditDueSoon: { title: "請求書 {invoiceNo} の支払期日は {dueDate} です", body: "{company} の請求書 {invoiceNo}（未払い {amount}）の支払期日は {dueDate} です。期日までにお支払いください。請求書と取引明細書は、アカウントセンターの「与信」ページ（/accountCenter/credit）でご確認いただけます。" },
    creditDueToday: { title: "請求書 {invoiceNo} の支払期日は本日です", body: "{company} の請求書 {invoiceNo}（未払い {amount}）の支払期日は本日（{dueDate}）です。お支払い済みの場合は、このお知らせは破棄してください。請求書と取引明細書は、アカウントセンターの「与信」ページ（/accountCenter/credit）でご確認いただけます。" },
    creditOverdue: { title: "請求書 {invoiceNo} の支払いが {days} 日遅れています", body: "{company} の請求書 {invoiceNo}（未払い {amount}）は {dueDate} が支払期日で、現在 {days} 日遅れています。至急お支払いください。{grace} 日を超えて遅れると、与信口座は停止されます。詳しくはアカウントセンターの「与信」ページ（/accountCenter/credit）をご覧ください。" },
    creditOnHold: { title: "与信口座が停止されました", body: "{company} の請求書 {invoiceNo} の支払いが {grace} 日を超えて遅れているため、与信口座を停止しました。延滞中の請求書をお支払いいただくまで、掛け払いでの注文はできません。お支払いが確認され次第、停止は解除されます。詳しくはアカウントセンターの「与信」ページ（/accountCenter/credit）をご覧ください。" },
    creditHoldReleased: { title: "与信口座の停止が解除されました", body: "{company} の延滞中の請求書はなくなりました。与信口座の停止を解除しましたので、掛け払いでのご注文を再開いただけます。" },
  },
};

export const MESSAGE_TEXT_KEYS = ['reviewHidden', 'reviewReplied', 'questionAnswered', 'welcome', 'passwordReset', 'passwordChanged', 'emailChanged', 'orderPlaced', 'orderPaid', 'orderCancelled', 'orderTimedOut', 'orderShipped', 'shipmentShipped', 'shipmentDelivered', 'orderDelivered', 'orderCompleted', 'returnRequested', 'orderRefunded', 'refundIssued', 'paymentReturned', 'sampleReceived', 'sampleApproved', 'sampleRejected', 'inquiryReceived', 'inquiryReceivedGuest', 'contactReceived', 'contactReceivedGuest', 'inquiryReplied', 'inquiryRepliedGuest', 'inquiryProcessing', 'inquiryClosed', 'quotationSent', 'quotationSentGuest', 'invoiceApproved', 'invoiceRejected', 'companyApproved', 'companyRejected', 'companySuspended', 'companyReactivated', 'companyClosed', 'creditApproved', 'creditRejected', 'creditDueSoon', 'creditDueToday', 'creditOverdue', 'creditOnHold', 'creditHoldReleased'] as const;
export type MessageTextKey = (typeof MESSAGE_TEXT_KEYS)[number];

export async function addMessage(db: Db, userId: number, type: 'account' | 'shipping' | 'logistics' | 'order', key: MessageTextKey, params: Record<string, string>): Promise<void> {
  await insertMessage(db, userId, type, key, params);
}

const plurals = new Map<string, Intl.PluralRules>();
/**
 * Puts the parameters into a text: {name}, and {count#one|other} for a word that follows a number
 * ("1 item", "2 items"; French says "1 article" and "0 article"), chosen by the language's rules.
 */
const fill = (text: string, params: Record<string, string>, lang: LangCode = 'en') =>
  text.replace(/\{(\w+)(?:#([^|}]*)\|([^}]*))?\}/g, (_, k: string, one?: string, other?: string) => {
    if (one === undefined) return params[k] ?? '';
    let rules = plurals.get(lang);
    if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
    return rules.select(Number(params[k] ?? 0)) === 'one' ? one : (other ?? '');
  });

/**
 * A message that greets the buyer keeps their given and family name; {name} is written as the
 * reader's language greets (王伟, 山田太郎様, Ana). Older rows kept only {name}, the given name.
 */
function withName(lang: LangCode, params: Record<string, string>): Record<string, string> {
  if (params.firstName !== undefined || params.lastName !== undefined) {
    return { ...params, name: formatSalutationName({ firstName: params.firstName ?? '', lastName: params.lastName ?? '' }, lang) };
  }
  return lang === 'ja' && params.name ? { ...params, name: `${params.name} 様` } : params;
}

/** A message's title and body in one language (the order mails reuse them). */
export function renderMessage(lang: LangCode, key: MessageTextKey, params: Record<string, string>): { title: string; body: string } {
  const t = TEXTS[lang][key] ?? { title: key, body: '' };
  const p = withName(lang, params);
  return { title: fill(t.title, p, lang), body: fill(t.body, p, lang) };
}

export async function listMessages(db: Db, lang: LangCode, userId: number, q: { page: number; pageSize: number; unread?: '1' | '0' }): Promise<MessageList> {
  const filter = q.unread === '1' ? 'unread' : q.unread === '0' ? 'read' : 'all';
  const counts = await messageCounts(db, userId, filter);
  const r = await messagePage(db, userId, filter, q.pageSize, (q.page - 1) * q.pageSize);
  const texts = TEXTS[lang];
  return {
    items: r.map((m) => {
      const t = texts[m.titleKey] ?? { title: m.titleKey, body: '' };
      const params = withName(lang, m.params);
      return { messageId: m.id, type: m.type, sender: texts.sender.title, title: fill(t.title, params, lang), body: fill(t.body, params, lang), read: m.readAt !== null, createdAt: m.createdAt.toISOString() };
    }),
    total: counts.total,
    unread: counts.unread,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Marks one of the user's messages read; false when it is not theirs (→ 404). */
export async function markRead(db: Db, userId: number, messageId: number): Promise<boolean> {
  return markMessageRead(db, userId, messageId);
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await markAllMessagesRead(db, userId);
}
