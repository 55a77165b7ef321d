define app::inner {
  notice(where())
}
