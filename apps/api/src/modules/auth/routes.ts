export const authRoutes = async () => {};
