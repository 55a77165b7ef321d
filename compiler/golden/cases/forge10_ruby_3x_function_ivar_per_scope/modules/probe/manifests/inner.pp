class probe::inner {
  notice(remember(''))
  probe::d { ['x', 'y']: }
}
