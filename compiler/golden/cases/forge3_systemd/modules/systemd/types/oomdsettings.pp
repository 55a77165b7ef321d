# @summary Configurations for oomd.conf
type Systemd::OomdSettings = Struct[
  {
    Optional['SwapUsedLimit']                    => Variant[Systemd::Unit::Percent,Systemd::Unit::Permille,Systemd::Unit::Permyriad],
    Optional['DefaultMemoryPressureLimit']       => Variant[Systemd::Unit::Percent,Systemd::Unit::Permille,Systemd::Unit::Permyriad],
    Optional['DefaultMemoryPressureDurationSec'] => Systemd::Timespan,
  }
]
