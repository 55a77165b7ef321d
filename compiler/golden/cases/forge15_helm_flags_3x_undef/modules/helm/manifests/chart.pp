# Shaped as helm::chart: every parameter handed to helm_install_flags in one hash, undef ones included.
define helm::chart (
  Enum['present', 'absent'] $ensure = present,
  Optional[String] $chart = undef,
  Optional[String] $ca_file = undef,
  Boolean $debug = false,
  Boolean $dry_run = false,
  Optional[String] $kube_context = undef,
  Optional[String] $namespace = undef,
  Boolean $no_hooks = false,
  Optional[String] $release_name = undef,
  Variant[Array, String, Undef] $set = [],
  Optional[Integer] $timeout = undef,
  Variant[Array, String, Undef] $values = [],
  Optional[String] $version = undef,
  Boolean $wait = false,
) {
  $flags = helm_install_flags({
    ensure       => $ensure,
    chart        => $chart,
    ca_file      => $ca_file,
    debug        => $debug,
    dry_run      => $dry_run,
    install      => true,
    kube_context => $kube_context,
    namespace    => $namespace,
    no_hooks     => $no_hooks,
    release_name => $release_name,
    set          => $set,
    timeout      => $timeout,
    values       => $values,
    version      => $version,
    wait         => $wait,
  })
  exec { "helm ${name}": command => "helm ${flags}", path => ['/usr/bin'] }
}
