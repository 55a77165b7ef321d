class app {

  notice(where())
  app::inner { 'i': }
}
