export { HomeScreen, type HomeScreenProps } from './components/home-screen';
