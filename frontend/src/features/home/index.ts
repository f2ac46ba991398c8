export { HomeScreen, type HomeScreenProps } from './components/home-screen';
export { homeQuery } from './api/get-home';
