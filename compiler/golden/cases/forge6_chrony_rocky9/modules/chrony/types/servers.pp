type Chrony::Servers = Variant[
  Hash[Stdlib::Host, Optional[Array[String]]],
  Array[Stdlib::Host],
]
