import { PRODUCT_NAME } from '../config/product.ts';

/** The help chat's name, on its launcher on every page (the chat's other texts load with it). */
export const chatbotTitle = `${PRODUCT_NAME} Help`;
