/** A product on sale with this many or fewer in stock is low on stock (sold out included). */
export const lowStockThreshold = 5;

export const isLowStock = (stock: number) => stock <= lowStockThreshold;
