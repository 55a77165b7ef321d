type Unattended_upgrades::Age = Struct[
  {
    Optional['min'] => Integer[0],
    Optional['max'] => Integer[0],
  }
]
