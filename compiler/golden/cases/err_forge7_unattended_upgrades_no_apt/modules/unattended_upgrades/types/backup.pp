type Unattended_upgrades::Backup = Struct[
  {
    Optional['archive_interval'] => Integer[0],
    Optional['level']            => Integer[0],
  }
]
