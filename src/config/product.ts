/** The product's name: every text that names the product reads it from here. */
export const PRODUCT_NAME = 'Derivo';

export const welcomeMessage = (product: string = PRODUCT_NAME): string => `Welcome to ${product}!`;
