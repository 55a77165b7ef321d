class probe {
  notice(remember('a'))
  notice(remember(''))
  include probe::inner
  notice(remember(''))
}
