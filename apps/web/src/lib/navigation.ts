type Navigate = (to: string) => Promise<void> | void;

let navigator: Navigate = (to) => window.location.assign(to);

/** The app layer hands over the router's navigate, so code outside components (launch flows) can move within the SPA. */
export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export async function navigateTo(to: string): Promise<void> {
  await navigator(to);
}
