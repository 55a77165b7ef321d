define probe::d {
  notice(remember(''))
  notice(remember($title))
}
